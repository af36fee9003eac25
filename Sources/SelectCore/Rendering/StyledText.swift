/// Text whose colours came from SGR sequences (`ESC [ … m`) in it, as
/// `git log --color=always` writes them: the text without those sequences,
/// and the style of each stretch of it.
///
/// Complete SGR sequences are taken out: a parameter list of digits, `;`
/// and `:` ended by `m`. Every other escape sequence (cursor movement,
/// erasing, titles) stays in the text, where `DisplayText` shows them
/// visibly (`^[[2J`), unless `removingOtherSequences` (`--ansi`'s items)
/// takes them out too; nothing from the input reaches the terminal as it
/// was. Understood parameters: 0 (reset), 1
/// bold, 2 dim, 3 italic, 4 underline, 7 reverse and their ends 22–27;
/// colours 30–37 and 90–97 (16 colours), `38;5;N` (256), `38;2;R;G;B`
/// (24-bit), the colon forms `38:5:N` and `38:2::R:G:B`, default 39, and
/// the same for backgrounds (40–49, 100–107). Others (blink, hidden,
/// strike-through) are dropped with the sequence; a colour with missing or
/// out-of-range numbers is ignored.
package struct StyledText: Equatable, Sendable {
  /// A stretch of the text drawn in one style other than plain.
  package struct Run: Equatable, Sendable {
    /// Byte offsets in `text`.
    package var range: Range<Int>
    package var style: Style

    package init(_ range: Range<Int>, _ style: Style) {
      self.range = range
      self.style = style
    }
  }

  /// The bytes with the SGR sequences taken out.
  package private(set) var text: [UInt8] = []
  /// The styled stretches of `text`, in order, not overlapping; bytes outside
  /// every run are plain.
  package private(set) var runs: [Run] = []

  /// Parses `bytes`, taking the SGR sequences out; with
  /// `removingOtherSequences` (`--ansi`), also every other control
  /// sequence fzf takes out (`otherSequenceLength`).
  package init(parsing bytes: Bytes, removingOtherSequences: Bool = false) {
    text.reserveCapacity(bytes.count)
    var style = Style.plain
    var styleStart = 0
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x1B, let end = Self.endOfSGR(bytes, at: i) {
        let parameters = bytes.part((i + 2)..<end)
        var next = style
        next.applySGR(parameters)
        if next != style {
          close(style, from: styleStart)
          style = next
          styleStart = text.count
        }
        i = end + 1
        continue
      }
      if removingOtherSequences, let length = Self.otherSequenceLength(bytes, at: i) {
        i += length
        continue
      }
      text.append(byte)
      i += 1
    }
    close(style, from: styleStart)
  }

  /// Parses an array of bytes.
  package init(parsing bytes: [UInt8], removingOtherSequences: Bool = false) {
    self = bytes.withBytes {
      StyledText(parsing: $0, removingOtherSequences: removingOtherSequences)
    }
  }

  /// Ends the stretch drawn in `style` that began at `start`.
  private mutating func close(_ style: Style, from start: Int) {
    guard style != .plain, start < text.count else { return }
    if let last = runs.indices.last, runs[last].style == style,
      runs[last].range.upperBound == start
    {
      runs[last].range = runs[last].range.lowerBound..<text.count
    } else {
      runs.append(Run(start..<text.count, style))
    }
  }

  /// The offset of the `m` ending the SGR sequence whose ESC is at `i`, or
  /// nil when no complete SGR sequence starts there.
  static func endOfSGR(_ bytes: Bytes, at i: Int) -> Int? {
    guard i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") else { return nil }
    var j = i + 2
    while j < bytes.count {
      switch bytes[j] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"), UInt8(ascii: ":"):
        j += 1
      case UInt8(ascii: "m"):
        return j
      default:
        return nil
      }
    }
    return nil
  }
}

extension Style {
  /// Applies an SGR parameter list (the bytes between `ESC [` and `m`).
  mutating func applySGR(_ parameters: Bytes) {
    // Groups split at `;`; a group's `:` sub-parameters follow its code.
    var groups: [[Int]] = [[0]]
    for byte in parameters {
      switch byte {
      case UInt8(ascii: ";"): groups.append([0])
      case UInt8(ascii: ":"): groups[groups.count - 1].append(0)
      default:
        let last = groups.count - 1
        let sub = groups[last].count - 1
        // Saturates: no real parameter is this large, and none may overflow.
        groups[last][sub] = min(groups[last][sub] * 10 + Int(byte - 48), 100_000)
      }
    }
    var i = 0
    while i < groups.count {
      let group = groups[i]
      i += 1
      switch group[0] {
      case 0: self = .plain
      case 1: isBold = true
      case 2: isDim = true
      case 3: isItalic = true
      case 4: isUnderlined = true
      case 7: isReversed = true
      case 22:
        isBold = false
        isDim = false
      case 23: isItalic = false
      case 24: isUnderlined = false
      case 27: isReversed = false
      case 30...37: foreground = .palette(UInt8(group[0] - 30))
      case 90...97: foreground = .palette(UInt8(group[0] - 90 + 8))
      case 39: foreground = nil
      case 40...47: background = .palette(UInt8(group[0] - 40))
      case 100...107: background = .palette(UInt8(group[0] - 100 + 8))
      case 49: background = nil
      case 38, 48:
        let colour: Colour?
        if group.count > 1 {
          colour = Self.extendedColour(group.dropFirst(), colonForm: true)
        } else {
          // `38;5;N` and `38;2;R;G;B` take the following groups' codes.
          let following = groups[i...].prefix(4).map { $0[0] }
          colour = Self.extendedColour(following[...], colonForm: false)
          i += following.first == 5 ? 2 : following.first == 2 ? 4 : 1
        }
        guard let colour else { continue }
        if group[0] == 38 { foreground = colour } else { background = colour }
      default: break
      }
    }
  }

  /// The colour of `5;N` or `2;R;G;B` (the colon form `2:ID:R:G:B` may
  /// carry a colour-space id first), or nil when numbers are missing or
  /// out of range.
  private static func extendedColour(_ numbers: ArraySlice<Int>, colonForm: Bool) -> Colour? {
    guard let kind = numbers.first else { return nil }
    var values = Array(numbers.dropFirst())
    switch kind {
    case 5:
      guard let index = values.first, index < 256 else { return nil }
      return .palette(UInt8(index))
    case 2:
      if colonForm && values.count >= 4 { values.removeFirst() }
      guard values.count >= 3, values[0] < 256, values[1] < 256, values[2] < 256 else { return nil }
      return .rgb(UInt8(values[0]), UInt8(values[1]), UInt8(values[2]))
    default:
      return nil
    }
  }
}

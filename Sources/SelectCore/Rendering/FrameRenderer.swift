/// Turns frames into the bytes that draw them on a VT100-style terminal,
/// rewriting only the rows that changed since the last frame.
///
/// Rows are reached by relative cursor movement (CUU/CUD and CR), never by
/// absolute row numbers, so the same code draws an inline region of N rows
/// below the shell prompt (as `fzy` and `fzf --height` do) and the whole
/// screen. The renderer keeps no state: the caller passes the frame drawn
/// last, and after every `update` the terminal's cursor is at that frame's
/// `cursor`. Pass nil as the previous frame right after `enter` or after
/// anything else has drawn over the region (resume from Ctrl-Z, resize).
///
/// Each frame's bytes are one synchronized update (DEC private mode 2026):
/// a terminal that knows the mode shows the frame only once it is whole,
/// never half old and half new; others ignore the mode.
package struct FrameRenderer: Sendable {
  /// Where the frames are drawn.
  package enum Placement: Equatable, Sendable {
    /// On the alternate screen, which `leave` restores as it was.
    case fullScreen
    /// In rows below the cursor's line, erased by `leave`.
    case inline
  }

  /// Where the frames are drawn.
  package var placement: Placement
  /// Whether colours are drawn; attributes (bold, reverse…) always are.
  package var usesColour: Bool
  /// How many colours the terminal has; richer ones come down to these.
  package var colourDepth = ColourDepth.trueColour
  /// Inline only: the 1-based column the cursor stood at when the picker
  /// began, when text was there before it (a prompt, `printf 'partial'`).
  /// The region then starts on the next row, keeping that text, and `leave`
  /// puts the cursor back after it. Nil: the region starts on the cursor's
  /// row.
  package var columnAfterText: Int?
  /// Whether the terminal reports the mouse while the picker is up: button
  /// presses, releases and drags (modes 1000 and 1002) in SGR form (1006),
  /// as fzf turns on; `leave` turns them off again.
  package var reportsMouse = false

  package init(placement: Placement, usesColour: Bool) {
    self.placement = placement
    self.usesColour = usesColour
  }

  /// The bytes that change the terminal from showing `previous` (nil: a
  /// blank region with the cursor at its top left) to showing `next`.
  package func update(from previous: Screen?, to next: Screen) -> [UInt8] {
    var output = TerminalOutput()
    output.bytes += Self.synchronizedUpdateStart
    var row = previous?.cursor.row ?? 0
    if previous == nil && placement == .fullScreen {
      output.append("\u{1B}[H")
      row = 0
    }
    let redrawsAll = previous.map { $0.width != next.width || $0.height != next.height } ?? true
    var drewAnything = false
    for index in next.rows.indices
    where redrawsAll || previous!.rows[index] != next.rows[index] {
      output.moveDown(index - row)
      row = index
      draw(next.rows[index], width: next.width, into: &output)
      drewAnything = true
    }
    // A frame shorter than the last leaves rows behind; blank them.
    for index in next.height..<max(previous?.height ?? 0, next.height) {
      output.moveDown(index - row)
      row = index
      output.append("\r\u{1B}[K")
    }
    if drewAnything || previous?.cursor != next.cursor {
      output.moveDown(next.cursor.row - row)
      output.append("\r")
      if next.cursor.column > 0 { output.append("\u{1B}[\(next.cursor.column)C") }
    }
    if next.isCursorVisible != (previous?.isCursorVisible ?? false) {
      output.append(next.isCursorVisible ? "\u{1B}[?25h" : "\u{1B}[?25l")
    }
    guard output.bytes.count > Self.synchronizedUpdateStart.count else { return [] }
    output.bytes += Self.synchronizedUpdateEnd
    return output.bytes
  }

  /// Begin and end synchronized update: the terminal holds what comes
  /// between and shows it at once.
  package static let synchronizedUpdateStart = Array("\u{1B}[?2026h".utf8)
  package static let synchronizedUpdateEnd = Array("\u{1B}[?2026l".utf8)

  /// Erases the row the cursor is on and draws `row` on it, cut at `width`.
  ///
  /// Erasing first matters: after text that fills the last column the
  /// cursor waits there to wrap, and an erase then would wipe that column.
  ///
  /// A cluster that terminals draw at different widths (a skin tone, a ZWJ
  /// sequence, a flag, VS16: one that a scalar joined with width of its
  /// own) may leave the cursor elsewhere than counted; what follows it is
  /// drawn from the column counted, so it stays in place whatever the
  /// terminal did. Autowrap is off (`enter`): a cluster drawn wider than
  /// counted costs the end of its own row, never the next.
  private func draw(_ row: Screen.Row, width: Int, into output: inout TerminalOutput) {
    output.append("\r\u{1B}[K")
    var style = Style.plain
    var column = 0
    var measure = ClusterMeasure()
    var afterUncertainCluster = false
    spans: for span in row.spans {
      let spanStyle = usesColour ? span.style : span.style.withoutColour
      if spanStyle != style {
        output.bytes += spanStyle.selectGraphicRendition(depth: colourDepth)
        style = spanStyle
      }
      for scalar in span.text.unicodeScalars {
        let scalarWidth: Int
        switch measure.step(scalar) {
        case .starts(let width):
          scalarWidth = width
          if afterUncertainCluster {
            output.append("\r")
            if column > 0 { output.append("\u{1B}[\(column)C") }
            afterUncertainCluster = false
          }
        case .joins(let extra):
          scalarWidth = extra
          if extra > 0 { afterUncertainCluster = true }
        }
        guard column + scalarWidth <= width else { break spans }
        column += scalarWidth
        output.appendPrintable(scalar)
      }
    }
    if style != .plain { output.append("\u{1B}[0m") }
  }
}

/// Bytes on their way to the terminal.
struct TerminalOutput {
  var bytes: [UInt8] = []

  init() {
    bytes.reserveCapacity(4096)
  }

  mutating func append(_ text: String) {
    bytes += text.utf8
  }

  /// Moves the cursor `count` rows down (up when negative) without
  /// scrolling: CUD and CUU stop at the screen's edge.
  mutating func moveDown(_ count: Int) {
    if count > 0 { append("\u{1B}[\(count)B") }
    if count < 0 { append("\u{1B}[\(-count)A") }
  }

  /// Appends a scalar that spans promise is printable; a control character
  /// that slipped through anyway becomes U+FFFD, so no span can drive the
  /// terminal.
  mutating func appendPrintable(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    let isControl = value < 0x20 || (value >= 0x7F && value < 0xA0)
    bytes += UTF8.encode(isControl ? "\u{FFFD}" : scalar)!
  }
}

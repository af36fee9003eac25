/// Where the preview pane goes, how big it is and how it is drawn:
/// `--preview-window`, in fzf's syntax (`right,50%,border-left,~1,noinfo`,
/// `up:3:wrap`, `<80(up,40%)`) and select's colon form. Given twice, the
/// second adds to the first, as in fzf.
package struct PreviewWindow: Equatable, Sendable {
  /// The side of the picker the pane takes.
  package enum Position: String, Equatable, Sendable {
    case right, left, top, bottom

    /// Whether the pane sits beside the list rather than above or below it.
    package var isBeside: Bool { self == .right || self == .left }
  }

  /// Columns (beside) or rows (above, below) of the pane.
  package enum Size: Equatable, Sendable {
    case cells(Int)
    case percent(Int)

    /// The size out of `total` cells.
    package func resolved(in total: Int) -> Int {
      switch self {
      case .cells(let n): n
      case .percent(let p): total * p / 100
      }
    }
  }

  /// What sets the pane off from the list.
  package enum Edge: Equatable, Sendable {
    /// select's own: one line between list and pane.
    case separator
    /// fzf's `border-STYLE`: the pane drawn in a border of that style.
    case border(BorderStyle)
    /// `border-none`, `noborder`: nothing.
    case none
  }

  /// Another layout for a small terminal: `<N(SPEC)`.
  package struct Alternative: Equatable, Sendable {
    /// Below this many columns (rows, for a pane above or below), `spec`
    /// applies.
    package var threshold: Int
    package var spec: String
  }

  package var position = Position.right
  package var size = Size.percent(50)
  /// Whether the pane starts hidden (Ctrl-/ shows it).
  package var isHidden = false
  /// Whether long lines wrap instead of being cut.
  package var wraps = false
  /// With `wrap-word`, at spaces and tabs.
  package var wrapsAtWords = false
  package var edge = Edge.separator
  /// Whether the pane says how far it is scrolled (`noinfo`: not).
  package var showsInfo = true
  /// The first N lines of the output stay at the top while it scrolls
  /// (`~N`).
  package var headerLines = 0
  package var alternative: Alternative?
  /// The pane keeps to the end of the output as it grows (`follow`), as
  /// `tail -f` does, until scrolled up.
  package var follows = false
  /// Scrolling past either end goes on from the other (`cycle`).
  package var cycles = false
  /// Where the output starts in the pane (`+SCROLL[OFFSETS][/DENOM]`):
  /// expanded for the item under the cursor (`{2}`, `{n}`).
  package var scroll: PreviewScroll?

  package init() {}

  /// Parses `--preview-window`.
  package init(parsing text: String) throws(SelectError) {
    try apply(text)
  }

  /// Applies `--preview-window TEXT` over what earlier ones set; a word it
  /// does not know is a usage error naming it.
  package mutating func apply(_ text: String) throws(SelectError) {
    for word in Self.words(text) {
      try apply(word: word, in: text)
    }
  }

  /// The window for a frame of `width`×`height`: the alternative when the
  /// frame is below its threshold.
  package func resolved(width: Int, height: Int) -> PreviewWindow {
    guard let alternative else { return self }
    let measure = position.isBeside ? width : height
    guard measure < alternative.threshold else { return self }
    var window = self
    window.alternative = nil
    try? window.apply(alternative.spec)
    return window
  }

  /// The words of a spec, split at commas and colons outside parentheses.
  private static func words(_ text: String) -> [Substring] {
    var words: [Substring] = []
    var depth = 0
    var start = text.startIndex
    for index in text.indices {
      switch text[index] {
      case "(": depth += 1
      case ")": depth = max(depth - 1, 0)
      case "," where depth == 0, ":" where depth == 0:
        words.append(text[start..<index])
        start = text.index(after: index)
      default: break
      }
    }
    words.append(text[start...])
    return words.filter { !$0.isEmpty }
  }

  private mutating func apply(word: Substring, in text: String) throws(SelectError) {
    switch word {
    case "right", "left", "top", "bottom": position = Position(rawValue: String(word))!
    case "up": position = .top
    case "down": position = .bottom
    case "hidden": isHidden = true
    case "nohidden": isHidden = false
    case "wrap", "wrap-word":
      wraps = true
      wrapsAtWords = word == "wrap-word"
    case "nowrap": wraps = false
    case "info": showsInfo = true
    case "noinfo": showsInfo = false
    case "follow": follows = true
    case "nofollow": follows = false
    case "cycle": cycles = true
    case "nocycle": cycles = false
    case "noborder", "border-none": edge = .none
    case "default": self = PreviewWindow()
    default:
      if word.hasPrefix("border-"), let style = BorderStyle(name: String(word.dropFirst(7))) {
        edge = .border(style)
      } else if word.hasPrefix("+") {
        guard let parsed = PreviewScroll(word.dropFirst()) else {
          throw .usage(
            "--preview-window takes +SCROLL[OFFSETS][/DENOM] (+10, +{2}-5, +{2}/2), not '\(word)' in '\(text)'")
        }
        scroll = parsed
      } else if word.hasPrefix("~"), let n = Int(word.dropFirst()), n >= 0 {
        headerLines = n
      } else if word.hasPrefix("<"), let open = word.firstIndex(of: "("), word.hasSuffix(")"),
        let threshold = Int(word[word.index(after: word.startIndex)..<open]), threshold > 0
      {
        let spec = String(word[word.index(after: open)..<word.index(before: word.endIndex)])
        var check = PreviewWindow()
        try check.apply(spec)
        alternative = Alternative(threshold: threshold, spec: spec)
      } else {
        let number = word.hasSuffix("%") ? word.dropLast() : word
        guard let n = Int(number), n >= 1, !word.hasSuffix("%") || n <= 100 else {
          throw .usage(
            "--preview-window does not know '\(word)' in '\(text)' (known: right left up down SIZE SIZE% "
              + "border-STYLE noborder wrap wrap-word hidden noinfo follow cycle +SCROLL ~N <N(SPEC) default)")
        }
        size = word.hasSuffix("%") ? .percent(n) : .cells(n)
      }
    }
  }
}

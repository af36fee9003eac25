/// `--tmux[=SPEC]` / `--popup[=SPEC]`, fzf's syntax:
/// `[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native]`,
/// by default `center,50%`. One size is the width and height in the
/// center, the width on the left or right (the height is then 100%), the
/// height at the top or bottom (the width 100%); two are width and height.
package struct TmuxPopupSpec: Equatable, Sendable {
  package enum Position: String, Equatable, Sendable {
    case center, top, bottom, left, right
  }

  package enum Size: Equatable, Sendable {
    case percent(Int)
    case cells(Int)

    /// As tmux takes it: `50%` or `40`.
    var tmuxText: String {
      switch self {
      case .percent(let value): "\(value)%"
      case .cells(let value): "\(value)"
      }
    }
  }

  package var position = Position.center
  package var width = Size.percent(50)
  package var height = Size.percent(50)
  /// `border-native`: tmux draws the popup's border; otherwise the popup
  /// has none (`-B`) and the picker draws its own (`--border`).
  package var nativeBorder = false

  package init() {}

  /// Parses the argument (nil: `--tmux` alone).
  package init(parsing text: String?, option: String) throws(SelectError) {
    guard let text, !text.isEmpty else { return }
    var sizes: [Size] = []
    for (index, word) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      if index == 0, let named = Self.positions[String(word)] {
        position = named
      } else if word == "border-native" {
        nativeBorder = true
      } else if let size = Self.size(word), sizes.count < 2 {
        sizes.append(size)
      } else {
        throw .usage(
          "\(option) '\(text)': expected [center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native], as in \(option)=right,40%"
        )
      }
    }
    switch (sizes.count, position) {
    case (0, .left), (0, .right): (width, height) = (.percent(50), .percent(100))
    case (0, .top), (0, .bottom): (width, height) = (.percent(100), .percent(50))
    case (1, .left), (1, .right): (width, height) = (sizes[0], .percent(100))
    case (1, .top), (1, .bottom): (width, height) = (.percent(100), sizes[0])
    case (1, .center): (width, height) = (sizes[0], sizes[0])
    case (2, _): (width, height) = (sizes[0], sizes[1])
    default: break
    }
  }

  private static let positions: [String: Position] = [
    "center": .center, "top": .top, "up": .top, "bottom": .bottom, "down": .bottom,
    "left": .left, "right": .right,
  ]

  /// `40` or `40%`: a whole number, a percentage from 1 to 100.
  private static func size(_ word: Substring) -> Size? {
    let isPercent = word.hasSuffix("%")
    let digits = isPercent ? word.dropLast() : word
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0 else {
      return nil
    }
    if isPercent { return value <= 100 ? .percent(value) : nil }
    return .cells(value)
  }

  /// The options of `tmux display-popup` for this spec, as fzf gives them.
  package var displayPopupArguments: [String] {
    var arguments = ["-w", width.tmuxText, "-h", height.tmuxText]
    switch position {
    case .center: arguments += ["-x", "C", "-y", "C"]
    case .top: arguments += ["-x", "C", "-y", "0"]
    case .bottom: arguments += ["-x", "C", "-y", "9999"]
    case .left: arguments += ["-x", "0", "-y", "C"]
    case .right: arguments += ["-x", "R", "-y", "C"]
    }
    if !nativeBorder { arguments.append("-B") }
    return arguments
  }

  /// Whether `tmux -V` says a version with `display-popup -E` and `-B`:
  /// 3.3 or later (`tmux 3.3a`, `tmux next-3.4`, `tmux master`).
  package static func supports(tmuxVersion text: String) -> Bool {
    guard let word = text.split(separator: " ").dropFirst().first else { return false }
    if word == "master" { return true }
    let number = word.hasPrefix("next-") ? word.dropFirst(5) : word
    let parts = number.split(separator: ".")
    guard let major = parts.first.flatMap({ Int($0) }) else { return false }
    let minor = parts.dropFirst().first.map { Int($0.prefix { $0.isNumber }) ?? 0 } ?? 0
    return major > 3 || (major == 3 && minor >= 3)
  }

  /// Whether `word` is a spec, which `--tmux` and `--popup` take as their
  /// argument when it follows them (`--popup 70%`), as fzf's do.
  package static func isSpec(_ word: String) -> Bool {
    (try? TmuxPopupSpec(parsing: word, option: "--tmux")) != nil
  }

  /// The command-line words of a run with `--tmux`/`--popup` (and a spec
  /// after them) left out: what the picker inside the popup is started with.
  package static func arguments(withoutPopupOptions arguments: [String]) -> [String] {
    var kept: [String] = []
    var afterDashes = false
    var afterPopupOption = false
    for word in arguments {
      if word == "--" { afterDashes = true }
      let isPopupOption =
        !afterDashes
        && (word == "--tmux" || word == "--popup" || word.hasPrefix("--tmux=") || word.hasPrefix("--popup="))
      let isSpecAfterIt = afterPopupOption && !afterDashes && isSpec(word)
      afterPopupOption = word == "--tmux" || word == "--popup"
      if !isPopupOption && !isSpecAfterIt { kept.append(word) }
    }
    return kept
  }
}

/// Where the preview pane goes and how big it is: `--preview-window`, fzf's
/// `right|left|top|bottom[:SIZE[%]][:hidden][:wrap]`.
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

  package var position = Position.right
  package var size = Size.percent(50)
  /// Whether the pane starts hidden (Ctrl-/ shows it).
  package var isHidden = false
  /// Whether long lines wrap instead of being cut.
  package var wraps = false

  package init() {}

  /// Parses `--preview-window`; a word it does not know is a usage error
  /// naming it.
  package init(parsing text: String) throws(SelectError) {
    for word in text.split(separator: ":", omittingEmptySubsequences: false) {
      switch word {
      case "right", "left", "top", "bottom": position = Position(rawValue: String(word))!
      case "up": position = .top
      case "down": position = .bottom
      case "hidden": isHidden = true
      case "nohidden": isHidden = false
      case "wrap": wraps = true
      case "nowrap": wraps = false
      default:
        let number = word.hasSuffix("%") ? word.dropLast() : word
        guard let n = Int(number), n >= 1, !word.hasSuffix("%") || n <= 100 else {
          throw .usage(
            "--preview-window does not know '\(word)' in '\(text)' (known: right left top bottom SIZE SIZE% hidden wrap)"
          )
        }
        size = word.hasSuffix("%") ? .percent(n) : .cells(n)
      }
    }
  }
}

/// The lines drawn round the picker, a section or the preview
/// (`--border[=STYLE]`, fzf's styles): which sides have a line, and the
/// characters that draw them.
package enum BorderStyle: String, CaseIterable, Sendable {
  case rounded, sharp, bold, double, dashed, block, thinblock, horizontal, vertical, line
  case top, bottom, left, right

  /// The style a word names, fzf's aliases (`up`, `down`) included; nil for
  /// `none` and for a word that names no style.
  package init?(name: String) {
    switch name {
    case "up": self = .top
    case "down": self = .bottom
    default: self.init(rawValue: name)
    }
  }

  /// Which sides carry a line. `line` draws one at the top, above a
  /// picker below the shell's prompt (fzf: "automatically determined").
  package var sides: (top: Bool, right: Bool, bottom: Bool, left: Bool) {
    switch self {
    case .rounded, .sharp, .bold, .double, .dashed, .block, .thinblock: (true, true, true, true)
    case .horizontal: (true, false, true, false)
    case .vertical: (false, true, false, true)
    case .top, .line: (true, false, false, false)
    case .bottom: (false, false, true, false)
    case .left: (false, false, false, true)
    case .right: (false, true, false, false)
    }
  }

  /// Whether a label can be drawn on it: only on a horizontal line.
  var takesLabel: Bool { sides.top || sides.bottom }

  /// The characters: top left, top, top right, left, right, bottom left,
  /// bottom, bottom right; ASCII where the locale is not UTF-8.
  func pieces(unicode: Bool) -> BorderPieces {
    guard unicode else { return BorderPieces(corners: "++++", top: "-", bottom: "-", left: "|", right: "|") }
    switch self {
    case .rounded, .horizontal, .vertical, .line, .top, .bottom, .left, .right:
      return BorderPieces(corners: "╭╮╰╯", top: "─", bottom: "─", left: "│", right: "│")
    case .sharp: return BorderPieces(corners: "┌┐└┘", top: "─", bottom: "─", left: "│", right: "│")
    case .bold: return BorderPieces(corners: "┏┓┗┛", top: "━", bottom: "━", left: "┃", right: "┃")
    case .double: return BorderPieces(corners: "╔╗╚╝", top: "═", bottom: "═", left: "║", right: "║")
    case .dashed: return BorderPieces(corners: "╭╮╰╯", top: "╶", bottom: "╶", left: "┆", right: "┆")
    case .block: return BorderPieces(corners: "▛▜▙▟", top: "▀", bottom: "▄", left: "▌", right: "▐")
    case .thinblock:
      return BorderPieces(corners: "🭽🭾🭼🭿", top: "▔", bottom: "▁", left: "▏", right: "▕")
    }
  }
}

extension BorderStyle {
  /// The line across a box that joins an `inline` section to the list:
  /// its two ends (T-junctions, or the sides' own pieces for the block
  /// styles) and what fills it.
  func joint(unicode: Bool) -> (left: String, fill: String, right: String) {
    let pieces = pieces(unicode: unicode)
    guard unicode else { return ("+", pieces.top, "+") }
    switch self {
    case .bold: return ("┣", pieces.top, "┫")
    case .double: return ("╠", pieces.top, "╣")
    case .block, .thinblock: return (pieces.left, pieces.top, pieces.right)
    default: return ("├", pieces.top, "┤")
    }
  }
}

/// The characters of one border style.
struct BorderPieces {
  /// Top left, top right, bottom left, bottom right.
  var corners: [String]
  var top: String
  var bottom: String
  var left: String
  var right: String

  init(corners: String, top: String, bottom: String, left: String, right: String) {
    self.corners = corners.map { String($0) }
    self.top = top
    self.bottom = bottom
    self.left = left
    self.right = right
  }
}

/// Where the prompt sits and which way the list grows (`--layout`).
package enum PickerLayout: String, CaseIterable, Sendable {
  /// The prompt on the first row, item 1 under it.
  case topDown = "top-down"
  /// The prompt on the last row, item 1 just above it (fzf's default look).
  case bottomUp = "bottom-up"
  /// fzf's `reverse-list`: item 1 on the first row, the prompt on the last.
  case reverseList = "reverse-list"

  /// What `--layout` takes: these names, and fzf's `default` (bottom-up)
  /// and `reverse` (top-down).
  package static let names = allCases.map(\.rawValue) + ["default", "reverse"]

  /// The layout `--layout NAME` names.
  package init?(named name: String) {
    switch name {
    case "default": self = .bottomUp
    case "reverse": self = .topDown
    default: self.init(rawValue: name)
    }
  }
}

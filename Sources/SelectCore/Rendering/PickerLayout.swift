/// Where the prompt sits and which way the list grows (`--layout`).
package enum PickerLayout: String, CaseIterable, Sendable {
  /// The prompt on the first row, item 1 under it.
  case topDown = "top-down"
  /// The prompt on the last row, item 1 just above it (fzf's default look).
  case bottomUp = "bottom-up"
  /// fzf's `reverse-list`: item 1 on the first row, the prompt on the last.
  case reverseList = "reverse-list"
  /// fzf's `reverse`: top-down in fzf's order, the prompt on the first
  /// row, the count on a row of its own under it (unless `--info` puts it
  /// elsewhere), then the header and the header lines, then item 1.
  case reverse

  /// What `--layout` takes: select's names, then fzf's `default`
  /// (bottom-up) and `reverse`.
  package static let names = allCases.filter { $0 != .reverse }.map(\.rawValue) + ["default", "reverse"]

  /// The layout `--layout NAME` names.
  package init?(named name: String) {
    if name == "default" { self = .bottomUp } else { self.init(rawValue: name) }
  }

  /// Whether the prompt is above the list, which reads downwards from it.
  package var hasPromptOnTop: Bool { self == .topDown || self == .reverse }
}

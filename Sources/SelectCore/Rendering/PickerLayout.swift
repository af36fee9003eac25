/// Where the prompt sits and which way the list grows (`--layout`).
package enum PickerLayout: String, CaseIterable, Sendable {
  /// The prompt on the first row, item 1 under it.
  case topDown = "top-down"
  /// The prompt on the last row, item 1 just above it (fzf's default look).
  case bottomUp = "bottom-up"
}

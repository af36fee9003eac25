/// One option the user can choose ("The item model" in select(1)).
///
/// `value` is what is printed, byte for byte; `label` is what the menu shows
/// and what queries match; `index` is the item's position in the source,
/// stable under slicing and filtering. An item's offset and number belong to
/// the list it is shown in, not to the item (see `Indexed`).
package struct Item: Sendable {
  /// What is printed when the item is chosen.
  package var value: Bytes
  /// What the menu shows; the value itself unless fields or an enum say
  /// otherwise.
  package var label: Bytes
  /// The 0-based position in the source (line 0 is the first input line).
  package var index: Int
  /// The label's own colours (`--ansi`); none for most items.
  package var styles = LabelStyles.none

  package init(value: Bytes, label: Bytes, index: Int, styles: LabelStyles = .none) {
    self.value = value
    self.label = label
    self.index = index
    self.styles = styles
  }

  package init(value: Bytes, index: Int) {
    self.init(value: value, label: value, index: index)
  }
}

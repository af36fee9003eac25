/// What was chosen: positions in a list of items, in output order, each
/// with the offset it had in the list as shown (for `{offset}` and
/// `{number}`).
package struct Choices: Sendable {
  /// The list the positions point into, with the owner of its bytes.
  package let items: ItemList
  /// The chosen positions in `items`, in output order.
  package let picks: [PickerChoice]

  package init(_ picks: [PickerChoice], in items: ItemList) {
    self.items = items
    self.picks = picks
  }

  /// How many items were chosen.
  package var count: Int { picks.count }

  /// Hands each chosen item and its offset to `body`, in output order.
  package func forEach(_ body: (_ item: Item, _ offset: Int) throws -> Void) rethrows {
    try items.withItems { items in
      for pick in picks { try body(items[pick.position], pick.offset) }
    }
  }
}

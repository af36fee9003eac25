/// The items `--selected` names: those whose value or label is one of the
/// names, byte for byte. The picker and the line menu both ask this.
package struct SelectedNames: Equatable, Sendable {
  private let names: [[UInt8]]

  package init(_ names: [String]) {
    self.names = names.map { Array($0.utf8) }
  }

  /// Whether no names were given.
  package var isEmpty: Bool { names.isEmpty }

  /// Whether `item` is named.
  package func contains(_ item: Item) -> Bool {
    names.contains { item.value.buffer.elementsEqual($0) || item.label.buffer.elementsEqual($0) }
  }

  /// Whether `item` starts checked in `--multi`: it is named, and fewer
  /// than `limit` items are checked already. The one rule the picker, the
  /// line menu and `--list`'s `[x]` marks all follow.
  package func checks(_ item: Item, alreadyChecked: Int, limit: Int?) -> Bool {
    contains(item) && limit.map { alreadyChecked < $0 } ?? true
  }

  /// The positions of the named items, in source order, at most `limit`
  /// of them: the items checked from the start in `--multi`.
  package func positions(in items: ItemColumn.View, limit: Int?) -> [Int] {
    guard !names.isEmpty else { return [] }
    var found: [Int] = []
    for position in items.indices where checks(items[position], alreadyChecked: found.count, limit: limit) {
      found.append(position)
    }
    return found
  }
}

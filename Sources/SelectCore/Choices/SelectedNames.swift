/// The items `--selected` names: those whose value or label is one of the
/// names, ignoring ASCII case, as `--pick` names an item. The picker, the
/// line menu and `--list` all ask this.
package struct SelectedNames: Equatable, Sendable {
  private let names: [[UInt8]]
  private let spelled: [String]

  package init(_ names: [String]) {
    self.names = names.map { Array($0.utf8) }
    spelled = names
  }

  /// Whether no names were given.
  package var isEmpty: Bool { names.isEmpty }

  /// Whether `item` is named.
  package func contains(_ item: Item) -> Bool {
    names.contains { Self.names(item, $0) }
  }

  /// Whether `item`'s value or label is `name`, ignoring case.
  private static func names(_ item: Item, _ name: [UInt8]) -> Bool {
    item.value.equalsIgnoringCase(name) || item.label.equalsIgnoringCase(name)
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

  /// The names no item answers to, as given, once each, after `forEach`
  /// has offered every item: each costs one line on stderr (`--selected`
  /// in select(1)).
  package func namingNothing(_ forEach: ((Item) -> Void) throws -> Void) rethrows -> [String] {
    var unmatched = Set(names.indices)
    try forEach { item in
      if unmatched.isEmpty { return }
      unmatched = unmatched.filter { !Self.names(item, names[$0]) }
    }
    var seen = Set<String>()
    return unmatched.sorted().map { spelled[$0] }.filter { seen.insert($0).inserted }
  }

  /// The line on stderr for a name no item answers to.
  package static func warning(namingNothing name: String) -> String {
    "--selected \(DisplayText(Array(name.utf8)).string) names no item"
  }
}

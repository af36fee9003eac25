/// What the user chose in the picker apart from the cursor, by item
/// position: the checked items (in the order they were checked), the items
/// `--selected` names (drawn with a check mark, and checked in multi mode),
/// and the items `exclude` took out of the list.
package struct Checks: Equatable, Sendable {
  /// Checked positions in the order they were checked.
  package private(set) var order: [Int] = []
  /// Checked positions, for lookup.
  package private(set) var checked: Set<Int> = []
  /// Positions of items named by `--selected`.
  package private(set) var marked: Set<Int> = []
  /// Positions `exclude` took out of the list.
  package private(set) var excluded: Set<Int> = []

  /// The names `--selected` gave.
  let selected: SelectedNames

  package init(selected: SelectedNames = SelectedNames([])) {
    self.selected = selected
  }

  /// `item` arrived at `position`: marked when `--selected` names it, and
  /// with `multi` checked too, within `limit`.
  mutating func receive(_ item: Item, at position: Int, multi: Bool, limit: Int?) {
    guard !selected.isEmpty, selected.contains(item) else { return }
    marked.insert(position)
    if multi && selected.checks(item, alreadyChecked: checked.count, limit: limit) {
      check(position)
    }
  }

  /// Checks `position`, unless `limit` items are checked already; returns
  /// whether it is checked now.
  @discardableResult
  mutating func check(_ position: Int, limit: Int? = nil) -> Bool {
    if checked.contains(position) { return true }
    if let limit, checked.count >= limit { return false }
    checked.insert(position)
    order.append(position)
    return true
  }

  /// Unchecks `position`; returns whether it was checked.
  @discardableResult
  mutating func uncheck(_ position: Int) -> Bool {
    guard checked.remove(position) != nil else { return false }
    order.removeAll { $0 == position }
    return true
  }

  /// Unchecks every item.
  mutating func uncheckAll() {
    checked = []
    order = []
  }

  /// Unchecks all but the first `limit` items checked (`change-multi`).
  mutating func keepFirst(_ limit: Int) {
    guard order.count > limit else { return }
    for position in order.dropFirst(limit) { checked.remove(position) }
    order.removeLast(order.count - limit)
  }

  /// Unchecks the checked items `isKept` refuses.
  mutating func keepChecked(where isKept: (Int) -> Bool) {
    order.removeAll { !isKept($0) }
    checked = Set(order)
  }

  /// Takes `positions` out of the list, unchecked (`exclude`).
  mutating func exclude(_ positions: [Int]) {
    excluded.formUnion(positions)
    for position in positions { uncheck(position) }
  }

  /// Follows the items to the positions `moved` gives them, forgetting
  /// those it gives none (`change-header-lines`).
  mutating func movePositions(_ moved: (Int) -> Int?) {
    order = order.compactMap(moved)
    checked = Set(order)
    marked = Set(marked.compactMap(moved))
    excluded = Set(excluded.compactMap(moved))
  }
}

/// Makes items one at a time from Swift strings (a program's own list, or
/// lines it streams), numbering them from 0 and copying their bytes into
/// an arena it keeps: items stay valid as long as the maker lives.
package final class ItemMaker: @unchecked Sendable {
  private let arena = ByteArena(blockSize: 1 << 12)
  /// How many items were made: the index of the next one.
  package private(set) var count = 0

  package init() {}

  /// The next item: `value` is printed (or returned) when it is chosen,
  /// `label` is shown (the value itself when nil). A value holds at most
  /// `Item.longest` bytes.
  package func item(value: String, label: String? = nil) -> Item {
    let valueBytes = arena.append(value)
    let labelBytes = label.map { arena.append($0) } ?? valueBytes
    defer { count += 1 }
    return Item(value: valueBytes, label: labelBytes, index: count, records: arena)
  }
}

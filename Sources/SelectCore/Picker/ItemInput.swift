/// What the picker's input gave besides the items themselves: the
/// `--header-lines` taken from its start, whether more items may come, how
/// many times it was read again (`reload`) or its items moved, the labels
/// `change-with-nth` made, and the ticks of the loading spinner.
package struct ItemInput: Sendable {
  /// The `--header-lines` received so far, drawn above the list.
  package internal(set) var headerItems: [Item] = []
  /// Whether more items may still arrive.
  package private(set) var isLoading = true
  /// Counts reloads, so a reload's first item is a new focus.
  private(set) var reloads = 0
  /// Counts the times items moved to other positions
  /// (`change-header-lines`): what the terminal layer found by position
  /// must be looked for again.
  package private(set) var positionsMoved = 0
  /// The labels `change-with-nth` made, and how it makes those of items
  /// still to come; nil while the labels are the reader's.
  package internal(set) var relabelling: Relabelling?
  /// Counts ticks, for the loading spinner.
  package private(set) var ticks = 0

  /// Takes the header lines `batch` starts with, up to `count` in all;
  /// returns the items after them.
  mutating func takeHeaderLines(_ batch: [Item], count: Int) -> ArraySlice<Item> {
    var rest = batch[...]
    while let line = rest.first, headerItems.count < count, line.index < count {
      headerItems.append(line)
      rest.removeFirst()
    }
    return rest
  }

  /// The input ended.
  mutating func end() { isLoading = false }

  /// `reload`: reading starts again.
  mutating func startReload() {
    isLoading = true
    reloads &+= 1
  }

  /// The items moved to other positions.
  mutating func noteMoved() { positionsMoved &+= 1 }

  /// One tick of the spinner.
  mutating func tick() { ticks &+= 1 }
}

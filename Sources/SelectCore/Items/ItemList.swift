/// Items together with the object that owns their bytes.
///
/// An item's `Bytes` point into memory that an owner frees (an arena, a
/// collector's buffers), and Swift may end an object's life right after
/// its last use rather than at the end of its scope. So the list holds the
/// owner, and hands its items out only inside `withItems`, which keeps the
/// owner alive until the closure returns.
package struct ItemList: @unchecked Sendable {
  private let items: ItemColumn
  // Only kept, never used: it must outlive every read of `items`. Shared
  // between threads only once it is no longer written.
  private let owner: AnyObject

  /// A list of `items` whose bytes `owner` keeps alive (an arena they were
  /// copied into, or whatever holds that arena).
  package init(_ items: [Item], keptAliveBy owner: AnyObject) {
    self.init(ItemColumn(holding: items), keptAliveBy: owner)
  }

  /// A list of the items of `column`, whose bytes `owner` keeps alive.
  package init(_ column: ItemColumn, keptAliveBy owner: AnyObject) {
    items = column
    self.owner = owner
  }

  /// How many items.
  package var count: Int { items.count }

  /// Whether there are no items.
  package var isEmpty: Bool { items.isEmpty }

  /// Runs `body` with the items, their bytes valid until it returns.
  package func withItems<Result>(
    _ body: (ItemColumn.View) throws -> Result
  ) rethrows -> Result {
    try withExtendedLifetime(owner) {
      try items.withView(body)
    }
  }
}

extension ItemList {
  /// Items made from strings, in a new arena the list owns: the item at
  /// offset `n` has index `n`, its label `labels[n]` when given.
  package init(values: [String], labels: [String]? = nil) {
    self.init(values: values.map { Array($0.utf8) }, labels: labels?.map { Array($0.utf8) })
  }

  /// Items made from byte strings, as `init(values:labels:)`.
  package init(values: [[UInt8]], labels: [[UInt8]]? = nil) {
    let arena = ByteArena(blockSize: 1 << 12)
    let items = values.indices.map { offset in
      let value = arena.append(values[offset])
      let label = labels.map { arena.append($0[offset]) } ?? value
      return Item(value: value, label: label, index: offset, records: arena)
    }
    self.init(items, keptAliveBy: arena)
  }
}

/// What was chosen before under one name (`--remember NAME`): a random
/// key, and per item chosen its keyed hash and the queries it was chosen
/// with, as hashes of their prefixes, each with a frecency. No text of an
/// item or of a query is kept (MEMORY in select(1)).
///
/// Pure: the clock and the key come from the caller; `MemoryFile` in the
/// terminal layer reads and writes it.
package struct Memory: Sendable, Equatable {
  /// One query prefix an item was chosen with.
  package struct Record: Sendable, Equatable {
    /// The keyed hash of the query's prefix (`Memory.queryHash`).
    package var query: UInt64
    /// One for each choice, scaled down as the memory ages.
    package var rank: Float
    /// When it was last chosen with it, in seconds since 1970.
    package var last: UInt32
  }

  /// One item chosen before.
  package struct Entry: Sendable, Equatable {
    /// The keyed hash of the item's identity (`Memory.itemHash`).
    package var item: UInt64
    /// The identity's length in bytes: hashing only the items of a
    /// length remembered keeps the lift cheap.
    package var length: UInt32
    /// The identity's tag, which lets the lift pass over other lines
    /// unhashed; nil for an item read from a version 1 file and not
    /// chosen since, which is found by its hash alone.
    package var tag: ItemTag?
    /// The first is the empty query's, which every choice counts.
    package var records: [Record]
  }

  /// The most query prefixes kept for one item, the least frecent dropped.
  package static let recordsPerItem = 64
  /// The longest query prefix remembered, in characters.
  package static let longestPrefix = 32

  /// The key every hash of this memory is made with.
  package let key: SipKey
  /// The items remembered, the one chosen last at the end: the order of
  /// choices made within one second, which their times cannot tell.
  package internal(set) var entries: [Entry]

  /// A memory that remembers nothing yet, hashing with `key`.
  package init(key: SipKey, entries: [Entry] = []) {
    self.key = key
    self.entries = entries
  }

  /// The hash an item's identity is kept as.
  package func itemHash(_ identity: Bytes) -> UInt64 {
    key.hash(identity)
  }

  /// The hash a query prefix is kept as: under a key of its own, so that
  /// a query equal to an item does not hash as the item does.
  package func queryHash(_ prefix: Substring) -> UInt64 {
    let queryKey = SipKey(k0: key.k0 ^ 0x7175_6572_7920_7072, k1: key.k1)
    return queryKey.hash(Array(prefix.utf8))
  }

  /// The hashes of `query`'s prefixes, shortest (the empty one) first, up
  /// to `longestPrefix` characters.
  package func prefixHashes(_ query: String) -> [UInt64] {
    var hashes = [queryHash("")]
    var end = query.startIndex
    var count = 0
    while end < query.endIndex && count < Self.longestPrefix {
      end = query.index(after: end)
      count += 1
      hashes.append(queryHash(query[..<end]))
    }
    return hashes
  }

  /// The hash a typed query looks records up by: its own, or its first
  /// `longestPrefix` characters'.
  package func lookupHash(_ query: String) -> UInt64 {
    queryHash(query.prefix(Self.longestPrefix))
  }

  /// Remembers that the item of `identity` was chosen with `query` at
  /// `now`, and keeps the memory within `capacity` items. The memory ages
  /// first, leaving room in its budget for this choice, so that aging
  /// never forgets the choice being made.
  package mutating func record(
    _ identity: Bytes, query: String, now: UInt32, capacity: Int
  ) {
    age(budget: agingBudget(capacity: capacity) - 1)
    let item = itemHash(identity)
    // The chosen item moves to the end, as the latest.
    if let found = entries.firstIndex(where: { $0.item == item }) {
      entries.append(entries.remove(at: found))
    } else {
      entries.append(Entry(item: item, length: UInt32(clamping: identity.count), records: []))
    }
    let index = entries.count - 1
    entries[index].tag = ItemTag(identity, key: ItemTag.Key(key))
    for prefix in prefixHashes(query) {
      if let record = entries[index].records.firstIndex(where: { $0.query == prefix }) {
        entries[index].records[record].rank += 1
        entries[index].records[record].last = now
      } else {
        entries[index].records.append(Record(query: prefix, rank: 1, last: now))
      }
    }
    if entries[index].records.count > Self.recordsPerItem {
      let empty = entries[index].records[0]
      let rest = entries[index].records.dropFirst().sorted {
        frecency(rank: $0.rank, last: $0.last, now: now)
          > frecency(rank: $1.rank, last: $1.last, now: now)
      }
      entries[index].records = [empty] + rest.prefix(Self.recordsPerItem - 1)
    }
    bound(to: capacity, now: now, keeping: item)
  }

  /// Scales every rank down once they add up to more than `budget`,
  /// forgetting what falls below one choice (zoxide's aging).
  mutating func age(budget: Double) {
    let total = entries.reduce(0.0) { $0 + Double($1.records[0].rank) }
    guard total > budget else { return }
    let factor = Float(0.9 * budget / total)
    let empty = queryHash("")
    entries = entries.compactMap { entry in
      var entry = entry
      entry.records = entry.records.compactMap { record in
        var record = record
        record.rank *= factor
        return record.rank >= 1 ? record : nil
      }
      // The empty query's record is the largest: gone, the item is.
      return entry.records.first?.query == empty ? entry : nil
    }
  }

  /// Drops the least frecent items beyond `capacity`, but never `chosen`,
  /// the item just chosen: a full memory still takes a new item. The
  /// others keep their order.
  mutating func bound(to capacity: Int, now: UInt32, keeping chosen: UInt64) {
    guard entries.count > capacity else { return }
    let leastFrecentFirst = entries.indices.sorted {
      (entries[$0].item == chosen ? 1 : 0, entries[$0].frecency(now: now), $0)
        < (entries[$1].item == chosen ? 1 : 0, entries[$1].frecency(now: now), $1)
    }
    let dropped = Set(leastFrecentFirst.prefix(entries.count - max(capacity, 1)))
    entries = entries.indices.filter { !dropped.contains($0) }.map { entries[$0] }
  }

  /// Forgets `identity`'s item, or nothing when it is not remembered.
  package mutating func forget(_ identity: Bytes) {
    let item = itemHash(identity)
    entries.removeAll { $0.item == item }
  }

  /// The items chosen with `query` or a query it begins, most frecent
  /// first (for the empty query, every item), for `MemoryLift`.
  package func remembered(for query: String, now: UInt32) -> [Entry] {
    let wanted = lookupHash(query)
    var found: [(entry: Entry, frecency: Double, last: UInt32, order: Int)] = []
    for (order, entry) in entries.enumerated() {
      guard let record = entry.records.first(where: { $0.query == wanted }) else { continue }
      found.append((entry, frecency(rank: record.rank, last: record.last, now: now), record.last, order))
    }
    // Equal frecencies: the one chosen last with this query, and within
    // one second the one chosen last.
    found.sort { ($0.frecency, $0.last, $0.order) > ($1.frecency, $1.last, $1.order) }
    return found.map(\.entry)
  }
}

extension Memory.Entry {
  /// The item's frecency over every query.
  package func frecency(now: UInt32) -> Double {
    SelectCore.frecency(rank: records[0].rank, last: records[0].last, now: now)
  }
}

/// Memory as a ranking uses it: the memory read when the run began, how
/// items are known, and the time the frecencies are reckoned at.
package struct MemoryRanking: Sendable {
  package let memory: Memory
  package let identity: ItemIdentity
  package let now: UInt32

  package init(memory: Memory, identity: ItemIdentity, now: UInt32) {
    self.memory = memory
    self.identity = identity
    self.now = now
  }

  /// The lift for a typed query.
  package func lift(for query: String) -> MemoryLift {
    MemoryLift(memory, query: query, now: now)
  }

  /// `matches` of `items`, by `query`, with the remembered ones first.
  package func lift(_ matches: [RankedMatch], of items: UnsafeBufferPointer<Item>, query: String)
    -> [RankedMatch]
  {
    let lift = lift(for: query)
    if lift.isEmpty { return matches }
    guard identity.fields != nil else {
      return lift.lift(
        matches, length: { items[$0].value.count }, hash: { lift.hash(items[$0].value.buffer) })
    }
    // Fields are found by splitting: once a match, for its length and hash.
    let scratch = ScratchBytes()
    var known: [Int: (length: Int, hash: UInt64)] = [:]
    let identified = { (position: Int) -> (length: Int, hash: UInt64) in
      if let found = known[position] { return found }
      let made = identity.withIdentity(of: items[position].value.buffer, scratch: scratch) {
        ($0.count, lift.hash($0))
      }
      known[position] = made
      return made
    }
    return lift.lift(matches, length: { identified($0).length }, hash: { identified($0).hash })
  }
}

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

  /// The lift for a typed query. The empty query lifts nothing: it keeps
  /// the input's order, so history stays newest first, a menu keeps its
  /// numbers, and `--pick N` and `--list` without a query do not depend on
  /// what was chosen before (MEMORY in select(1)).
  package func lift(for query: String) -> MemoryLift {
    query.isEmpty ? MemoryLift(nothingFrom: memory) : MemoryLift(memory, query: query, now: now)
  }

  /// Every remembered item, for finding where they are in a list.
  package var everyRememberedItem: MemoryLift {
    MemoryLift(memory, query: "", now: now)
  }

  /// `matches` of `items`, by `query`, with the remembered ones first.
  package func lift(_ matches: [RankedMatch], of items: ItemColumn.View, query: String)
    -> [RankedMatch]
  {
    let lift = lift(for: query)
    if lift.isEmpty { return matches }
    guard identity.fields != nil else {
      return lift.lift(matches) { lift.place(of: items[$0].value) }
    }
    let scratch = ScratchBytes()
    return lift.lift(matches) { position in
      identity.withIdentity(of: items[position].value, scratch: scratch) {
        lift.place(of: $0)
      }
    }
  }
}

/// Where the remembered items are in a list that only grows: the picker's
/// way to lift without hashing on a keystroke.
///
/// Each item is looked at once, as it arrives (only those that pass the
/// sieve of remembered lengths and tags are hashed); a keystroke then asks which of the positions
/// found the typed query lifts, and moves those matches first in one pass
/// over the matches that compares positions with a bit set. A query that
/// nothing was chosen with costs nothing at all.
package final class RememberedPositions {
  package let ranking: MemoryRanking
  /// Every remembered item, whichever query lifts it.
  private let everything: MemoryLift
  /// The items looked at so far: positions `0..<scanned`.
  private var scanned = 0
  /// The positions found, with their items' hashes.
  private var found: [(position: Int, hash: UInt64)] = []
  private let scratch = ScratchBytes()

  package init(_ ranking: MemoryRanking) {
    self.ranking = ranking
    everything = ranking.everyRememberedItem
  }

  /// Looks at the items that arrived since the last call.
  private func scan(_ items: ItemColumn.View) {
    guard scanned < items.count else { return }
    for position in scanned..<items.count {
      let value = items[position].value
      let hash: UInt64? = ranking.identity.withIdentity(of: value, scratch: scratch) { identity in
        guard everything.mayLift(identity) else { return nil }
        let hash = everything.hash(identity)
        return everything.place(ofHash: hash) == nil ? nil : hash
      }
      if let hash { found.append((position, hash)) }
    }
    scanned = items.count
  }

  /// The first matches of a ranking of `range` by `matcher` with the
  /// remembered ones first, from `best`, the ranking's best matches
  /// without the lift: the remembered items `text` lifts are scored here
  /// (at most the memory's size, wherever they rank), so that every one
  /// that matches is first, as in the whole ranking lifted. As many of
  /// the lifted ranking's first matches as `best` holds, and those lifted.
  package func firstMatches(
    _ best: [RankedMatch], of items: ItemColumn.View, in range: Range<Int>, by matcher: Matcher, query text: String
  ) -> [RankedMatch] {
    scan(items)
    let lift = ranking.lift(for: text)
    if lift.isEmpty { return best }
    let kept = Set(best.lazy.map(\.position))
    let candidates = found.compactMap { lift.place(ofHash: $0.hash) == nil ? nil : $0.position }
      .filter { range.contains($0) && !kept.contains($0) }
    return self.lift(merge(best, matcher.rank(items, among: candidates)), of: items, query: text)
  }

  /// `matches` of `items` by `query` with the remembered ones first, as
  /// `MemoryRanking.lift` orders them.
  package func lift(_ matches: [RankedMatch], of items: ItemColumn.View, query: String)
    -> [RankedMatch]
  {
    scan(items)
    let lift = ranking.lift(for: query)
    if lift.isEmpty || found.isEmpty { return matches }
    var places: [Int: Int] = [:]
    for (position, hash) in found {
      if let place = lift.place(ofHash: hash) { places[position] = place }
    }
    if places.isEmpty { return matches }
    let wanted = PositionSet(places.keys, in: 0..<items.count)
    var lifted: [RankedMatch] = []
    var rest: [RankedMatch] = []
    rest.reserveCapacity(matches.count)
    for match in matches {
      if wanted.contains(match.position) {
        lifted.append(
          RankedMatch(
            position: match.position, score: MemoryLift.score(place: places[match.position]!)))
      } else {
        rest.append(match)
      }
    }
    if lifted.isEmpty { return matches }
    lifted.sort()
    return lifted + rest
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Ranks `items[range]` on two threads and merges the halves: the upper half
/// on a new pthread, the lower half on the caller's.
///
/// A thin wrapper over `Matcher.rank(_:in:narrowing:shouldStop:)`, which is
/// where the behaviour (and its tests) live: each half gets its own matcher
/// (they hold scratch memory), and `Ranking.merging` joins the sorted
/// halves. Small ranges, or a failed `pthread_create(3)`, rank on the
/// caller's thread alone. `shouldStop` is called from both threads, so it
/// must be safe to call from either. Returns `nil` when stopped.
public func rankInParallel(
  _ items: UnsafeBufferPointer<Item>, in range: Range<Int>, query: Query,
  narrowing previous: Ranking? = nil, shouldStop: @escaping @Sendable () -> Bool = { false }
) -> Ranking? {
  // Below this, starting a thread costs more than it saves.
  let minimumPerThread = 16_384
  guard range.count >= 2 * minimumPerThread else {
    return Matcher(query: query).rank(
      items, in: range, narrowing: previous, shouldStop: shouldStop)
  }
  let middle = range.lowerBound + range.count / 2
  let upper = RankingResult()
  let shared = SharedUntilJoined(items)
  let rankUpper: @Sendable () -> Void = {
    upper.ranking = Matcher(query: query).rank(
      shared.value, in: middle..<range.upperBound, narrowing: previous, shouldStop: shouldStop)
  }
  let thread = startThread(rankUpper)
  if thread == nil { rankUpper() }
  let lower = Matcher(query: query).rank(
    items, in: range.lowerBound..<middle, narrowing: previous, shouldStop: shouldStop)
  if let thread { pthread_join(thread, nil) }
  guard let lower, let upperRanking = upper.ranking else { return nil }
  return Ranking.merging(lower, upperRanking)
}

/// The upper half's ranking, set on its thread and read after the join.
private final class RankingResult: @unchecked Sendable {
  var ranking: Ranking?
}

import Glibc
import SelectCore

/// Ranks `items[range]` on two threads and merges the halves: the upper half
/// on a new pthread, the lower half on the caller's.
///
/// A thin wrapper over `Matcher.rank(_:in:narrowing:shouldStop:)`, which is
/// where the behaviour (and its tests) live: each half gets its own matcher
/// (they hold scratch memory), and `Ranking.merging` joins the sorted
/// halves. Small ranges, or a failed `pthread_create(3)`, rank on the
/// caller's thread alone. `shouldStop` is called from both threads; a
/// `StopFlag` is safe to read from both. Returns `nil` when stopped.
public func rankInParallel(
  _ items: UnsafeBufferPointer<Item>, in range: Range<Int>, query: Query,
  narrowing previous: Ranking? = nil, shouldStop: @escaping () -> Bool = { false }
) -> Ranking? {
  // Below this, starting a thread costs more than it saves.
  let minimumPerThread = 16_384
  guard range.count >= 2 * minimumPerThread else {
    return Matcher(query: query).rank(
      items, in: range, narrowing: previous, shouldStop: shouldStop)
  }
  let middle = range.lowerBound + range.count / 2
  let upper = RankingJob(
    items: items, range: middle..<range.upperBound, query: query, previous: previous,
    shouldStop: shouldStop)
  let context = Unmanaged.passRetained(upper).toOpaque()
  var thread = pthread_t()
  let started = pthread_create(
    &thread, nil,
    { context in
      let job = Unmanaged<RankingJob>.fromOpaque(context!).takeRetainedValue()
      job.run()
      return nil
    }, context)
  if started != 0 {
    Unmanaged<RankingJob>.fromOpaque(context).release()
    upper.run()
  }
  let lower = Matcher(query: query).rank(
    items, in: range.lowerBound..<middle, narrowing: previous, shouldStop: shouldStop)
  if started == 0 { pthread_join(thread, nil) }
  guard let lower, let upperRanking = upper.result else { return nil }
  return Ranking.merging(lower, upperRanking)
}

/// One half of a parallel ranking, handed to its pthread.
private final class RankingJob {
  let items: UnsafeBufferPointer<Item>
  let range: Range<Int>
  let query: Query
  let previous: Ranking?
  let shouldStop: () -> Bool
  /// Set by `run()`; read only after the thread is joined.
  var result: Ranking?

  init(
    items: UnsafeBufferPointer<Item>, range: Range<Int>, query: Query, previous: Ranking?,
    shouldStop: @escaping () -> Bool
  ) {
    self.items = items
    self.range = range
    self.query = query
    self.previous = previous
    self.shouldStop = shouldStop
  }

  func run() {
    result = Matcher(query: query).rank(
      items, in: range, narrowing: previous, shouldStop: shouldStop)
  }
}

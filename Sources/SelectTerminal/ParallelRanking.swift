#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Ranks one piece of work (see `RankingPiece`) on two threads and merges
/// the halves: the upper half on a new pthread, the lower half on the
/// caller's.
///
/// A thin wrapper over `Matcher.rank(_:_:shouldStop:)`, which is where
/// the behaviour (and its tests) live: each half gets its own matcher
/// (they hold scratch memory). Small pieces, or a failed
/// `pthread_create(3)`, rank on the caller's thread alone. `shouldStop` is
/// called from both threads, so it must be safe to call from either.
/// Returns `nil` when stopped.
public func rankInParallel(
  _ items: UnsafeBufferPointer<Item>, _ piece: RankingPiece, query: Query,
  shouldStop: @escaping @Sendable () -> Bool = { false }
) -> [RankedMatch]? {
  // Below this, starting a thread costs more than it saves.
  let minimumPerThread = 16_384
  let halves = piece.slices(of: (piece.count + 1) / 2)
  guard piece.count >= 2 * minimumPerThread, halves.count == 2 else {
    return Matcher(query: query).rank(items, piece, shouldStop: shouldStop)
  }
  let upper = MatchesResult()
  let shared = SharedUntilJoined(items)
  let upperHalf = halves[1]
  let rankUpper: @Sendable () -> Void = {
    upper.matches = Matcher(query: query).rank(shared.value, upperHalf, shouldStop: shouldStop)
  }
  let thread = startThread(rankUpper)
  if thread == nil { rankUpper() }
  let lower = Matcher(query: query).rank(items, halves[0], shouldStop: shouldStop)
  if let thread { pthread_join(thread, nil) }
  guard let lower, let upperMatches = upper.matches else { return nil }
  return RankedMatch.merging([lower, upperMatches])
}

/// The upper half's matches, set on its thread and read after the join.
private final class MatchesResult: @unchecked Sendable {
  var matches: [RankedMatch]?
}

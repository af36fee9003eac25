#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Ranks one piece of work (see `RankingPiece`) on two threads and merges
/// the halves; small pieces rank on the caller's thread alone.
package func rankInParallel(
  _ items: ItemColumn.View, _ piece: RankingPiece, query: Query,
  shouldStop: @escaping @Sendable () -> Bool = { false }
) -> [RankedMatch]? {
  // Below this, starting a thread costs more than it saves.
  let minimumPerThread = 16_384
  let slices = piece.count >= 2 * minimumPerThread ? piece.slices(of: (piece.count + 1) / 2) : [piece]
  return rankInParallel(items, slices: slices, query: query, shouldStop: shouldStop, keepingBest: false)?.matches
}

/// What the slices ranked so far have given: their best matches, merged,
/// and how many match in all.
package typealias BestSoFar = (best: [RankedMatch], matchCount: Int)

/// Ranks slices of work (see `RankingPiece`) on every core, and merges
/// their matches.
///
/// The threads take the slices one at a time, in order, so a thread that
/// the system set aside (the machine is shared) holds up no more than one
/// slice. Each thread gathers the matches of its slices in position order,
/// unsorted, and sorts them once when no slice is left (a radix sort of
/// their scores alone), on every core; then one run per thread is merged,
/// the last merges split between the threads. Sorting each slice and
/// merging the runs as they came took each match through about eight
/// merges at ten million items, and more fresh memory.
///
/// A thin layer over `Matcher.rank(_:_:shouldStop:)`, which is where the
/// behaviour (and its tests) live: each thread has its own matcher (they
/// hold scratch memory); a failed `pthread_create(3)` leaves the caller's
/// thread to do all. `shouldStop` is called from every thread. After each
/// slice it ranked, while slices are left, the caller's thread calls
/// `afterSlice` with a function that returns the best `count` matches of
/// the slices ranked so far: the picker draws its first rows from them
/// while the others rank on, merging a screenful, not ten million.
/// Without `keepingBest`, no frame is drawn: the best so far are not kept
/// and `afterSlice` must not ask for them (a ranking cut in two halves
/// would sort a million matches for them).
///
/// With `marking`, the range every slice's positions lie in, each slice
/// also marks its matches' positions as it is ranked, on its thread, so
/// the ranking comes with the set (`Ranking.matched`). Returns `nil` when
/// stopped.
///
/// `afterScan`, when given (and `keepingBest`), is called on the caller's
/// thread once every slice is scored and before the matches are sorted
/// (a good part of a first letter's time at ten million items), with a
/// function that returns the best `count` matches (at most 1,024): final
/// then, so the picker shows them while the threads sort.
package func rankInParallel(
  _ items: ItemColumn.View, slices: [RankingPiece], query: Query,
  marking range: Range<Int>? = nil,
  shouldStop: @escaping @Sendable () -> Bool = { false },
  keepingBest: Bool = true,
  afterSlice: (_ bestSoFar: (_ count: Int) -> BestSoFar) -> Void = { _ in },
  afterScan: ((_ best: (_ count: Int) -> BestSoFar) -> Void)? = nil
) -> (matches: [RankedMatch], matched: PositionSet?)? {
  let helpers = max(min(RankingThreads.count, slices.count) - 1, 0)
  let work = SliceWork(slices, threads: helpers + 1, marking: range, keepingBest: keepingBest)
  let shared = SharedUntilJoined(items)
  var threads: [pthread_t] = []
  for helper in 1..<helpers + 1 {
    if let thread = startThread({
      work.rankWhileLeft(shared.value, Matcher(query: query), thread: helper, shouldStop)
    }) {
      threads.append(thread)
    }
  }
  work.rankWhileLeft(
    items, Matcher(query: query), thread: 0, shouldStop, between: { afterSlice(work.best) },
    afterScan: afterScan.map { afterScan in
      {
        work.waitForScans(threads: threads.count + 1)
        if !work.isStopped && keepingBest { afterScan { work.best(min($0, SliceWork.bestKept)) } }
      }
    })
  for thread in threads { pthread_join(thread, nil) }
  return work.isStopped ? nil : (RankedMatch.merging(work.runs(), by: mergeInParallel), work.matched)
}

/// The slices of one ranking and their matches so far, shared by the
/// threads that rank them.
private final class SliceWork: @unchecked Sendable {
  private let slices: [RankingPiece]
  /// How many of a thread's best matches so far it keeps sorted, for the
  /// frames drawn while the ranking runs: more than a screen's rows.
  static let bestKept = 1_024

  /// One thread's matches: those of slices visited in position order,
  /// gathered unsorted until the thread sorts them, and the best of them.
  private struct Gathered {
    var matches: [RankedMatch] = []
    /// The best `bestKept` of `matches`, sorted; kept while the thread
    /// sorts them, until they are a run.
    var best: [RankedMatch] = []
    /// How many matches the thread took out to sort.
    var sorting = 0
  }

  private struct State {
    var next = 0
    var isStopped = false
    /// Each thread's gathered matches, by thread number.
    var gathered: [Gathered]
    /// Sorted runs: the matches of slices that come sorted, and each
    /// thread's gathered ones once it has sorted them.
    var runs: [[RankedMatch]] = []
    /// The positions of the matches of the threads done, when asked to
    /// mark them.
    var marks: PositionMarks?
    /// How many threads have no slice left to score.
    var scansDone = 0
  }

  private let state: Locked<State>
  /// The range to mark matches in; nil when not asked to.
  private let markedRange: Range<Int>?
  /// How many items the slices visited in position order hold: room a
  /// thread reserves for its gathered matches (pages it never fills cost
  /// nothing), so that they are never copied to grow.
  private let positionOrdered: Int
  /// Whether each thread keeps its best matches sorted, for the frames
  /// drawn while the ranking runs.
  private let keepsBest: Bool

  init(_ slices: [RankingPiece], threads: Int, marking range: Range<Int>?, keepingBest: Bool) {
    self.slices = slices
    keepsBest = keepingBest
    state = Locked(State(gathered: Array(repeating: Gathered(), count: threads)))
    markedRange = range
    positionOrdered = slices.reduce(0) { total, slice in
      switch slice {
      case .positions, .marked: total + slice.count
      case .candidates, .ranked: total
      }
    }
  }

  var isStopped: Bool { state.withLock(\.isStopped) }

  /// Every run's matches, once every thread has sorted what it gathered:
  /// each match ranked, once. Taken out, so that the merge owns each run
  /// alone and gives its memory back as it goes.
  func runs() -> [[RankedMatch]] {
    state.withLock { state in
      defer { state.runs = [] }
      return state.runs
    }
  }

  /// The best `count` matches ranked so far, and how many there are in
  /// all: merged from each thread's best and the runs' best, or, for more
  /// than a thread keeps, from everything so far, sorted.
  func best(_ count: Int) -> BestSoFar {
    // Only what is asked for is taken: holding a thread's gathered
    // matches would make its next addition copy them all.
    let asksForAll = count > Self.bestKept
    let (runs, gathered, total) = state.withLock { state in
      (
        // A thread sorting its matches has only its best to give.
        state.runs, state.gathered.map { asksForAll && $0.sorting == 0 ? $0.matches : $0.best },
        state.runs.reduce(0) { $0 + $1.count } + state.gathered.reduce(0) { $0 + $1.matches.count + $1.sorting }
      )
    }
    var parts = runs.map { $0.count <= count ? $0 : Array($0.prefix(count)) }
    for var matches in gathered {
      if asksForAll { radixSort(&matches, inPositionOrder: true) }
      parts.append(matches.count <= count ? matches : Array(matches.prefix(count)))
    }
    let best = RankedMatch.merging(parts)
    return (best.count <= count ? best : Array(best.prefix(count)), total)
  }

  /// The set of every match's position, once all are ranked; nil unless
  /// asked to mark them.
  var matched: PositionSet? {
    guard let markedRange else { return nil }
    return PositionSet(state.withLock(\.marks) ?? PositionMarks(markedRange))
  }

  /// Waits until `threads` threads have scored their last slice (or the
  /// ranking stopped).
  func waitForScans(threads: Int) {
    state.withLock(when: { $0.scansDone >= threads || $0.isStopped }) { _ in }
  }

  /// Takes slices no thread has taken and ranks them, as thread `thread`,
  /// until none is left or `shouldStop` said so; after each, while slices
  /// are left, calls `between`. Then, once no slice is left, calls
  /// `afterScan`, and sorts what it gathered into a run.
  func rankWhileLeft(
    _ items: ItemColumn.View, _ matcher: Matcher, thread: Int, _ shouldStop: () -> Bool,
    between: () -> Void = {}, afterScan: (() -> Void)? = nil
  ) {
    // Each thread marks its slices' matches in marks of its own, outside
    // the lock (most slices' lie in a few kilobytes of them), and adds
    // them to the others' when no slice is left.
    var marks = markedRange.map(PositionMarks.init)
    defer {
      if let marks {
        state.withLock { state in
          if state.marks == nil { state.marks = marks } else { state.marks!.formUnion(marks) }
        }
      }
    }
    var best: [RankedMatch] = []
    while let slice = take() {
      // The matcher asks only every few thousand items: a small slice
      // might not ask at all.
      guard !shouldStop(),
        let (matches, isSorted) = matcher.matches(items, slices[slice], shouldStop: shouldStop)
      else {
        state.withLockWakingWaiters { $0.isStopped = true }
        return
      }
      marks?.mark(positionsOf: matches)
      if isSorted {
        state.withLock { $0.runs.append(matches) }
      } else {
        if keepsBest { best = Self.keepingBest(best, of: matches) }
        state.withLock { state in
          if state.gathered[thread].matches.isEmpty {
            state.gathered[thread].matches.reserveCapacity(positionOrdered)
          }
          state.gathered[thread].matches += matches
          state.gathered[thread].best = best
        }
      }
      if state.withLock({ $0.next < slices.count && !$0.isStopped }) { between() }
    }
    state.withLockWakingWaiters { $0.scansDone += 1 }
    afterScan?()
    // Taken out to be sorted in place: no copy is left to share it. A
    // stopped ranking is thrown away: sorting it would only hold up the
    // key that stopped it.
    var gathered = state.withLock { state in
      defer {
        state.gathered[thread].sorting = state.gathered[thread].matches.count
        state.gathered[thread].matches = []
      }
      return state.isStopped ? [] : state.gathered[thread].matches
    }
    guard !gathered.isEmpty else { return }
    radixSort(&gathered, inPositionOrder: true, releasing: givingPagesBack)
    state.withLock { state in
      state.runs.append(gathered)
      state.gathered[thread] = Gathered()
    }
  }

  /// The best `bestKept` of `best` (sorted) and `matches` (any order),
  /// sorted.
  private static func keepingBest(_ best: [RankedMatch], of matches: [RankedMatch]) -> [RankedMatch] {
    // Only matches that beat the last kept can enter: after the first
    // slices, few do.
    var entering = matches
    if best.count == bestKept, let bar = best.last { entering = matches.filter { $0 < bar } }
    guard !entering.isEmpty else { return best }
    radixSort(&entering)
    let merged = merge(best, entering)
    return merged.count <= bestKept ? merged : Array(merged.prefix(bestKept))
  }

  private func take() -> Int? {
    state.withLock { state in
      guard !state.isStopped, state.next < slices.count else { return nil }
      defer { state.next += 1 }
      return state.next
    }
  }
}

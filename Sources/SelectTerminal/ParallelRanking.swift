#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Ranks one piece of work (see `RankingPiece`) on two threads and merges
/// the halves; small pieces rank on the caller's thread alone.
package func rankInParallel(
  _ items: UnsafeBufferPointer<Item>, _ piece: RankingPiece, query: Query,
  shouldStop: @escaping @Sendable () -> Bool = { false }
) -> [RankedMatch]? {
  // Below this, starting a thread costs more than it saves.
  let minimumPerThread = 16_384
  let slices = piece.count >= 2 * minimumPerThread ? piece.slices(of: (piece.count + 1) / 2) : [piece]
  return rankInParallel(items, slices: slices, query: query, shouldStop: shouldStop)?.matches
}

/// What the slices ranked so far have given: their best matches, merged,
/// and how many match in all.
package typealias BestSoFar = (best: [RankedMatch], matchCount: Int)

/// Ranks slices of work (see `RankingPiece`) on every core, and merges
/// their matches.
///
/// The threads take the slices one at a time, in order, so a thread that
/// the system set aside (the machine is shared) holds up no more than one
/// slice. A thread that finished a slice merges its matches with a run of
/// as many slices, while there is one (as a binary counter carries), so
/// the matches are merged as they are ranked, on every core, and little is
/// left to merge at the end.
///
/// A thin layer over `Matcher.rank(_:_:shouldStop:)`, which is where the
/// behaviour (and its tests) live: each thread has its own matcher (they
/// hold scratch memory); a failed `pthread_create(3)` leaves the caller's
/// thread to do all. `shouldStop` is called from every thread. After each
/// slice it ranked, while slices are left, the caller's thread calls
/// `afterSlice` with a function that returns the best `count` matches of
/// the slices ranked so far: the picker draws its first rows from them
/// while the others rank on, merging a screenful, not ten million.
///
/// With `marking`, the range every slice's positions lie in, each slice
/// also marks its matches' positions as it is ranked, on its thread, so
/// the ranking comes with the set (`Ranking.matched`). Returns `nil` when
/// stopped.
package func rankInParallel(
  _ items: UnsafeBufferPointer<Item>, slices: [RankingPiece], query: Query,
  marking range: Range<Int>? = nil,
  shouldStop: @escaping @Sendable () -> Bool = { false },
  afterSlice: (_ bestSoFar: (_ count: Int) -> BestSoFar) -> Void = { _ in }
) -> (matches: [RankedMatch], matched: PositionSet?)? {
  let work = SliceWork(slices, marking: range)
  let shared = SharedUntilJoined(items)
  let helpers = min(RankingThreads.count, slices.count) - 1
  var threads: [pthread_t] = []
  for _ in 0..<max(helpers, 0) {
    if let thread = startThread({ work.rankWhileLeft(shared.value, Matcher(query: query), shouldStop) }) {
      threads.append(thread)
    }
  }
  work.rankWhileLeft(items, Matcher(query: query), shouldStop) {
    afterSlice(work.best)
  }
  for thread in threads { pthread_join(thread, nil) }
  return work.isStopped ? nil : (RankedMatch.merging(work.runs(), by: mergeInParallel), work.matched)
}

/// The slices of one ranking and their matches so far, shared by the
/// threads that rank them.
private final class SliceWork: @unchecked Sendable {
  private let slices: [RankingPiece]

  /// Matches of one or more slices, sorted.
  private struct Run {
    let id: Int
    var matches: [RankedMatch]
    /// How many slices the run holds.
    var size: Int
    /// Whether a thread is merging it into another run.
    var isTaken: Bool
  }

  private struct State {
    var next = 0
    var isStopped = false
    var runs: [Run] = []
    var lastID = 0
    /// The positions of the matches of the threads done, when asked to
    /// mark them.
    var marks: PositionMarks?
  }

  private let state = Locked(State())
  /// The range to mark matches in; nil when not asked to.
  private let markedRange: Range<Int>?

  init(_ slices: [RankingPiece], marking range: Range<Int>?) {
    self.slices = slices
    markedRange = range
  }

  var isStopped: Bool { state.withLock(\.isStopped) }

  /// Every run's matches: each match ranked so far, once.
  func runs() -> [[RankedMatch]] {
    state.withLock { $0.runs.map(\.matches) }
  }

  /// The best `count` matches ranked so far, merged from the best of each
  /// run, and how many there are in all.
  func best(_ count: Int) -> BestSoFar {
    let runs = runs()
    let best = RankedMatch.merging(runs.map { $0.count <= count ? $0 : Array($0.prefix(count)) })
    return (best.count <= count ? best : Array(best.prefix(count)), runs.reduce(0) { $0 + $1.count })
  }

  /// The set of every match's position, once all are ranked; nil unless
  /// asked to mark them.
  var matched: PositionSet? {
    guard let markedRange else { return nil }
    return PositionSet(state.withLock(\.marks) ?? PositionMarks(markedRange))
  }

  /// Takes slices no thread has taken and ranks them, until none is left
  /// or `shouldStop` said so; after each, while slices are left, calls
  /// `between`.
  func rankWhileLeft(
    _ items: UnsafeBufferPointer<Item>, _ matcher: Matcher, _ shouldStop: () -> Bool,
    between: () -> Void = {}
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
    while let slice = take() {
      // The matcher asks only every few thousand items: a small slice
      // might not ask at all.
      guard !shouldStop(), let matches = matcher.rank(items, slices[slice], shouldStop: shouldStop) else {
        state.withLock { $0.isStopped = true }
        return
      }
      marks?.mark(positionsOf: matches)
      add(matches)
      if state.withLock({ $0.next < slices.count && !$0.isStopped }) { between() }
    }
  }

  private func take() -> Int? {
    state.withLock { state in
      guard !state.isStopped, state.next < slices.count else { return nil }
      defer { state.next += 1 }
      return state.next
    }
  }

  /// Adds one slice's matches as a run, then merges it with a run as long
  /// while there is one (outside the lock: the other threads rank on).
  /// Both runs stay in the list until their merge replaces them, so that
  /// `runs()` always has every match.
  private func add(_ matches: [RankedMatch]) {
    let id = state.withLock { state in
      state.lastID += 1
      state.runs.append(Run(id: state.lastID, matches: matches, size: 1, isTaken: true))
      return state.lastID
    }
    while true {
      let pair: ([RankedMatch], [RankedMatch], partner: Int)? = state.withLock { state in
        let mine = state.runs.firstIndex { $0.id == id }!
        guard
          let other = state.runs.firstIndex(where: { !$0.isTaken && $0.size == state.runs[mine].size })
        else {
          state.runs[mine].isTaken = false
          return nil
        }
        state.runs[other].isTaken = true
        return (state.runs[mine].matches, state.runs[other].matches, state.runs[other].id)
      }
      guard let (mine, other, partner) = pair else { return }
      let merged = RankedMatch.merging([mine, other])
      state.withLock { state in
        state.runs.removeAll { $0.id == partner }
        let index = state.runs.firstIndex { $0.id == id }!
        state.runs[index].matches = merged
        state.runs[index].size *= 2
      }
    }
  }
}

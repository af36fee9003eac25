/// Walks the rankings of consecutive chunks of one input (each sorted, its
/// positions counted from its chunk's start) in the order of the whole:
/// best score first, equal scores in source order, that is by chunk, then
/// by position.
///
/// It merges as it goes, with a heap of the runs' next matches, so the
/// ranking of the whole input is never copied into one array. It may walk
/// only a part of each run (`split(_:first:)`): a merger of the matches
/// before a split, then one of those after it, walk what one merger of
/// the whole walks.
///
/// A class over memory of its own, not a struct of arrays: each match
/// taken changes its run's place and often the heap, and an array's
/// uniqueness check on every change cost a third of the merge.
package final class RunMerger {
  private let runs: [[RankedMatch]]
  /// Per run, the index of its next match.
  private let next: UnsafeMutablePointer<Int>
  /// Per run, the index just past its last match to walk.
  private let ends: UnsafeMutablePointer<Int>
  /// Runs with matches left, as a binary heap by their next match: each
  /// entry is that match's score part (the key's high half) above the
  /// run's index, so that entries compare as the matches rank.
  private let heap: UnsafeMutablePointer<UInt64>
  private var heapCount = 0

  /// A merger of each run's matches from `starts` (its first, when nil)
  /// up to `ends` (its end, when nil): indices as `split` gives them.
  package init(_ runs: [[RankedMatch]], from starts: [Int]? = nil, to ends: [Int]? = nil) {
    precondition(starts.map { $0.count == runs.count } ?? true, "one start per run")
    precondition(ends.map { $0.count == runs.count } ?? true, "one end per run")
    precondition(runs.count <= 1 << 32, "a run's index fits a heap entry")
    self.runs = runs
    next = .allocate(capacity: runs.count)
    self.ends = .allocate(capacity: runs.count)
    heap = .allocate(capacity: runs.count)
    for run in runs.indices {
      next[run] = starts?[run] ?? 0
      self.ends[run] = ends?[run] ?? runs[run].count
      precondition(
        0 <= next[run] && next[run] <= self.ends[run] && self.ends[run] <= runs[run].count)
      guard next[run] < self.ends[run] else { continue }
      heap[heapCount] = Self.entry(runs[run][next[run]], run)
      heapCount += 1
      siftUp(heapCount - 1)
    }
  }

  deinit {
    next.deallocate()
    ends.deallocate()
    heap.deallocate()
  }

  /// Where the first `count` matches in rank order end: per run, the index
  /// of its first match not among them. `count` is clamped to the matches
  /// there are.
  package static func split(_ runs: [[RankedMatch]], first count: Int) -> [Int] {
    let count = max(count, 0)
    // The score of the match at `count` is the largest whose better
    // matches number `count` or fewer; of its ties, the first runs' come
    // first.
    var low: UInt64 = 0
    var high: UInt64 = 1 << 32
    while high - low > 1 {
      let middle = (low + high) / 2
      if runs.reduce(0, { $0 + firstIndex(in: $1, scoringAtLeast: middle) }) <= count {
        low = middle
      } else {
        high = middle
      }
    }
    var indices = runs.map { firstIndex(in: $0, scoringAtLeast: low) }
    var left = count - indices.reduce(0, +)
    for run in runs.indices where left > 0 {
      let ties = firstIndex(in: runs[run], scoringAtLeast: low + 1) - indices[run]
      indices[run] += min(ties, left)
      left -= min(ties, left)
    }
    return indices
  }

  /// The index of the first match of `run` whose score part of the key
  /// (the key's high half, smaller for better) is `score` or more.
  private static func firstIndex(in run: [RankedMatch], scoringAtLeast score: UInt64) -> Int {
    var low = 0
    var high = run.count
    while low < high {
      let middle = (low + high) / 2
      if run[middle].key >> 32 < score { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The heap entry of `run` whose next match is `match`.
  @inline(__always)
  private static func entry(_ match: RankedMatch, _ run: Int) -> UInt64 {
    match.key & ~0xFFFF_FFFF | UInt64(run)
  }

  /// The next match in rank order, as its run and its position in that
  /// run's chunk; nil after the last.
  @inline(__always)
  package func pop() -> (run: Int, position: Int)? {
    popMatch().map { ($0.run, $0.match.position) }
  }

  /// The next match in rank order and its run; nil after the last.
  @inline(__always)
  package func popMatch() -> (run: Int, match: RankedMatch)? {
    guard heapCount > 0 else { return nil }
    let top = heap[0]
    let run = Int(truncatingIfNeeded: top & 0xFFFF_FFFF)
    let match = runs[run][next[run]]
    next[run] += 1
    if next[run] == ends[run] {
      heapCount -= 1
      if heapCount > 0 {
        heap[0] = heap[heapCount]
        siftDown(0)
      }
    } else {
      let entry = Self.entry(runs[run][next[run]], run)
      // An equal score leaves the entry as it was: the run's next match
      // still comes first, as the other runs' next matches score less or
      // come later in the input. Equal scores come in streaks, so most
      // pops sift nothing.
      if entry != top {
        heap[0] = entry
        siftDown(0)
      }
    }
    return (run, match)
  }

  private func siftUp(_ index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { return }
      swap(&heap[child], &heap[parent])
      child = parent
    }
  }

  private func siftDown(_ index: Int) {
    var parent = index
    let entry = heap[parent]
    while true {
      let left = 2 * parent + 1
      guard left < heapCount else { break }
      var best = left
      if left + 1 < heapCount && heap[left + 1] < heap[left] { best = left + 1 }
      guard heap[best] < entry else { break }
      heap[parent] = heap[best]
      parent = best
    }
    heap[parent] = entry
  }
}

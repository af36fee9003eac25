/// Walks the rankings of consecutive chunks of one input (each sorted, its
/// positions counted from its chunk's start) in the order of the whole:
/// best score first, equal scores in source order, that is by chunk, then
/// by position.
///
/// It merges as it goes, with a heap of the runs' next matches, so the
/// ranking of the whole input is never copied into one array.
package struct RunMerger: LinesInRankOrder {
  private let runs: [[RankedMatch]]
  /// Per run, the index of its next match.
  private var next: [Int]
  /// Runs with matches left, as a binary heap by their next match.
  private var heap: [Int]

  package init(_ runs: [[RankedMatch]]) {
    self.runs = runs
    next = Array(repeating: 0, count: runs.count)
    heap = []
    for run in runs.indices where !runs[run].isEmpty {
      heap.append(run)
      siftUp(heap.count - 1)
    }
  }

  /// The next match in rank order, as its run and its position in that
  /// run's chunk; nil after the last.
  package mutating func pop() -> (run: Int, position: Int)? {
    guard let run = heap.first else { return nil }
    let match = runs[run][next[run]]
    next[run] += 1
    if next[run] == runs[run].count {
      let last = heap.removeLast()
      if !heap.isEmpty {
        heap[0] = last
        siftDown(0)
      }
    } else if runs[run][next[run]].key >> 32 != match.key >> 32 {
      siftDown(0)
    }
    // Else the run's next match has the same score: it still comes first,
    // as the other runs' next matches score less or come later in the
    // input. Equal scores come in streaks, so most pops sift nothing.
    return (run, match.position)
  }

  /// Whether run `a`'s next match ranks before run `b`'s.
  @inline(__always)
  private func precedes(_ a: Int, _ b: Int) -> Bool {
    // The key's high half is the score, ordered best first.
    let scoreA = runs[a][next[a]].key >> 32
    let scoreB = runs[b][next[b]].key >> 32
    return scoreA < scoreB || (scoreA == scoreB && a < b)
  }

  private mutating func siftUp(_ index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(heap[child], heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { return }
      var best = left
      if left + 1 < heap.count && precedes(heap[left + 1], heap[left]) { best = left + 1 }
      guard precedes(heap[best], heap[parent]) else { return }
      heap.swapAt(best, parent)
      parent = best
    }
  }
}

/// Lines in rank order, each as the index of its chunk and its position
/// there (a match's): what `LineBlocks.writeRanked` writes.
package protocol LinesInRankOrder {
  /// The next line in rank order; nil after the last.
  mutating func pop() -> (run: Int, position: Int)?
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// `LineBlocks.writeRanked` on two threads, for `--filter`: a helper
/// merges the chunks' rankings, a batch of lines at a time, while this
/// thread finds those lines and writes them, so that the merge and the
/// writes, which ran one after the other on one core, overlap. With one
/// ranking thread (`--threads 1`), or when no thread starts, it is
/// `writeRanked` itself. Returns how many lines it wrote.
package func writeRankedInParallel(
  _ lines: LineBlocks, _ runs: [RankedLines], terminator: UInt8, to output: some OutputSink
) throws(SelectError) -> Int {
  guard RankingThreads.count > 1 else { return try lines.writeRanked(runs, terminator: terminator, to: output) }
  precondition(lines.withChunks { runs.count == $0.count }, "one ranking per chunk")
  let writer = RankedLineWriter()
  let matches = SharedUntilJoined(runs.map(\.matches))
  guard let thread = startThread({ writer.merge(matches.value) }) else {
    return try lines.writeRanked(runs, terminator: terminator, to: output)
  }
  defer { pthread_join(thread, nil) }
  var order = HandedOverOrder(writer)
  do {
    return try lines.writeRanked(in: &order, terminator: terminator, to: output)
  } catch {
    writer.stop()
    throw error
  }
}

/// The batches of merged lines between the thread that merges them and
/// the one that writes them. At most `depth` batches wait, so the merge
/// runs ahead of the writes by a bounded amount; a failed write (a
/// reader gone) stops the merge at its next batch.
private final class RankedLineWriter: @unchecked Sendable {
  typealias Line = (run: Int, position: Int)
  /// Lines to a batch, four `writev(2)` calls' worth (IOV_MAX is 1,024):
  /// few enough handovers that their locking costs nothing.
  let batchSize = 4_096
  private let depth = 4
  /// The batches' memory, allocated once: `depth` waiting, one being
  /// filled and one being written.
  private let storage: UnsafeMutablePointer<Line>
  private struct State {
    /// Filled batches (their index in `storage` and their count), in order.
    var ready: [(batch: Int, count: Int)] = []
    /// Batches free to fill.
    var spare: [Int]
    /// Whether the merge gave its last batch.
    var isMerged = false
    /// Whether the writes stopped early.
    var isStopped = false
  }
  private let state: Locked<State>

  init() {
    storage = .allocate(capacity: (depth + 2) * batchSize)
    state = Locked(State(spare: Array(0..<depth + 2)))
  }

  deinit {
    storage.deallocate()
  }

  /// The lines of `batch`.
  func lines(of batch: Int) -> UnsafeMutablePointer<Line> {
    storage + batch * batchSize
  }

  /// On the merging thread: merges `runs` into batches and hands them
  /// over, until the last or until the writes stop.
  func merge(_ runs: [[RankedMatch]]) {
    var merger = RunMerger(runs)
    var isLast = false
    while !isLast {
      guard let batch = state.withLock(when: { !$0.spare.isEmpty || $0.isStopped }, { $0.spare.popLast() })
      else { return }
      let lines = lines(of: batch)
      var count = 0
      while count < batchSize, let line = merger.pop() {
        lines[count] = line
        count += 1
      }
      isLast = count < batchSize
      state.withLockWakingWaiters { state in
        state.ready.append((batch, count))
        state.isMerged = isLast
      }
    }
  }

  /// On the writing thread: the next batch, after handing `written` (the
  /// batch just written) back; nil after the last.
  func next(after written: Int?) -> (batch: Int, count: Int)? {
    if let written { state.withLockWakingWaiters { $0.spare.append(written) } }
    return state.withLock(when: { !$0.ready.isEmpty || $0.isMerged }) { state in
      state.ready.isEmpty ? nil : state.ready.removeFirst()
    }
  }

  /// On the writing thread, when a write failed: ends the merge.
  func stop() {
    state.withLockWakingWaiters { $0.isStopped = true }
  }
}

/// The merged lines as the writing thread takes them, batch by batch.
private struct HandedOverOrder: LinesInRankOrder {
  private let writer: RankedLineWriter
  private var batch: Int?
  private var lines = UnsafeMutablePointer<RankedLineWriter.Line>(bitPattern: 1)!
  private var count = 0
  private var next = 0

  init(_ writer: RankedLineWriter) {
    self.writer = writer
  }

  mutating func pop() -> (run: Int, position: Int)? {
    if next == count {
      guard let (taken, taking) = writer.next(after: batch) else {
        batch = nil
        return nil
      }
      batch = taken
      lines = writer.lines(of: taken)
      count = taking
      next = 0
      if count == 0 { return nil }
    }
    defer { next += 1 }
    return lines[next]
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Ranks every line of `lines` by `query` on every core as `read` fills
/// it, for `--filter`: `read` adds lines to `lines` and calls its argument
/// after each addition, so that ranking overlaps reading a pipe.
///
/// The input is cut into chunks of about a megabyte that the threads take
/// one at a time, so a thread slowed down by a chunk of long lines does
/// not hold up the rest. Nor does a thread that the system set aside for
/// another process (the machine is shared): once the input is read and no
/// chunk is left, the caller ranks again the chunks still being ranked
/// elsewhere and keeps whichever ranking comes first; the helpers are
/// detached, not waited for. Returns the chunks' rankings in input order,
/// for `LineBlocks.writeRanked` to merge.
///
/// With `lift` (`--remember`), each chunk's ranking is lifted by it on the
/// thread that ranked it.
package func rankLinesInParallel(
  _ lines: LineBlocks, query: Query, lift: MemoryLift? = nil,
  reading read: (_ added: () -> Void) throws -> Void
) throws -> [RankedLines] {
  let work = ChunkWork(lines, lift: lift.flatMap { $0.isEmpty ? nil : $0 })
  for _ in 1..<RankingThreads.count {
    if let thread = startThread({ work.rankUntilRead(Matcher(query: query)) }) {
      pthread_detach(thread)
    }
  }
  do {
    try read { work.offerAdded() }
  } catch {
    work.finish()
    throw error
  }
  work.finish()
  let matcher = Matcher(query: query)
  work.rankUntilRead(matcher)
  work.rankUnfinished(matcher)
  return work.runs()
}

/// The chunks of one input and their rankings, shared by the threads that
/// rank them. It holds the input that owns the chunks, so a detached
/// thread, which keeps this alive while one of its methods runs, still
/// ranking a chunk reads memory that is alive.
private final class ChunkWork: @unchecked Sendable {
  private let lines: LineBlocks
  private let lift: MemoryLift?
  private struct State {
    /// The chunks offered so far, in input order.
    var chunks: [UnsafeBufferPointer<UInt8>] = []
    var runs: [RankedLines?] = []
    /// The first chunk no thread has taken.
    var next = 0
    /// Whether every chunk has been offered.
    var isRead = false
  }
  private let state = Locked(State())

  init(_ lines: LineBlocks, lift: MemoryLift?) {
    self.lines = lines
    self.lift = lift
  }

  /// One chunk ranked, and lifted by the memory when there is one.
  private func rank(_ chunk: UnsafeBufferPointer<UInt8>, _ matcher: Matcher) -> RankedLines {
    let ranked = matcher.rankLines(chunk, terminator: lines.terminator)
    guard let lift else { return ranked }
    return ranked.lifted(by: lift, in: Bytes(chunk), terminator: lines.terminator)
  }

  /// Offers the chunks added to the input since the last call.
  func offerAdded() {
    lines.withChunks { chunks in
      state.withLockWakingWaiters { state in
        state.chunks += chunks[state.chunks.count...]
        state.runs += Array(repeating: nil, count: chunks.count - state.runs.count)
      }
    }
  }

  /// Says that every chunk has been offered.
  func finish() {
    state.withLockWakingWaiters { $0.isRead = true }
  }

  /// Takes chunks no thread has taken and ranks them, waiting for more
  /// while the input is being read, until none is left.
  func rankUntilRead(_ matcher: Matcher) {
    while let (index, chunk) = take() {
      store(index, rank(chunk, matcher))
    }
  }

  /// Ranks the chunks taken but not yet ranked by other threads.
  func rankUnfinished(_ matcher: Matcher) {
    let chunks = state.withLock { $0.chunks }
    for index in chunks.indices where state.withLock({ $0.runs[index] == nil }) {
      store(index, rank(chunks[index], matcher))
    }
  }

  /// Every chunk's ranking, once `rankUnfinished` returned.
  func runs() -> [RankedLines] {
    state.withLock { $0.runs.map { $0! } }
  }

  private func take() -> (Int, UnsafeBufferPointer<UInt8>)? {
    state.withLock(when: { $0.next < $0.chunks.count || $0.isRead }) { state in
      guard state.next < state.chunks.count else { return nil }
      defer { state.next += 1 }
      return (state.next, state.chunks[state.next])
    }
  }

  /// Keeps the first ranking of a chunk; a later one is the same.
  private func store(_ index: Int, _ run: RankedLines) {
    state.withLock { state in
      if state.runs[index] == nil { state.runs[index] = run }
    }
  }
}

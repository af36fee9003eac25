#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Ranks every line of `lines` by `query` on every core, for `--filter`.
///
/// The input is cut into chunks of about a megabyte that the threads take
/// one at a time, so a thread slowed down by a chunk of long lines does
/// not hold up the rest. Nor does a thread that the system set aside for
/// another process (the machine is shared): once no chunk is left, the
/// caller ranks again the chunks still being ranked elsewhere and keeps
/// whichever ranking comes first; the helpers are detached, not waited
/// for. Returns the chunks' rankings in input order, for
/// `LineBlocks.writeRanked` to merge.
public func rankLinesInParallel(_ lines: LineBlocks, query: Query) -> [RankedLines] {
  lines.withChunks { chunks in
    let work = ChunkWork(lines, chunks)
    let helpers = min(max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1), chunks.count) - 1
    for _ in 0..<max(helpers, 0) {
      if let thread = startThread({ work.rankWhileLeft(Matcher(query: query)) }) {
        pthread_detach(thread)
      }
    }
    let matcher = Matcher(query: query)
    work.rankWhileLeft(matcher)
    work.rankUnfinished(matcher)
    return work.runs()
  }
}

/// The chunks of one input and their rankings, shared by the threads that
/// rank them. It holds the input that owns the chunks, so a detached
/// thread, which keeps this alive while one of its methods runs, still
/// ranking a chunk reads memory that is alive.
private final class ChunkWork: @unchecked Sendable {
  private let chunks: [UnsafeBufferPointer<UInt8>]
  private let lines: LineBlocks
  private let state: Locked<(next: Int, runs: [RankedLines?])>

  init(_ lines: LineBlocks, _ chunks: [UnsafeBufferPointer<UInt8>]) {
    self.lines = lines
    self.chunks = chunks
    state = Locked((0, Array(repeating: nil, count: chunks.count)))
  }

  /// Takes chunks no thread has taken and ranks them, until none is left.
  func rankWhileLeft(_ matcher: Matcher) {
    while let chunk = take() {
      store(chunk, matcher.rankLines(chunks[chunk], terminator: lines.terminator))
    }
  }

  /// Ranks the chunks taken but not yet ranked by other threads.
  func rankUnfinished(_ matcher: Matcher) {
    for chunk in chunks.indices where state.withLock({ $0.runs[chunk] == nil }) {
      store(chunk, matcher.rankLines(chunks[chunk], terminator: lines.terminator))
    }
  }

  /// Every chunk's ranking, once `rankUnfinished` returned.
  func runs() -> [RankedLines] {
    state.withLock { $0.runs.map { $0! } }
  }

  private func take() -> Int? {
    state.withLock { state in
      guard state.next < chunks.count else { return nil }
      defer { state.next += 1 }
      return state.next
    }
  }

  /// Keeps the first ranking of a chunk; a later one is the same.
  private func store(_ chunk: Int, _ run: RankedLines) {
    state.withLock { state in
      if state.runs[chunk] == nil { state.runs[chunk] = run }
    }
  }
}

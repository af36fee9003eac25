#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// `LineBlocks.writeRanked` on two threads, for `--filter`. The ranking is
/// written a window of lines at a time, each split in two
/// (`RunMerger.split`): while this thread merges and writes the window's
/// first lines, a helper merges the rest and finds their bytes, which this
/// thread then writes. The threads meet once a window, at the join: an
/// earlier design handed the lines over in small batches, and waking the
/// waiting thread at each batch made a third of the runs 25 ms slower.
/// The window bounds the helper's memory: 8 MiB, where the whole of ten
/// million matching lines' would take 67 MiB.
///
/// This thread takes 48% of a window's lines: it also makes the system
/// calls for the helper's, and the helper first maps its memory.
///
/// With one ranking thread (`--threads 1`), few matches, or when no
/// thread starts, it is `writeRanked` itself. Returns how many lines it
/// wrote.
package func writeRankedInParallel(
  _ lines: LineBlocks, _ runs: [RankedLines], terminator: UInt8, to output: some OutputSink
) throws(SelectError) -> Int {
  let matches = runs.map(\.matches)
  let total = matches.reduce(0) { $0 + $1.count }
  guard RankingThreads.count > 1, total >= writtenInParallel else {
    return try lines.writeRanked(runs, terminator: terminator, to: output)
  }
  precondition(lines.withChunks { runs.count == $0.count }, "one ranking per chunk")
  return try lines.withRankedLineBytes(terminator: terminator) { (bytes) throws(SelectError) -> Int in
    let later = GatheredLines()
    var count = 0
    // Where the window's lines start in each run; nil for the first.
    var start: [Int]?
    var done = 0
    while done < total {
      let window = min(total - done, linesPerWindow)
      let mine = window * 12 / 25
      let split = RunMerger.split(matches, first: done + mine)
      let end = done + window == total ? nil : RunMerger.split(matches, first: done + window)
      let shared = SharedUntilJoined((matches, split, end, bytes, later, window - mine))
      let thread = startThread {
        let (matches, split, end, bytes, later, lines) = shared.value
        later.gather(RunMerger(matches, from: split, to: end), bytes, lines: lines)
      }
      let written = Result { () throws(SelectError) -> Int in
        try bytes.write(RunMerger(matches, from: start, to: split), to: output)
      }
      // Joined before anything is thrown: the helper reads the input.
      if let thread { pthread_join(thread, nil) }
      count += try written.get()
      if thread != nil, let (pieces, lines) = later.gathered {
        try output.write(inPlace: pieces)
        count += lines
      } else {
        count += try bytes.write(RunMerger(matches, from: split, to: end), to: output)
      }
      start = end
      done += window
    }
    try output.flush()
    return count
  }
}

/// How many matches a ranking must have before a helper takes part of the
/// writing: fewer take a millisecond or less to write.
private let writtenInParallel = 1 << 14

/// How many lines a window of `writeRankedInParallel` holds.
private let linesPerWindow = 1 << 20

/// The bytes of the lines a helper merged, in order, for the writing
/// thread to write once it has joined the helper.
private final class GatheredLines: @unchecked Sendable {
  /// Bytes of a line, or its terminator.
  typealias Piece = UnsafeBufferPointer<UInt8>
  /// The pieces' memory, mapped and faulted in at once by the helper for
  /// the first window and used again for the others: faulting in a fresh
  /// page at every 256th piece cost it a third of its time.
  private var room = UnsafeMutableRawBufferPointer(start: nil, count: 0)
  private var count: (pieces: Int, lines: Int)?

  deinit {
    if let base = room.baseAddress { munmap(base, room.count) }
  }

  /// The pieces gathered last and how many lines they are; nil when the
  /// helper found no memory for them.
  var gathered: (pieces: UnsafeBufferPointer<Piece>, lines: Int)? {
    count.map { count in
      (UnsafeBufferPointer(start: room.baseAddress?.assumingMemoryBound(to: Piece.self), count: count.pieces), count.lines)
    }
  }

  /// On the helper: gathers the `lines` lines `merger` gives.
  func gather(_ merger: RunMerger, _ bytes: RankedLineBytes, lines: Int) {
    count = nil
    let pieces = bytes.mostPieces(lines: lines)
    let size = pieces * MemoryLayout<Piece>.stride
    if room.count < size {
      if let base = room.baseAddress { munmap(base, room.count) }
      #if os(Linux)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE
      #else
        let flags = MAP_PRIVATE | MAP_ANONYMOUS
      #endif
      let base = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0)
      guard let base, base != MAP_FAILED else {
        room = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        return
      }
      room = UnsafeMutableRawBufferPointer(start: base, count: size)
    }
    let slots = UnsafeMutableBufferPointer(start: room.baseAddress!.assumingMemoryBound(to: Piece.self), count: pieces)
    count = bytes.gather(merger, into: slots)
  }
}

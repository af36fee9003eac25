#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// `LineBlocks.writeRanked` on two threads, for `--filter`. The ranking is
/// split in two (`RunMerger.split`): while this thread merges and writes
/// the lines before the split, a helper merges the rest and finds their
/// bytes, which this thread then writes. The threads meet once, at the
/// join: an earlier design handed the lines over in batches, and waking
/// the waiting thread at each batch made a third of the runs 25 ms slower.
///
/// This thread takes 48% of the lines: it also makes the system calls
/// for the helper's, and the helper first maps its memory.
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
  return try lines.withRankedLineBytes(terminator: terminator) {
    (bytes) throws(SelectError) -> Int in
    let first = total * 12 / 25
    let split = RunMerger.split(matches, first: first)
    let later = GatheredLines()
    let shared = SharedUntilJoined((matches, split, bytes, later, total - first))
    let thread = startThread {
      let (matches, split, bytes, later, count) = shared.value
      later.gather(RunMerger(matches, from: split), bytes, lines: count)
    }
    let written = Result { () throws(SelectError) -> Int in
      try bytes.write(RunMerger(matches, to: split), to: output)
    }
    // Joined before anything is thrown: the helper reads the input.
    if let thread { pthread_join(thread, nil) }
    var count = try written.get()
    if let (pieces, lines) = later.gathered {
      try output.write(inPlace: pieces)
      count += lines
    } else {
      count += try bytes.write(RunMerger(matches, from: split), to: output)
    }
    try output.flush()
    return count
  }
}

/// How many matches a ranking must have before a helper takes part of the
/// writing: fewer take a millisecond or less to write.
private let writtenInParallel = 1 << 14

/// The bytes of the lines a helper merged, in order, for the writing
/// thread to write once it has joined the helper.
private final class GatheredLines: @unchecked Sendable {
  /// Bytes of a line, or its terminator.
  typealias Piece = UnsafeBufferPointer<UInt8>
  /// The pieces' memory, mapped and faulted in at once by the helper:
  /// faulting in a fresh page at every 256th piece cost it a third of its
  /// time.
  private var room = UnsafeMutableRawBufferPointer(start: nil, count: 0)
  private var count: (pieces: Int, lines: Int)?

  deinit {
    if let base = room.baseAddress { munmap(base, room.count) }
  }

  /// The pieces gathered and how many lines they are; nil when the helper
  /// did not gather them (it found no memory, or never started).
  var gathered: (pieces: UnsafeBufferPointer<Piece>, lines: Int)? {
    count.map { count in
      (
        UnsafeBufferPointer(
          start: room.baseAddress?.assumingMemoryBound(to: Piece.self), count: count.pieces),
        count.lines
      )
    }
  }

  /// On the helper: gathers the `lines` lines `merger` gives.
  func gather(_ merger: RunMerger, _ bytes: RankedLineBytes, lines: Int) {
    let pieces = bytes.mostPieces(lines: lines)
    let size = pieces * MemoryLayout<Piece>.stride
    #if os(Linux)
      let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE
    #else
      let flags = MAP_PRIVATE | MAP_ANONYMOUS
    #endif
    guard let base = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0), base != MAP_FAILED
    else { return }
    room = UnsafeMutableRawBufferPointer(start: base, count: size)
    count = bytes.gather(
      merger,
      into: UnsafeMutableBufferPointer(
        start: base.assumingMemoryBound(to: Piece.self), count: pieces))
  }
}

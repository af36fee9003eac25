/// A whole input held as a few large blocks of whole lines (or NUL-ended
/// records), cut into chunks: how `--filter` reads plain lines without
/// making an item, a 16-byte record, of each.
///
/// A line never spans two blocks, so a block is cut into chunks at
/// terminators and the chunks ranked on several threads at once. The list
/// owns the blocks it was given (or they outlive the process, as a mapped
/// file does) and hands the chunks out only inside `withChunks`, which
/// keeps the list alive until the closure returns: Swift may end an
/// object's life right after its last use.
package final class LineBlocks: @unchecked Sendable {
  /// The byte that ends a line.
  package let terminator: UInt8
  /// The most bytes a chunk holds beyond its last line's start.
  private let chunkSize: Int
  /// The chunks of every block, in input order.
  private var chunks: [UnsafeBufferPointer<UInt8>] = []
  /// Frees the blocks this list owns (not a mapped file's pages).
  private let arena = ByteArena(blockSize: 0)
  /// A block that can lose bytes at its end (a mapped file someone
  /// truncates), and how many of its bytes are still there.
  private var shrinking: (block: UnsafeBufferPointer<UInt8>, stillThere: () -> Int)?

  /// An empty list whose blocks are cut into chunks of about `chunkSize`
  /// bytes, each ending just after a terminator (or at the end of its
  /// block): every line of a chunk starts in its first `chunkSize` + 1
  /// bytes.
  package init(terminator: UInt8, chunkSize: Int = RankedLines.maximumChunk) {
    precondition(chunkSize > 0 && chunkSize <= RankedLines.maximumChunk, "chunks too large to rank")
    self.terminator = terminator
    self.chunkSize = chunkSize
  }

  /// Takes a block to free with the list: one whose lines are appended.
  package func adopt(_ block: UnsafeMutableRawBufferPointer) {
    arena.adopt(block)
  }

  /// Adds whole lines (the last may lack its terminator at the end of the
  /// input) from a block the list adopted, or one that outlives the
  /// process (a mapped file). `stillThere`, for a block that can shrink,
  /// says how many of its bytes are still valid: lines past them are not
  /// written (`writeRanked`).
  ///
  /// Lines that end the input (`endingTheInput`, a mapped file) end in
  /// smaller chunks, each an eighth of what is left, down to a sixteenth
  /// of `chunkSize`: threads that take the last chunks then finish nearly
  /// together, where one of them otherwise waited for most of a whole
  /// chunk.
  package func append(
    _ lines: UnsafeBufferPointer<UInt8>, stillThere: (() -> Int)? = nil, endingTheInput: Bool = false
  ) {
    guard let base = lines.baseAddress, !lines.isEmpty else { return }
    if let stillThere { shrinking = (lines, stillThere) }
    let end = base + lines.count
    var start = base
    while start < end {
      var size = chunkSize
      if endingTheInput { size = min(chunkSize, max((end - start) / 8, chunkSize / 16, 1)) }
      var stop = end
      if end - start > size, let hit = findByte(terminator, from: start + size, to: end) {
        stop = hit + 1
      }
      chunks.append(UnsafeBufferPointer(start: start, count: stop - start))
      start = stop
    }
  }

  /// Where the valid bytes of a block that shrank end, or nil when none did.
  package func shrunkEnd() -> UnsafePointer<UInt8>? {
    guard let (block, stillThere) = shrinking else { return nil }
    let count = stillThere()
    return count < block.count ? block.baseAddress! + count : nil
  }

  /// Whether there is no input at all.
  package var isEmpty: Bool { chunks.isEmpty }

  /// Runs `body` with the chunks in input order, their bytes valid until
  /// it returns.
  package func withChunks<Result, Failure: Error>(
    _ body: ([UnsafeBufferPointer<UInt8>]) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    defer { withExtendedLifetime(self) {} }
    return try body(chunks)
  }
}

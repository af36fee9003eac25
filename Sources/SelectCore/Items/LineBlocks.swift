/// A whole input held as a few large blocks of whole lines (or NUL-ended
/// records), cut into chunks: how `--filter` reads plain lines without
/// making an item, a 16-byte record, of each.
///
/// A line never spans two blocks, so a block is cut into chunks at
/// terminators and the chunks ranked on several threads at once. The list
/// owns the blocks it was given and hands the chunks out only inside `withChunks`, which
/// keeps the list alive until the closure returns: Swift may end an
/// object's life right after its last use.
package final class LineBlocks: @unchecked Sendable {
  /// The byte that ends a line.
  package let terminator: UInt8
  /// The most bytes a chunk holds beyond its last line's start.
  private let chunkSize: Int
  /// The chunks of every block, in input order.
  private var chunks: [UnsafeBufferPointer<UInt8>] = []
  /// Frees the blocks this list owns.
  private let arena = ByteArena(blockSize: 0)

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
  /// input) from a block the list adopted, or one that outlives it.
  ///
  /// Lines that end the input (`endingTheInput`, a whole input) end in
  /// smaller chunks, each an eighth of what is left, down to a sixteenth
  /// of `chunkSize`: threads that take the last chunks then finish nearly
  /// together, where one of them otherwise waited for most of a whole
  /// chunk.
  package func append(
    _ lines: UnsafeBufferPointer<UInt8>, endingTheInput: Bool = false
  ) {
    guard let base = lines.baseAddress, !lines.isEmpty else { return }
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

  /// The number of each line (`LineNumbers`): per chunk, the count of
  /// terminators before each of its 64-byte blocks.
  package func lineNumbers() -> LineNumbers {
    let shift = LineNumbers.blockShift
    var firstLines: [Int] = []
    var firstBlocks: [Int] = []
    var counts: [UInt32] = []
    var lines = 0
    for chunk in chunks {
      firstLines.append(lines)
      firstBlocks.append(counts.count)
      let blocks = (chunk.count >> shift) + 1
      counts.reserveCapacity(counts.count + blocks)
      var count: UInt32 = 0
      var block = 0
      if let base = chunk.baseAddress {
        let end = base + chunk.count
        var start = base
        while let hit = findByte(terminator, from: start, to: end) {
          while block << shift <= hit - base {
            counts.append(count)
            block += 1
          }
          count += 1
          start = hit + 1
        }
      }
      while block < blocks {
        counts.append(count)
        block += 1
      }
      lines += Int(count)
    }
    return LineNumbers(firstLines: firstLines, firstBlocks: firstBlocks, counts: counts, terminator: terminator)
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

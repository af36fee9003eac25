/// A whole input held as a few large blocks of whole lines (or NUL-ended
/// records): how `--filter` reads plain lines without making an item, and
/// a 40-byte record, of each.
///
/// A line never spans two blocks, so a block can be split into chunks at
/// any terminator and the chunks ranked on several threads at once.
public final class LineBlocks: @unchecked Sendable {
  /// The byte that ends a line.
  public let terminator: UInt8
  /// The blocks, in input order.
  public private(set) var blocks: [UnsafeBufferPointer<UInt8>] = []
  /// Frees the blocks this list owns (not a mapped file's pages).
  private let arena = ByteArena(blockSize: 0)

  public init(terminator: UInt8) {
    self.terminator = terminator
  }

  /// Adds a block that someone else keeps alive (a file mapped for the
  /// process's lifetime).
  public func append(borrowed block: UnsafeBufferPointer<UInt8>) {
    if !block.isEmpty { blocks.append(block) }
  }

  /// Adds the first `count` bytes of `block`, which the list frees.
  public func append(owned block: UnsafeMutableRawBufferPointer, count: Int) {
    arena.adopt(block)
    if count > 0 {
      blocks.append(UnsafeBufferPointer(start: block.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
    }
  }

  /// Whether there is no input at all.
  public var isEmpty: Bool { blocks.isEmpty }

  /// The blocks cut into pieces of about `size` bytes, each ending just
  /// after a terminator (or at the end of its block), in input order.
  /// Every line of a piece starts in its first `size` + 1 bytes.
  public func chunks(size: Int = RankedLines.maximumChunk) -> [UnsafeBufferPointer<UInt8>] {
    precondition(size > 0 && size <= RankedLines.maximumChunk, "chunks too large to rank")
    var chunks: [UnsafeBufferPointer<UInt8>] = []
    for block in blocks {
      let base = block.baseAddress!
      let end = base + block.count
      var start = base
      while start < end {
        var stop = end
        if end - start > size, let hit = findByte(terminator, from: start + size, to: end) {
          stop = hit + 1
        }
        chunks.append(UnsafeBufferPointer(start: start, count: stop - start))
        start = stop
      }
    }
    return chunks
  }
}

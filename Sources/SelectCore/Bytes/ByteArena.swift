/// Owns the bytes that items point into: large blocks that never move.
///
/// Blocks are only ever added, so a `Bytes` taken from an arena stays valid
/// for the arena's lifetime, even while another thread keeps appending.
/// Freeing happens all at once when the arena goes away, which is why only
/// the core appends: it hands the bytes out with their owner, in an
/// `ItemList` or a source that keeps the arena.
package final class ByteArena: @unchecked Sendable {
  private var blocks: [UnsafeMutableRawBufferPointer] = []
  private var current = UnsafeMutableRawBufferPointer(start: nil, count: 0)
  private var used = 0
  private let blockSize: Int

  package init(blockSize: Int = 1 << 20) {
    self.blockSize = blockSize
  }

  deinit {
    for block in blocks { block.deallocate() }
  }

  /// Copies `bytes` into the arena and returns the stable copy.
  func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Bytes {
    if bytes.isEmpty { return .empty }
    if current.count - used < bytes.count {
      newBlock(atLeast: bytes.count)
    }
    let start = current.baseAddress!.advanced(by: used).assumingMemoryBound(to: UInt8.self)
    if let source = bytes.baseAddress, bytes.count > 0 {
      start.update(from: source, count: bytes.count)
    }
    used += bytes.count
    return Bytes(start: UnsafePointer(start), count: bytes.count)
  }

  /// Copies an array's bytes into the arena.
  func append(_ bytes: [UInt8]) -> Bytes {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Copies a string's UTF-8 into the arena.
  func append(_ string: String) -> Bytes {
    append(Array(string.utf8))
  }

  /// Hands over a block the caller filled (the splitter's blocks), to be
  /// freed with the arena.
  func adopt(_ block: UnsafeMutableRawBufferPointer) {
    blocks.append(block)
  }

  private func newBlock(atLeast size: Int) {
    let block = UnsafeMutableRawBufferPointer.allocate(
      byteCount: max(blockSize, size), alignment: 16)
    blocks.append(block)
    current = block
    used = 0
  }
}

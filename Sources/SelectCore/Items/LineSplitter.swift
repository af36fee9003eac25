/// Splits a byte stream into items' values: lines ending in `\n`, or records
/// ending in NUL (`--read0`). A last line without terminator is a value too.
///
/// The splitter reads straight into large blocks and hands out `Bytes` that
/// point into them, so reading copies nothing per line. When `keepsInput` is
/// true, filled blocks go to `arena` and every value stays valid as long as
/// the arena (the splitter's own, unless a source gave its); when false
/// (`--list`, `--pick` from the end), one block is reused and a value is
/// valid only until the next read, so memory stays bounded on endless input.
package final class LineSplitter {
  /// The byte that ends an item.
  package let terminator: UInt8
  /// Where kept blocks live.
  let arena: ByteArena
  /// Whether every value stays valid (else only until the next read).
  package let keepsInput: Bool
  private let blockSize: Int
  private var block = UnsafeMutableRawBufferPointer(start: nil, count: 0)
  // Set once per line, by the one thread reading: the run-time exclusivity
  // check on each access cost more than the work it guards.
  @exclusivity(unchecked) private var filled = 0
  @exclusivity(unchecked) private var lineStart = 0
  private var finished = false

  /// A splitter whose kept values live as long as the splitter.
  package convenience init(
    terminator: UInt8 = UInt8(ascii: "\n"), keepsInput: Bool = true, blockSize: Int = 1 << 20
  ) {
    self.init(terminator: terminator, keepsInput: keepsInput, arena: ByteArena(), blockSize: blockSize)
  }

  init(terminator: UInt8, keepsInput: Bool, arena: ByteArena, blockSize: Int = 1 << 20) {
    self.terminator = terminator
    self.keepsInput = keepsInput
    self.arena = arena
    self.blockSize = blockSize
  }

  deinit {
    // Kept values may point into the last block: the arena frees it later.
    if keepsInput, block.baseAddress != nil {
      arena.adopt(block)
    } else {
      block.deallocate()
    }
  }

  /// Reads through `fill` until the input ends or `emit` returns false.
  ///
  /// `fill` reads into the buffer it is given and returns how many bytes it
  /// wrote, 0 at the end of input; it may throw. `emit` receives each value.
  /// Returns true when the input was read to its end.
  @discardableResult
  package func read(
    fill: (UnsafeMutableRawBufferPointer) throws -> Int,
    emit: (Bytes) throws -> Bool
  ) throws -> Bool {
    while !finished {
      if filled == block.count { makeRoom() }
      let room = UnsafeMutableRawBufferPointer(rebasing: block[filled...])
      let count = try fill(room)
      if count == 0 {
        finished = true
        if lineStart < filled {
          let base = block.baseAddress!.assumingMemoryBound(to: UInt8.self)
          let value = Bytes(start: base + lineStart, count: filled - lineStart)
          lineStart = filled
          if try !emit(value) { return false }
        }
        return true
      }
      let scanFrom = filled
      filled += count
      if try !split(from: scanFrom, emit: emit) { return false }
    }
    return true
  }

  /// Splits a whole input that is already in memory (a mapped file),
  /// emitting values that point into it, until `emit` returns false.
  /// `stillThere` says how many of the input's bytes are still valid,
  /// when a file that shrinks can take some away.
  package static func split(
    _ input: UnsafeBufferPointer<UInt8>, terminator: UInt8, stillThere: (() -> Int)? = nil,
    emit: (Bytes) throws -> Bool
  ) rethrows {
    guard let base = input.baseAddress else { return }
    var end = base + input.count
    var start = base
    // A mapped file can shrink while it is split: every megabyte, the end
    // moves to what is still there (see `stillThere`).
    var nextCheck = start
    while start < end {
      if let stillThere, start >= nextCheck {
        end = min(end, base + stillThere())
        nextCheck = start + (1 << 20)
        if start >= end { return }
      }
      let stop = findByte(terminator, from: start, to: end) ?? end
      if try !emit(Bytes(start: start, count: stop - start)) { return }
      start = stop + 1
    }
  }

  /// Emits every complete line in `block[from..<filled]`.
  private func split(from: Int, emit: (Bytes) throws -> Bool) throws -> Bool {
    let base = UnsafePointer(block.baseAddress!.assumingMemoryBound(to: UInt8.self))
    let end = base + filled
    var p = base + from
    while let hit = findByte(terminator, from: p, to: end) {
      let start = base + lineStart
      lineStart = hit - base + 1
      p = hit + 1
      if try !emit(Bytes(start: start, count: hit - start)) { return false }
    }
    return true
  }

  /// Makes free space after the unfinished line, keeping it contiguous.
  private func makeRoom() {
    let partial = filled - lineStart
    let size = max(blockSize, partial * 2)
    if !keepsInput, block.count >= size, let base = block.baseAddress {
      base.copyMemory(from: UnsafeRawPointer(base + lineStart), byteCount: partial)
    } else {
      let next = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
      if let base = block.baseAddress {
        next.baseAddress!.copyMemory(from: UnsafeRawPointer(base + lineStart), byteCount: partial)
        if keepsInput && lineStart > 0 {
          arena.adopt(block)
        } else {
          block.deallocate()
        }
      }
      block = next
    }
    filled = partial
    lineStart = 0
  }
}

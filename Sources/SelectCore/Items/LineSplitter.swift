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
  /// The next block, given for an input of known length.
  private var givenBlock: UnsafeMutableRawBufferPointer?
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
    givenBlock?.deallocate()
    // Kept values may point into the last block: the arena frees it later.
    if keepsInput, block.baseAddress != nil {
      arena.adopt(block)
    } else {
      block.deallocate()
    }
  }

  /// Gives the splitter the next block to read into, which it owns from
  /// then on: for an input whose length is known (a regular file), one
  /// block a byte longer than it, so that kept values lie in one block
  /// and the read that finds the end has room.
  package func readNext(into block: UnsafeMutableRawBufferPointer) {
    precondition(filled == 0 && givenBlock == nil, "a block is given before reading")
    givenBlock = block
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
    if givenBlock == nil, !keepsInput, block.count >= size, let base = block.baseAddress {
      base.copyMemory(from: UnsafeRawPointer(base + lineStart), byteCount: partial)
    } else {
      let next = givenBlock ?? UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
      givenBlock = nil
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

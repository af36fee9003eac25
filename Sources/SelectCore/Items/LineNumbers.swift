/// The number, from 0, of each line of a `LineBlocks` input, told from
/// where the line starts in its chunk: a ranking of lines keeps where
/// each line is, not which it is, and `--json`'s `index` or a `--print`
/// template's `{n}` need which.
///
/// A line's number is the count of terminators before it. For each
/// 64-byte block of each chunk this keeps the count before the block, so
/// that telling a number reads one count and at most 63 bytes, those just
/// before the line, which the line's own reading then finds in the cache.
package struct LineNumbers: Sendable {
  /// Per chunk, the number of its first line.
  private let firstLines: [Int]
  /// Per chunk, where its blocks' counts start in `counts`.
  private let firstBlocks: [Int]
  /// For each block of each chunk, the terminators in the chunk before it.
  private let counts: [UInt32]
  private let terminator: UInt8

  static let blockShift = 6

  /// The counts of `chunks`, whose lines end in `terminator`.
  init(_ chunks: [UnsafeBufferPointer<UInt8>], terminator: UInt8) {
    self.terminator = terminator
    var firstLines: [Int] = []
    var firstBlocks: [Int] = []
    var counts: [UInt32] = []
    var lines = 0
    for chunk in chunks {
      firstLines.append(lines)
      firstBlocks.append(counts.count)
      let blocks = (chunk.count >> Self.blockShift) + 1
      counts.reserveCapacity(counts.count + blocks)
      var count: UInt32 = 0
      var block = 0
      if let base = chunk.baseAddress {
        let end = base + chunk.count
        var start = base
        while let hit = findByte(terminator, from: start, to: end) {
          let offset = hit - base
          while block << Self.blockShift <= offset {
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
    self.firstLines = firstLines
    self.firstBlocks = firstBlocks
    self.counts = counts
  }

  /// The number of the line that starts at `line` in chunk `chunk`
  /// (`chunkStart`).
  @inline(__always)
  package func number(ofLineAt line: UnsafePointer<UInt8>, inChunk chunk: Int, chunkStart: UnsafePointer<UInt8>)
    -> Int
  {
    let offset = line - chunkStart
    let block = offset >> Self.blockShift
    var count = Int(counts[firstBlocks[chunk] + block])
    var p = chunkStart + block << Self.blockShift
    while p < line {
      if p.pointee == terminator { count += 1 }
      p += 1
    }
    return firstLines[chunk] + count
  }
}

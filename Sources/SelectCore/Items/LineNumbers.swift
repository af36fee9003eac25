/// The number, from 0, of each line of a `LineBlocks` input, told from
/// where the line starts in its chunk: a ranking of lines keeps where
/// each line is, not which it is, and `--json`'s `index` or a `--print`
/// template's `{n}` need which.
///
/// A line's number is the count of terminators before it. For each
/// 64-byte block of each chunk this keeps the count before the block
/// (`LineBlocks.lineNumbers()` counts them), so that telling a number
/// reads one count and at most 63 bytes, those just before the line,
/// which the line's own reading then finds in the cache.
package struct LineNumbers: Sendable {
  /// Per chunk, the number of its first line.
  private let firstLines: [Int]
  /// Per chunk, where its blocks' counts start in `counts`.
  private let firstBlocks: [Int]
  /// For each block of each chunk, the terminators in the chunk before it.
  private let counts: [UInt32]
  private let terminator: UInt8

  /// The bytes of a block are those whose offset shifted by this is the
  /// block's index.
  static let blockShift = 6

  init(firstLines: [Int], firstBlocks: [Int], counts: [UInt32], terminator: UInt8) {
    self.firstLines = firstLines
    self.firstBlocks = firstBlocks
    self.counts = counts
    self.terminator = terminator
  }

  /// The number of the line that starts `offset` bytes into chunk
  /// `chunk`, whose bytes are `bytes`.
  @inline(__always)
  package func number(ofLineAt offset: Int, inChunk chunk: Int, bytes: Span<UInt8>) -> Int {
    let block = offset >> Self.blockShift
    var count = Int(counts[firstBlocks[chunk] + block])
    for index in block << Self.blockShift..<offset where bytes[index] == terminator { count += 1 }
    return firstLines[chunk] + count
  }
}

extension LineBlocks {
  /// Writes the lines that `runs` ranked (one ranking per chunk, in input
  /// order) best first, equal scores in input order, each ended by
  /// `terminator`, straight from the input: `--filter` of plain lines.
  /// Returns how many lines it wrote.
  ///
  /// The rankings are merged as they are written, so the ranking of the
  /// whole input is never copied into one array; the output is flushed
  /// before the input may go.
  package func writeRanked(
    _ runs: [RankedLines], terminator: UInt8, to output: some OutputSink
  ) throws(SelectError) -> Int {
    precondition(withChunks { runs.count == $0.count }, "one ranking per chunk")
    return try withRankedLineBytes(terminator: terminator) { (lines) throws(SelectError) -> Int in
      let count = try lines.write(RunMerger(runs.map(\.matches)), to: output)
      try output.flush()
      return count
    }
  }

  /// Runs `body` with the bytes to write for the lines the chunks'
  /// rankings name, each ended by `terminator`; they stay valid until
  /// `body` returns, so it flushes what it wrote in place before then.
  package func withRankedLineBytes<Result>(
    terminator: UInt8, _ body: (RankedLineBytes) throws(SelectError) -> Result
  ) throws(SelectError) -> Result {
    try withChunks { (chunks) throws(SelectError) -> Result in
      // The terminator written after a line whose own is not the one to
      // write: in place, it must stay put until the flush.
      let written = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
      written.initialize(to: terminator)
      defer { written.deallocate() }
      let lines = RankedLineBytes(
        chunks: chunks, terminator: self.terminator, ownEnd: terminator == self.terminator,
        end: UnsafeBufferPointer(start: written, count: 1))
      return try body(lines)
    }
  }
}

/// The bytes `--filter` writes for each line a chunk's ranking names: the
/// line and a terminator, in one piece when the line's own follows it, in
/// two otherwise. Valid inside `LineBlocks.withRankedLineBytes` only;
/// threads that it outlives may share it.
package struct RankedLineBytes: @unchecked Sendable {
  fileprivate let chunks: [UnsafeBufferPointer<UInt8>]
  /// The byte that ends the input's lines.
  fileprivate let terminator: UInt8
  /// Whether the lines are written with their own terminator.
  fileprivate let ownEnd: Bool
  /// The terminator to write after a line without its own.
  fileprivate let end: UnsafeBufferPointer<UInt8>

  /// Gives `body` the bytes to write for the line at `position` (a
  /// match's) in chunk `run`, in one or two pieces.
  @inline(__always)
  package func pieces<Failure: Error>(
    ofLine position: Int, inChunk run: Int,
    _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void
  ) throws(Failure) {
    let chunk = chunks[run]
    let line = RankedLines.line(position, in: chunk, terminator: terminator)
    if ownEnd && line.baseAddress! + line.count < chunk.baseAddress! + chunk.count {
      return try body(UnsafeBufferPointer(start: line.baseAddress, count: line.count + 1))
    }
    try body(line)
    try body(end)
  }

  /// Writes in place the lines `merger` gives, in its order, without
  /// flushing them; returns how many it wrote.
  package func write(_ merger: RunMerger, to output: some OutputSink) throws(SelectError) -> Int {
    var count = 0
    while let (run, position) = merger.pop() {
      try pieces(ofLine: position, inChunk: run) { (piece) throws(SelectError) in
        try output.write(inPlace: piece)
      }
      count += 1
    }
    return count
  }

  /// The most pieces `lines` lines of these chunks take: one each when
  /// written with their own terminator, but the last line of a chunk,
  /// which takes two.
  package func mostPieces(lines: Int) -> Int {
    ownEnd ? lines + chunks.count : 2 * lines
  }

  /// Puts in `room` the pieces `write` would write for the lines `merger`
  /// gives, for a thread that may not write yet; returns how many pieces
  /// and lines they are. `room` holds `mostPieces` of the lines `merger`
  /// gives.
  package func gather(
    _ merger: RunMerger, into room: UnsafeMutableBufferPointer<UnsafeBufferPointer<UInt8>>
  ) -> (pieces: Int, lines: Int) {
    var pieces = 0
    var lines = 0
    while let (run, position) = merger.pop() {
      self.pieces(ofLine: position, inChunk: run) { piece in
        room[pieces] = piece
        pieces += 1
      }
      lines += 1
    }
    return (pieces, lines)
  }
}

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
    var merger = RunMerger(runs.map(\.matches))
    return try writeRanked(in: &merger, terminator: terminator, to: output)
  }

  /// `writeRanked`, the merge done elsewhere: `order` gives each line to
  /// write as its chunk and its position there (a match's), in rank
  /// order. `--filter` merges on one thread while it writes on another.
  package func writeRanked(
    in order: inout some LinesInRankOrder, terminator: UInt8, to output: some OutputSink
  ) throws(SelectError) -> Int {
    try withChunks { (chunks) throws(SelectError) -> Int in
      let ownEnd = terminator == self.terminator
      // The terminator written after a line whose own is not the one to
      // write: in place, it must stay put until the flush.
      let written = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
      written.initialize(to: terminator)
      defer { written.deallocate() }
      let end = UnsafeBufferPointer(start: written, count: 1)
      var count = 0
      // Asked once, after the ranking: the bytes a truncated file lost
      // meanwhile read as zeros, and lines there are not the input's.
      let shrunkEnd = shrunkEnd()
      while let (run, position) = order.pop() {
        let chunk = chunks[run]
        var line = RankedLines.line(position, in: chunk, terminator: self.terminator)
        if let shrunkEnd, line.baseAddress! + line.count > shrunkEnd {
          guard line.baseAddress! < shrunkEnd else { continue }
          line = UnsafeBufferPointer(start: line.baseAddress, count: shrunkEnd - line.baseAddress!)
          try output.write(inPlace: line)
          try output.write(inPlace: end)
          count += 1
          continue
        }
        if ownEnd && line.baseAddress! + line.count < chunk.baseAddress! + chunk.count {
          try output.write(inPlace: UnsafeBufferPointer(start: line.baseAddress, count: line.count + 1))
        } else {
          try output.write(inPlace: line)
          try output.write(inPlace: end)
        }
        count += 1
      }
      try output.flush()
      return count
    }
  }
}

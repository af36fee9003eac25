extension LineBlocks {
  /// The rankings of `runs` (one per chunk, as `writeRanked` takes them)
  /// with the lines `lift` remembers first: `--filter` of plain lines with
  /// a memory. A match's position holds its line's length, so only the
  /// lines of a length remembered are hashed.
  package func lifted(_ runs: [RankedLines], by lift: MemoryLift) -> [RankedLines] {
    withChunks { chunks in
      zip(runs, chunks).map { run, chunk in
        let line = { (position: Int) in RankedLines.line(position, in: chunk, terminator: self.terminator) }
        let matches = lift.lift(
          run.matches,
          length: { position in
            let count = position & RankedLines.longLine
            return count == RankedLines.longLine ? line(position).count : count
          },
          hash: { lift.hash(line($0)) })
        return RankedLines(matches: matches)
      }
    }
  }
}

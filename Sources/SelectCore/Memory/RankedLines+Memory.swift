extension RankedLines {
  /// The ranking with the lines `lift` remembers first: `--filter` of
  /// plain lines with a memory, a chunk at a time on the thread that
  /// ranked it. A match's position holds its line's length, so a line is
  /// found only when its length may be remembered.
  package func lifted(by lift: MemoryLift, in chunk: Bytes, terminator: UInt8)
    -> RankedLines
  {
    RankedLines(
      matches: lift.lift(matches) { position in
        let count = position & RankedLines.longLine
        guard count == RankedLines.longLine || lift.mayLift(length: count) else { return nil }
        return lift.place(of: Bytes(RankedLines.line(position, in: chunk.buffer, terminator: terminator)))
      })
  }
}

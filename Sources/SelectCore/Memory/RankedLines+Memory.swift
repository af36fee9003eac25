extension RankedLines {
  /// The ranking with the lines `lift` remembers first: `--filter` of
  /// plain lines with a memory, a chunk at a time on the thread that
  /// ranked it. A match's position holds its line's length, so only the
  /// lines of a length remembered are hashed.
  package func lifted(by lift: MemoryLift, in chunk: UnsafeBufferPointer<UInt8>, terminator: UInt8)
    -> RankedLines
  {
    let line = { (position: Int) in RankedLines.line(position, in: chunk, terminator: terminator) }
    return RankedLines(
      matches: lift.lift(
        matches,
        length: { position in
          let count = position & RankedLines.longLine
          return count == RankedLines.longLine ? line(position).count : count
        },
        hash: { lift.hash(line($0)) }))
  }
}

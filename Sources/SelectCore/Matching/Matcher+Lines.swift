/// The matching lines of one chunk of input, ranked.
public struct RankedLines: Sendable {
  /// Best first, ties in source order; a match's position indexes `lines`.
  public let matches: [RankedMatch]
  /// Where each matching line is in the chunk, in source order: its start
  /// in the high 32 bits, its length in the low 32 (all ones for a line of
  /// 4 GiB or more, whose end must be searched for).
  let lines: [UInt64]

  /// The matching line `position` (a match's position), without its
  /// terminator, in `chunk`.
  public func line(
    _ position: Int, in chunk: UnsafeBufferPointer<UInt8>, terminator: UInt8
  ) -> UnsafeBufferPointer<UInt8> {
    let start = chunk.baseAddress! + Int(lines[position] >> 32)
    var count = Int(UInt32(truncatingIfNeeded: lines[position]))
    if count == Int(UInt32.max) {
      let end = chunk.baseAddress! + chunk.count
      count = (findByte(terminator, from: start, to: end) ?? end) - start
    }
    return UnsafeBufferPointer(start: start, count: count)
  }
}

extension Matcher {
  /// Ranks the lines of `chunk` (whole lines, each ending in `terminator`
  /// but perhaps the last; under 4 GiB from its first line's start to its
  /// last line's start).
  ///
  /// `--filter` ranks plain input this way, a chunk at a time, with no
  /// item made for the lines that do not match; a matching line's place is
  /// kept so that writing it need not look for its end.
  public func rankLines(_ chunk: UnsafeBufferPointer<UInt8>, terminator: UInt8) -> RankedLines {
    guard let base = chunk.baseAddress else { return RankedLines(matches: [], lines: []) }
    let end = base + chunk.count
    var matches: [RankedMatch] = []
    var lines: [UInt64] = []
    var start = base
    while start < end {
      let stop = findByte(terminator, from: start, to: end) ?? end
      if let score = score(UnsafeBufferPointer(start: start, count: stop - start)) {
        matches.append(RankedMatch(position: lines.count, score: score))
        let count = UInt64(min(stop - start, Int(UInt32.max)))
        lines.append(UInt64(start - base) << 32 | count)
      }
      start = stop + 1
    }
    radixSort(&matches)
    return RankedLines(matches: matches, lines: lines)
  }
}

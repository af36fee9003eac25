/// The matching lines of one chunk of input, ranked.
///
/// A match's position says where its line is, so that writing it need not
/// look for its end: the line's start in the chunk above 11 bits of its
/// length, which is all ones for a line of 2,047 bytes or more (its end is
/// then searched for). Starts in order are lines in order, so ties still
/// rank in source order; a chunk's lines must start in its first
/// `maximumChunk` bytes + 1 (see `LineBlocks.init(terminator:chunkSize:)`).
package struct RankedLines: Sendable {
  /// The largest chunk size whose line starts fit a match's position.
  package static let maximumChunk = 1 << 20
  static let lengthBits = 11
  static let longLine = 1 << lengthBits - 1

  /// Best first, ties in source order.
  package let matches: [RankedMatch]

  /// The matching line at `position` (a match's), without its terminator.
  package static func line(
    _ position: Int, in chunk: UnsafeBufferPointer<UInt8>, terminator: UInt8
  ) -> UnsafeBufferPointer<UInt8> {
    let start = chunk.baseAddress! + position >> lengthBits
    var count = position & longLine
    if count == longLine {
      let end = chunk.baseAddress! + chunk.count
      count = (findByte(terminator, from: start, to: end) ?? end) - start
    }
    return UnsafeBufferPointer(start: start, count: count)
  }
}

extension Matcher {
  /// Ranks the lines of `chunk`: whole lines, each ending in `terminator`
  /// but perhaps the last, all starting in its first
  /// `RankedLines.maximumChunk` bytes + 1.
  ///
  /// `--filter` ranks plain input this way, a chunk at a time, with no
  /// item made for the lines that do not match.
  package func rankLines(_ chunk: UnsafeBufferPointer<UInt8>, terminator: UInt8) -> RankedLines {
    guard let base = chunk.baseAddress else { return RankedLines(matches: []) }
    let end = base + chunk.count
    var matches: [RankedMatch] = []
    var start = base
    while start < end {
      let stop = findByte(terminator, from: start, to: end) ?? end
      let line = UnsafeBufferPointer(start: start, count: stop - start)
      if let key = rankKey(line) {
        let place = (start - base) << RankedLines.lengthBits | min(stop - start, RankedLines.longLine)
        matches.append(RankedMatch(position: place, score: key))
      }
      start = stop + 1
    }
    // Places grow with the line's start: lines in order are in position order.
    radixSort(&matches, inPositionOrder: true)
    // Exactly as large as needed: a grown array has up to twice the room,
    // and a chunk's matches are kept until the end.
    return RankedLines(matches: [RankedMatch](writing: matches.count) { _ = $0.initialize(from: matches) })
  }
}

extension Matcher {
  /// Writes the lines of `chunk` that match, in input order, each ended by
  /// `end`, and returns how many: `--filter --no-sort` writes each block of
  /// input as soon as it is read, as fzf does, so that `yes | select
  /// --filter y --no-sort | head -2` ends at once.
  package func writeMatchingLines(
    _ chunk: UnsafeBufferPointer<UInt8>, terminator: UInt8, end: UInt8, to output: some OutputSink
  ) throws(SelectError) -> Int {
    guard let base = chunk.baseAddress else { return 0 }
    let stop = base + chunk.count
    var count = 0
    var start = base
    while start < stop {
      let lineEnd = findByte(terminator, from: start, to: stop) ?? stop
      let line = UnsafeBufferPointer(start: start, count: lineEnd - start)
      if matches(line) {
        try output.write(line)
        try output.write(byte: end)
        count += 1
      }
      start = lineEnd + 1
    }
    return count
  }
}

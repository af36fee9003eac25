extension Matcher {
  /// Ranks the lines of `chunk` (whole lines, each ending in `terminator`
  /// but perhaps the last): the matches best first, ties in source order,
  /// each match's position the offset in `chunk` where its line starts.
  ///
  /// `--filter` ranks plain input this way, a chunk at a time, with no
  /// item made for the lines that do not match.
  public func rankLines(_ chunk: UnsafeBufferPointer<UInt8>, terminator: UInt8) -> [RankedMatch] {
    guard let base = chunk.baseAddress else { return [] }
    let end = base + chunk.count
    var matches: [RankedMatch] = []
    var start = base
    while start < end {
      let stop = findByte(terminator, from: start, to: end) ?? end
      if let score = score(UnsafeBufferPointer(start: start, count: stop - start)) {
        matches.append(RankedMatch(position: start - base, score: score))
      }
      start = stop + 1
    }
    radixSort(&matches)
    return matches
  }
}

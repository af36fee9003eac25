extension Matcher {
  /// Ranks the items at `range` by the query, best first, ties in position
  /// order; `nil` when `shouldStop` returned true (checked every few
  /// thousand items) because the result is no longer wanted.
  ///
  /// When `previous` ranked the same items by a query that this one
  /// narrows (`Query.narrows`), only its matches are scored again; positions
  /// of `range` outside `previous.range` (items that arrived since) are
  /// scanned in full. Otherwise every item in `range` is scored.
  public func rank(
    _ items: UnsafeBufferPointer<Item>, in range: Range<Int>, narrowing previous: Ranking? = nil,
    shouldStop: () -> Bool = { false }
  ) -> Ranking? {
    if let previous, previous.query == query, previous.range == range {
      return previous
    }
    if query.isEmpty {
      // Every item, in source order: `--no-sort` and `--tiebreak` agree.
      if shouldStop() { return nil }
      let matches = range.map { RankedMatch(position: $0, score: 0) }
      return Ranking(query: query, range: range, matches: matches)
    }
    var matches: [RankedMatch] = []
    var considered = 0
    @inline(__always) func consider(_ position: Int) -> Bool {
      considered &+= 1
      if considered & 4095 == 0 && shouldStop() { return false }
      let label = items[position].label
      if let score = score(label) {
        matches.append(RankedMatch(position: position, score: rankKey(score, label.buffer)))
      }
      return true
    }
    if let previous, query.narrows(previous.query) {
      let reused = previous.range.clamped(to: range)
      for match in previous.matches where reused.contains(match.position) {
        if !consider(match.position) { return nil }
      }
      for position in range.lowerBound..<reused.lowerBound where !consider(position) {
        return nil
      }
      for position in reused.upperBound..<range.upperBound where !consider(position) {
        return nil
      }
    } else {
      for position in range where !consider(position) {
        return nil
      }
    }
    radixSort(&matches)
    return Ranking(query: query, range: range, matches: matches)
  }

  /// Ranks the items at `candidates` (positions in `items`, each once):
  /// the matches best first, ties in position order. How the line menu
  /// narrows what it shows.
  public func rank(_ items: UnsafeBufferPointer<Item>, among candidates: [Int]) -> [RankedMatch] {
    var matches: [RankedMatch] = []
    for position in candidates {
      let label = items[position].label
      if let score = query.isEmpty ? 0 : score(label) {
        matches.append(RankedMatch(position: position, score: query.isEmpty ? 0 : rankKey(score, label.buffer)))
      }
    }
    radixSort(&matches)
    return matches
  }
}

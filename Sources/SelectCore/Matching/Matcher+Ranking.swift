extension Matcher {
  /// Ranks the items at `range` by the query, best first, ties in position
  /// order; `nil` when `shouldStop` returned true (checked every few
  /// thousand items) because the result is no longer wanted.
  ///
  /// `previous`, a ranking of the same items, saves work as
  /// `RankingPiece.plan` says: when this query narrows its query, only its
  /// matches are scored again.
  package func rank(
    _ items: ItemColumn.View, in range: Range<Int>, narrowing previous: Ranking? = nil,
    shouldStop: () -> Bool = { false }
  ) -> Ranking? {
    if let previous, previous.query == query, previous.range == range {
      return previous
    }
    var parts: [[RankedMatch]] = []
    for piece in RankingPiece.plan(query, range, previous: previous) {
      guard let part = rank(items, piece, shouldStop: shouldStop) else { return nil }
      parts.append(part)
    }
    return Ranking(query: query, range: range, matches: RankedMatch.merging(parts))
  }

  /// Ranks one piece of the work (see `RankingPiece`): its matches best
  /// first, ties in position order; `nil` when `shouldStop` returned true.
  package func rank(
    _ items: ItemColumn.View, _ piece: RankingPiece, shouldStop: () -> Bool = { false }
  ) -> [RankedMatch]? {
    guard var ranked = matches(items, piece, shouldStop: shouldStop) else { return nil }
    if !ranked.isSorted { radixSort(&ranked.matches, inPositionOrder: true) }
    return ranked.matches
  }

  /// The matches of one piece, sorted as `rank` sorts them, except those
  /// of a piece visited in position order (`.positions`, `.marked`): they
  /// come in position order (`isSorted` false), for a caller that sorts
  /// the matches of many such pieces at once. `nil` when `shouldStop`
  /// returned true.
  package func matches(
    _ items: ItemColumn.View, _ piece: RankingPiece, shouldStop: () -> Bool = { false }
  ) -> (matches: [RankedMatch], isSorted: Bool)? {
    if case .ranked(let matches) = piece { return (Array(matches), true) }
    if query.isEmpty {
      // Every item, in source order: `--no-sort` and `--tiebreak` agree.
      if shouldStop() { return nil }
      switch piece {
      case .positions(let range): return (range.map { RankedMatch(position: $0, score: 0) }, true)
      case .marked(let set, let range):
        return (range.filter(set.contains).map { RankedMatch(position: $0, score: 0) }, true)
      case .candidates(let matches), .ranked(let matches):
        var all = matches.map { RankedMatch(position: $0.position, score: 0) }
        radixSort(&all)
        return (all, true)
      }
    }
    var matches: [RankedMatch] = []
    // Not for an empty piece: the room of the shared empty array is not
    // to be touched from several threads.
    if piece.count > 0 { matches.reserveCapacity(piece.count) }
    var considered = 0
    @inline(__always) func consider(_ position: Int, _ label: Bytes) -> Bool {
      considered &+= 1
      if considered & 4095 == 0 && shouldStop() { return false }
      if let key = rankKey(label.buffer) {
        matches.append(RankedMatch(position: position, score: key))
      }
      return true
    }
    @inline(__always) func consider(_ position: Int) -> Bool {
      consider(position, items.label(at: position))
    }
    switch piece {
    case .positions(let range):
      if !items.forEachLabel(in: range, consider) { return nil }
    case .marked(let set, let range):
      if !items.forEachLabel(in: range, where: set.contains, consider) { return nil }
    case .candidates(let candidates), .ranked(let candidates):
      for match in candidates where !consider(match.position) { return nil }
      radixSort(&matches)
      return (matches, true)
    }
    return (matches, false)
  }

  /// Ranks the items at `candidates` (positions in `items`, each once):
  /// the matches best first, ties in position order. How the line menu
  /// narrows what it shows.
  package func rank(_ items: ItemColumn.View, among candidates: [Int]) -> [RankedMatch] {
    var matches: [RankedMatch] = []
    for position in candidates {
      let label = items.label(at: position)
      if let key = query.isEmpty ? 0 : rankKey(label.buffer) {
        matches.append(RankedMatch(position: position, score: key))
      }
    }
    radixSort(&matches)
    return matches
  }
}

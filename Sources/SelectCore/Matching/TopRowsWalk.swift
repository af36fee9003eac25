/// The matches of a grown query found best first: the matches of the query
/// it grew from are scored again in that query's order, a piece at a time,
/// until `LetterBound` proves the first rows of the new order final; the
/// rest of the order is ranked after (`rest`).
///
/// At ten million paths the rows a screen shows are known after scoring a
/// few per cent of the earlier matches, where the whole order scores them
/// all and sorts them.
package struct TopRowsWalk: Sendable {
  /// The earlier query's ranking, whose order the walk follows.
  package let earlier: Ranking
  private let order: [RankedMatch]
  private let bound: LetterBound
  /// How many of the earlier matches are scored, from the first.
  package private(set) var scored = 0
  /// The grown query's matches among them, sorted.
  package private(set) var found: [RankedMatch] = []

  /// A walk of `earlier`'s matches for a query whose rise over it `bound`
  /// limits (`Query.letterBound(over:)`).
  package init(earlier: Ranking, bound: LetterBound) {
    self.earlier = earlier
    order = earlier.matches
    self.bound = bound
  }

  /// Whether every earlier match is scored.
  package var isDone: Bool { scored == order.count }

  /// The next at most `size` earlier matches, best first, to score.
  package func nextPiece(size: Int) -> RankingPiece {
    .candidates(order[scored..<min(scored + max(size, 1), order.count)])
  }

  /// Takes the grown query's matches, sorted, among the earlier matches of
  /// `piece` (the last `nextPiece`).
  package mutating func take(_ matches: consuming [RankedMatch], of piece: RankingPiece) {
    scored += piece.count
    found = merge(found, matches)
  }

  /// How many of the first matches of `shown` (what `found` shows, in its
  /// order or with remembered items lifted first) are final: they rank
  /// before every match not scored yet. All of them once every earlier
  /// match is scored.
  package func finalCount(of shown: [RankedMatch]) -> Int {
    guard !isDone else { return shown.count }
    guard let limit = bound.limit(after: order[scored]) else { return 0 }
    return shown.prefix { $0 < limit }.count
  }

  /// The pieces that finish the ranking: the matches found, as ranked,
  /// then the earlier matches not scored yet, in source order.
  package func rest() -> [RankingPiece] {
    let unscored = order[scored...]
    let left =
      earlier.matched?.removing(order[..<scored].lazy.map(\.position))
      ?? PositionSet(unscored.lazy.map(\.position), in: earlier.range)
    return [.ranked(found[...]), .marked(left, earlier.range)]
  }
}

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

  /// The earlier matches after those scored, through the `end`th, as a
  /// piece to score: a few thousand best first, more in source order
  /// (reading many labels in the order they lie in memory is several
  /// times faster than in the earlier order, which jumps about in it).
  package func piece(through end: Int) -> RankingPiece {
    let next = order[scored..<min(max(end, scored), order.count)]
    guard next.count > Self.bestFirst else { return .candidates(next) }
    return .marked(PositionSet(next.lazy.map(\.position), in: earlier.range), earlier.range)
  }

  /// How many matches a piece scores best first, at most.
  private static let bestFirst = 16_384

  /// How many of the earlier matches, from the first, must be scored for
  /// the first `rows` of `shown` (what `found` shows) to be final, as far
  /// as they are known now: more matches found can only raise the last
  /// row, so scoring this many proves it. The count of every earlier match
  /// while fewer than `rows` are found.
  package func needed(forFirst rows: Int, of shown: [RankedMatch]) -> Int {
    guard rows > 0, shown.count >= rows else { return order.count }
    let last = shown[rows - 1]
    // Whether the last row ranks before every match after the kth: once
    // true, true for every later k, as the earlier order only worsens.
    func proves(_ k: Int) -> Bool { bound.limit(after: order[k]).map { last < $0 } ?? false }
    var low = scored
    var high = order.count
    while low < high {
      let k = (low + high) / 2
      if proves(k) { high = k } else { low = k + 1 }
    }
    return low
  }

  /// Takes the grown query's matches, sorted, among the earlier matches
  /// through the `end`th (scored as `piece(through: end)`).
  package mutating func take(_ matches: consuming [RankedMatch], through end: Int) {
    scored = min(max(end, scored), order.count)
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

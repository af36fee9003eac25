/// A part of the work of ranking a list: items to score by position, the
/// matches of an earlier ranking to score again, or matches already ranked
/// by this query, taken as they are.
///
/// A long ranking is done piece by piece, in slices, so that the picker
/// can look at the keyboard between slices and draw the best rows so far.
package enum RankingPiece: Sendable {
  /// Every item in the range.
  case positions(Range<Int>)
  /// The items of these matches of a query that the new one narrows.
  case candidates(ArraySlice<RankedMatch>)
  /// The items in the range whose positions are in the set: the rest of
  /// such matches, visited in source order, which reads the items' memory
  /// in order where the matches' order would jump about in it.
  case marked(PositionSet, Range<Int>)
  /// Matches of this very query, already sorted.
  case ranked(ArraySlice<RankedMatch>)

  /// The pieces that rank `range` by `query`, with as little work as
  /// `previous` (a ranking of these items, by this or another query)
  /// allows, in the order to do them.
  ///
  /// A query that narrows `previous.query` (`Query.narrows`) scores again
  /// only the old matches: the best `firstSlice` first, as they are the
  /// rows most likely to top the new list, then the others in source
  /// order (from `previous.matched` when the ranking marked them). Items
  /// of `range` that `previous` did not consider (those that arrived
  /// since) are scored in full. Every query narrows the empty one, whose
  /// matches are every item in source order: that is all of `range`, with
  /// nothing to mark.
  package static func plan(
    _ query: Query, _ range: Range<Int>, previous: Ranking?, firstSlice: Int = 16_384
  ) -> [RankingPiece] {
    guard let previous, range.lowerBound == previous.range.lowerBound,
      previous.range.upperBound <= range.upperBound
    else { return [.positions(range)] }
    let added = RankingPiece.positions(previous.range.upperBound..<range.upperBound)
    if previous.query == query { return [.ranked(previous.matches[...]), added] }
    guard !previous.query.isEmpty, query.narrows(previous.query) else { return [.positions(range)] }
    // A copy: a slice would keep every old match alive until the ranking
    // ends, where the picker may let the old ranking go at its first frame.
    let best = Array(previous.matches.prefix(firstSlice))[...]
    let rest =
      previous.matched?.removing(best.lazy.map(\.position))
      ?? PositionSet(previous.matches.dropFirst(firstSlice).lazy.map(\.position), in: previous.range)
    return [.candidates(best), .marked(rest, previous.range), added]
  }

  /// How many items or matches the piece holds.
  package var count: Int {
    switch self {
    case .positions(let range), .marked(_, let range): range.count
    case .candidates(let matches), .ranked(let matches): matches.count
    }
  }

  /// The piece cut into consecutive slices of at most `size`, in order;
  /// matches already ranked stay one piece, with nothing left to do.
  package func slices(of size: Int) -> [RankingPiece] {
    if case .ranked = self { return [self] }
    return stride(from: 0, to: count, by: max(size, 1)).map { slice($0..<min($0 + max(size, 1), count)) }
  }

  /// `pieces` cut into consecutive slices, in order: `smallCount` of
  /// `smallest`, then two of twice that, and so on up to `largest`. The
  /// picker draws its first rows between two slices, so the first ones are
  /// small, and later ones large, for fewer merges; matches already ranked
  /// stay one piece.
  package static func slices(
    of pieces: [RankingPiece], from smallest: Int, upTo largest: Int, smallCount: Int = 2
  ) -> [RankingPiece] {
    var slices: [RankingPiece] = []
    var size = max(smallest, 1)
    for piece in pieces {
      if case .ranked = piece {
        slices.append(piece)
        continue
      }
      var offset = 0
      while offset < piece.count {
        let end = min(offset + size, piece.count)
        slices.append(piece.slice(offset..<end))
        offset = end
        if slices.count >= smallCount && (slices.count - smallCount) % 2 == 0 {
          size = min(size * 2, max(largest, 1))
        }
      }
    }
    return slices
  }

  /// The items or matches at `offsets` in the piece, as a piece.
  private func slice(_ offsets: Range<Int>) -> RankingPiece {
    switch self {
    case .positions(let range):
      return .positions(range.lowerBound + offsets.lowerBound..<range.lowerBound + offsets.upperBound)
    case .marked(let set, let range):
      return .marked(set, range.lowerBound + offsets.lowerBound..<range.lowerBound + offsets.upperBound)
    case .candidates(let matches):
      return .candidates(matches[matches.startIndex + offsets.lowerBound..<matches.startIndex + offsets.upperBound])
    case .ranked(let matches):
      return .ranked(matches[matches.startIndex + offsets.lowerBound..<matches.startIndex + offsets.upperBound])
    }
  }
}

/// A set of positions in a range, one bit each: 128 KB for a million.
package final class PositionSet: @unchecked Sendable {
  private let words: [UInt64]
  /// The first position of the range.
  private let lowerBound: Int

  /// The set of `positions`, each in `range`.
  init(_ positions: some Sequence<Int>, in range: Range<Int>) {
    var marks = PositionMarks(range)
    marks.mark(positions)
    words = marks.words
    lowerBound = range.lowerBound
  }

  private init(words: [UInt64], lowerBound: Int) {
    self.words = words
    self.lowerBound = lowerBound
  }

  /// The set that `marks` marked.
  package convenience init(_ marks: PositionMarks) {
    self.init(words: marks.words, lowerBound: marks.range.lowerBound)
  }

  /// Whether `position` is in the set.
  @inline(__always)
  package func contains(_ position: Int) -> Bool {
    let offset = position - lowerBound
    return words[offset >> 6] & 1 << UInt64(offset & 63) != 0
  }

  /// This set without `positions`, each in its range: a copy of the bits
  /// with a few cleared, where a new set would mark every position again.
  func removing(_ positions: some Sequence<Int>) -> PositionSet {
    var words = words
    for position in positions {
      let offset = position - lowerBound
      words[offset >> 6] &= ~(1 << UInt64(offset & 63))
    }
    return PositionSet(words: words, lowerBound: lowerBound)
  }
}

/// Positions of a range marked a few at a time, for a `PositionSet`: a
/// ranking marks each slice's matches as it is ranked, so that the set a
/// longer query narrows from is ready when that query comes.
package struct PositionMarks: Sendable {
  fileprivate var words: [UInt64]
  fileprivate let range: Range<Int>

  /// No position of `range` marked yet.
  package init(_ range: Range<Int>) {
    words = [UInt64](repeating: 0, count: (range.count + 63) / 64)
    self.range = range
  }

  /// Marks the positions of `matches`, each in the range. Not generic, so
  /// that a caller in another module gets this loop compiled for matches.
  package mutating func mark(positionsOf matches: [RankedMatch]) {
    mark(matches.lazy.map(\.position))
  }

  /// Marks every position `other`, a set of the same range, marked.
  package mutating func formUnion(_ other: PositionMarks) {
    precondition(other.range == range, "marks of another range")
    for (i, other) in other.words.enumerated() { words[i] |= other }
  }

  /// Marks `positions`, each in the range.
  mutating func mark(_ positions: some Sequence<Int>) {
    let range = range
    for position in positions {
      let offset = position - range.lowerBound
      precondition(offset >= 0 && offset < range.count, "a position outside the set's range")
      words[offset >> 6] |= 1 << UInt64(offset & 63)
    }
  }
}

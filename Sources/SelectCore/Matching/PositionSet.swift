/// A set of positions in a range, one bit each: 128 KB for a million.
package final class PositionSet: @unchecked Sendable {
  private let words: [UInt64]
  private let lowerBound: Int

  /// The set of `positions`, each in `range`.
  init(_ positions: some Sequence<Int>, in range: Range<Int>) {
    var words = [UInt64](repeating: 0, count: (range.count + 63) / 64)
    words.withUnsafeMutableBufferPointer { words in
      for position in positions {
        let offset = position - range.lowerBound
        precondition(offset >= 0 && offset < range.count, "a position outside the set's range")
        words[offset >> 6] |= 1 << UInt64(offset & 63)
      }
    }
    self.words = words
    self.lowerBound = range.lowerBound
  }

  /// Whether `position` is in the set.
  @inline(__always)
  func contains(_ position: Int) -> Bool {
    let offset = position - lowerBound
    return words[offset >> 6] & 1 << UInt64(offset & 63) != 0
  }
}

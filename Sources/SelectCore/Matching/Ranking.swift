/// One matching item in a ranking: where it is and how well it matched.
///
/// Stored as one 64-bit key, score (descending) above position (ascending),
/// so sorting and merging compare a single integer.
package struct RankedMatch: Sendable, Hashable, Comparable {
  let key: UInt64

  /// The largest position a match can hold: positions take the key's low
  /// 32 bits. Rankings are of item arrays (of at most `Item.mostItems`)
  /// and of chunks of lines no larger than `RankedLines.maximumChunk`,
  /// both below it.
  package static let maximumPosition = Int(UInt32.max)

  /// A match of the item at `position` (at most `maximumPosition`) with
  /// `score`; scores beyond 32 bits are clamped, which orders them as the
  /// largest or smallest 32-bit score.
  package init(position: Int, score: Int) {
    precondition(position >= 0 && position <= Self.maximumPosition, "position beyond 32 bits")
    // Flipping the sign bit orders Int32s as UInt32s; inverting reverses.
    let descending = ~(UInt32(bitPattern: Int32(clamping: score)) ^ 0x8000_0000)
    key = UInt64(descending) << 32 | UInt64(UInt32(truncatingIfNeeded: position))
  }

  /// The item's position in the array that was ranked.
  package var position: Int { Int(UInt32(truncatingIfNeeded: key)) }

  /// The item's score; higher is better.
  package var score: Int {
    Int(Int32(bitPattern: ~UInt32(truncatingIfNeeded: key >> 32) ^ 0x8000_0000))
  }

  /// Whether `lhs` ranks before `rhs`: a higher score, or an equal score
  /// and an earlier position.
  package static func < (lhs: RankedMatch, rhs: RankedMatch) -> Bool {
    lhs.key < rhs.key
  }
}

/// The items of a range that match a query, best first.
///
/// Equal scores keep the items' order in the array, which is source order,
/// so ties keep source order (QUERY SYNTAX in select(1)).
package struct Ranking: Sendable, Equatable {
  /// The query ranked by.
  package let query: Query
  /// The positions in the item array that were considered.
  package let range: Range<Int>
  /// The matches, best first; nil when they are every item of the range
  /// in order (`init(everyItemOf:query:)`).
  private let listed: [RankedMatch]?
  /// The matches' positions as a set, when the ranking marked them as it
  /// went (the picker's does): a query that narrows this one scores only
  /// these, and finds them here instead of marking ten million again.
  package let matched: PositionSet?
  /// Whether the matches are only the first of the order, each final, the
  /// rest still being ranked (`init(query:range:first:)`).
  package let isPartial: Bool

  /// A ranking made of already-sorted matches, and the set of their
  /// positions when it is known.
  package init(query: Query, range: Range<Int>, matches: [RankedMatch], matched: PositionSet? = nil) {
    self.query = query
    self.range = range
    listed = matches
    self.matched = matched
    isPartial = false
  }

  /// The first matches of the order by `query`, known to be final while
  /// the rest are still being ranked: the rows the picker draws first.
  package init(query: Query, range: Range<Int>, first matches: [RankedMatch]) {
    self.query = query
    self.range = range
    listed = matches
    matched = nil
    isPartial = true
  }

  /// Every item of `range` in order, as the empty `query` ranks them,
  /// held as the range alone: listed, ten million items take 76 MB, and
  /// making the list took longer than any key.
  package init(everyItemOf range: Range<Int>, query: Query) {
    self.query = query
    self.range = range
    listed = nil
    matched = nil
    isPartial = false
  }

  /// Whether the matches are every item of the range, in order.
  package var isEveryItem: Bool { listed == nil }

  /// How many items match (of a partial ranking, how many are known).
  package var count: Int { listed?.count ?? range.count }

  /// The matches, best first; for every item, made from the range (ten
  /// million of them are worth avoiding: see `isEveryItem`).
  package var matches: [RankedMatch] {
    listed ?? range.map { RankedMatch(position: $0, score: 0) }
  }

  /// The same query, range, matches and completeness; the set only
  /// repeats the matches.
  package static func == (a: Ranking, b: Ranking) -> Bool {
    guard a.query == b.query && a.range == b.range && a.isPartial == b.isPartial else { return false }
    return a.isEveryItem && b.isEveryItem || a.matches == b.matches
  }
}

extension RankedMatch {
  /// Sorted parts merged into one sorted array, the two shortest first:
  /// each match is copied as few times as merging two at a time allows
  /// (about log2(parts) times for parts alike, once for a short part
  /// merged into a long one). `mergeTwo` merges two sorted arrays: the
  /// picker's last merges are split between its threads
  /// (`mergeInParallel`).
  ///
  /// The parts are consumed: a merge that owns each array alone may give
  /// its memory back as it goes (`mergeInParallel`).
  package static func merging(
    _ parts: consuming [[RankedMatch]],
    by mergeTwo: (consuming [RankedMatch], consuming [RankedMatch]) -> [RankedMatch] = merge
  ) -> [RankedMatch] {
    // Longest first, so that the two shortest are at the end.
    var parts = parts
    parts.sort { $0.count > $1.count }
    while parts.count > 1 {
      let merged = mergeTwo(parts.removeLast(), parts.removeLast())
      let place = parts.firstIndex { $0.count < merged.count } ?? parts.count
      parts.insert(merged, at: place)
    }
    return parts.first ?? []
  }
}

/// Merges two sorted arrays of matches into one sorted array.
package func merge(_ a: consuming [RankedMatch], _ b: consuming [RankedMatch]) -> [RankedMatch] {
  if a.isEmpty { return b }
  if b.isEmpty { return a }
  return [RankedMatch](writing: a.count + b.count) { out in
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in merge(a, b, from: (0, 0), to: (a.count, b.count), into: out) }
    }
  }
}

/// Writes the part of the merge of sorted `a` and `b` between two cuts
/// (`mergeCut(_:_:at:)`: how many of each the merge has taken before it)
/// to the same offsets of `out`, so that threads can each write a part of
/// one merge, reading only their part of `a` and `b`. Of two equal
/// matches, `a`'s comes first.
///
/// With a `release`, the matches the part has read are handed to it a
/// megabyte of output at a time, to give their memory back
/// (`MemoryRelease`): `a` and `b` must be the caller's alone and read by
/// nothing after, and the cuts found before any part starts.
package func merge(
  _ a: UnsafeBufferPointer<RankedMatch>, _ b: UnsafeBufferPointer<RankedMatch>,
  from: (a: Int, b: Int), to: (a: Int, b: Int), into out: UnsafeMutableBufferPointer<RankedMatch>,
  releasing release: MemoryRelease? = nil
) {
  precondition(0 <= from.a && from.a <= to.a && to.a <= a.count, "a cut inside a")
  precondition(0 <= from.b && from.b <= to.b && to.b <= b.count, "a cut inside b")
  var (i, j) = from
  var k = from.a + from.b
  while i < to.a || j < to.b {
    let (blockA, blockB) = (i, j)
    let blockEnd = min(k + releasedAtOnce, to.a + to.b)
    while k < blockEnd && i < to.a && j < to.b {
      if b[j] < a[i] {
        out.initializeElement(at: k, to: b[j])
        j += 1
      } else {
        out.initializeElement(at: k, to: a[i])
        i += 1
      }
      k += 1
    }
    // The block is full, or one of them is used up: the rest of the
    // block is the other's.
    let restOfA = min(blockEnd - k, to.a - i)
    if restOfA > 0 { (out.baseAddress! + k).initialize(from: a.baseAddress! + i, count: restOfA) }
    i += restOfA
    k += restOfA
    let restOfB = min(blockEnd - k, to.b - j)
    if restOfB > 0 { (out.baseAddress! + k).initialize(from: b.baseAddress! + j, count: restOfB) }
    j += restOfB
    k += restOfB
    if let release, i > blockA {
      release.wholePages(of: UnsafeMutablePointer(mutating: a.baseAddress! + blockA), count: i - blockA)
    }
    if let release, j > blockB {
      release.wholePages(of: UnsafeMutablePointer(mutating: b.baseAddress! + blockB), count: j - blockB)
    }
  }
}

/// Where the merge of sorted `a` and `b` is cut after its first `k`
/// matches: how many of them come from `a`, and how many from `b`. Of
/// `a`'s count, the fewest `i` for which `b`'s next match after its
/// `k - i` does not rank before `a`'s `i`th; a binary search, as taking
/// one more from `a` takes one fewer from `b`.
package func mergeCut(
  _ a: UnsafeBufferPointer<RankedMatch>, _ b: UnsafeBufferPointer<RankedMatch>, at k: Int
) -> (a: Int, b: Int) {
  var low = max(0, k - b.count)
  var high = min(k, a.count)
  while low < high {
    let i = (low + high) / 2
    let j = k - i
    // b[j - 1] is among the first k, so it must rank before a[i].
    if b[j - 1] < a[i] { high = i } else { low = i + 1 }
  }
  return (low, k - low)
}

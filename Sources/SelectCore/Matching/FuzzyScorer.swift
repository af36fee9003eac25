// The fuzzy scorer: fzy's algorithm, over integers, on the matches alone.
//
// A term of n scalars matches a label of m scalars when its scalars appear in
// the label in order. Among all such alignments the score is the best sum of:
//
//   - a bonus for each matched scalar by what precedes it: the start of the
//     label or a `/` (0.9), a word separator `space - _` (0.8), a camelCase
//     hump (0.7), a `.` (0.6); or, instead, 1.0 when it directly follows the
//     previous matched scalar (consecutive letters beat word starts);
//   - a small penalty per unmatched scalar: before the first match
//     (leading gap, 0.005), between matches (0.01), after the last (0.005).
//     So shorter labels and tighter matches score higher; the outer gaps
//     cost the same, so of two labels that differ only there the shorter
//     ranks first, then source order (select(1), QUERY SYNTAX).
//
// (Weights are in thousandths, see `Weight`.) Dynamic programming finds the
// best alignment in O(n·m): for term scalar i and label position j,
//
//   ending[i][j] = best score of term[0...i] with term[i] matched at j
//                = max(best[i-1][j-1] + bonus[j], ending[i-1][j-1] + 1.0)
//   best[i][j]   = best score of term[0...i] within label[0...j]
//                = max(ending[i][j], best[i][j-1] + gap)
//
// and the score is best[n-1][m-1]. A label equal to the term scores
// `Weight.wholeLabel`; a label longer than `Weight.maxScoredLength` matches
// but is not scored (`Weight.tooLong`), as in fzy.
//
// What makes it fast:
//
//   - In an ASCII label's bytes, the steps below are taken on bits, each
//     term byte's matches found once (`fuzzyByteScore`, FuzzyByteScorer.swift);
//     the rest of this comment is the general case.
//   - Before any scoring, one greedy scan (`findBytesInOrder` for ASCII
//     terms, eight bytes at a time) checks that the term's scalars
//     occur in order (most labels fail here) and records first[i], the
//     earliest position scalar i can take. A second, backward scan records
//     last[i], the latest. Row i has matches only in first[i]...last[i].
//   - Only the cells where a scalar matches are computed: a few per row
//     where a full row is the label's length. Unrolled, best[i-1][j-1] is
//     the largest ending[i-1][k] + (j-1-k) × gap over matches k < j, that
//     is (j-1) × gap plus the running max of ending[i-1][k] - k × gap, so
//     a row needs only the previous row's matches, walked once alongside
//     its own. The matches are found eight bytes at a time (`LabelMatches`).
//   - A one-scalar term needs no matrix: the outer gaps cost the same, so
//     its score is the best bonus among its matches less the label's
//     length in gaps, and the bonuses of a label's bytes are found
//     sixteen at a time (`bestVectorBonus`; a 30-byte path's first letter
//     takes two steps where eight at a time took four).
//   - The two rows (positions and scores) live in memory the matcher keeps
//     between labels; a bonus is worked out only where a scalar matches.
//   - Scores are Int32; every cell computed has an alignment (row i starts
//     after row i-1's first match), so none stands for "no alignment".
//   - It is generic over the label's element: bytes for ASCII labels (no
//     decoding at all), decoded scalars otherwise.
//
// How far one more letter can lift a score (`LetterBound`, which lets the
// picker know its top rows for a grown query before scoring every match):
//
//   - A term grown by one scalar c: take the best alignment of term + c and
//     drop c's match. What is left is an alignment of the term, so the
//     term's score is at least its value. Dropping c loses c's own score
//     (at most the largest of 1.0 and the bonuses: 1.0), turns the d - 1
//     inner gaps before c into trailing ones and adds c's place as a
//     trailing gap: the difference is c's score + (d - 1) × 0.01 - d × 0.005,
//     at most 1.0 + 0.005, as the inner gap costs no less than the trailing
//     one. So score(term + c) <= score(term) + 1.005.
//   - A new term of one scalar adds its best bonus less the label's other
//     scalars in gaps: at most 0.9.
//   - Neither holds for a label equal to the grown term (`Weight.wholeLabel`):
//     such a label is the earlier term followed by one scalar, which the
//     earlier term matches consecutively from the start, so its earlier
//     score is at least that alignment's; below that floor no label can
//     be one. (A new one-scalar term is the whole label only in a label of
//     one scalar, where each other term that matches is whole too.)
//   - Labels too long to score score `Weight.tooLong` for both.
//
// The rest of the terms score alike for both queries (the grown term may
// only turn case-sensitive, which drops matches, never lifts a score).
//
// The positions the picker highlights come from the same rows, walked back
// (`fuzzyAlignment`). A reference written for clarity, over the whole
// matrix with optionals, lives in the test support (`ReferenceScorer`); the
// property tests and the matcher's fuzz harness hold the two equal.

/// Whether `term`'s scalars occur in `label` in order; records in `first`
/// the earliest position each can take.
@inline(__always)
func findInOrder<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, first: UnsafeMutablePointer<Int>
) -> Bool {
  let m = label.count
  var j = 0
  for i in 0..<term.count {
    let a = term.scalars[i]
    let b = term.alternates[i]
    while true {
      if j == m { return false }
      let value = UInt32(label[j])
      if value == a || value == b { break }
      j += 1
    }
    first[i] = j
    j += 1
  }
  return true
}

/// The score of fuzzy `term` in `label`, once `findInOrder` succeeded and
/// filled `scratch.first`; `scratch` must have room for the label and term.
@inline(__always)
func fuzzyScore<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, scratch: MatchScratch
) -> Int {
  let n = term.count
  let m = label.count
  if n == m { return Weight.wholeLabel }
  if m > Weight.maxScoredLength { return Weight.tooLong }
  let first = scratch.first
  if n == 1 { return singleScore(term, in: label, from: first[0]) }
  if H.self == UInt8.self {
    return Int(fuzzyByteScore(term, in: unsafeBitCast(label, to: UnsafeBufferPointer<UInt8>.self), scratch: scratch))
  }
  let last = scratch.last
  guard findLastInOrder(term, in: label, first: first, last: last) else { return Int(Weight.impossible) }

  var previous = MatrixRow(positions: scratch.rowPositions, scores: scratch.rowScores)
  var row = MatrixRow(positions: scratch.rowPositions + m, scores: scratch.rowScores + m)
  var matches = LabelMatches(term, 0, in: label, from: first[0], through: last[0])
  previous.fillFirst(&matches)
  var result = Weight.impossible
  for i in 1..<n {
    matches = LabelMatches(term, i, in: label, from: first[i], through: last[i])
    result = row.fill(&matches, labelLength: m, after: previous)
    swap(&row, &previous)
  }
  return Int(result)
}

/// Records in `last` the latest position each of `term`'s scalars can take
/// in `label`, which had them in order from `first` on; false when it has
/// not.
@inline(__always)
func findLastInOrder<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, first: UnsafeMutablePointer<Int>,
  last: UnsafeMutablePointer<Int>
) -> Bool {
  var j = label.count - 1
  for i in stride(from: term.count - 1, through: 0, by: -1) {
    last[i] = LabelMatches.last(term, i, in: label, through: j)
    if last[i] < first[i] { return false }
    j = last[i] - 1
  }
  return true
}

/// Where one term scalar matches in a label, in order, and the bonus
/// each match earns: what a row of the matrix is computed from.
protocol RowMatches {
  /// The next match, or nil after the last.
  mutating func next() -> Int?
  /// The bonus of a match at `j`.
  func bonus(at j: Int) -> Int32
}

/// One row of the matrix, its matches alone: where term scalar i
/// matches, and ending[i] there.
struct MatrixRow {
  let positions: UnsafeMutablePointer<Int32>
  let scores: UnsafeMutablePointer<Int32>
  var count = 0

  /// Row 0, from the matches of the term's first scalar: each scored with
  /// its leading gap.
  @inline(__always)
  mutating func fillFirst<Matches: RowMatches>(_ matches: inout Matches) {
    count = 0
    while let j = matches.next() {
      positions[count] = Int32(truncatingIfNeeded: j)
      scores[count] = Int32(truncatingIfNeeded: j) &* Weight.gapLeading &+ matches.bonus(at: j)
      count += 1
    }
  }

  /// Row i > 0 of a label of `m` scalars, from row i - 1 (`previous`) and
  /// the matches of term scalar i, which must all be after `previous`'s
  /// first. Returns the best score of the whole term if this row were the
  /// last, with its trailing gaps.
  @inline(__always)
  mutating func fill<Matches: RowMatches>(_ matches: inout Matches, labelLength m: Int, after previous: MatrixRow)
    -> Int32
  {
    // The best of the previous row's matches before j, less the gaps up
    // to j: kept as score - position × gap, so that it is a running max.
    var reach = Weight.impossible
    var k = 0
    var result = Weight.impossible
    count = 0
    while let j = matches.next() {
      let j32 = Int32(truncatingIfNeeded: j)
      while k < previous.count && previous.positions[k] < j32 {
        reach = max(reach, previous.scores[k] &- previous.positions[k] &* Weight.gapInner)
        k += 1
      }
      // k > 0: this row starts after the previous row's first match.
      var score = reach &+ (j32 &- 1) &* Weight.gapInner &+ matches.bonus(at: j)
      // Without a branch: whether j follows a match is as likely as not.
      let follows = previous.positions[k - 1] == j32 &- 1
      score = max(score, follows ? previous.scores[k - 1] &+ Weight.consecutive : Weight.impossible)
      positions[count] = j32
      scores[count] = score
      count += 1
      result = max(result, score &+ Int32(truncatingIfNeeded: m - 1 - j) &* Weight.gapTrailing)
    }
    return result
  }
}

/// The bonus for a match at `j` (the start of the label counts as
/// following a `/`).
@inline(__always)
func matchBonus<H: FixedWidthInteger & UnsignedInteger>(
  _ label: UnsafeBufferPointer<H>, at j: Int
) -> Int32 {
  matchBonus(previous: j == 0 ? 0x2F : UInt32(label[j - 1]), current: UInt32(label[j]))
}

/// `fuzzyScore` of a one-scalar term, whose first match is at `start` (a
/// first letter typed over a million labels is this, with no matrix).
///
/// A match at j scores j leading gaps, its bonus and m - 1 - j trailing
/// gaps. The two gaps cost the same (`Weight`), so that is the bonus plus
/// m - 1 gaps wherever j is: the best match is the one with the largest
/// bonus, and only bonuses need finding.
@inline(__always)
func singleScore<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, from start: Int
) -> Int {
  let bonus =
    H.self == UInt8.self
    ? bestByteBonus(term, in: label, from: start) : bestBonus(term, in: label, from: start)
  return Int(bonus &+ Int32(truncatingIfNeeded: label.count - 1) &* Weight.gapTrailing)
}

/// The largest bonus among the matches of `term`'s first scalar in
/// `label` from `start` on, one match at a time.
@inline(__always)
func bestBonus<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, from start: Int
) -> Int32 {
  var best: Int32 = 0
  var matches = LabelMatches(term, 0, in: label, from: start, through: label.count - 1)
  while let j = matches.next() {
    best = max(best, matchBonus(label, at: j))
    if best == Weight.afterSlash { break }
  }
  return best
}

/// `bestBonus` in an ASCII label's bytes, sixteen at a time
/// (`bestVectorBonus`), eight when fewer than sixteen follow `start`: each
/// word's matches are flagged, and so are the bytes before them by what
/// earns a bonus, so that no match is looked at alone.
@inline(__always)
func bestByteBonus<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, from start: Int
) -> Int32 {
  let scalar = term.scalars[0]
  // A byte earns a bonus anywhere if it earns one after a `/`.
  guard matchBonus(previous: 0x2F, current: scalar) != 0 else { return 0 }
  // The start of the label counts as following a `/`.
  if start == 0 { return Weight.afterSlash }
  if label.count - start >= 16 { return bestVectorBonus(term, in: label, from: start) }
  let ones: UInt64 = 0x0101_0101_0101_0101
  let pattern = UInt64(truncatingIfNeeded: scalar) &* ones
  let masks = UInt64(truncatingIfNeeded: term.foldMasks[0]) &* ones
  let base = UnsafeRawPointer(label.baseAddress!)
  let m = label.count
  var afterSlash: UInt64 = 0
  var afterSeparator: UInt64 = 0
  var camelHump: UInt64 = 0
  var afterDot: UInt64 = 0
  var j = start
  // Without a branch on whether a word has a match: most words of a path
  // have none, but which ones is not predictable.
  while j &+ 8 <= m && afterSlash == 0 {
    let current = base.loadUnaligned(fromByteOffset: j, as: UInt64.self)
    let previous = base.loadUnaligned(fromByteOffset: j &- 1, as: UInt64.self)
    let found = matchingBytes(current, pattern: pattern, masks: masks)
    afterSlash = matchingBytes(previous, pattern: 0x2F &* ones) & found
    afterSeparator |=
      (matchingBytes(previous, pattern: 0x20 &* ones) | matchingBytes(previous, pattern: 0x2D &* ones)
        | matchingBytes(previous, pattern: 0x5F &* ones)) & found
    camelHump |= asciiBytes(current, in: 0x41...0x5A) & asciiBytes(previous, in: 0x61...0x7A) & found
    afterDot |= matchingBytes(previous, pattern: 0x2E &* ones) & found
    j &+= 8
  }
  if afterSlash != 0 { return Weight.afterSlash }
  var best: Int32 =
    afterSeparator != 0
    ? Weight.afterWordSeparator : camelHump != 0 ? Weight.camelHump : afterDot != 0 ? Weight.afterDot : 0
  while j < m {
    if term.matches(0, UInt32(label[j])) { best = max(best, matchBonus(label, at: j)) }
    j += 1
  }
  return best
}

/// `bestByteBonus` with sixteen or more bytes from `start` (at least 1)
/// to the end, sixteen at a time; the last step takes the label's last
/// sixteen bytes, some of them looked at already, which changes no flag.
@inline(__always)
func bestVectorBonus<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, from start: Int
) -> Int32 {
  let pattern = ByteVector(repeating: UInt8(truncatingIfNeeded: term.scalars[0]))
  let masks = ByteVector(repeating: UInt8(truncatingIfNeeded: term.foldMasks[0]))
  let base = UnsafeRawPointer(label.baseAddress!)
  let m = label.count
  var afterSeparator = ByteVector()
  var camelHump = ByteVector()
  var afterDot = ByteVector()
  var j = start
  while true {
    let current = ByteVector.load(base, at: j)
    let previous = ByteVector.load(base, at: j &- 1)
    let found = current.lanes(matching: pattern, masks: masks)
    if (previous.lanes(matching: ByteVector(repeating: 0x2F)) & found).folded != 0 { return Weight.afterSlash }
    afterSeparator |=
      (previous.lanes(matching: ByteVector(repeating: 0x20)) | previous.lanes(matching: ByteVector(repeating: 0x2D))
        | previous.lanes(matching: ByteVector(repeating: 0x5F))) & found
    camelHump |= current.lanes(in: 0x41...0x5A) & previous.lanes(in: 0x61...0x7A) & found
    afterDot |= previous.lanes(matching: ByteVector(repeating: 0x2E)) & found
    j &+= 16
    if j == m { break }
    if m &- j < 16 { j = m &- 16 }
  }
  return afterSeparator.folded != 0
    ? Weight.afterWordSeparator
    : camelHump.folded != 0 ? Weight.camelHump : afterDot.folded != 0 ? Weight.afterDot : 0
}

/// 0x80 in each byte of `word`, all of them ASCII, that lies in `range`;
/// 0 elsewhere. Adding to a byte below 0x80 sets its high bit at a bound
/// and carries into no other byte.
@inline(__always)
func asciiBytes(_ word: UInt64, in range: ClosedRange<UInt64>) -> UInt64 {
  let ones: UInt64 = 0x0101_0101_0101_0101
  let fromLower = word &+ (0x80 &- range.lowerBound) &* ones
  let pastUpper = word &+ (0x7F &- range.upperBound) &* ones
  return fromLower & ~pastUpper & 0x8080_8080_8080_8080
}

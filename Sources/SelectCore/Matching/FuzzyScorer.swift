// The fuzzy scorer: fzy's algorithm, over integers, on a band of the matrix.
//
// A term of n scalars matches a label of m scalars when its scalars appear in
// the label in order. Among all such alignments the score is the best sum of:
//
//   - a bonus for each matched scalar by what precedes it: the start of the
//     label or a `/` (0.9), a word separator `space - _` (0.8), a camelCase
//     hump (0.7), a `.` (0.6); or, instead, 1.0 when it directly follows the
//     previous matched scalar (consecutive letters beat word starts);
//   - a small penalty per unmatched scalar: before the first match
//     (leading gap, 0.006), between matches (0.01), after the last (0.004).
//     So shorter labels, tighter matches and earlier matches score higher.
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
//   - Before any scoring, one greedy scan (`findBytesInOrder` for ASCII
//     terms, eight bytes at a time) checks that the term's scalars
//     occur in order (most labels fail here) and records first[i], the
//     earliest position scalar i can take. A second, backward scan records
//     last[i], the latest. Row i has matches only in first[i]...last[i],
//     and is computed from first[i] to last[i+1]-1, as far as the next row
//     reads it (the last row stops at its last match and adds the trailing
//     gaps at once); cells outside the band are "no alignment" and never
//     read. Typical queries touch a small band.
//   - Rows are updated in place in two arrays of m integers that the matcher
//     keeps between labels (the diagonal is carried in two locals), and a
//     bonus is worked out only where a scalar matches.
//   - Scores are Int32 with `Weight.impossible` standing for minus infinity,
//     far enough from real scores that adding gaps cannot reach them.
//   - It is generic over the label's element: bytes for ASCII labels (no
//     decoding at all), decoded scalars otherwise.
//
// `ReferenceScorer` computes the same thing over the whole matrix with
// optionals; the tests hold the two equal on random inputs.

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
  let last = scratch.last
  let ending = scratch.ending
  let best = scratch.best

  var j = m - 1
  for i in stride(from: n - 1, through: 0, by: -1) {
    let a = term.scalars[i]
    let b = term.alternates[i]
    while true {
      let value = UInt32(label[j])
      if value == a || value == b { break }
      j -= 1
    }
    last[i] = j
    j -= 1
  }

  var result = Weight.impossible
  for i in 0..<n {
    let a = term.scalars[i]
    let b = term.alternates[i]
    let isLast = i == n - 1
    let gap = isLast ? Weight.gapTrailing : Weight.gapInner
    let start = first[i]
    let lastMatch = last[i]
    // The next row reads this one up to its own last match.
    let end = isLast ? lastMatch : last[i + 1] - 1
    var diagonalEnding = i == 0 ? Weight.impossible : ending[start - 1]
    var diagonalBest = i == 0 ? Weight.impossible : best[start - 1]
    var running = Weight.impossible
    var previous: UInt32 = start == 0 ? 0x2F : UInt32(label[start - 1])
    for j in start...end {
      let value = UInt32(label[j])
      var score = Weight.impossible
      if j <= lastMatch && (value == a || value == b) {
        // Computed here, not in a pass of its own: matches are few.
        let bonus = matchBonus(previous: previous, current: value)
        if i == 0 {
          score = Int32(truncatingIfNeeded: j) &* Weight.gapLeading &+ bonus
        } else {
          score = max(diagonalBest &+ bonus, diagonalEnding &+ Weight.consecutive)
        }
      }
      previous = value
      diagonalEnding = ending[j]
      diagonalBest = best[j]
      running = max(score, running &+ gap)
      ending[j] = score
      best[j] = running
    }
    if isLast {
      result = running &+ Int32(truncatingIfNeeded: m - 1 - lastMatch) &* gap
    }
  }
  return Int(result)
}

/// `fuzzyScore` of a one-scalar term, whose first match is at `start`: the
/// best of its matches, each scored with the gaps before and after it (a
/// first letter typed over a million labels is this, with no matrix).
@inline(__always)
func singleScore<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, from start: Int
) -> Int {
  let a = term.scalars[0]
  let b = term.alternates[0]
  let m = label.count
  var result = Weight.impossible
  var previous: UInt32 = start == 0 ? 0x2F : UInt32(label[start - 1])
  for j in start..<m {
    let value = UInt32(label[j])
    if value == a || value == b {
      let score =
        Int32(truncatingIfNeeded: j) &* Weight.gapLeading &+ matchBonus(previous: previous, current: value)
        &+ Int32(truncatingIfNeeded: m - 1 - j) &* Weight.gapTrailing
      result = max(result, score)
    }
    previous = value
  }
  return Int(result)
}

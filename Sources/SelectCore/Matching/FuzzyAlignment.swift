/// Where a term matched a label and how well, as `--tiebreak` ranks it:
/// the first and last matched positions, and the score of the alignment
/// without its leading and trailing gaps (consecutive letters, word starts
/// and inner gaps only, as fzf scores).
struct Alignment {
  var quality: Int
  var begin: Int
  var end: Int
}

/// The alignment of fuzzy `term` in `label` (its bytes when both are
/// ASCII, else its decoded scalars) whose score the fuzzy scorer finds, once
/// `findInOrder` succeeded and filled `scratch.first`; `scratch` must have
/// room for the label and term. `positions`, when given, receives where
/// each of the term's scalars matched (what the picker highlights).
///
/// The fuzzy scorer's rows (see `MatrixRow`), all kept, walked back as the
/// reference walks its whole matrix: in each row, the latest match at or
/// before the place reached whose score no earlier match of the row beats
/// once the gaps between are paid (where the reference finds
/// `ending == best`), unless the next row's match followed this row's
/// directly and owes its score to that.
func fuzzyAlignment<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, scratch: MatchScratch,
  positions: UnsafeMutablePointer<Int>? = nil
) -> Alignment {
  let n = term.count
  let m = label.count
  let first = scratch.first
  if n == m || m > Weight.maxScoredLength {
    // The earliest positions, unscored, as the scorer's greedy scan found.
    positions?.update(from: first, count: n)
    var quality = Int(matchBonus(label, at: first[0]))
    for i in 1..<n {
      let gap = first[i] - first[i - 1] - 1
      quality +=
        gap == 0
        ? Int(Weight.consecutive)
        : gap * Int(Weight.gapInner) + Int(matchBonus(label, at: first[i]))
    }
    return Alignment(quality: quality, begin: first[0], end: first[n - 1])
  }
  let last = scratch.last
  guard findLastInOrder(term, in: label, first: first, last: last) else {
    // The label changed under the matcher (a truncated file): no alignment.
    return Alignment(quality: Int(Weight.impossible), begin: first[0], end: first[n - 1])
  }
  scratch.reserveAllRows(n * m)
  // The rows on the stack: a heap array for each match cost as much as
  // the walk back.
  return withUnsafeTemporaryAllocation(of: MatrixRow.self, capacity: n) { rows in
    for i in 0..<n {
      var row = MatrixRow(
        positions: scratch.allRowPositions + i * m, scores: scratch.allRowScores + i * m)
      var matches = LabelMatches(term, i, in: label, from: first[i], through: last[i])
      if i == 0 {
        row.fillFirst(&matches)
      } else {
        _ = row.fill(&matches, labelLength: m, after: rows[i - 1])
      }
      rows.initializeElement(at: i, to: row)
    }
    return walkBack(rows, m, positions: positions)
  }
}

/// The walk back over `rows`, all of a label of `m` scalars, from the last
/// term scalar to the first: the latest match that reaches the best score,
/// and the one before it forced when the score came from following it.
private func walkBack(
  _ rows: UnsafeMutableBufferPointer<MatrixRow>, _ m: Int, positions: UnsafeMutablePointer<Int>?
) -> Alignment {
  let n = rows.count
  var j = Int32(truncatingIfNeeded: m - 1)
  var forced = false
  var alignment = Alignment(quality: 0, begin: 0, end: 0)
  for i in stride(from: n - 1, through: 0, by: -1) {
    let row = rows[i]
    let gap = i == n - 1 ? Weight.gapTrailing : Weight.gapInner
    var taken = -1
    if forced {
      taken = (0..<row.count).last { row.positions[$0] == j }!
    } else {
      var best = Int32.min
      for k in 0..<row.count where row.positions[k] <= j {
        let reach = row.scores[k] &- row.positions[k] &* gap
        if reach >= best {
          best = reach
          taken = k
        }
      }
    }
    j = row.positions[taken]
    positions?[i] = Int(j)
    let score = row.scores[taken]
    if i == n - 1 {
      alignment.end = Int(j)
      alignment.quality = Int(score)
    }
    if i == 0 {
      alignment.begin = Int(j)
    } else {
      let previous = rows[i - 1]
      let adjacent = (0..<previous.count).last { previous.positions[$0] == j &- 1 }
      forced = adjacent.map { previous.scores[$0] &+ Weight.consecutive == score } ?? false
    }
    j &-= 1
  }
  alignment.quality -= alignment.begin * Int(Weight.gapLeading)
  return alignment
}

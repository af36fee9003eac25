import SelectCore

// The scorer written for clarity rather than speed, kept beside the tests
// it serves: the fast scorer (Sources/SelectCore/Matching/FuzzyScorer.swift)
// must agree with it on every input, which the property tests and the
// matcher's fuzz harness check.

extension Matcher {
  /// The score computed the plain way, for checking the fast path.
  package func referenceScore(_ label: UnsafeBufferPointer<UInt8>) -> Int? {
    let scalars = referenceScalars(matchedFields(of: label)).scalars
    var total = 0
    for group in query.groups {
      guard let match = group.lazy.compactMap({ ReferenceScorer.match($0, in: scalars) }).first
      else { return nil }
      total += match.score
    }
    return total
  }

  /// The label's scalars as the query compares them (diacritics folded
  /// unless the query has one), with the byte offset of each.
  package func referenceScalars(_ label: UnsafeBufferPointer<UInt8>) -> (
    scalars: [UInt32], offsets: [Int]
  ) {
    let (scalars, offsets) = decodeScalars(Bytes(label))
    return (query.foldsDiacritics ? scalars.map(DiacriticFolding.fold) : scalars, offsets)
  }
}

/// The scorer written for clarity rather than speed: whole matrices, plain
/// arrays, `nil` for "no alignment".
package enum ReferenceScorer {
  /// A term's score in `label` and the scalar indices it matched, or `nil`
  /// when the label does not satisfy the term (a negated term matches with
  /// score 0 and no positions).
  package static func match(_ term: QueryTerm, in label: [UInt32]) -> (score: Int, positions: [Int])? {
    if term.isNegated {
      return contiguous(term, in: label) == nil ? (0, []) : nil
    }
    return term.kind == .fuzzy ? fuzzy(term, in: label) : contiguous(term, in: label)
  }

  package static func matches(_ term: QueryTerm, _ i: Int, _ scalar: UInt32) -> Bool {
    scalar == term.scalars[i] || scalar == term.alternates[i]
  }

  package static func bonus(_ label: [UInt32], _ j: Int) -> Int {
    Int(matchBonus(previous: j == 0 ? 0x2F : label[j - 1], current: label[j]))
  }

  /// The best place for a contiguous term allowed by its kind.
  package static func contiguous(_ term: QueryTerm, in label: [UInt32]) -> (score: Int, positions: [Int])? {
    let k = term.scalars.count
    let m = label.count
    guard k <= m else { return nil }
    let starts: Range<Int>
    switch term.kind {
    case .fuzzy, .substring: starts = 0..<(m - k + 1)
    case .prefix: starts = 0..<1
    case .suffix: starts = (m - k)..<(m - k + 1)
    case .whole: starts = k == m ? 0..<1 : 0..<0
    }
    var best: (score: Int, positions: [Int])?
    for p in starts where (0..<k).allSatisfy({ matches(term, $0, label[p + $0]) }) {
      let score =
        k == m
        ? Weight.wholeLabel
        : p * Int(Weight.gapLeading) + bonus(label, p) + (k - 1) * Int(Weight.consecutive)
          + (m - p - k) * Int(Weight.gapTrailing)
      if best == nil || score > best!.score {
        best = (score, Array(p..<(p + k)))
      }
    }
    return best
  }

  /// fzy's dynamic programme over the whole matrix, then a walk back.
  package static func fuzzy(_ term: QueryTerm, in label: [UInt32]) -> (score: Int, positions: [Int])? {
    let n = term.scalars.count
    let m = label.count
    var greedy: [Int] = []
    for j in 0..<m where greedy.count < n && matches(term, greedy.count, label[j]) {
      greedy.append(j)
    }
    guard greedy.count == n else { return nil }
    if n == m { return (Weight.wholeLabel, greedy) }
    if m > Weight.maxScoredLength { return (Weight.tooLong, greedy) }

    // d[i][j]: best score of term[0...i] with term[i] matched at label[j].
    // s[i][j]: best score of term[0...i] within label[0...j].
    var d = [[Int?]](repeating: [Int?](repeating: nil, count: m), count: n)
    var s = d
    for i in 0..<n {
      let gap = Int(i == n - 1 ? Weight.gapTrailing : Weight.gapInner)
      for j in 0..<m {
        if matches(term, i, label[j]) {
          if i == 0 {
            d[i][j] = j * Int(Weight.gapLeading) + bonus(label, j)
          } else if j > 0 {
            let afterGap = s[i - 1][j - 1].map { $0 + bonus(label, j) }
            let afterPrevious = d[i - 1][j - 1].map { $0 + Int(Weight.consecutive) }
            d[i][j] = larger(afterGap, afterPrevious)
          }
        }
        s[i][j] = larger(d[i][j], j > 0 ? s[i][j - 1].map { $0 + gap } : nil)
      }
    }

    // Walk back: take the latest match that achieves the row's best, and
    // when a match was reached consecutively, the previous one is forced.
    var positions = [Int](repeating: 0, count: n)
    var j = m - 1
    var forced = false
    for i in stride(from: n - 1, through: 0, by: -1) {
      if !forced {
        while d[i][j] == nil || d[i][j] != s[i][j] { j -= 1 }
      }
      positions[i] = j
      if i > 0, let previous = d[i - 1][j - 1] {
        forced = previous + Int(Weight.consecutive) == d[i][j]!
      } else {
        forced = false
      }
      j -= 1
    }
    return (s[n - 1][m - 1]!, positions)
  }

  package static func larger(_ a: Int?, _ b: Int?) -> Int? {
    guard let a else { return b }
    guard let b else { return a }
    return max(a, b)
  }

  /// The score of one alignment, the matched scalars at `positions`, summed
  /// step by step as the scorer's header describes it: what property tests
  /// and the fuzzer hold the fast scorer's positions to.
  package static func alignmentScore(_ positions: [Int], in label: [UInt32]) -> Int {
    if positions.count == label.count { return Weight.wholeLabel }
    var score = positions[0] * Int(Weight.gapLeading) + bonus(label, positions[0])
    for i in 1..<positions.count {
      let gap = positions[i] - positions[i - 1] - 1
      score +=
        gap == 0
        ? Int(Weight.consecutive)
        : gap * Int(Weight.gapInner) + bonus(label, positions[i])
    }
    return score + (label.count - 1 - positions.last!) * Int(Weight.gapTrailing)
  }
}

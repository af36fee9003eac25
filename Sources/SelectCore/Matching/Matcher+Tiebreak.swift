extension Matcher {
  /// What a match is ranked by: its score, nothing (`--no-sort`: source
  /// order), or `--tiebreak`'s key.
  @inline(__always)
  func rankKey(_ score: Int, _ label: UnsafeBufferPointer<UInt8>) -> Int {
    if tiebreaks.isEmpty { return ordersBySource ? 0 : score }
    return tiebreakKey(label)
  }

  /// The `--tiebreak` key of a matching label, higher first: the match
  /// quality in the top 13 bits, then each criterion before `index` in an
  /// equal share of the 19 bits below (so ties among labels longer than
  /// that share can express fall through to the next criterion, and at
  /// last to source order, which `RankedMatch` always breaks ties by).
  ///
  /// Quality is the score of the best alignment without its leading and
  /// trailing gaps, as fzf scores: consecutive letters, word starts and
  /// inner gaps only. It is worked out the plain way, for matches only.
  func tiebreakKey(_ label: UnsafeBufferPointer<UInt8>) -> Int {
    let (scalars, _) = referenceScalars(matchedFields(of: label))
    var quality = 0
    var begin = Int.max
    var end = 0
    for group in query.groups {
      guard
        let (term, match) = group.lazy.compactMap({ term in
          ReferenceScorer.match(term, in: scalars).map { (term, $0) }
        }).first
      else { continue }
      guard !term.isNegated, let first = match.positions.first, let last = match.positions.last
      else { continue }
      quality += Self.quality(of: match.positions, in: scalars)
      begin = min(begin, first)
      end = max(end, last)
    }
    // Weights are multiples of 10 once the outer gaps are gone.
    var key = min(max(quality / 10, -4096), 4095)
    let criteria = tiebreaks.prefix { $0 != .index }
    let bits = criteria.isEmpty ? 19 : 19 / criteria.count
    let most = (1 << bits) - 1
    for criterion in criteria {
      let cost: Int
      switch criterion {
      case .length: cost = scalars.count
      case .begin: cost = begin == .max ? 0 : begin
      case .end: cost = max(scalars.count - 1 - end, 0)
      case .index: cost = 0
      }
      key = key << bits | (most - min(cost, most))
    }
    return key << (19 - bits * criteria.count)
  }

  /// The score of an alignment without its leading and trailing gaps.
  private static func quality(of positions: [Int], in label: [UInt32]) -> Int {
    var score = ReferenceScorer.bonus(label, positions[0])
    for i in positions.indices.dropFirst() {
      let gap = positions[i] - positions[i - 1] - 1
      score +=
        gap == 0
        ? Int(Weight.consecutive)
        : gap * Int(Weight.gapInner) + ReferenceScorer.bonus(label, positions[i])
    }
    return score
  }
}

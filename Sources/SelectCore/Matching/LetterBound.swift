/// How far one more letter typed can lift a match in the ranking: the bound
/// that lets the picker take a query's matches best first and know its top
/// rows for the grown query before it has scored them all.
///
/// An item that the earlier query ranked at `earlier` ranks, for the grown
/// query, no better than `earlier.score + gain`, unless its earlier score
/// is `wholeLabelFloor` or more: only there can a label be equal to the
/// grown term, which scores `Weight.wholeLabel` (why both hold: the header
/// of FuzzyScorer.swift).
package struct LetterBound: Sendable, Equatable {
  /// The most a match's score can rise.
  package let gain: Int
  /// The lowest earlier score a label equal to the grown term can have.
  package let wholeLabelFloor: Int

  /// The best key any match can have for the grown query if the earlier
  /// ranking put it at `next` or after; nil when none is known (`next`
  /// might be a label equal to the grown term, or an item lifted by
  /// memory, whose earlier score says nothing).
  ///
  /// A match after `next` scored at most `next.score`: at most that plus
  /// `gain` now, and if exactly that, its position is larger (equal scores
  /// keep source order), so it ranks after the limit; a match found so
  /// far that ranks before the limit ranks before every match not scored.
  package func limit(after next: RankedMatch) -> RankedMatch? {
    guard next.score < wholeLabelFloor else { return nil }
    return RankedMatch(position: next.position, score: next.score + gain)
  }
}

extension Query {
  /// The bound on how far this query, `previous` with one letter typed on
  /// at its end, lifts a match; nil when no bound is known (then the whole
  /// ranking is waited for).
  ///
  /// Known when the order is by score with fzy's scorer (`--algo v2`) or
  /// by source (`--no-sort`), and either the last fuzzy term grew by one
  /// scalar or a one-scalar fuzzy term was added at the end; not for
  /// `--tiebreak` (its key is the quality of the best-scoring alignment,
  /// which one more letter can change without bound) or `--algo v1` (the
  /// first shortest occurrence of the grown term need not contain the
  /// earlier one's).
  package func letterBound(over previous: Query) -> LetterBound? {
    guard narrows(previous), options.algorithm == .v2, let last = terms.last, !last.isNegated,
      last.kind == .fuzzy, !last.isAlternative
    else { return nil }
    let kept = previous.terms
    let others: ArraySlice<QueryTerm>
    let grown: QueryTerm?
    if terms.count == kept.count, let old = kept.last, old.kind == .fuzzy, !old.isNegated,
      last.scalars.count == old.scalars.count + 1, terms.dropLast() == kept.dropLast()
    {
      others = kept.dropLast()
      grown = old
    } else if terms.count == kept.count + 1, last.scalars.count == 1, terms.dropLast().elementsEqual(kept) {
      others = kept[...]
      grown = nil
    } else {
      return nil
    }
    switch options.order {
    case .source: return LetterBound(gain: 0, wholeLabelFloor: .max)
    case .tiebreak: return nil
    case .score: break
    }
    let positiveOthers = others.count { !$0.isNegated }
    let bestLetter = Int(
      [Weight.consecutive, Weight.afterSlash, Weight.afterWordSeparator, Weight.camelHump, Weight.afterDot].max()!)
    guard let grown else {
      // A term of one scalar scores its best bonus less a gap for each
      // other scalar of the label; it is the whole label only in a label
      // of one scalar, where every other term that matches is too.
      return LetterBound(
        gain: Int(Weight.afterSlash), wholeLabelFloor: positiveOthers > 0 ? Weight.wholeLabel : 0)
    }
    let n = grown.scalars.count
    // A label equal to the grown term holds the earlier one at its start,
    // consecutive, one scalar after it: that alignment scores the first
    // scalar's bonus after the label's start, a consecutive letter for
    // each other, and one trailing gap. Every other term matches in those
    // n + 1 scalars with at most a gap for each scalar, 10 at most.
    let firstBonus = min(
      matchBonus(previous: 0x2F, current: grown.scalars[0]), matchBonus(previous: 0x2F, current: grown.alternates[0]))
    let floor =
      Int(firstBonus) + (n - 1) * Int(Weight.consecutive) + Int(Weight.gapTrailing)
      + positiveOthers * (n + 1) * Int(min(Weight.gapInner, Weight.gapLeading, Weight.gapTrailing))
    return LetterBound(gain: bestLetter - Int(Weight.gapTrailing), wholeLabelFloor: floor)
  }
}

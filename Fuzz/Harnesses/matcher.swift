@testable import SelectCore

/// Fuzzes the matcher against the reference scorer.
///
/// Input: a byte whose low bit asks for exact mode, the query up to a NUL,
/// a label up to a NUL, and a second label (the rest).
///
/// Properties: the fast score equals the reference score; positions exist
/// exactly when a score does, are in bounds, strictly increasing and each
/// the first byte of a scalar; for a single fuzzy term they realise the
/// score; scoring another label in between changes nothing (scratch reuse).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMatcher(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let exact = input.byte() & 1 == 1
  let query = Query(utf8: input.bytes(upTo: 0), exact: exact)
  let label = input.bytes(upTo: 0)
  let other = input.rest()
  let matcher = Matcher(query: query)

  label.withUnsafeBufferPointer { label in
    let score = matcher.score(label)
    let reference = matcher.referenceScore(label)
    check(
      score == reference,
      "score \(String(describing: score)), reference \(String(describing: reference))")
    let positions = matcher.positions(label)
    check(
      (positions != nil) == (score != nil),
      "positions \(String(describing: positions)) for score \(String(describing: score))")

    // The scalars as the matcher scores them: folded when the query folds.
    let (scalars, offsets) = matcher.referenceScalars(label)
    if let positions {
      check(
        zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 },
        "positions \(positions) not increasing")
      check(
        positions.allSatisfy { (0..<label.count).contains($0) },
        "positions \(positions) out of bounds")
      let starts = Set(offsets)
      check(positions.allSatisfy(starts.contains), "positions \(positions) inside a scalar")
    }
    if let positions, let score, query.terms.count == 1, let term = query.terms.first,
      term.kind == .fuzzy, !term.isNegated, scalars.count <= Weight.maxScoredLength
    {
      let indices = positions.map { offsets.firstIndex(of: $0)! }
      check(
        ReferenceScorer.alignmentScore(indices, in: scalars) == score,
        "positions \(positions) do not realise \(score)")
    }

    _ = other.withUnsafeBufferPointer { matcher.score($0) }
    check(matcher.score(label) == score, "score changed after scoring another label")
  }
  return 0
}

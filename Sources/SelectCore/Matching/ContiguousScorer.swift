/// The score of a term that must occur as one run (`'exact`, `^prefix`,
/// `suffix$`, `^whole$`, and every negated term), or `nil` when it does not.
///
/// A run is scored as the fuzzy scorer would score that alignment: the
/// bonus of its first scalar, 1.0 for each following one, and the leading
/// and trailing gaps. Of several occurrences the best-scoring counts (a word
/// start beats an earlier mid-word hit); of equals, the first.
@inline(__always)
func contiguousScore<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>
) -> Int? {
  contiguousMatch(term, in: label)?.score
}

/// `contiguousScore` and where the run that scores it starts.
@inline(__always)
func contiguousMatch<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>
) -> (score: Int, start: Int)? {
  let k = term.count
  let m = label.count
  guard k <= m else { return nil }
  var lowest = 0
  var highest = m - k
  switch term.kind {
  case .fuzzy, .substring: break
  case .prefix: highest = 0
  case .suffix: lowest = m - k
  case .whole: if k != m { return nil }
  }
  let a = term.scalars[0]
  let b = term.alternates[0]
  var result: (score: Int, start: Int)?
  var p = lowest
  while p <= highest {
    let value = UInt32(label[p])
    if value == a || value == b, occurs(term, in: label, at: p) {
      if k == m { return (Weight.wholeLabel, 0) }
      let previous: UInt32 = p == 0 ? 0x2F : UInt32(label[p - 1])
      let score =
        p * Int(Weight.gapLeading) + Int(matchBonus(previous: previous, current: value))
        + (k - 1) * Int(Weight.consecutive) + (m - p - k) * Int(Weight.gapTrailing)
      if result == nil || score > result!.score { result = (score, p) }
    }
    p += 1
  }
  return result
}

/// Whether `term` occurs in `label` starting at `p`.
@inline(__always)
func occurs<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, at p: Int
) -> Bool {
  for i in 1..<term.count where !term.matches(i, UInt32(label[p + i])) {
    return false
  }
  return true
}

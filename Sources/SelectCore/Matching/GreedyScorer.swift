// fzf's `--algo v1`: faster, not always the best alignment.
//
// The forward scan that every fuzzy term runs first (`findInOrder`) already
// found the earliest place of each scalar, so it knows where the first
// occurrence of the whole term ends. Walking back from that end, each
// scalar takes its latest place before the next one: the shortest match
// ending there, as fzf's v1 finds it. That one alignment is scored with
// the weights of `fuzzyScore` (bonuses, consecutive letters, the gaps
// before, between and after) instead of searching all alignments for the
// best, so a later, tighter match can lose to an earlier, looser one.

/// The score of `term`'s first shortest occurrence in `label`; `first` holds
/// the forward scan's positions.
func greedyScore<H: FixedWidthInteger & UnsignedInteger>(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<H>, first: UnsafeMutablePointer<Int>
) -> Int {
  let n = term.count
  let m = label.count
  if n == m { return Weight.wholeLabel }
  if m > Weight.maxScoredLength { return Weight.tooLong }
  guard n > 0 else { return 0 }
  // Back from the end of the first occurrence; `first` is reused for the
  // positions, each latest place being at or after the earliest.
  var j = first[n - 1]
  for i in stride(from: n - 2, through: 0, by: -1) {
    j -= 1
    while j > first[i] && !term.matches(i, UInt32(label[j])) { j -= 1 }
    first[i] = j
  }
  var score = Int(Weight.gapLeading) * first[0] + Int(matchBonus(label, at: first[0]))
  for i in 1..<n {
    let gap = first[i] - first[i - 1] - 1
    score += gap == 0 ? Int(Weight.consecutive) : gap * Int(Weight.gapInner) + Int(matchBonus(label, at: first[i]))
  }
  return score + Int(Weight.gapTrailing) * (m - 1 - first[n - 1])
}

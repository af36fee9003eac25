/// `findInOrder` for an ASCII term in a label's bytes, eight bytes at a time.
///
/// Most labels fail this scan, so it is the most-run loop of a search. For
/// each term byte it looks for the first label byte `b` with
/// `b | foldMask == scalar`: the byte itself, or either case of a letter.
@inline(__always)
func findBytesInOrder(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<UInt8>, first: UnsafeMutablePointer<Int>
) -> Bool {
  guard let base = label.baseAddress else { return term.count == 0 }
  let m = label.count
  var j = 0
  for i in 0..<term.count {
    let target = UInt8(truncatingIfNeeded: term.scalars[i])
    let mask = UInt8(truncatingIfNeeded: term.foldMasks[i])
    guard let found = findFolded(target, mask: mask, in: base, from: j, to: m) else {
      return false
    }
    first[i] = found
    j = found + 1
  }
  return true
}

/// The first `j` in `from..<to` with `bytes[j] | mask == target`, if any.
@inline(__always)
func findFolded(
  _ target: UInt8, mask: UInt8, in bytes: UnsafePointer<UInt8>, from: Int, to end: Int
) -> Int? {
  let ones: UInt64 = 0x0101_0101_0101_0101
  let pattern = UInt64(target) &* ones
  let masks = UInt64(mask) &* ones
  var j = from
  while end - j >= 8 {
    // A zero byte in `word` is a match; the classic "has zero byte" test,
    // whose lowest flagged byte is always a true zero.
    let word = (UnsafeRawPointer(bytes + j).loadUnaligned(as: UInt64.self) | masks) ^ pattern
    let zeros = (word &- ones) & ~word & 0x8080_8080_8080_8080
    if zeros != 0 {
      return j + (zeros.trailingZeroBitCount >> 3)
    }
    j += 8
  }
  while j < end {
    if bytes[j] | mask == target { return j }
    j += 1
  }
  return nil
}

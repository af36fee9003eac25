/// `findInOrder` for an ASCII term in a label's bytes, eight bytes at a time.
///
/// Most labels fail this scan, so it is the most-run loop of a search. For
/// each term byte it looks for the first label byte `b` with
/// `b | foldMask == scalar`: the byte itself, or either case of a letter.
/// The bytes it read are OR-ed into `seen`: when the scan fails it has read
/// the whole label, and `seen` tells whether any byte was not ASCII (a
/// letter with a diacritic may still match) at no cost of a scan of its own.
@inline(__always)
func findBytesInOrder(
  _ term: CompiledTerm, in label: UnsafeBufferPointer<UInt8>, first: UnsafeMutablePointer<Int>,
  seen: inout UInt64
) -> Bool {
  guard let base = label.baseAddress else { return term.count == 0 }
  let m = label.count
  var j = 0
  for i in 0..<term.count {
    let target = UInt8(truncatingIfNeeded: term.scalars[i])
    let mask = UInt8(truncatingIfNeeded: term.foldMasks[i])
    guard let found = findByte(target, mask: mask, from: base + j, to: base + m, seen: &seen) else {
      return false
    }
    first[i] = found - base
    j = first[i] + 1
  }
  return true
}

/// Finds the first byte `b` in `start..<end` with `b | mask == target`,
/// eight bytes at a time: with `mask` 0 the byte itself, with 0x20 either
/// case of an ASCII letter.
///
/// The splitter calls this once per line and the matcher once per query
/// byte and label; a byte-by-byte loop here was the largest cost of
/// reading a million lines, and then of searching them.
@inlinable @inline(__always)
package func findByte(
  _ target: UInt8, mask: UInt8 = 0, from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>
) -> UnsafePointer<UInt8>? {
  // Inlined, the unread `seen` and its ORs are optimised away.
  var seen: UInt64 = 0
  return findByte(target, mask: mask, from: start, to: end, seen: &seen)
}

/// `findByte`, OR-ing every byte it reads into `seen`: the matcher learns
/// from a failed search whether a label has a byte that is not ASCII
/// without reading it again.
@inlinable @inline(__always)
package func findByte(
  _ target: UInt8, mask: UInt8 = 0, from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>,
  seen: inout UInt64
) -> UnsafePointer<UInt8>? {
  let ones: UInt64 = 0x0101_0101_0101_0101
  let pattern = UInt64(target) &* ones
  let masks = UInt64(mask) &* ones
  var p = start
  while end - p >= 8 {
    // A zero byte in `word` is a match; the classic "has zero byte" test,
    // whose lowest flagged byte is always a true zero.
    let raw = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
    seen |= raw
    let word = (raw | masks) ^ pattern
    let zeros = (word &- ones) & ~word & 0x8080_8080_8080_8080
    if zeros != 0 {
      return p + (zeros.trailingZeroBitCount >> 3)
    }
    p += 8
  }
  while p < end {
    seen |= UInt64(p.pointee)
    if p.pointee | mask == target { return p }
    p += 1
  }
  return nil
}

/// Finds the first `byte` in `start..<end`, eight bytes at a time.
///
/// The splitter calls this once per line; a byte-by-byte loop here was the
/// largest cost of reading a million lines.
@inlinable
public func findByte(
  _ byte: UInt8, from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>
) -> UnsafePointer<UInt8>? {
  var p = start
  let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
  while end - p >= 8 {
    // A zero byte in `word` is a match; the classic "has zero byte" test.
    let word = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self) ^ pattern
    let zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    if zeros != 0 {
      return p + (zeros.trailingZeroBitCount >> 3)
    }
    p += 8
  }
  while p < end {
    if p.pointee == byte { return p }
    p += 1
  }
  return nil
}

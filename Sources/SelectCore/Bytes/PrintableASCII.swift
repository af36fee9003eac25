/// Whether every byte is printable ASCII (0x20 to 0x7E): text that is
/// drawn exactly as it is, with nothing to escape, decode or expand.
///
/// `--list` asks this of every label, so it looks at eight bytes at a
/// time; a byte-by-byte loop cost `--list` half again its time.
@inlinable
package func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let start = bytes.baseAddress else { return true }
  let end = start + bytes.count
  return firstNotPrintableASCII(from: start, to: end) == end
}

/// The first byte from `start` on that is not printable ASCII (a control
/// byte, a DEL or a byte of a longer UTF-8 sequence), or `end`.
@inlinable
package func firstNotPrintableASCII(
  from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>
) -> UnsafePointer<UInt8> {
  let ones: UInt64 = 0x0101_0101_0101_0101
  let highBits: UInt64 = 0x8080_8080_8080_8080
  var p = start
  while end - p >= 8 {
    let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    // A high bit set, a byte below 0x20, or a DEL (0x7F, zero after the
    // xor); the lowest byte flagged is exactly the first such byte.
    let below = (word &- 0x20 &* ones) & ~word & highBits
    let del = word ^ (0x7F &* ones)
    let flagged = (word & highBits) | below | ((del &- ones) & ~del & highBits)
    if flagged != 0 { return p + flagged.trailingZeroBitCount >> 3 }
    p += 8
  }
  while p < end && p.pointee >= 0x20 && p.pointee < 0x7F { p += 1 }
  return p
}

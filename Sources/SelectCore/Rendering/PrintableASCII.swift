/// Whether every byte is printable ASCII (0x20 to 0x7E): text that is
/// drawn exactly as it is, with nothing to escape, decode or expand.
///
/// `--list` asks this of every label, so it looks at eight bytes at a
/// time; a byte-by-byte loop cost `--list` half again its time.
@inlinable
public func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard var p = bytes.baseAddress else { return true }
  let end = p + bytes.count
  let ones: UInt64 = 0x0101_0101_0101_0101
  let highBits: UInt64 = 0x8080_8080_8080_8080
  while end - p >= 8 {
    let word = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
    // A high bit set, a byte below 0x20, or a DEL (0x7F, zero after the xor).
    let below = (word &- 0x20 &* ones) & ~word & highBits
    let del = word ^ (0x7F &* ones)
    if (word & highBits) | below | ((del &- ones) & ~del & highBits) != 0 { return false }
    p += 8
  }
  while p < end {
    if p.pointee < 0x20 || p.pointee >= 0x7F { return false }
    p += 1
  }
  return true
}

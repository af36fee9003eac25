// SipHash-2-4 with a 64-bit result (Aumasson and Bernstein, "SipHash: a
// fast short-input PRF", 2012): two compression rounds per 8-byte block,
// four finalisation rounds. Memory stores an item or a query only as this
// hash under a key of its own, so the file says nothing of the text (see
// MEMORY in select(1)); a keyed hash also means the hashes of one memory
// tell nothing about those of another.

/// A SipHash-2-4 key: 128 bits, as two little-endian words.
package struct SipKey: Sendable, Equatable {
  package let k0: UInt64
  package let k1: UInt64

  package init(k0: UInt64, k1: UInt64) {
    self.k0 = k0
    self.k1 = k1
  }

  /// The key of 16 bytes, read little-endian as the reference does.
  package init(bytes: some Collection<UInt8>) {
    precondition(bytes.count == 16, "a SipHash key is 16 bytes")
    let array = Array(bytes)
    k0 = littleEndianWord(array, at: 0)
    k1 = littleEndianWord(array, at: 8)
  }

  /// The key as 16 bytes.
  package var bytes: [UInt8] { littleEndianBytes(k0) + littleEndianBytes(k1) }

  /// The SipHash-2-4 of `message` under this key.
  package func hash(_ message: Bytes) -> UInt64 {
    var state = SipState(self)
    let count = message.count
    let whole = count & ~7
    var offset = 0
    while offset < whole {
      state.compress(message.littleEndianWord(at: offset))
      offset += 8
    }
    var last = UInt64(truncatingIfNeeded: count) << 56
    var shift: UInt64 = 0
    while offset < count {
      last |= UInt64(message[offset]) << shift
      shift += 8
      offset += 1
    }
    state.compress(last)
    return state.finish()
  }

  /// The SipHash-2-4 of `message`'s bytes.
  package func hash(_ message: [UInt8]) -> UInt64 {
    message.withBytes { hash($0) }
  }
}

/// The four words of SipHash's state.
private struct SipState {
  var v0: UInt64
  var v1: UInt64
  var v2: UInt64
  var v3: UInt64

  init(_ key: SipKey) {
    v0 = key.k0 ^ 0x736f_6d65_7073_6575
    v1 = key.k1 ^ 0x646f_7261_6e64_6f6d
    v2 = key.k0 ^ 0x6c79_6765_6e65_7261
    v3 = key.k1 ^ 0x7465_6462_7974_6573
  }

  @inline(__always)
  mutating func round() {
    v0 &+= v1
    v1 = v1.rotated(13) ^ v0
    v0 = v0.rotated(32)
    v2 &+= v3
    v3 = v3.rotated(16) ^ v2
    v0 &+= v3
    v3 = v3.rotated(21) ^ v0
    v2 &+= v1
    v1 = v1.rotated(17) ^ v2
    v2 = v2.rotated(32)
  }

  @inline(__always)
  mutating func compress(_ word: UInt64) {
    v3 ^= word
    round()
    round()
    v0 ^= word
  }

  mutating func finish() -> UInt64 {
    v2 ^= 0xff
    round()
    round()
    round()
    round()
    return v0 ^ v1 ^ v2 ^ v3
  }
}

extension UInt64 {
  @inline(__always)
  fileprivate func rotated(_ bits: UInt64) -> UInt64 {
    self << bits | self >> (64 - bits)
  }
}

/// The little-endian word at `offset` of `bytes`.
func littleEndianWord(_ bytes: [UInt8], at offset: Int) -> UInt64 {
  var word: UInt64 = 0
  for i in 0..<8 { word |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
  return word
}

/// `word` as 8 little-endian bytes.
func littleEndianBytes(_ word: UInt64) -> [UInt8] {
  (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }
}

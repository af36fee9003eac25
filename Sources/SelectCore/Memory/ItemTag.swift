/// A 16-bit keyed tag of an item's identity, kept beside its hash so that
/// a ranking can pass over almost every line without hashing it whole: a
/// line whose tag no remembered item has is none of them.
///
/// It mixes the identity's length and its first, middle and last 8 bytes
/// by multiplying under two words that are SipHashes under the memory's
/// key, so it costs the same for any length, a few instructions where the
/// whole hash of a path takes hundreds, and says no more of the text than
/// 16 bits of a keyed hash do (MEMORY in select(1)).
package struct ItemTag: Sendable, Hashable {
  package let value: UInt16

  package init(value: UInt16) {
    self.value = value
  }

  /// What one memory's tags are keyed by.
  package struct Key: Sendable {
    let k0: UInt64
    let k1: UInt64

    package init(_ key: SipKey) {
      k0 = key.hash(Array("item tag, first word".utf8))
      k1 = key.hash(Array("item tag, second word".utf8))
    }
  }

  /// The tag of `identity` under `key`.
  @inline(__always)
  package init(_ identity: Bytes, key: Key) {
    let count = identity.count
    var first: UInt64 = 0
    var middle: UInt64 = 0
    var last: UInt64 = 0
    if count >= 8 {
      first = identity.littleEndianWord(at: 0)
      middle = identity.littleEndianWord(at: count / 2 &- 4)
      last = identity.littleEndianWord(at: count &- 8)
    } else {
      for offset in 0..<count { first |= UInt64(identity[offset]) << (8 &* UInt64(offset)) }
      middle = first
      last = first
    }
    var mixed = (first ^ key.k0) &* 0x9e37_79b9_7f4a_7c15
    mixed ^= (last ^ key.k1) &* 0xbf58_476d_1ce4_e5b9
    mixed ^= (middle &+ UInt64(truncatingIfNeeded: count)) &* 0x94d0_49bb_1331_11eb
    mixed = (mixed ^ mixed >> 31) &* 0x9e37_79b9_7f4a_7c15
    value = UInt16(truncatingIfNeeded: mixed >> 48)
  }
}

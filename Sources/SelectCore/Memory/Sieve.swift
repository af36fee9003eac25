/// Which identities may be among some remembered items, judged without
/// hashing them whole: by their length, then their tag (`ItemTag`). An
/// item remembered before tags were kept (a version 1 memory file) has a
/// length only, and every identity of that length passes, to be hashed.
///
/// Of the lines of a length remembered, about one in 65 passes for 1,000
/// items remembered, so the keyed hash, which costs as much as a long
/// line, runs on few lines (`make bench`, section h).
struct Sieve: Sendable {
  /// One bit per length of tagged items (longer ones share the last),
  /// then one per length of items without a tag, then one per tag.
  private let words: [UInt64]
  private let key: ItemTag.Key
  private static let lengthWords = 64
  private static let untaggedStart = lengthWords
  private static let tagStart = 2 * lengthWords

  /// The sieve for items of `lengths` and tags (nil: none kept), in the
  /// memory keyed by `key`.
  init(_ items: some Sequence<(length: UInt32, tag: ItemTag?)>, key: SipKey) {
    var words = [UInt64](repeating: 0, count: Self.tagStart + (1 << 16) / 64)
    for (length, tag) in items {
      let bit = Self.bit(Int(length))
      let start = tag == nil ? Self.untaggedStart : 0
      words[start + bit >> 6] |= 1 << UInt64(bit & 63)
      if let tag { words[Self.tagStart + Int(tag.value) >> 6] |= 1 << UInt64(tag.value & 63) }
    }
    self.words = words
    self.key = ItemTag.Key(key)
  }

  @inline(__always)
  private static func bit(_ length: Int) -> Int {
    min(length, lengthWords * 64 - 1)
  }

  /// Whether an identity of `count` bytes may be remembered.
  @inline(__always)
  func mayHold(length count: Int) -> Bool {
    let bit = Self.bit(count)
    return words.withUnsafeBufferPointer { words in
      (words[bit >> 6] | words[Self.untaggedStart + bit >> 6]) & (1 << UInt64(bit & 63)) != 0
    }
  }

  /// Whether `identity` may be remembered, so is worth hashing.
  @inline(__always)
  func mayHold(_ identity: Bytes) -> Bool {
    let bit = Self.bit(identity.count)
    let mask: UInt64 = 1 << UInt64(bit & 63)
    return words.withUnsafeBufferPointer { words in
      if words[Self.untaggedStart + bit >> 6] & mask != 0 { return true }
      guard words[bit >> 6] & mask != 0 else { return false }
      let tag = Int(ItemTag(identity, key: key).value)
      return words[Self.tagStart + tag >> 6] & (1 << UInt64(tag & 63)) != 0
    }
  }
}

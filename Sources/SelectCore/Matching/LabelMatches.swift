/// The positions in `from...through` of a label where one scalar of a term
/// matches, in order: in a label of bytes eight at a time, in decoded
/// scalars one at a time.
///
/// The fuzzy scorer computes only the cells where a scalar matches, so
/// finding them is most of its work.
struct LabelMatches<H: FixedWidthInteger & UnsignedInteger>: RowMatches {
  private let label: UnsafeBufferPointer<H>
  private let scalar: UInt32
  private let alternate: UInt32
  /// The scalar in every byte, and the bits to set in each label byte
  /// before comparing (see `CompiledTerm.foldMasks`).
  private let pattern: UInt64
  private let masks: UInt64
  private let end: Int
  /// The position of the word (bytes) or scalar read next...
  private var at: Int
  /// ...and of bytes, those of the word read last that match, flagged by
  /// their high bit.
  private var flags: UInt64 = 0

  /// The matches of `term`'s scalar `i` in `label[start...end]`; a byte
  /// label needs an ASCII term (only those are compared with bytes).
  @inline(__always)
  init(_ term: CompiledTerm, _ i: Int, in label: UnsafeBufferPointer<H>, from start: Int, through end: Int) {
    self.label = label
    scalar = term.scalars[i]
    alternate = term.alternates[i]
    pattern = UInt64(truncatingIfNeeded: term.scalars[i]) &* 0x0101_0101_0101_0101
    masks = UInt64(truncatingIfNeeded: term.foldMasks[i]) &* 0x0101_0101_0101_0101
    self.end = end
    at = start
    if H.self == UInt8.self && start <= end {
      flags = flagsOfWord(at: at)
      at += 8
    }
  }

  /// The next match, or nil after the last.
  @inline(__always)
  mutating func next() -> Int? {
    if H.self == UInt8.self {
      while flags == 0 {
        if at > end { return nil }
        flags = flagsOfWord(at: at)
        at += 8
      }
      let j = at - 8 + flags.trailingZeroBitCount >> 3
      flags &= flags &- 1
      return j
    }
    while at <= end {
      let j = at
      at += 1
      let value = UInt32(label[j])
      if value == scalar || value == alternate { return j }
    }
    return nil
  }

  /// The bonus of a match at `j`, by the scalar before it.
  @inline(__always)
  func bonus(at j: Int) -> Int32 {
    matchBonus(label, at: j)
  }

  /// The last position at or before `end` where `term`'s scalar `i`
  /// matches, or -1 where none does.
  @inline(__always)
  static func last(_ term: CompiledTerm, _ i: Int, in label: UnsafeBufferPointer<H>, through end: Int) -> Int {
    let scalar = term.scalars[i]
    let alternate = term.alternates[i]
    var j = end
    if H.self == UInt8.self {
      let pattern = UInt64(truncatingIfNeeded: scalar) &* 0x0101_0101_0101_0101
      let masks = UInt64(truncatingIfNeeded: term.foldMasks[i]) &* 0x0101_0101_0101_0101
      let base = UnsafeRawPointer(label.baseAddress!)
      while j >= 7 {
        let word = base.loadUnaligned(fromByteOffset: j - 7, as: UInt64.self)
        let found = matchingBytes(word, pattern: pattern, masks: masks)
        if found != 0 { return j - 7 + (63 - found.leadingZeroBitCount) >> 3 }
        j -= 8
      }
    }
    while j >= 0 {
      let value = UInt32(label[j])
      if value == scalar || value == alternate { return j }
      j -= 1
    }
    return -1
  }

  /// The flags of the matching bytes among the eight at `position` that
  /// are at most `end`.
  @inline(__always)
  private func flagsOfWord(at position: Int) -> UInt64 {
    guard position + 8 <= label.count else { return flagsNearTheEnd(at: position) }
    let word = UnsafeRawPointer(label.baseAddress!).loadUnaligned(fromByteOffset: position, as: UInt64.self)
    let flags = matchingBytes(word, pattern: pattern, masks: masks)
    let wanted = end - position + 1
    return wanted >= 8 ? flags : flags & ((1 << UInt64(wanted << 3)) &- 1)
  }

  /// `flagsOfWord` of fewer than eight bytes left in the label, reading
  /// nothing past its end.
  @inline(never)
  private func flagsNearTheEnd(at position: Int) -> UInt64 {
    let base = UnsafeRawPointer(label.baseAddress!)
    let m = label.count
    var word: UInt64 = 0
    if m >= 8 {
      // The label's last eight bytes, moved down to start at `position`.
      word = base.loadUnaligned(fromByteOffset: m - 8, as: UInt64.self) >> UInt64((position + 8 - m) << 3)
    } else {
      for k in 0..<(m - position) {
        word |= UInt64(base.load(fromByteOffset: position + k, as: UInt8.self)) << UInt64(k << 3)
      }
    }
    let wanted = end - position + 1
    return matchingBytes(word, pattern: pattern, masks: masks) & ((1 << UInt64(wanted << 3)) &- 1)
  }
}

/// 0x80 in each byte of `word` that matches `pattern` once OR-ed with
/// `masks`, 0 elsewhere: exact in every byte, unlike the quicker test
/// that only finds the first.
@inline(__always)
func matchingBytes(_ word: UInt64, pattern: UInt64, masks: UInt64 = 0) -> UInt64 {
  let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
  let difference = (word | masks) ^ pattern
  return ~(((difference & low) &+ low) | difference | low)
}

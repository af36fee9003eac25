#if arch(x86_64)
  import _Builtin_intrinsics.intel
#endif

/// Sixteen bytes looked at in one step: a first letter's bonuses in an
/// ASCII label (`bestVectorBonus`) and the ASCII check of a label read a
/// vector register's worth at a time where a 64-bit word holds eight.
/// `findByte` stays a word at a time: the letters of a longer query are
/// mostly a few bytes apart, and a vector's set-up cost more than it saved
/// (`--filter` over a million paths took 15% longer for `a` and 19% for
/// `usrsharedocp`; `--list` took as long).
///
/// Only lane-wise arithmetic and bitwise operations are used, each lane's
/// high bit being its flag: the compiler turns them into one instruction
/// each (SSE2, NEON), where it lowers SIMD comparisons and their masks one
/// lane at a time. Each lane's arithmetic wraps within the lane, so every
/// test below is exact in every lane, unlike the tricks on a 64-bit word
/// whose carries cross bytes. The one exception, `laneBits`, calls SSE2
/// by name on x86-64 for what the arithmetic takes ten steps to do.
@usableFromInline package typealias ByteVector = SIMD16<UInt8>

extension SIMD16 where Scalar == UInt8 {
  /// The sixteen bytes at `offset` from `base`, at any alignment.
  @inlinable @inline(__always)
  package static func load(_ base: UnsafeRawPointer, at offset: Int = 0) -> Self {
    base.loadUnaligned(fromByteOffset: offset, as: Self.self)
  }

  /// 0x80 in each lane that is zero, 0 elsewhere.
  @inlinable @inline(__always)
  package var zeroLanes: Self {
    (self &- 1) & ~self & Self(repeating: 0x80)
  }

  /// 0x80 in each lane that equals `pattern`'s once OR-ed with `masks`'s,
  /// 0 elsewhere.
  @inlinable @inline(__always)
  package func lanes(matching pattern: Self, masks: Self = Self()) -> Self {
    ((self | masks) ^ pattern).zeroLanes
  }

  /// 0x80 in each lane that is within `range`, which holds at most 128
  /// values, 0 elsewhere: `lane - lower` is below the range's size when
  /// neither it nor it plus (128 - size) has its high bit set.
  @inlinable @inline(__always)
  package func lanes(in range: ClosedRange<UInt8>) -> Self {
    let offset = self &- Self(repeating: range.lowerBound)
    let size = range.upperBound &- range.lowerBound &+ 1
    return ~offset & ~(offset &+ Self(repeating: 128 &- size)) & Self(repeating: 0x80)
  }

  /// The lanes' bits folded into one word: non-zero when any lane is.
  @inlinable @inline(__always)
  package var folded: UInt64 {
    let halves = unsafeBitCast(self, to: SIMD2<UInt64>.self)
    return halves[0] | halves[1]
  }

  /// One bit per lane, lane 0's the lowest: set where the lane, OR-ed with
  /// `masks`'s, equals `pattern`'s. The fuzzy scorer keeps a term letter's
  /// matches in a label as these bits (`fuzzyByteScore`).
  @inline(__always)
  func laneBits(matching pattern: Self, masks: Self = Self()) -> UInt16 {
    #if arch(x86_64)
      let lanes = unsafeBitCast(self | masks, to: __m128i.self)
      let equal = _mm_cmpeq_epi8(lanes, unsafeBitCast(pattern, to: __m128i.self))
      return UInt16(truncatingIfNeeded: _mm_movemask_epi8(equal))
    #else
      // Each half's flags, moved to bit 0 of their bytes, gathered into its
      // top byte by one multiplication whose partial products never meet.
      let halves = unsafeBitCast(lanes(matching: pattern, masks: masks), to: SIMD2<UInt64>.self)
      let gather: UInt64 = 0x0102_0408_1020_4080
      let low = ((halves[0] >> 7) &* gather) >> 56
      let high = ((halves[1] >> 7) &* gather) >> 56
      return UInt16(truncatingIfNeeded: low | high << 8)
    #endif
  }

  /// The first lane that is not zero; the vector must have one.
  @inlinable @inline(__always)
  package var firstNonZeroLane: Int {
    let halves = unsafeBitCast(self, to: SIMD2<UInt64>.self)
    return halves[0] != 0
      ? halves[0].trailingZeroBitCount >> 3 : 8 + halves[1].trailingZeroBitCount >> 3
  }
}

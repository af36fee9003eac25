/// The weights of the scorer, in thousandths of a consecutive match.
///
/// fzy's values, made integers (exact ties, cheap arithmetic). The leading
/// and the trailing gap cost the same, so of two matches equal but for
/// their gaps the shorter label ranks first, as in fzy and fzf.
package enum Weight {
  package static let gapLeading: Int32 = -5
  package static let gapTrailing: Int32 = -5
  package static let gapInner: Int32 = -10
  package static let consecutive: Int32 = 1000
  package static let afterSlash: Int32 = 900
  package static let afterWordSeparator: Int32 = 800
  package static let camelHump: Int32 = 700
  package static let afterDot: Int32 = 600
  /// The score of a term that is the whole label (fzy's `SCORE_MAX`).
  package static let wholeLabel = 1_000_000
  /// The score of a fuzzy match in a label too long to score.
  package static let tooLong = -1_000_000
  /// A value no real score reaches; stands for "no alignment".
  package static let impossible: Int32 = Int32.min / 2
  /// The longest label (in scalars) a fuzzy term is scored in, as in fzy:
  /// longer labels match but rank last, keeping the quadratic scorer bounded.
  package static let maxScoredLength = 1024
}

/// The bonus for matching `current` right after `previous`: at the start of
/// a word, after a path separator, at a camelCase hump.
///
/// Only letters and digits earn one; non-ASCII scalars count as lower-case
/// letters. The start of the label is treated as following a `/`.
@inline(__always)
package func matchBonus(previous: UInt32, current: UInt32) -> Int32 {
  let currentIsUpper = current &- 65 < 26
  guard currentIsUpper || current &- 97 < 26 || current &- 48 < 10 || current >= 0x80 else {
    return 0
  }
  switch previous {
  case 0x2F: return Weight.afterSlash
  case 0x20, 0x2D, 0x5F: return Weight.afterWordSeparator
  case 0x2E: return Weight.afterDot
  default:
    let previousIsLower = previous &- 97 < 26 || previous >= 0x80
    return currentIsUpper && previousIsLower ? Weight.camelHump : 0
  }
}

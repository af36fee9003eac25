/// Latin letters with diacritics and the letter under them, so that `danco`
/// finds `Danço`, as fzf's normaliser does.
///
/// Covers Latin-1 Supplement and Latin Extended-A (U+00C0–U+017F) and the
/// Romanian comma-below letters (U+0218–U+021B). Stroked letters fold too
/// (Ø, Ł, Đ), as in fzf; ligatures and letters of their own (Æ, ß, Þ, Ŋ, Œ)
/// stay as they are. Case is kept: `É` folds to `E`, `é` to `e`.
package enum DiacriticFolding {
  /// The base letter of `value`, or `value` itself.
  @inline(__always)
  package static func fold(_ value: UInt32) -> UInt32 {
    if value < 0xC0 { return value }
    if value < 0x180 {
      let base = table[Int(value - 0xC0)]
      return base == dot ? value : UInt32(base)
    }
    switch value {
    case 0x218: return 0x53  // Ș
    case 0x219: return 0x73  // ș
    case 0x21A: return 0x54  // Ț
    case 0x21B: return 0x74  // ț
    default: return value
    }
  }

  /// Whether `value` has a diacritic: a letter that folds, or a combining
  /// mark (U+0300–U+036F) as in decomposed text.
  static func hasDiacritic(_ value: UInt32) -> Bool {
    fold(value) != value || (0x300...0x36F).contains(value)
  }

  private static let dot = UInt8(ascii: ".")

  /// The base letter of U+00C0 + i, `.` where none.
  private static let table: [UInt8] = Array(
    ("AAAAAA.CEEEEIIII" + "DNOOOOO.OUUUUY.." + "aaaaaa.ceeeeiiii" + "dnooooo.ouuuuy.y"
      + "AaAaAa" + "CcCcCcCc" + "DdDd" + "EeEeEeEeEe" + "GgGgGgGg" + "HhHh" + "IiIiIiIiIi"
      + ".." + "Jj" + "Kk." + "LlLlLlLlLl" + "NnNnNn." + ".." + "OoOoOo" + ".." + "RrRrRr"
      + "SsSsSsSs" + "TtTtTt" + "UuUuUuUuUuUu" + "Ww" + "YyY" + "ZzZzZz" + ".").utf8)
}

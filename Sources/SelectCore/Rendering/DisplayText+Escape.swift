extension DisplayText {
  /// How a scalar that must not reach the terminal is shown instead, or nil
  /// when it may be drawn as it is.
  ///
  /// C0 and DEL use caret notation, as `cat -v` and readline do, because it
  /// is short and familiar (`^[` for ESC). C1 controls use `<U+009B>`: the
  /// `M-^[` of `cat -v` reads as two keys, and the code point is what a user
  /// would search for. Format characters (bidi overrides and isolates, BOM,
  /// invisible tags, …) and line or paragraph separators can reorder, hide or
  /// break text, so they are spelled out too; only ZWJ and ZWNJ pass.
  package static func visibleEscape(for scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    switch value {
    case 0x00..<0x20:
      return "^" + String(Unicode.Scalar(UInt8(value) + 0x40))
    case 0x7F:
      return "^?"
    case 0x80..<0xA0:
      return codePoint(value)
    case 0x200C, 0x200D:
      return nil
    case 0xA0..<0x300:
      return value == 0xAD ? codePoint(value) : nil
    default:
      switch scalar.properties.generalCategory {
      case .format, .lineSeparator, .paragraphSeparator: return codePoint(value)
      default: return nil
      }
    }
  }

  /// `<U+XXXX>`, with at least four upper-case hex digits.
  private static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "<U+" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex + ">"
  }
}

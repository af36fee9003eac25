extension StyledText {
  /// The length of the control sequence or overstrike at `i` that `--ansi`
  /// takes out of the text besides SGR colours, or nil when none starts
  /// there. These are what fzf 0.74.5 takes out (found by feeding it each
  /// kind with `--ansi --filter`):
  /// - `ESC [`, `ESC (` or `ESC )`, then digits, `;`, `:` or `?`, then a
  ///   letter or `@`: erasing (`ESC[K`, `ESC[2J`), cursor moves, modes,
  ///   character sets;
  /// - `ESC ]`, digits, `;` or `:`, printable ASCII, then BEL or `ESC \`:
  ///   window titles, hyperlinks;
  /// - failing those, ESC and the character after it (`ESC =`, and the
  ///   `ESC [` of a sequence of another shape, whose rest stays);
  /// - SO and SI (0x0E, 0x0F), which switch character sets;
  /// - a character followed by a backspace (the overstrike of `man`'s
  ///   bold and underline), both.
  /// A line break is never part of one.
  static func otherSequenceLength(_ bytes: Bytes, at i: Int) -> Int? {
    let byte = bytes[i]
    if byte == 0x0E || byte == 0x0F { return 1 }
    if byte == 0x1B {
      guard i + 1 < bytes.count, bytes[i + 1] != 0x0A else { return nil }
      switch bytes[i + 1] {
      case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: ")"):
        if let end = endOfControlSequence(bytes, from: i + 2) { return end - i + 1 }
      case UInt8(ascii: "]"):
        if let end = endOfOperatingSystemCommand(bytes, from: i + 2) { return end - i + 1 }
      default: break
      }
      return 1 + characterLength(bytes, at: i + 1)
    }
    guard byte != 0x0A else { return nil }
    let length = characterLength(bytes, at: i)
    return i + length < bytes.count && bytes[i + length] == 0x08 ? length + 1 : nil
  }

  /// Where `[0-9;:?]*[a-zA-Z@]` starting at `start` ends (the final byte).
  private static func endOfControlSequence(_ bytes: Bytes, from start: Int) -> Int? {
    var j = start
    while j < bytes.count {
      switch bytes[j] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "?"):
        j += 1
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "@"):
        return j
      default:
        return nil
      }
    }
    return nil
  }

  /// Where `[0-9]+[;:][[:print:]]+` then BEL or `ESC \` starting at
  /// `start` ends (the last byte of the terminator).
  private static func endOfOperatingSystemCommand(
    _ bytes: Bytes, from start: Int
  ) -> Int? {
    var j = start
    while j < bytes.count, (0x30...0x39).contains(bytes[j]) { j += 1 }
    guard j > start, j < bytes.count, bytes[j] == UInt8(ascii: ";") || bytes[j] == UInt8(ascii: ":")
    else { return nil }
    j += 1
    let textStart = j
    while j < bytes.count, (0x20...0x7E).contains(bytes[j]) { j += 1 }
    guard j > textStart, j < bytes.count else { return nil }
    if bytes[j] == 0x07 { return j }
    if bytes[j] == 0x1B, j + 1 < bytes.count, bytes[j + 1] == UInt8(ascii: "\\") { return j + 1 }
    return nil
  }

  /// The bytes of the UTF-8 character at `i` (1 for an invalid byte).
  private static func characterLength(_ bytes: Bytes, at i: Int) -> Int {
    let lead = bytes[i]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard i + length <= bytes.count else { return 1 }
    for offset in 1..<length where bytes[i + offset] & 0xC0 != 0x80 { return 1 }
    return length
  }
}

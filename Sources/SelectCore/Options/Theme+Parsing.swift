extension Theme {
  /// Parses fzf's `--color` spec: base schemes and `NAME:COLOUR[:ATTR...]`
  /// entries separated by commas or blanks, laid over `self`. The words
  /// `auto`, `always` and `never` are select's and are left to the caller.
  package func applying(_ words: [Substring]) throws(SelectError) -> Theme {
    var theme = self
    for word in words {
      if let scheme = Theme.scheme(String(word)) {
        theme = scheme.isMonochrome ? theme.merged(with: scheme) : scheme.merged(with: Theme(paints: theme.paints))
        continue
      }
      let parts = word.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 2, let element = Element(name: String(parts[0])) else {
        throw .usage(
          "--color does not know '\(word)' (auto, always, never, dark, light, 16, bw, or NAME:COLOUR[:ATTR] "
            + "with fzf's names: fg, bg, hl, fg+, bg+, hl+, pointer, marker, prompt, info, border, ...)")
      }
      var paint = Paint()
      for part in parts.dropFirst() {
        try paint.apply(String(part), entry: String(word))
      }
      var single = Theme()
      single.paints[element] = paint
      theme = theme.merged(with: single)
    }
    return theme
  }

  private init(paints: [Element: Paint]) {
    self.paints = paints
  }
}

extension Theme.Paint {
  /// One colour or attribute of an entry.
  fileprivate mutating func apply(_ part: String, entry: String) throws(SelectError) {
    let names = [
      "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "bright-black", "bright-red",
      "bright-green", "bright-yellow", "bright-blue", "bright-magenta", "bright-cyan", "bright-white",
    ]
    switch part {
    case "-1": ink = .terminal
    case "bold": bold = true
    case "dim": dim = true
    case "italic": italic = true
    case "underline", "underline-double", "underline-curly", "underline-dotted", "underline-dashed":
      underlined = true
    case "reverse": reversed = true
    case "regular":
      (bold, dim, italic, underlined, reversed) = (false, false, false, false, false)
    case "strip": ink = .terminal
    case "gray", "grey": ink = .colour(.palette(8))
    default:
      if let index = names.firstIndex(of: part) {
        ink = .colour(.palette(UInt8(index)))
      } else if let n = Int(part), (0...255).contains(n) {
        ink = .colour(.palette(UInt8(n)))
      } else if part.hasPrefix("#"), part.count == 7, let value = UInt32(part.dropFirst(), radix: 16) {
        ink = .colour(.rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)))
      } else if !part.isEmpty {
        throw .usage(
          "--color: '\(part)' in '\(entry)' is neither a colour (-1, 0-255, #rrggbb, red, bright-blue...) "
            + "nor an attribute (bold, dim, italic, underline, reverse, regular)")
      }
    }
  }
}

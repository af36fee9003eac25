/// How a span of text is drawn: attributes and colours.
package struct Style: Hashable, Sendable {
  /// A terminal colour.
  package enum Colour: Hashable, Sendable {
    /// One of the 256 palette colours (0–15 follow the user's theme).
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The 24-bit colour of a swatch.
    package init(_ swatch: Swatch) {
      self = .rgb(swatch.red, swatch.green, swatch.blue)
    }
  }

  /// Heavier text.
  package var isBold: Bool
  /// Fainter text.
  package var isDim: Bool
  /// Slanted text.
  package var isItalic: Bool
  /// Underlined text.
  package var isUnderlined: Bool
  /// Foreground and background swapped: the usual mark of the current line.
  package var isReversed: Bool
  /// The text colour, or the terminal's default.
  package var foreground: Colour?
  /// The background colour, or the terminal's default.
  package var background: Colour?

  package init(
    bold: Bool = false, dim: Bool = false, italic: Bool = false, underlined: Bool = false,
    reversed: Bool = false,
    foreground: Colour? = nil, background: Colour? = nil
  ) {
    isBold = bold
    isDim = dim
    isItalic = italic
    isUnderlined = underlined
    isReversed = reversed
    self.foreground = foreground
    self.background = background
  }

  /// The terminal's default look.
  package static let plain = Style()

  /// The style without its colours: what is drawn when colour is off.
  ///
  /// NO_COLOR asks for no colour, not for no emphasis (no-color.org), and
  /// without reverse video the current line would be invisible; so bold,
  /// dim, italic, underline and reverse stay.
  package var withoutColour: Style {
    var style = self
    style.foreground = nil
    style.background = nil
    return style
  }

  /// The SGR sequence that sets exactly this style, starting from a reset,
  /// its colours as `depth` draws them.
  func selectGraphicRendition(depth: ColourDepth) -> [UInt8] {
    var sequence = Array("\u{1B}[0".utf8)
    if isBold { sequence += Array(";1".utf8) }
    if isDim { sequence += Array(";2".utf8) }
    if isItalic { sequence += Array(";3".utf8) }
    if isUnderlined { sequence += Array(";4".utf8) }
    if isReversed { sequence += Array(";7".utf8) }
    if let foreground { sequence += foreground.reduced(to: depth).parameters(base: 38, depth: depth) }
    if let background { sequence += background.reduced(to: depth).parameters(base: 48, depth: depth) }
    sequence.append(UInt8(ascii: "m"))
    return sequence
  }
}

extension Swatch {
  /// The swatch as text that draws it: two blocks in its colour.
  package func sample(glyphs: Glyphs, depth: ColourDepth) -> String {
    let colour = Style(foreground: Style.Colour(self)).selectGraphicRendition(depth: depth)
    return String(decoding: colour, as: UTF8.self) + glyphs.block + glyphs.block + "\u{1B}[0m"
  }
}

extension Style.Colour {
  /// `;38;5;n` or `;38;2;r;g;b` (48 for the background); on a basic
  /// terminal `;3n` or `;9n` (`;4n`, `;10n`).
  fileprivate func parameters(base: Int, depth: ColourDepth) -> [UInt8] {
    switch self {
    case .palette(let index) where depth == .basic && index < 8:
      Array(";\(base - 8 + Int(index))".utf8)
    case .palette(let index) where depth == .basic && index < 16:
      Array(";\(base + 52 + Int(index) - 8)".utf8)
    case .palette(let index): Array(";\(base);5;\(index)".utf8)
    case .rgb(let red, let green, let blue): Array(";\(base);2;\(red);\(green);\(blue)".utf8)
    }
  }
}

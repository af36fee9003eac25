/// How many colours the terminal draws: 24-bit colours are sent only to a
/// terminal that says it takes them, and come down to the nearest of the
/// 256 or 8 it has otherwise.
package enum ColourDepth: Sendable {
  /// The 8 basic colours (`ESC [31m`).
  case basic
  /// The 256-colour palette (`ESC [38;5;Nm`).
  case palette256
  /// 24-bit colour (`ESC [38;2;R;G;Bm`).
  case trueColour

  /// The depth a terminal announces: `COLORTERM` `truecolor` or `24bit`
  /// for 24-bit colour, a `TERM` naming 256 colours (`xterm-256color`) for
  /// the palette, else the basic colours.
  package init(colorTerm: String?, term: String?) {
    if colorTerm == "truecolor" || colorTerm == "24bit" {
      self = .trueColour
    } else if let term, term.contains("256") {
      self = .palette256
    } else {
      self = .basic
    }
  }
}

extension Style.Colour {
  /// The colour as this depth can draw it.
  func reduced(to depth: ColourDepth) -> Style.Colour {
    switch (self, depth) {
    case (_, .trueColour), (.palette, .palette256): self
    case (.rgb(let red, let green, let blue), .palette256):
      .palette(PerceivedColour.nearestPaletteIndex(red, green, blue))
    case (.rgb(let red, let green, let blue), .basic): .palette(Self.nearestBasic(red, green, blue))
    case (.palette(let index), .basic):
      if index < 16 {
        self
      } else {
        .palette(Self.nearestBasic(Self.paletteRGB(index)))
      }
    }
  }

  /// The RGB of a 256-palette entry above the 16 theme colours.
  static func paletteRGB(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
    if index >= 232 {
      let grey = 8 + 10 * (index - 232)
      return (grey, grey, grey)
    }
    let cube = index - 16
    func channel(_ level: UInt8) -> UInt8 { level == 0 ? 0 : 55 + 40 * level }
    return (channel(cube / 36), channel(cube / 6 % 6), channel(cube % 6))
  }

  /// The basic colour (0–7) nearest in hue: a channel counts when it is at
  /// least 60% of the strongest; a dark colour is black.
  private static func nearestBasic(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    let strongest = Int(max(red, green, blue))
    guard strongest >= 64 else { return 0 }
    func counts(_ channel: UInt8) -> Bool { Int(channel) * 5 >= strongest * 3 }
    return (counts(red) ? 1 : 0) + (counts(green) ? 2 : 0) + (counts(blue) ? 4 : 0)
  }

  private static func nearestBasic(_ rgb: (UInt8, UInt8, UInt8)) -> UInt8 {
    nearestBasic(rgb.0, rgb.1, rgb.2)
  }
}

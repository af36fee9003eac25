import SelectCore

// What the environment says the terminal can show, read in one place for
// the picker, the line mode and `--list` alike (select(1), ENVIRONMENT).
extension Glyphs {
  /// The glyphs the locale can show (`LC_ALL`, `LC_CTYPE`, `LANG`).
  package static var ofLocale: Glyphs {
    Glyphs(lcAll: environment("LC_ALL"), lcCType: environment("LC_CTYPE"), lang: environment("LANG"))
  }
}

extension ColourDepth {
  /// The colours the terminal announces (`COLORTERM`, `TERM`).
  package static var ofTerminal: ColourDepth {
    ColourDepth(colorTerm: environment("COLORTERM"), term: environment("TERM"))
  }
}

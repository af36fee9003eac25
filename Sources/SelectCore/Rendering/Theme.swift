/// fzf's colour schemes and per-element colours (`--color dark`,
/// `--color 'fg:#bbccdd,hl:65:bold,bg+:236,pointer:161'`): what each part
/// of the picker is drawn in, over select's own styles.
package struct Theme: Equatable, Sendable {
  /// A part of the picker that takes a colour; fzf's names.
  package enum Element: String, CaseIterable, Sendable {
    case fg, bg, hl, currentFg = "fg+", currentBg = "bg+", currentHl = "hl+", gutter, query, ghost
    case disabled, info, border, scrollbar, separator, gapLine = "gap-line", previewBorder = "preview-border"
    case previewScrollbar = "preview-scrollbar", label, previewLabel = "preview-label", prompt, pointer
    case marker, spinner, header, footer, previewFg = "preview-fg", previewBg = "preview-bg"
    case listFg = "list-fg", listBg = "list-bg", selectedFg = "selected-fg", selectedBg = "selected-bg"
    case selectedHl = "selected-hl", nth, nomatch, altBg = "alt-bg", altGutter = "alt-gutter"
    case inputBg = "input-bg", headerBg = "header-bg", footerBg = "footer-bg", listBorder = "list-border"
    case inputBorder = "input-border", headerBorder = "header-border", footerBorder = "footer-border"
    case listLabel = "list-label", inputLabel = "input-label", headerLabel = "header-label"
    case footerLabel = "footer-label"

    /// The element a name or one of fzf's aliases names.
    init?(name: String) {
      let aliases = [
        "current-fg": "fg+", "current-bg": "bg+", "current-hl": "hl+", "input-fg": "query",
        "header-fg": "header", "footer-fg": "footer",
      ]
      self.init(rawValue: aliases[name] ?? name)
    }

    /// Whether the element's colour is a background.
    var isBackground: Bool {
      switch self {
      case .bg, .currentBg, .previewBg, .listBg, .selectedBg, .altBg, .inputBg, .headerBg, .footerBg: true
      default: false
      }
    }
  }

  /// A colour, or the terminal's own (`-1`).
  package enum Ink: Equatable, Sendable {
    case terminal
    case colour(Style.Colour)
  }

  /// What one element is drawn in: a colour and attributes, each only
  /// when given.
  package struct Paint: Equatable, Sendable {
    package var ink: Ink?
    package var bold: Bool?
    package var dim: Bool?
    package var italic: Bool?
    package var underlined: Bool?
    package var reversed: Bool?

    package init(ink: Ink? = nil) { self.ink = ink }
  }

  package var paints: [Element: Paint] = [:]
  /// `bw`: no colours at all.
  package var isMonochrome = false

  package init() {}

  /// fzf's base schemes, as fzf 0.74.5 draws them.
  package static func scheme(_ name: String) -> Theme? {
    func palette(_ pairs: [(Element, UInt8)]) -> Theme {
      var theme = Theme()
      for (element, index) in pairs { theme.paints[element] = Paint(ink: .colour(.palette(index))) }
      return theme
    }
    switch name {
    case "dark":
      return palette([
        (.prompt, 110), (.info, 144), (.separator, 59), (.border, 59), (.scrollbar, 59), (.label, 145),
        (.header, 109), (.footer, 109), (.pointer, 161), (.currentBg, 236), (.currentFg, 254), (.hl, 108),
        (.currentHl, 151), (.gutter, 236), (.marker, 168), (.spinner, 148), (.previewBorder, 59),
        (.gapLine, 59), (.ghost, 59),
      ])
    case "light":
      return palette([
        (.prompt, 25), (.info, 101), (.separator, 145), (.border, 145), (.scrollbar, 145), (.label, 59),
        (.header, 31), (.footer, 31), (.pointer, 161), (.currentBg, 251), (.currentFg, 237), (.hl, 66),
        (.currentHl, 23), (.gutter, 251), (.marker, 168), (.spinner, 65), (.previewBorder, 145),
        (.gapLine, 145), (.ghost, 145),
      ])
    case "16", "base16":
      return palette([
        (.prompt, 4), (.info, 3), (.header, 6), (.footer, 6), (.pointer, 1), (.currentBg, 8),
        (.currentFg, 15), (.hl, 2), (.currentHl, 10), (.gutter, 8), (.marker, 5), (.spinner, 2),
      ])
    case "bw":
      var theme = Theme()
      theme.isMonochrome = true
      return theme
    default: return nil
    }
  }

  /// This theme with `other`'s paints laid over it, attribute by attribute.
  package func merged(with other: Theme) -> Theme {
    var theme = self
    theme.isMonochrome = isMonochrome || other.isMonochrome
    for (element, paint) in other.paints {
      var merged = theme.paints[element] ?? Paint()
      if let ink = paint.ink { merged.ink = ink }
      if let bold = paint.bold { merged.bold = bold }
      if let dim = paint.dim { merged.dim = dim }
      if let italic = paint.italic { merged.italic = italic }
      if let underlined = paint.underlined { merged.underlined = underlined }
      if let reversed = paint.reversed { merged.reversed = reversed }
      theme.paints[element] = merged
    }
    return theme
  }

  /// `style` with the element's paint laid over it; falls back through
  /// fzf's family of elements (`list-fg` on `fg`, `selected-hl` on `hl`).
  package func style(_ element: Element, over style: Style) -> Style {
    var style = style
    for part in Self.lineage(element) {
      guard let paint = paints[part] else { continue }
      switch paint.ink {
      case .colour(let colour)?:
        if part.isBackground {
          style.background = colour
        } else {
          style.foreground = colour
          // A colour given replaces select's dimming, as fzf draws it;
          // ghost text stays dim unless told otherwise.
          if part != .ghost { style.isDim = false }
        }
      case .terminal?:
        if part.isBackground { style.background = nil } else { style.foreground = nil }
      case nil: break
      }
      if let bold = paint.bold { style.isBold = bold }
      if let dim = paint.dim { style.isDim = dim }
      if let italic = paint.italic { style.isItalic = italic }
      if let underlined = paint.underlined { style.isUnderlined = underlined }
      if let reversed = paint.reversed { style.isReversed = reversed }
    }
    return style
  }

  /// Whether the element, or one it falls back on, is painted.
  package func paints(_ element: Element) -> Bool {
    Self.lineage(element).contains { paints[$0] != nil }
  }

  /// The element after the ones it falls back on, most general first.
  private static func lineage(_ element: Element) -> [Element] {
    switch element {
    case .listFg: [.fg, .listFg]
    case .selectedFg: [.fg, .listFg, .selectedFg]
    case .previewFg: [.fg, .previewFg]
    case .listBg: [.bg, .listBg]
    case .selectedBg: [.bg, .listBg, .selectedBg]
    case .previewBg: [.bg, .previewBg]
    case .selectedHl: [.hl, .selectedHl]
    case .listBorder, .inputBorder, .headerBorder, .footerBorder, .previewBorder: [.border, element]
    case .scrollbar, .separator, .gapLine: [.border, element]
    case .listLabel, .inputLabel, .headerLabel, .footerLabel, .previewLabel: [.label, element]
    case .ghost: [.query, .ghost]
    default: [element]
    }
  }
}

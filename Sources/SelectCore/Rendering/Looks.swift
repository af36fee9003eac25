/// How the picker is dressed beyond its rows: fzf's looks (`--border`,
/// `--margin`, `--padding`, `--info`, `--pointer`, `--footer`, …), as the
/// command line gave them. The defaults draw select's own plain picker.
package struct Looks: Equatable, Sendable {
  /// The line round everything, inside the margin (`--border`).
  package var border: BorderStyle?
  /// Text on the border's top (or bottom) line (`--border-label`).
  package var borderLabel = ""
  package var borderLabelPosition = LabelPosition()
  /// Blank space outside the border (`--margin`) and inside it (`--padding`).
  package var margin = Spacing()
  package var padding = Spacing()
  /// Where the count goes (`--info`); nil: at the right of the prompt line,
  /// select's own place for it, with no separator unless one is asked for.
  package var info: Info?
  /// `--separator STR` (the line under the prompt), `--no-separator`.
  package var separator = Toggle.unset
  /// `--scrollbar[=CHARS]`, `--no-scrollbar`; on unless turned off (or
  /// `--accessible`), as in fzf: drawn when there are more lines than rows.
  package var scrollbar = Toggle.unset
  /// Marks the row under the cursor (`--pointer`); nil: `>`.
  package var pointer: String?
  /// Marks checked rows (`--marker`); nil: `✓`.
  package var marker: String?
  /// Drawn where the pointer is not (`--gutter`); nil: blank.
  package var gutter: String?
  /// Drawn there instead on a row that does not match (`--gutter-raw`).
  package var gutterRaw: String?
  /// Shown dimmed in the query field while it is empty (`--ghost`).
  package var ghost = ""
  /// Rows after the list (`--footer`), under a line.
  package var footer = ""
  /// With the prompt at the bottom, the header goes below it; in fzf's
  /// reverse layout, above it (`--header-first`).
  package var headerFirst = false
  /// The row under the cursor is highlighted across its whole width.
  package var highlightLine = false
  /// For a screen reader (`--accessible`): the terminal's cursor rests on
  /// the current row after a move, each row begins with its number and
  /// label, and nothing is drawn that only moves: no spinner, no
  /// scrollbar unless asked for, and no label shifted to show its match
  /// (it would begin with an ellipsis, not with its start).
  package var accessible = false {
    didSet { if accessible { hscroll = false } }
  }
  /// Whether bold is drawn at all (`--no-bold` turns it off).
  package var bold = true
  /// Ends a cut label (`--ellipsis`); nil: `…`.
  package var ellipsis: String?
  /// No prompt line: the query cannot be typed (`--no-input`).
  package var noInput = false
  /// Rows between items (`--gap`), drawn as a dotted line, as
  /// `--gap-line STR`, or blank with `--no-gap-line`.
  package var gap = 0
  package var gapLine = Toggle.unset

  /// Columns between tab stops (`--tabstop`).
  package var tabstop = 8
  /// With no query, a cut label shows its end (`--keep-right`).
  package var keepRight = false
  /// Whether a label is shifted to show its match (`--no-hscroll`: never).
  package var hscroll = true
  /// Columns kept after the last match when a label is shifted
  /// (`--hscroll-off`); nil: a third of the row leads up to the match.
  package var hscrollOff: Int?
  /// Fields a cut label always shows whole: its first `freezeLeft` and
  /// last `freezeRight` (`--freeze-left`, `--freeze-right`).
  package var freezeLeft = 0
  package var freezeRight = 0
  /// Lines kept in view beyond the cursor (`--scroll-off`; the picker's
  /// state honours it).
  package var scrollOff = 0

  /// The sections' own borders and labels (`--input-border`,
  /// `--list-border`, `--header-border`, `--footer-border`,
  /// `--header-lines-border`: given at all, even `none`, the
  /// `--header-lines` are a section apart from the header).
  package var sections: [ContentLayout.Part: Section] = [:]
  /// The preview pane's border (`--preview-border`; `--preview-window`'s
  /// `border-STYLE` wins) and label.
  package var previewBorder: PreviewWindow.Edge?
  package var previewLabel = ""
  package var previewLabelPosition = LabelPosition()

  /// A section's border, label and label position.
  package struct Section: Equatable, Sendable {
    package var border: BorderStyle?
    package var label = ""
    package var labelPosition = LabelPosition()
    /// fzf's `inline`: drawn inside the list's border (which needs a top
    /// and a bottom line), joined to the list by a line across it.
    package var isInline = false
    package init() {}
  }

  package func section(_ part: ContentLayout.Part) -> Section { sections[part] ?? Section() }

  /// Items that do not match stay listed, dimmed (`--raw`; the picker's
  /// state keeps them).
  package var raw = false
  /// `--min-height N[+]`: the fewest rows of a height given in percent;
  /// with `+`, N item rows besides everything else.
  package var minHeight: MinimumHeight?

  /// `--min-height`'s value.
  package struct MinimumHeight: Equatable, Sendable {
    package var rows: Int
    package var addsChrome: Bool
    package init(rows: Int, addsChrome: Bool) {
      self.rows = rows
      self.addsChrome = addsChrome
    }
  }
  /// `--info-command`: a command whose output replaces the count; the
  /// terminal loop runs it and puts its line in `infoText`.
  package var infoCommand: String?
  package var infoText: String?
  /// Long labels go on over more rows (`--wrap`), each after `wrapSign`,
  /// cut at spaces and tabs with `--wrap=word`.
  package var wrap = false
  package var wrapsAtWords = false
  package var wrapSign: String?
  /// Starts the preview's wrapped rows (`--preview-wrap-sign`); nil: `wrapSign`.
  package var previewWrapSign: String?
  /// A label with line breaks (`--read0`) takes a row a line, unless
  /// `--no-multi-line`; `labelsMayBreak` says whether labels can hold one.
  package var multiLine = true
  package var labelsMayBreak = false
  /// The check marks of a checked item of several rows: top, middle,
  /// bottom (`--marker-multi-line`).
  package var markerMultiLine: String?

  /// fzf's colours (`--color dark,fg:…`); nil: select's own.
  package var theme: Theme?

  package init() {}

  /// Whether a text option was given, turned off, or left alone.
  package enum Toggle: Equatable, Sendable {
    case unset, off
    case on(String)
  }

  /// `--info STYLE[:PREFIX]`.
  package struct Info: Equatable, Sendable {
    package enum Style: String, CaseIterable, Sendable {
      case `default`, right, hidden, inline, inlineRight = "inline-right"
    }
    package var style: Style
    /// Drawn before the count with the inline styles; nil: fzf's (` < `, or
    /// nothing for inline-right).
    package var prefix: String?

    package init(style: Style, prefix: String? = nil) {
      self.style = style
      self.prefix = prefix
    }
  }

  /// `--border-label-pos N[:top|bottom]`: 0 centres the label, N > 0
  /// starts it at column N, N < 0 ends it N columns from the right.
  package struct LabelPosition: Equatable, Sendable {
    package var offset = 0
    package var onBottom = false
    package init(offset: Int = 0, onBottom: Bool = false) {
      self.offset = offset
      self.onBottom = onBottom
    }
  }

  /// The separator line's text, if one is drawn: asked for, or fzf's
  /// line with an `--info` style that has one.
  func separatorText(glyphs: Glyphs) -> String? {
    switch separator {
    case .off: return nil
    case .on(let text): return text.isEmpty ? nil : text
    case .unset: return info == nil ? nil : glyphs.horizontalLine
    }
  }

  /// The list's scrollbar character, if one is drawn: the first of
  /// `--scrollbar`'s, `│` by default.
  func scrollbarText(glyphs: Glyphs) -> String? {
    switch scrollbar {
    case .off: return nil
    case .unset: return accessible ? nil : glyphs.verticalLine
    case .on(let text): return text.isEmpty ? glyphs.verticalLine : String(text.prefix(1))
    }
  }

  /// The preview's scrollbar character: the second of `--scrollbar`'s,
  /// else the list's.
  func previewScrollbarText(glyphs: Glyphs) -> String? {
    guard case .on(let text) = scrollbar, text.count > 1 else { return scrollbarText(glyphs: glyphs) }
    return String(text.dropFirst().prefix(1))
  }
}

/// Space on the four sides of a box, in cells or as shares of the frame
/// (`--margin`, `--padding`: fzf's `TRBL`, `TB,RL`, `T,RL,B`, `T,R,B,L`).
package struct Spacing: Equatable, Sendable {
  package enum Amount: Equatable, Sendable {
    case cells(Int)
    case percent(Int)

    func resolved(in total: Int) -> Int {
      switch self {
      case .cells(let n): n
      case .percent(let p): total * p / 100
      }
    }
  }

  package var top = Amount.cells(0)
  package var right = Amount.cells(0)
  package var bottom = Amount.cells(0)
  package var left = Amount.cells(0)

  package init() {}

  package init(top: Amount, right: Amount, bottom: Amount, left: Amount) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// The four amounts in cells for a box of `width`×`height`.
  func resolved(width: Int, height: Int) -> Insets {
    Insets(
      top: top.resolved(in: height), right: right.resolved(in: width),
      bottom: bottom.resolved(in: height), left: left.resolved(in: width))
  }
}

/// Cells taken on each side of a box.
struct Insets: Equatable {
  var top = 0
  var right = 0
  var bottom = 0
  var left = 0
}

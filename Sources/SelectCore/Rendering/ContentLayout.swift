/// What each row of the picker's content shows, top to bottom: the one
/// map the view draws from, and from which a row on the screen can be
/// traced back to what is drawn there (a click, for instance).
///
/// The content is the frame less its margin, border and padding
/// (`FrameBox.content` gives its place) and, with a preview, less the
/// pane (`PreviewLayout.listRow`/`listColumn`).
package struct ContentLayout: Equatable, Sendable {
  /// One row of the content.
  package enum Row: Equatable, Sendable {
    /// Line N of `--header`.
    case header(Int)
    /// The prompt and the query.
    case prompt
    /// The count on a row of its own (`--info default|right|hidden`).
    case info
    /// The separator line alone (with `--info inline-right`).
    case separator
    /// The Nth of the `--header-lines`.
    case headerLine(Int)
    /// The Nth list slot from the first shown: list line `scroll + N`.
    case list(Int)
    /// A further row of slot N's item (`--wrap`, a multi-line label): its
    /// Mth row.
    case listPart(Int, Int)
    /// The Nth row of the gap after a slot (`--gap`): blank, the last one
    /// a line (`--gap-line`).
    case gap(Int)
    /// The line above the footer, and the footer's Nth line.
    case footerLine
    case footer(Int)
    /// A line of a section's own border (see `boxes`).
    case boxLine
    /// The line across the list's border that joins an `inline` section
    /// to the list.
    case joint
  }

  /// Exactly as many rows as the content is high.
  package var rows: [Row]
  /// How many list slots the rows hold.
  package var listSlots: Int
  /// The sections drawn in a border of their own (`--input-border`,
  /// `--list-border`, …): the rows they take, border included.
  package var boxes: [Box] = []

  /// A part of the content that can have a border.
  package enum Part: Hashable, Sendable {
    case input, header, headerLines, list, footer

    /// The `--color` names of its border and label (the header's for the
    /// `--header-lines`, as fzf has none of their own).
    var borderElement: Theme.Element {
      switch self {
      case .input: .inputBorder
      case .header, .headerLines: .headerBorder
      case .list: .listBorder
      case .footer: .footerBorder
      }
    }
    var labelElement: Theme.Element {
      switch self {
      case .input: .inputLabel
      case .header, .headerLines: .headerLabel
      case .list: .listLabel
      case .footer: .footerLabel
      }
    }
  }

  /// A section in its border: which rows it takes and how it is dressed.
  package struct Box: Equatable, Sendable {
    package var part: Part
    package var rows: Range<Int>
    var frame: FrameBox

    /// The columns its rows' text starts at and has.
    package var column: Int { frame.content.column }
    package var width: Int { frame.content.width }
  }

  /// The box round a content row, if it is in one.
  package func box(ofRow row: Int) -> Box? {
    boxes.first { $0.rows.contains(row) }
  }
}

extension Looks {
  /// The lines of `--footer`.
  var footerLines: [String] {
    footer.isEmpty ? [] : footer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Whether the count (or the separator) takes a row of its own.
  func hasOwnInfoRow(glyphs: Glyphs) -> Bool {
    guard let info else { return separatorText(glyphs: glyphs) != nil }
    switch info.style {
    case .default, .right: return true
    case .hidden, .inlineRight: return separatorText(glyphs: glyphs) != nil
    case .inline: return false
    }
  }
}

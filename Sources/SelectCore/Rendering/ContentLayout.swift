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
    /// The Nth row of the gap after a slot (`--gap`): blank, the last one
    /// a line (`--gap-line`).
    case gap(Int)
    /// The line above the footer, and the footer's Nth line.
    case footerLine
    case footer(Int)
  }

  /// Exactly as many rows as the content is high.
  package var rows: [Row]
  /// How many list slots the rows hold.
  package var listSlots: Int
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

extension PickerView {
  /// `style` in the `--color` theme's colours for `element`, if it has one.
  func paint(_ element: Theme.Element, _ style: Style) -> Style {
    looks.theme?.style(element, over: style) ?? style
  }

  /// The rows of the content for `state`. Every part but the prompt and
  /// one list row gives way when the frame is too short: the info row,
  /// then the header, the `--header-lines`, the footer.
  package func contentLayout(_ state: PickerState) -> ContentLayout {
    var remaining = height
    func take(_ wanted: Int) -> Int {
      let given = min(wanted, max(remaining - 1, 0))
      remaining -= given
      return given
    }
    let promptRows = looks.noInput ? 0 : min(1, remaining)
    remaining -= promptRows
    let infoRows = take(looks.noInput || !looks.hasOwnInfoRow(glyphs: glyphs) ? 0 : 1)
    let headerRows = take(state.settings.headerLines.count)
    let headerLineRows = take(state.headerItems.count)
    let footerCount = looks.footerLines.count
    let footerRows = take(footerCount > 0 ? footerCount + 1 : 0)
    let gap = looks.gap
    let listRows = max(remaining, 0)
    let slots = (listRows + gap) / (gap + 1)
    let list: [ContentLayout.Row] = (0..<listRows).map {
      $0 % (gap + 1) == 0 ? .list($0 / (gap + 1)) : .gap($0 % (gap + 1) - 1)
    }
    let headers = (0..<headerRows).map(ContentLayout.Row.header)
    let prompt: [ContentLayout.Row] = promptRows == 1 ? [.prompt] : []
    let info: [ContentLayout.Row] =
      infoRows == 0 ? [] : [looks.info.map { $0.style == .default || $0.style == .right } == true ? .info : .separator]
    let headerLines = (0..<headerLineRows).map(ContentLayout.Row.headerLine)
    let footer: [ContentLayout.Row] =
      footerRows == 0 ? [] : [.footerLine] + (0..<(footerRows - 1)).map(ContentLayout.Row.footer)
    let rows: [ContentLayout.Row]
    switch layout {
    case .topDown:
      rows = headers + prompt + info + headerLines + list + footer
    case .bottomUp:
      let footerFirst = footer.isEmpty ? [] : Array(footer.dropFirst()) + [.footerLine]
      let below = looks.headerFirst ? info + prompt + headers : headers + info + prompt
      rows = footerFirst + list.reversed() + headerLines.reversed() + below
    }
    return ContentLayout(rows: rows, listSlots: slots)
  }

  /// The list slots that carry the scrollbar's thumb: none when every
  /// line is in view.
  func scrollbarSlots(_ state: PickerState, slots: Int) -> Range<Int> {
    let total = state.lineCount
    guard slots > 0, total > slots else { return 0..<0 }
    let length = max(1, slots * slots / total)
    let start = min(state.scroll * (slots - length) / max(total - slots, 1), slots - length)
    return start..<(start + length)
  }

  /// A row of `text` repeated across `width` columns (the separator when
  /// no text is given), cut where a repeat would not fit.
  func separatorRow(width: Int, text: String? = nil) -> Screen.Row {
    guard let text = text ?? looks.separatorText(glyphs: glyphs) else { return Screen.Row() }
    return Screen.Row(repeated(text, width: width), style: paint(.separator, Style(dim: true)))
  }

  /// `text`, sanitised, repeated to fill `width` columns.
  func repeated(_ text: String, width: Int) -> String {
    let piece = DisplayText(Array(text.utf8))
    guard piece.width > 0, width > 0 else { return "" }
    return DisplayText(
      Array(String(repeating: piece.string, count: width / piece.width + 1).utf8), maxWidth: width, ellipsis: ""
    ).string
  }

  /// The Nth row of a `--gap`: blank, or the last one a line from where
  /// labels start.
  func gapRow(_ state: PickerState, index: Int, numberWidth: Int) -> Screen.Row {
    guard index == looks.gap - 1 else { return Screen.Row() }
    let line: String
    switch looks.gapLine {
    case .off: return Screen.Row()
    case .unset: line = glyphs.dottedLine
    case .on(let text): line = text.isEmpty ? glyphs.dottedLine : text
    }
    let indent = labelColumn(state, numberWidth: numberWidth)
    return Screen.Row([
      Screen.Span(String(repeating: " ", count: min(indent, width))),
      Screen.Span(repeated(line, width: width - indent), style: paint(.gapLine, Style(dim: true))),
    ])
  }

  /// The count on a row of its own: after the label column with a
  /// separator after it (`--info default`), or at the right end after one
  /// (`right`).
  func infoRow(_ state: PickerState) -> Screen.Row {
    let count = infoSpan(state)
    let countWidth = displayWidth(of: count.text)
    let separator = looks.separatorText(glyphs: glyphs)
    if looks.info?.style == .right {
      let fill = max(width - countWidth - 1, 0)
      return Screen.Row([
        Screen.Span(
          separator.map { repeated($0, width: fill) } ?? String(repeating: " ", count: fill),
          style: paint(.separator, Style(dim: true))),
        Screen.Span(" "), count,
      ])
    }
    let rest = max(width - 2 - countWidth - 1, 0)
    var spans = [Screen.Span("  "), count]
    if let separator {
      spans += [Screen.Span(" "), Screen.Span(repeated(separator, width: rest), style: paint(.separator, Style(dim: true)))]
    }
    return Screen.Row(spans)
  }

  /// The count, a message in its place, or what Enter chooses.
  func infoSpan(_ state: PickerState) -> Screen.Span {
    state.message.map { Screen.Span($0, style: Style(bold: true, foreground: .palette(1))) }
      ?? state.numberChoice.map { Screen.Span(numberChoiceText(state, position: $0), style: Style(bold: true)) }
      ?? Screen.Span(countText(state), style: paint(.info, Style(dim: true)))
  }
}

extension Screen {
  /// The frame with no bold anywhere (`--no-bold`).
  mutating func dropBold() {
    for row in rows.indices {
      for span in rows[row].spans.indices { rows[row].spans[span].style.isBold = false }
    }
  }
}

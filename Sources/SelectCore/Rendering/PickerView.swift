/// Draws a picker state as a frame of a given size: header, prompt line
/// with the query and the count, `--header-lines`, then the list, item 1
/// at the top; or, bottom-up, the same from the bottom row up; inside a
/// border with `--border`.
///
/// A pure function of the state: the same state and size always give the
/// same `Screen`, which is what the view tests compare as text.
package struct PickerView: Sendable {
  /// Columns of the frame.
  package var width: Int
  /// Rows of the frame.
  package var height: Int
  /// Whether colours (match highlights, swatches) are drawn.
  package var usesColour: Bool
  /// Whether the preview pane is drawn (the list's own part of a shared
  /// frame draws none).
  var showsPreview = true
  /// The symbols drawn: Unicode, or ASCII where the locale is not UTF-8.
  package var glyphs: Glyphs
  /// Where the prompt sits and which way the list grows.
  package var layout = PickerLayout.topDown
  /// fzf's looks: border, margins, info, pointer, footer… (`Looks`).
  package var looks = Looks()
  /// The marks worked out once for a frame's rows (see `markTexts`).
  var marks: MarkTexts?

  /// The pointer, the gutter and the check mark as drawn.
  typealias MarkTexts = (
    pointer: String, gutter: String, width: Int, marker: String, noMarker: String, markerWidth: Int
  )

  package init(width: Int, height: Int, usesColour: Bool, glyphs: Glyphs = .unicode) {
    self.width = max(width, 1)
    self.height = max(height, 1)
    self.usesColour = usesColour
    self.glyphs = glyphs
  }

  /// How many rows a frame for `state` takes besides its items: the
  /// prompt line, the header, the `--header-lines`, in multi mode two
  /// section headings (kept for when something is checked, so the frame
  /// need not grow), and what `looks` adds (info and separator rows,
  /// the footer, the sections' own borders, the border and the margins
  /// and padding given in cells).
  package static func chromeRows(for state: PickerState, looks: Looks = Looks()) -> Int {
    var rows = state.settings.headerLines.count + state.settings.headerLineCount + (state.settings.multi ? 2 : 0)
    rows += looks.noInput ? 0 : 1 + (looks.hasOwnInfoRow(glyphs: .unicode) ? 1 : 0)
    let footer = looks.footerLines.count
    rows += footer > 0 ? footer + 1 : 0
    // As `contentLayout` draws them; a footer's border replaces its line.
    let linesApart = looks.sections[.headerLines] != nil
    rows += borderRows(of: .list, looks) + (looks.noInput ? 0 : borderRows(of: .input, looks))
    if !state.settings.headerLines.isEmpty || !linesApart && state.settings.headerLineCount > 0 {
      rows += borderRows(of: .header, looks)
    }
    if linesApart && state.settings.headerLineCount > 0 { rows += borderRows(of: .headerLines, looks) }
    if footer > 0 { rows += max(borderRows(of: .footer, looks) - 1, 0) }
    if let sides = looks.border?.sides { rows += (sides.top ? 1 : 0) + (sides.bottom ? 1 : 0) }
    for amount in [looks.margin.top, looks.margin.bottom, looks.padding.top, looks.padding.bottom] {
      if case .cells(let n) = amount { rows += n }
    }
    return rows
  }

  /// The rows a section's own border takes: one for a `line` (and an
  /// `inline` section's), else its top and bottom lines.
  private static func borderRows(of part: ContentLayout.Part, _ looks: Looks) -> Int {
    guard let style = looks.section(part).border else { return 0 }
    if style == .line { return 1 }
    return (style.sides.top ? 1 : 0) + (style.sides.bottom ? 1 : 0)
  }

  /// How many list lines (items, or section headings) the frame shows.
  package func listRows(for state: PickerState) -> Int {
    let inner = content
    if let preview = inner.previewLayout(state) { return inner.listView(preview).listRows(for: state) }
    return inner.contentLayout(state).listSlots
  }

  /// The frame for `state`.
  package func screen(_ state: PickerState) -> Screen {
    let box = frameBox
    let inner = content
    var screen =
      inner.previewLayout(state).map { inner.screen(state, sharedWith: $0) } ?? inner.contentScreen(state)
    if !box.isPlain {
      screen = box.dress(
        screen, label: looks.borderLabel, labelPosition: looks.borderLabelPosition, glyphs: glyphs,
        lineStyle: paint(.border, Style(dim: true)), labelStyle: paint(.label, Style(bold: true)))
    }
    if !looks.bold { screen.dropBold() }
    return screen
  }

  /// The frame's margin, border and padding round the content.
  var frameBox: FrameBox { FrameBox(width: width, height: height, looks: looks) }

  /// The view of what is inside the margin, border and padding.
  var content: PickerView {
    let box = frameBox
    var inner = self
    inner.looks.border = nil
    inner.looks.margin = Spacing()
    inner.looks.padding = Spacing()
    if let ellipsis = looks.ellipsis {
      inner.glyphs.ellipsis = DisplayText(Array(ellipsis.utf8)).string
    }
    guard !box.isPlain else { return inner }
    let place = box.content
    inner.width = place.width
    inner.height = place.height
    return inner
  }

  /// The frame without border or preview: the rows `contentLayout` lists.
  private func contentScreen(_ state: PickerState) -> Screen {
    var framing = self
    framing.marks = markTexts
    return framing.contentScreenWithMarks(state)
  }

  private func contentScreenWithMarks(_ state: PickerState) -> Screen {
    let layout = contentLayout(state)
    let context = RowContext(
      matcher: state.query.isEmpty ? nil : Matcher(query: state.parsedQuery),
      numberWidth: numberWidth(state),
      scrollbar: looks.scrollbarText(glyphs: glyphs).map { DisplayText(Array($0.utf8), maxWidth: 1).string },
      thumb: scrollbarSlots(state, slots: layout.listSlots))
    var screen = Screen(width: width, height: height)
    var cursorColumn = 0
    for (row, line) in layout.rows.enumerated() where row < height {
      guard line != .boxLine else { continue }
      // A row in a section's border is drawn narrower; the others as they are.
      if let box = layout.box(ofRow: row) {
        var view = self
        view.width = max(box.width, 1)
        if line == .prompt {
          (screen.rows[row], cursorColumn) = view.promptRow(state)
        } else {
          screen.rows[row] = view.row(line, state, context)
        }
      } else if line == .prompt {
        (screen.rows[row], cursorColumn) = promptRow(state)
      } else {
        screen.rows[row] = self.row(line, state, context)
      }
    }
    for box in layout.boxes {
      var inner = Screen(width: box.width, height: box.frame.content.height)
      let first = box.rows.lowerBound + box.frame.content.row
      for index in 0..<inner.height where first + index < height { inner.rows[index] = screen.rows[first + index] }
      let section = looks.section(box.part)
      let dressed = box.frame.dress(
        inner, label: section.label, labelPosition: section.labelPosition, glyphs: glyphs,
        lineStyle: paint(box.part.borderElement, Style(dim: true)), labelStyle: paint(box.part.labelElement, Style(bold: true)))
      for (index, row) in dressed.rows.enumerated() where box.rows.lowerBound + index < height {
        let at = box.rows.lowerBound + index
        screen.rows[at] = layout.rows[at] == .joint ? jointRow(box, width: width) : row
      }
    }
    if let promptIndex = layout.rows.firstIndex(of: .prompt), promptIndex < height {
      let shift = layout.box(ofRow: promptIndex)?.column ?? 0
      screen.cursor = Screen.Position(row: promptIndex, column: min(cursorColumn + shift, width - 1))
      screen.isCursorVisible = true
    }
    // A screen reader follows the terminal's cursor: after a move it rests
    // at the start of the current row, where its number and label begin.
    if looks.accessible, Self.movesTheCursor.contains(state.queue.lastAction),
      let row = layout.rows.firstIndex(of: .list(state.list.cursor - state.list.scroll)), row < height
    {
      screen.cursor = Screen.Position(row: row, column: layout.box(ofRow: row)?.column ?? 0)
      screen.isCursorVisible = true
    }
    return screen
  }

  /// The line across `box` that joins an `inline` section to the list.
  private func jointRow(_ box: ContentLayout.Box, width: Int) -> Screen.Row {
    guard let style = box.frame.border else { return separatorRow(width: width, text: glyphs.horizontalLine) }
    let ends = style.sides.left && style.sides.right
    let piece = style.joint(unicode: glyphs == .unicode)
    let fill = String(repeating: piece.fill, count: max(width - (ends ? 2 : 0), 0))
    return Screen.Row(ends ? piece.left + fill + piece.right : fill, style: paint(box.part.borderElement, Style(dim: true)))
  }

  /// Row `part` of an item that may take several.
  private func itemPieceRow(
    _ state: PickerState, offset: Int, part: Int, context: RowContext, width listWidth: Int
  ) -> Screen.Row {
    let label = state.items[state.list.shown[offset]].label
    let room = max(listWidth - labelColumn(state, numberWidth: context.numberWidth), 1)
    let pieces = self.pieces(of: label, room: room, limit: max(height, part + 1))
    let piece: ItemPiece? = pieces.count > 1 || looks.wrap ? (pieces.indices.contains(part) ? pieces[part] : nil) : nil
    if pieces.count <= 1 && !looks.wrap || piece == nil && part == 0 {
      return itemRow(state, offset: offset, numberWidth: context.numberWidth, matcher: context.matcher, width: listWidth)
    }
    guard let piece else { return Screen.Row() }
    return itemRow(
      state, offset: offset, numberWidth: context.numberWidth, matcher: context.matcher, width: listWidth, piece: piece)
  }

  /// What every row of a frame shares: the matcher, the numbers' width
  /// and the scrollbar.
  struct RowContext {
    var matcher: Matcher?
    var numberWidth: Int
    var scrollbar: String?
    var thumb: Range<Int>
  }

  /// One row of the content, `width` columns wide.
  private func row(_ line: ContentLayout.Row, _ state: PickerState, _ context: RowContext) -> Screen.Row {
    switch line {
    case .header(let index):
      return Screen.Row(
        DisplayText(Array(state.settings.headerLines[index].utf8), maxWidth: width, ellipsis: glyphs.ellipsis)
          .string, style: paint(.header, Style(bold: true)))
    case .prompt: return promptRow(state).0
    case .info: return infoRow(state)
    case .separator: return separatorRow(width: width)
    case .headerLine(let index):
      return headerLineRow(state.shownHeaderItems[index], state, numberWidth: context.numberWidth)
    case .list(let slot):
      let listWidth = context.scrollbar == nil ? width : max(width - 1, 0)
      var drawn = Screen.Row()
      let line = state.list.scroll + slot
      if line < state.lineCount {
        switch state.content(ofLine: line) {
        case .heading(let checked): drawn = headingRow(state, checked: checked)
        case .item(let offset) where itemsTakeRows:
          drawn = itemPieceRow(state, offset: offset, part: 0, context: context, width: listWidth)
        case .item(let offset):
          drawn = itemRow(
            state, offset: offset, numberWidth: context.numberWidth, matcher: context.matcher, width: listWidth)
        }
      }
      // The column stays the bar's (as fzf keeps it), drawn only where the
      // thumb is, so that rows without it send no trailing blanks.
      if let scrollbar = context.scrollbar, context.thumb.contains(slot) {
        drawn = drawn.fitted(to: listWidth).followed(by: Screen.Row(scrollbar, style: paint(.scrollbar, Style(dim: true))))
      }
      return drawn
    case .listPart(let slot, let part):
      let line = state.list.scroll + slot
      guard line < state.lineCount, case .item(let offset) = state.content(ofLine: line) else { return Screen.Row() }
      let listWidth = context.scrollbar == nil ? width : max(width - 1, 0)
      return itemPieceRow(state, offset: offset, part: part, context: context, width: listWidth)
    case .gap(let index): return gapRow(state, index: index, numberWidth: context.numberWidth)
    case .footerLine: return separatorRow(width: width, text: glyphs.horizontalLine)
    case .footer(let index):
      return Screen.Row(
        DisplayText(Array(looks.footerLines[index].utf8), maxWidth: width, ellipsis: glyphs.ellipsis).string,
        style: paint(.footer, .plain))
    case .boxLine: return Screen.Row()
    case .joint: return separatorRow(width: width, text: glyphs.horizontalLine)
    }
  }

  /// The prompt, the query (or `:N` while jumping, or `--ghost` while it
  /// is empty) and the count where `--info` puts it on this row: on the
  /// right (select's place, and `inline-right`) or after the query
  /// (`inline`); and the column of the query's cursor.
  private func promptRow(_ state: PickerState) -> (Screen.Row, Int) {
    let prompt = DisplayText(Array(state.settings.prompt.utf8), maxWidth: max(width - 1, 0), ellipsis: glyphs.ellipsis)
    let typed = state.jump.digits.map { ":" + $0 } ?? state.query
    let cursor = state.jump.digits == nil ? state.queryLine.cursor : typed.unicodeScalars.count
    let query = Self.queryInView(
      typed, cursor: cursor, room: max(width - 1 - prompt.width, 0), ellipsis: glyphs.ellipsis)
    var spans = [
      Screen.Span(prompt.string, style: paint(.prompt, Style(bold: true))),
      Screen.Span(query.text, style: paint(.query, .plain)),
    ]
    var used = prompt.width + query.width
    if typed.isEmpty, !looks.ghost.isEmpty {
      let ghost = DisplayText(Array(looks.ghost.utf8), maxWidth: max(width - used, 0), ellipsis: glyphs.ellipsis)
      spans.append(Screen.Span(ghost.string, style: paint(.ghost, Style(dim: true))))
      used += ghost.width
    }
    let info = infoSpan(state)
    let infoWidth = displayWidth(of: info.text)
    switch looks.info?.style {
    case nil, .inlineRight:
      let prefix = Screen.Span(
        DisplayText(Array((looks.info?.prefix ?? "").utf8)).string, style: paint(.info, Style(dim: true)))
      let shown = infoWidth + displayWidth(of: prefix.text)
      if used + 2 + shown <= width {
        spans.append(Screen.Span(String(repeating: " ", count: width - used - shown)))
        spans += [prefix, info]
      }
    case .inline:
      let prefix = DisplayText(Array((looks.info?.prefix ?? " < ").utf8)).string
      spans += [Screen.Span(prefix, style: paint(.info, Style(dim: true))), info]
      let rest = width - used - displayWidth(of: prefix) - infoWidth - 1
      if let separator = looks.separatorText(glyphs: glyphs), rest > 0 {
        spans += [
          Screen.Span(" "), Screen.Span(repeated(separator, width: rest), style: paint(.separator, Style(dim: true))),
        ]
      }
    case .default, .right, .hidden: break
    }
    return (Screen.Row(spans), prompt.width + query.cursor)
  }

  /// The part of the query that fits in `room` columns with the cursor in
  /// view, `ellipsis` marking a cut at either end; and the cursor's column
  /// in it.
  static func queryInView(
    _ query: String, cursor: Int, room: Int, ellipsis: String
  ) -> (text: String, width: Int, cursor: Int) {
    let scalars = Array(query.unicodeScalars)
    let bytesBeforeCursor = scalars.prefix(cursor).reduce(0) { $0 + UTF8.width($1) }
    let pieces = DisplayText(Array(query.utf8)).pieces
    var columns = 0
    var cursorColumn = 0
    for piece in pieces {
      if piece.bytes.lowerBound < bytesBeforeCursor { cursorColumn += piece.width }
      columns += piece.width
    }
    if columns <= room { return (pieces.map(\.text).joined(), columns, cursorColumn) }
    let cut = ellipsis.count
    guard room >= 2 * cut else { return ("", 0, 0) }
    // Cut at the left just enough that the cursor stays in view (before an
    // ellipsis that cuts the right), and at the right where the room ends.
    let lastCursorColumn = cursorColumn == columns ? room - cut : room - 2 * cut
    var first = 0
    var skipped = 0
    while cursorColumn - skipped > lastCursorColumn {
      skipped += pieces[first].width
      first += 1
    }
    var text = skipped > 0 ? ellipsis : ""
    var width = skipped > 0 ? cut : 0
    for index in first..<pieces.count {
      let isLast = index == pieces.count - 1
      if width + pieces[index].width > room - (isLast ? 0 : cut) {
        text += ellipsis
        width += cut
        break
      }
      text += pieces[index].text
      width += pieces[index].width
    }
    return (text, width, cursorColumn - skipped + (skipped > 0 ? cut : 0))
  }

  /// What Enter will do, when the query (or `:N`) is numbers: `Enter: 5)
  /// Blue`, `Enter: 1, 3`, `Enter: toggle 5`, `Enter: go to 12`.
  func enterText(_ state: PickerState) -> String? {
    if let digits = state.jump.digits { return digits.isEmpty ? nil : "Enter: go to \(digits)" }
    guard let answer = state.numberAnswer else { return nil }
    switch answer.action {
    case .toggle: return "Enter: toggle " + answer.numbersText
    case .choose(let positions) where positions.count == 1:
      let label = DisplayText(
        state.items[positions[0]].label, maxWidth: max(width / 2, 1), ellipsis: glyphs.ellipsis
      ).string
      return "Enter: \(answer.numbers[0])) " + label
    case .choose: return "Enter: " + answer.numbersText
    }
  }

  /// The actions after which the accessible picker's cursor rests on the
  /// current row (`--accessible`); after any other (typing, above all) it
  /// is on the query.
  static let movesTheCursor: Set<String> = [
    "up", "down", "page-up", "page-down", "half-page-up", "half-page-down", "first", "last", "top", "best",
    "up-selected", "prev-selected", "down-selected", "next-selected", "offset-up", "offset-down",
    "offset-middle", "toggle", "toggle-down", "toggle-up", "toggle-in", "toggle-out", "pos", "up-match",
    "down-match",
  ]

  /// `12/345`, after a spinner while items are still arriving, and how
  /// many are checked in multi mode (`12/345 · 3 checked`).
  package func countText(_ state: PickerState) -> String {
    var count = "\(state.list.matchCount)/\(state.items.count)"
    // Counted as the checked section counts: those the query matches.
    if state.hasSections {
      count += " \(glyphs.separator) \(state.list.shown.count - state.list.uncheckedCount) checked"
    }
    // A screen reader would read every turn of the spinner.
    guard state.isFindingMatches, !looks.accessible else { return count }
    return glyphs.spinner[state.input.ticks % glyphs.spinner.count] + " " + count
  }

  private func headingRow(_ state: PickerState, checked: Bool) -> Screen.Row {
    let names = state.settings.sections
    let count = checked ? state.list.shown.count - state.list.uncheckedCount : state.list.uncheckedCount
    let name = DisplayText(Array((checked ? names.checked : names.unchecked).utf8)).string
    return Screen.Row([
      Screen.Span(name, style: Style(bold: true, underlined: true)),
      Screen.Span(" (\(count))", style: Style(dim: true)),
    ])
  }
}

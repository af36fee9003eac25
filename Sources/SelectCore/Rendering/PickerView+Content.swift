// How the picker's content is laid out and drawn row by row
// (`ContentLayout`), and the way back from a cell of the frame to what is
// drawn there.
extension PickerView {
  /// `style` in the `--color` theme's colours for `element`, if it has one.
  func paint(_ element: Theme.Element, _ style: Style) -> Style {
    looks.theme?.style(element, over: style) ?? style
  }

  /// The rows of the content for `state`. Every part but the prompt and
  /// one list row gives way when the frame is too short: the info row,
  /// then the header, the `--header-lines`, the footer. A section in a
  /// border of its own takes the border's rows besides.
  package func contentLayout(_ state: PickerState) -> ContentLayout {
    var remaining = height
    func take(_ wanted: Int) -> Int {
      let given = min(wanted, max(remaining - 1, 0))
      remaining -= given
      return given
    }
    // Top-down, the input is above the list; bottom-up and reverse-list
    // below it, the list read upwards bottom-up only.
    let below = layout.hasPromptOnTop
    let listReadsDown = layout != .bottomUp
    func chrome(_ part: ContentLayout.Part) -> (style: BorderStyle, rows: Int)? {
      guard var style = looks.section(part).border else { return nil }
      if style == .line {
        // fzf's `line`: one line on the side that faces the list.
        let faces = part == .footer ? !below : below
        style = faces ? .bottom : .top
      }
      let sides = style.sides
      return (style, (sides.top ? 1 : 0) + (sides.bottom ? 1 : 0))
    }
    // fzf's `inline` sections go inside the list's border when it has a
    // top and a bottom line; elsewhere they are a `line`.
    let listHolds = looks.section(.list).border.map { $0.sides.top && $0.sides.bottom } ?? false
    func joins(_ part: ContentLayout.Part) -> Bool { listHolds && looks.section(part).isInline }
    let promptRows = looks.noInput ? 0 : min(1, remaining)
    remaining -= promptRows
    let infoRows = take(looks.noInput || !looks.hasOwnInfoRow(glyphs: glyphs) ? 0 : 1)
    let inputBox = promptRows + infoRows > 0 ? chrome(.input) : nil
    // The borders' rows are only taken from what is left: the boxes draw them.
    _ = take(inputBox?.rows ?? 0)
    let headerRows = take(state.settings.headerLines.count)
    let headerLineRows = take(state.shownHeaderItems.count)
    // `--header-lines-border` (even `none`) puts the header lines in a
    // section of their own; else they are the header's.
    let linesApart = looks.sections[.headerLines] != nil
    let headerShown = (linesApart ? headerRows : headerRows + headerLineRows) > 0
    let headerBox = headerShown && !joins(.header) ? chrome(.header) : nil
    let linesBox = linesApart && headerLineRows > 0 && !joins(.headerLines) ? chrome(.headerLines) : nil
    _ = take((headerBox?.rows ?? 0) + (linesBox?.rows ?? 0))
    let joints = take(
      (headerShown && joins(.header) ? 1 : 0) + (linesApart && headerLineRows > 0 && joins(.headerLines) ? 1 : 0))
    let footerCount = looks.footerLines.count
    let footerBox = footerCount > 0 && !joins(.footer) ? chrome(.footer) : nil
    let footerRows = take(footerCount > 0 ? footerCount + (footerBox == nil ? 1 : footerBox!.rows) : 0)
    let listBox = chrome(.list)
    let listChrome = remaining > (listBox?.rows ?? 0) ? listBox?.rows ?? 0 : 0
    remaining -= listChrome
    let gap = looks.gap
    let listRows = max(remaining, 0)
    typealias Row = ContentLayout.Row
    var slots = (listRows + gap) / (gap + 1)
    var list: [Row]
    if itemsTakeRows {
      let groups: [[Row]]
      (groups, slots) = variableListRows(state, rows: listRows)
      list = Array(groups.joined().prefix(listRows))
      // Rows past the last item are blank slots.
      let firstBlank = max(state.lineCount - state.list.scroll, groups.count)
      list += (0..<max(listRows - list.count, 0)).map { Row.list(firstBlank + $0) }
      if !listReadsDown {
        // Bottom-up, slots go upwards but each item reads downwards.
        var flipped: [[Row]] = []
        for row in list {
          if case .list = row { flipped.append([]) }
          if flipped.isEmpty { flipped.append([]) }
          flipped[flipped.count - 1].append(row)
        }
        list = Array(flipped.reversed().joined())
      }
    } else {
      list = (0..<listRows).map { $0 % (gap + 1) == 0 ? .list($0 / (gap + 1)) : .gap($0 % (gap + 1) - 1) }
      if !listReadsDown { list.reverse() }
    }
    let headers = (0..<headerRows).map(Row.header)
    var input: [Row] = promptRows == 1 ? [.prompt] : []
    if infoRows == 1 {
      let row: Row = looks.info.map { $0.style == .default || $0.style == .right } == true ? .info : .separator
      input = below ? input + [row] : [row] + input
    }
    let headerLines = (0..<headerLineRows).map(Row.headerLine)
    let footerText = (0..<footerCount).map(Row.footer).prefix(max(footerRows - (footerBox?.rows ?? 1), 0))
    let footer: [Row] =
      footerRows == 0 || footerBox != nil || joins(.footer)
      ? Array(footerText) : below ? [.footerLine] + footerText : footerText + [.footerLine]
    // The parts in order, each with its box, if any, and the rows the
    // box's lines take.
    typealias Entry = (part: ContentLayout.Part, rows: [Row], box: (style: BorderStyle, rows: Int)?)
    var parts: [Entry] = []
    let combined = !linesApart && (headerBox != nil || joins(.header))
    let header: [Row] = combined ? headers + headerLines : headers
    let lines: [Entry] = combined ? [] : [(.headerLines, layout == .bottomUp ? headerLines.reversed() : headerLines, linesBox)]
    let listEntry: Entry = (.list, list, listChrome > 0 ? listBox : nil)
    if layout == .reverse && !looks.headerFirst {
      // fzf's reverse: the input first, then the header and its lines.
      parts = [(.input, input, inputBox), (.header, header, headerBox)] + lines + [listEntry, (.footer, footer, footerBox)]
    } else if below {
      parts = [(.header, header, headerBox), (.input, input, inputBox)] + lines + [listEntry, (.footer, footer, footerBox)]
    } else if layout == .reverseList {
      // fzf's reverse-list: the input at the bottom, the list top-down
      // above it, under the header.
      parts = [(.footer, footer, footerBox), (.header, header, headerBox)] + lines + [listEntry, (.input, input, inputBox)]
    } else {
      parts = [(.footer, footer, footerBox), listEntry] + lines
      parts += looks.headerFirst
        ? [(.input, input, inputBox), (.header, header, headerBox)]
        : [(.header, header, headerBox), (.input, input, inputBox)]
    }
    if joints > 0 || (footerCount > 0 && joins(.footer)) {
      parts = joinedToTheList(parts, joins: joins)
    }
    var rows: [Row] = []
    var boxes: [ContentLayout.Box] = []
    for (part, partRows, box) in parts where !partRows.isEmpty || (box != nil && part == .list) {
      guard let box, partRows.count + box.rows <= height - rows.count else {
        rows += partRows
        continue
      }
      var sectionLooks = Looks()
      sectionLooks.border = box.style
      let frame = FrameBox(width: width, height: partRows.count + box.rows, looks: sectionLooks)
      let first = rows.count
      if box.style.sides.top { rows.append(.boxLine) }
      rows += partRows
      if box.style.sides.bottom { rows.append(.boxLine) }
      boxes.append(ContentLayout.Box(part: part, rows: first..<rows.count, frame: frame))
    }
    return ContentLayout(rows: rows, listSlots: slots, boxes: boxes)
  }

  /// `parts` with the `inline` sections (those `joins` says) moved into
  /// the list's entry, each on its side of the list after a joining line,
  /// in the order they had.
  private func joinedToTheList(
    _ parts: [(part: ContentLayout.Part, rows: [ContentLayout.Row], box: (style: BorderStyle, rows: Int)?)],
    joins: (ContentLayout.Part) -> Bool
  ) -> [(part: ContentLayout.Part, rows: [ContentLayout.Row], box: (style: BorderStyle, rows: Int)?)] {
    guard let at = parts.firstIndex(where: { $0.part == .list }) else { return parts }
    var before: [ContentLayout.Row] = []
    var after: [ContentLayout.Row] = []
    var kept = parts.filter { !joins($0.part) || $0.part == .list }
    for (index, entry) in parts.enumerated() where entry.part != .list && joins(entry.part) && !entry.rows.isEmpty {
      if index < at { before += entry.rows + [.joint] } else { after += [.joint] + entry.rows }
    }
    if let list = kept.firstIndex(where: { $0.part == .list }) { kept[list].rows = before + kept[list].rows + after }
    return kept
  }

  /// The rows of list slots when items take more than one row: from the
  /// first line shown, each item's rows and then the gap, as many as fit in
  /// `rows`; and how many slots that is, counted backwards from the
  /// cursor's line when it is below them (so that the state scrolls just
  /// far enough to show it whole).
  func variableListRows(_ state: PickerState, rows: Int) -> ([[ContentLayout.Row]], Int) {
    var groups: [[ContentLayout.Row]] = []
    var used = 0
    var line = state.list.scroll
    var isCut = false
    while used < rows && line < state.lineCount {
      let whole = rowsTaken(state, line: line, limit: rows)
      let taken = min(whole, rows - used)
      isCut = taken < whole
      let slot = line - state.list.scroll
      groups.append([.list(slot)] + (1..<max(taken, 1)).map { .listPart(slot, $0) } + (0..<looks.gap).map { .gap($0) })
      used += taken + looks.gap
      line += 1
    }
    var slots = isCut ? groups.count - 1 : groups.count
    let cursorLine = state.list.shown.indices.contains(state.list.cursor) ? state.line(ofOffset: state.list.cursor) : 0
    if cursorLine >= state.list.scroll + slots {
      var fit = 0
      var taken = 0
      var index = cursorLine
      while index >= 0 {
        taken += rowsTaken(state, line: index, limit: rows) + (fit > 0 ? looks.gap : 0)
        if taken > rows && fit > 0 { break }
        fit += 1
        index -= 1
      }
      slots = max(fit, 1)
    }
    return (groups, max(slots, 1))
  }

  /// How many rows list line `line` takes, at most `limit`.
  func rowsTaken(_ state: PickerState, line: Int, limit: Int) -> Int {
    guard line >= 0, line < state.lineCount, case .item(let offset) = state.content(ofLine: line),
      state.list.shown.indices.contains(offset)
    else { return 1 }
    let room = max(width - labelColumn(state, numberWidth: numberWidth(state)) - (looks.scrollbarText(glyphs: glyphs) == nil ? 0 : 1), 1)
    return max(pieces(of: state.items[state.list.shown[offset]].label, room: room, limit: limit).count, 1)
  }

  /// How many rows the whole list takes, counting no further than
  /// `limit`: a row an item, or the rows `--wrap` and labels of several
  /// lines give it, and the `--gap` between items (the section headings
  /// are `chromeRows`'). Measured before the first ranking, as every item
  /// read, inside the frame's border.
  package func wholeListRows(_ state: PickerState, limit: Int) -> Int {
    let inner = content
    let count = state.items.count
    let gaps = looks.gap * max(count - 1, 0)
    guard inner.itemsTakeRows else { return count + gaps }
    let numberWidth = state.settings.showsNumbers ? String(count).count : -1
    let room = max(
      inner.width - inner.labelColumn(state, numberWidth: numberWidth)
        - (looks.scrollbarText(glyphs: glyphs) == nil ? 0 : 1), 1)
    var rows = gaps
    for position in 0..<count where rows <= limit {
      rows += max(inner.pieces(of: state.items[position].label, room: room, limit: limit).count, 1)
    }
    return rows
  }

  /// Columns of the widest number; -1 for none at all (`--no-numbers`),
  /// so that neither the number nor the space after it take a column.
  func numberWidth(_ state: PickerState) -> Int {
    guard state.settings.showsNumbers else { return -1 }
    return String(state.settings.numbersItemsByIndex ? state.items.count : state.list.shown.count).count
  }

  /// The list slots that carry the scrollbar's thumb: none when every
  /// line is in view.
  func scrollbarSlots(_ state: PickerState, slots: Int) -> Range<Int> {
    let total = state.lineCount
    guard slots > 0, total > slots else { return 0..<0 }
    let length = max(1, slots * slots / total)
    let start = min(state.list.scroll * (slots - length) / max(total - slots, 1), slots - length)
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
    state.queue.message.map { Screen.Span($0, style: Style(bold: true, foreground: .palette(1))) }
      ?? enterText(state).map { Screen.Span($0, style: Style(bold: true)) }
      ?? Screen.Span(
        looks.infoText.map { DisplayText(Array($0.utf8)).string } ?? countText(state), style: paint(.info, Style(dim: true)))
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

extension PickerView {
  /// A cell of the frame as a cell of what is inside its margin, border
  /// and padding (`content`).
  func insideFrame(row: Int, column: Int) -> (row: Int, column: Int) {
    let box = frameBox
    return box.isPlain ? (row, column) : (row - box.content.row, column - box.content.column)
  }

  /// What the frame draws at `row` and `column` (0-based, in the frame):
  /// the content row there, or nil on the margin, a border, a padding or
  /// the preview pane. The one way back from a place on the screen (a
  /// click) to what is drawn there: `.list(N)` and `.listPart(N, _)` are
  /// list line `state.list.scroll + N`.
  package func content(atRow row: Int, column: Int, _ state: PickerState) -> ContentLayout.Row? {
    var (row, column) = insideFrame(row: row, column: column)
    var view = content
    if let preview = view.previewLayout(state) {
      row -= preview.listRow
      column -= preview.listColumn
      view = view.listView(preview)
    }
    guard row >= 0, row < view.height, column >= 0, column < view.width else { return nil }
    let layout = view.contentLayout(state)
    guard row < layout.rows.count, layout.rows[row] != .boxLine else { return nil }
    if let section = layout.box(ofRow: row), !(section.column..<(section.column + section.width)).contains(column) {
      return nil
    }
    return layout.rows[row]
  }
}

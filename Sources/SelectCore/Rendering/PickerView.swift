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
  /// Whether a border is drawn round everything (`--border`).
  package var hasBorder = false

  package init(width: Int, height: Int, usesColour: Bool, glyphs: Glyphs = .unicode) {
    self.width = max(width, 1)
    self.height = max(height, 1)
    self.usesColour = usesColour
    self.glyphs = glyphs
  }

  /// How many header rows are drawn: as many as leave the prompt and at
  /// least one list row.
  func headerRows(_ state: PickerState) -> Int {
    min(state.settings.headerLines.count, max(content.height - 2, 0))
  }

  /// How many `--header-lines` get a row: those received, as long as the
  /// list keeps at least one.
  func headerLineRows(_ state: PickerState) -> Int {
    min(state.headerItems.count, max(content.height - 2 - headerRows(state), 0))
  }

  /// How many rows a frame for `state` takes besides its items: the
  /// prompt line, the header, the `--header-lines`, in multi mode two
  /// section headings, and a border's top and bottom.
  package static func chromeRows(for state: PickerState, bordered: Bool = false) -> Int {
    1 + state.settings.headerLines.count + state.settings.headerLineCount
      + (state.hasSections ? 2 : 0) + (bordered ? 2 : 0)
  }

  /// How many rows the list gets.
  package func listRows(for state: PickerState) -> Int {
    let inner = content
    if let preview = inner.previewLayout(state) { return inner.listView(preview).listRows(for: state) }
    return max(inner.height - 1 - headerRows(state) - headerLineRows(state), 0)
  }

  /// The frame for `state`.
  package func screen(_ state: PickerState) -> Screen {
    let inner = content
    let screen =
      inner.previewLayout(state).map { inner.screen(state, sharedWith: $0) } ?? inner.contentScreen(state)
    guard hasBorder, inner.width != width || inner.height != height else { return screen }
    return framed(screen)
  }

  /// The view of what is inside the border: the whole frame without one.
  var content: PickerView {
    guard hasBorder, width >= 5, height >= 4 else { return self }
    var inner = self
    inner.hasBorder = false
    inner.width = width - 4
    inner.height = height - 2
    return inner
  }

  /// The frame without a border: the rows in the layout's order, as
  /// `rowRoles` places them.
  private func contentScreen(_ state: PickerState) -> Screen {
    let (prompt, cursorColumn) = promptRow(state)
    let matcher = state.query.isEmpty ? nil : Matcher(query: state.parsedQuery)
    let numberWidth = String(state.settings.numbersItemsByIndex ? state.items.count : state.shown.count).count
    var screen = Screen(width: width, height: height)
    var promptIndex = 0
    for (row, role) in rowRoles(state).prefix(height).enumerated() {
      switch role {
      case .header(let index):
        screen.rows[row] = Screen.Row(
          DisplayText(Array(state.settings.headerLines[index].utf8), maxWidth: width, ellipsis: glyphs.ellipsis)
            .string,
          style: Style(bold: true))
      case .prompt:
        screen.rows[row] = prompt
        promptIndex = row
      case .headerLine(let index):
        screen.rows[row] = headerLineRow(state.headerItems[index], state, numberWidth: numberWidth)
      case .list(let line) where line < state.lineCount:
        switch state.content(ofLine: line) {
        case .heading(let checked):
          screen.rows[row] = headingRow(state, checked: checked)
        case .item(let offset):
          screen.rows[row] = itemRow(state, offset: offset, numberWidth: numberWidth, matcher: matcher)
        }
      case .list: break
      }
    }
    screen.cursor = Screen.Position(row: min(promptIndex, height - 1), column: min(cursorColumn, width - 1))
    screen.isCursorVisible = true
    return screen
  }

  /// The prompt, the query (or `:N` while jumping) and, on the right, a
  /// message or the count; and the column of the query's cursor.
  private func promptRow(_ state: PickerState) -> (Screen.Row, Int) {
    let prompt = DisplayText(Array(state.prompt.utf8), maxWidth: max(width - 1, 0), ellipsis: glyphs.ellipsis)
    let typed = state.jumpDigits.map { ":" + $0 } ?? state.query
    let cursor = state.jumpDigits == nil ? state.queryCursor : typed.unicodeScalars.count
    let query = Self.queryInView(
      typed, cursor: cursor, room: max(width - 1 - prompt.width, 0), ellipsis: glyphs.ellipsis)
    var spans = [Screen.Span(prompt.string, style: Style(bold: true)), Screen.Span(query.text)]
    let used = prompt.width + query.width
    let info =
      state.message.map { Screen.Span($0, style: Style(bold: true, foreground: .palette(1))) }
      ?? state.numberChoice.map { Screen.Span(numberChoiceText(state, position: $0), style: Style(bold: true)) }
      ?? Screen.Span(countText(state), style: Style(dim: true))
    let infoWidth = DisplayText(Array(info.text.utf8)).width
    if used + 2 + infoWidth <= width {
      spans.append(Screen.Span(String(repeating: " ", count: width - used - infoWidth)))
      spans.append(info)
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

  /// `Enter: 5) Blue`: what Enter chooses when the query is a number.
  private func numberChoiceText(_ state: PickerState, position: Int) -> String {
    let label = DisplayText(
      state.items[position].label, maxWidth: max(width / 2, 1), ellipsis: glyphs.ellipsis
    ).string
    return "Enter: \(position + 1)) " + label
  }

  /// `12/345`, after a spinner while items are still arriving, and how
  /// many are checked in multi mode (`12/345 · 3 checked`).
  private func countText(_ state: PickerState) -> String {
    var count = "\(state.shown.count)/\(state.items.count)"
    if state.settings.multi && !state.checked.isEmpty {
      count += " \(glyphs.separator) \(state.checked.count) checked"
    }
    guard state.isLoading else { return count }
    return glyphs.spinner[state.ticks % glyphs.spinner.count] + " " + count
  }

  private func headingRow(_ state: PickerState, checked: Bool) -> Screen.Row {
    let names = state.settings.sections
    let count = checked ? state.shown.count - state.uncheckedCount : state.uncheckedCount
    let name = DisplayText(Array((checked ? names.checked : names.unchecked).utf8)).string
    return Screen.Row([
      Screen.Span(name, style: Style(bold: true, underlined: true)),
      Screen.Span(" (\(count))", style: Style(dim: true)),
    ])
  }
}

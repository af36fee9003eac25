/// Draws a picker state as a frame of a given size: header, prompt line
/// with the query and the count, then the list, item 1 at the top.
///
/// A pure function of the state: the same state and size always give the
/// same `Screen`, which is what the view tests compare as text.
public struct PickerView: Sendable {
  /// Columns of the frame.
  public var width: Int
  /// Rows of the frame.
  public var height: Int
  /// Whether colours (match highlights, swatches) are drawn.
  public var usesColour: Bool

  public init(width: Int, height: Int, usesColour: Bool) {
    self.width = max(width, 1)
    self.height = max(height, 1)
    self.usesColour = usesColour
  }

  /// Whether the header gets a row: only when the list keeps at least one.
  func showsHeader(_ state: PickerState) -> Bool {
    state.settings.header != nil && height >= 3
  }

  /// How many rows the list gets.
  public func listRows(for state: PickerState) -> Int {
    max(height - 1 - (showsHeader(state) ? 1 : 0), 0)
  }

  /// The frame for `state`.
  public func screen(_ state: PickerState) -> Screen {
    var screen = Screen(width: width, height: height)
    var row = 0
    if showsHeader(state), let header = state.settings.header {
      screen.rows[row] = Screen.Row(
        DisplayText(Array(header.utf8), maxWidth: width).string, style: Style(bold: true))
      row += 1
    }
    let (promptRow, cursorColumn) = promptRow(state)
    screen.rows[row] = promptRow
    screen.cursor = Screen.Position(row: row, column: min(cursorColumn, width - 1))
    screen.isCursorVisible = true
    row += 1
    let matcher = state.query.isEmpty ? nil : Matcher(query: state.parsedQuery)
    let numberWidth = String(state.shown.count).count
    for line in state.scroll..<(state.scroll + listRows(for: state)) where line < state.lineCount {
      switch state.content(ofLine: line) {
      case .heading(let checked):
        screen.rows[row] = headingRow(state, checked: checked)
      case .item(let offset):
        screen.rows[row] = itemRow(state, offset: offset, numberWidth: numberWidth, matcher: matcher)
      }
      row += 1
    }
    return screen
  }

  /// The prompt, the query (or `:N` while jumping) and, on the right, a
  /// message or the count; and the column just after the query.
  private func promptRow(_ state: PickerState) -> (Screen.Row, Int) {
    let prompt = DisplayText(Array(state.settings.prompt.utf8), maxWidth: max(width - 1, 0))
    let typed = state.jumpDigits.map { ":" + $0 } ?? state.query
    var query = DisplayText(Array(typed.utf8))
    let room = max(width - 1 - prompt.width, 0)
    var queryText = query.string
    if query.width > room {
      // Show the end of a long query, where the user is typing.
      var kept = 0
      var pieces: [String] = []
      for piece in query.pieces.reversed() where kept + piece.width <= room - 1 {
        kept += piece.width
        pieces.append(piece.text)
      }
      queryText = (room > 0 ? "…" : "") + pieces.reversed().joined()
      query = DisplayText(Array(queryText.utf8))
    }
    var spans = [Screen.Span(prompt.string, style: Style(bold: true)), Screen.Span(queryText)]
    let used = prompt.width + query.width
    let info = state.message.map { Screen.Span($0, style: Style(bold: true, foreground: .palette(1))) }
      ?? Screen.Span(countText(state), style: Style(dim: true))
    let infoWidth = DisplayText(Array(info.text.utf8)).width
    if used + 2 + infoWidth <= width {
      spans.append(Screen.Span(String(repeating: " ", count: width - used - infoWidth)))
      spans.append(info)
    }
    return (Screen.Row(spans), used)
  }

  /// `12/345`, after a spinner while items are still arriving.
  private func countText(_ state: PickerState) -> String {
    let count = "\(state.shown.count)/\(state.items.count)"
    guard state.isLoading else { return count }
    let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    return String(spinner[state.ticks % spinner.count]) + " " + count
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

extension PickerView {
  /// `inner` (the frame without a border, two columns and one row smaller
  /// on every side) inside a border (`--border`): rounded corners, or
  /// ASCII ones where the locale is not UTF-8, and a blank column inside
  /// each side.
  func framed(_ inner: Screen) -> Screen {
    let style = Style(dim: true)
    let across = String(repeating: glyphs.horizontalLine, count: width - 2)
    let side = glyphs.verticalLine
    var screen = Screen(width: width, height: height)
    screen.rows[0] = Screen.Row(glyphs.corners[0] + across + glyphs.corners[1], style: style)
    for (index, row) in inner.rows.enumerated() {
      var spans = [Screen.Span(side + " ", style: style)]
      spans += row.fitted(to: inner.width).spans
      spans.append(Screen.Span(" " + side, style: style))
      screen.rows[index + 1] = Screen.Row(spans)
    }
    screen.rows[height - 1] = Screen.Row(
      glyphs.corners[2] + across + glyphs.corners[3], style: style)
    screen.cursor = Screen.Position(row: inner.cursor.row + 1, column: inner.cursor.column + 2)
    screen.isCursorVisible = inner.isCursorVisible
    return screen
  }
}

/// Where the picker's content sits in its frame once `--margin`, the
/// `--border` and `--padding` have taken their cells, and how those are
/// drawn round it.
///
/// A border with sides keeps a blank column inside each side, as fzf's
/// does. When the frame is too small for all of it the content takes the
/// whole frame, undressed: a tiny terminal still shows the list.
struct FrameBox: Equatable {
  var width: Int
  var height: Int
  var margin = Insets()
  var border: BorderStyle?
  /// Blank cells between the border (or margin) and the content.
  var padding = Insets()

  init(width: Int, height: Int, looks: Looks) {
    self.width = width
    self.height = height
    margin = looks.margin.resolved(width: width, height: height)
    border = looks.border
    padding = looks.padding.resolved(width: width, height: height)
    if let sides = border?.sides {
      padding.left += sides.left ? 1 : 0
      padding.right += sides.right ? 1 : 0
    }
    if content.width < 1 || content.height < 1 {
      margin = Insets()
      border = nil
      padding = Insets()
    }
  }

  /// The border's thickness on each side.
  var borderInsets: Insets {
    guard let sides = border?.sides else { return Insets() }
    return Insets(top: sides.top ? 1 : 0, right: sides.right ? 1 : 0, bottom: sides.bottom ? 1 : 0, left: sides.left ? 1 : 0)
  }

  /// The content's place in the frame: first row and column, and size.
  var content: (row: Int, column: Int, width: Int, height: Int) {
    let line = borderInsets
    let row = margin.top + line.top + padding.top
    let column = margin.left + line.left + padding.left
    let width = self.width - column - margin.right - line.right - padding.right
    let height = self.height - row - margin.bottom - line.bottom - padding.bottom
    return (row, column, width, height)
  }

  /// Whether anything is drawn round the content.
  var isPlain: Bool { margin == Insets() && border == nil && padding == Insets() }

  /// `inner` (the content's own frame) in its place, with the border and
  /// its label drawn round it.
  func dress(
    _ inner: Screen, label: String, labelPosition: Looks.LabelPosition, glyphs: Glyphs,
    lineStyle: Style, labelStyle: Style
  ) -> Screen {
    let place = content
    var screen = Screen(width: width, height: height)
    let line = borderInsets
    let pieces = (border ?? .rounded).pieces(unicode: glyphs == .unicode)
    // The box the border draws: the frame less the margin.
    let boxWidth = width - margin.left - margin.right
    let top = margin.top
    let bottom = height - margin.bottom - 1
    let leftMargin = Screen.Span(String(repeating: " ", count: margin.left))
    let hasSides = line.left + line.right == 2
    func across(_ fill: String, _ leftCorner: String, _ rightCorner: String, onBottom: Bool) -> Screen.Row {
      let inner = boxWidth - line.left - line.right
      var spans = [leftMargin]
      if line.left == 1 { spans.append(Screen.Span(hasSides ? leftCorner : fill, style: lineStyle)) }
      spans += labelled(
        fill, width: inner, origin: line.left, label: labelPosition.onBottom == onBottom ? label : "",
        position: labelPosition.offset, glyphs: glyphs, lineStyle: lineStyle, labelStyle: labelStyle)
      if line.right == 1 { spans.append(Screen.Span(hasSides ? rightCorner : fill, style: lineStyle)) }
      return Screen.Row(spans)
    }
    if line.top == 1 {
      screen.rows[top] = across(pieces.top, pieces.corners[0], pieces.corners[1], onBottom: false)
    }
    if line.bottom == 1 {
      screen.rows[bottom] = across(pieces.bottom, pieces.corners[2], pieces.corners[3], onBottom: true)
    }
    let blank = Screen.Row()
    for row in (top + line.top)...(bottom - line.bottom) where row >= 0 && row < height {
      let innerRow = row - place.row
      let shown = innerRow >= 0 && innerRow < place.height && innerRow < inner.rows.count ? inner.rows[innerRow] : blank
      var spans = [leftMargin]
      if line.left == 1 { spans.append(Screen.Span(pieces.left, style: lineStyle)) }
      spans.append(Screen.Span(String(repeating: " ", count: padding.left)))
      spans += shown.fitted(to: place.width).spans
      if line.right == 1 {
        spans.append(Screen.Span(String(repeating: " ", count: padding.right)))
        spans.append(Screen.Span(pieces.right, style: lineStyle))
      }
      screen.rows[row] = Screen.Row(spans)
    }
    screen.cursor = Screen.Position(row: inner.cursor.row + place.row, column: inner.cursor.column + place.column)
    screen.isCursorVisible = inner.isCursorVisible
    return screen
  }

  /// A line of `width` columns of `fill` with `label` on it: centred for
  /// position 0, from column N for N > 0, ending N columns from the right
  /// for N < 0 (fzf's `--border-label-pos`), the columns counted across
  /// the whole box, `origin` of them (a corner) before this line.
  private func labelled(
    _ fill: String, width: Int, origin: Int, label: String, position: Int, glyphs: Glyphs,
    lineStyle: Style, labelStyle: Style
  ) -> [Screen.Span] {
    guard width > 0 else { return [] }
    let text = DisplayText(Array(label.utf8), maxWidth: width, ellipsis: glyphs.ellipsis)
    guard text.width > 0 else { return [Screen.Span(String(repeating: fill, count: width), style: lineStyle)] }
    let whole = width + 2 * origin
    let start: Int
    if position > 0 {
      start = position - 1
    } else if position < 0 {
      start = whole + position + 1 - text.width
    } else {
      start = (whole - text.width) / 2
    }
    let before = max(0, min(start - origin, width - text.width))
    return [
      Screen.Span(String(repeating: fill, count: before), style: lineStyle),
      Screen.Span(text.string, style: labelStyle),
      Screen.Span(String(repeating: fill, count: width - before - text.width), style: lineStyle),
    ]
  }
}

/// One line of a preview's output made drawable: cut at the pane's width
/// with `…`, or wrapped onto as many rows as it needs; control characters
/// and escape sequences spelled visibly and dimmed, as in labels.
func previewRows(_ line: [UInt8], width: Int, wraps: Bool) -> [Screen.Row] {
  guard width > 0 else { return [Screen.Row()] }
  let text = DisplayText(line, maxWidth: wraps ? .max : width)
  var rows: [Screen.Row] = []
  var spans: [Screen.Span] = []
  var used = 0
  for piece in text.pieces {
    if wraps && used + piece.width > width && used > 0 {
      rows.append(Screen.Row(spans))
      spans = []
      used = 0
    }
    let style = piece.kind == .escape ? Style(dim: true) : Style.plain
    if let last = spans.indices.last, spans[last].style == style {
      spans[last].text += piece.text
    } else {
      spans.append(Screen.Span(piece.text, style: style))
    }
    used += piece.width
  }
  rows.append(Screen.Row(spans))
  return rows
}

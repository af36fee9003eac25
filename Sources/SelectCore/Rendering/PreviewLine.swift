/// One line of a preview's output made drawable: its SGR colours kept
/// (`git show --color=always`), every other control character and escape
/// sequence spelled visibly and dimmed, as in labels; cut at the pane's
/// width with `ellipsis`, or wrapped onto as many rows as it needs.
func previewRows(_ line: [UInt8], width: Int, wraps: Bool, ellipsis: String) -> [Screen.Row] {
  guard width > 0 else { return [Screen.Row()] }
  let styled = StyledText(parsing: line)
  let text = DisplayText(styled.text, maxWidth: wraps ? .max : width, ellipsis: ellipsis)
  var rows: [Screen.Row] = []
  var spans: [Screen.Span] = []
  var used = 0
  // Pieces and runs both go left to right: one pass over each.
  var run = 0
  for piece in text.pieces {
    if wraps && used + piece.width > width && used > 0 {
      rows.append(Screen.Row(spans))
      spans = []
      used = 0
    }
    var style = Style.plain
    if piece.kind == .escape {
      style.isDim = true
    } else if !piece.bytes.isEmpty {
      while run < styled.runs.count && styled.runs[run].range.upperBound <= piece.bytes.lowerBound {
        run += 1
      }
      if run < styled.runs.count && styled.runs[run].range.contains(piece.bytes.lowerBound) {
        style = styled.runs[run].style
      }
    }
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

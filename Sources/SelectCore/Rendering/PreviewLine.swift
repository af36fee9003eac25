/// One line of a preview's output made drawable: its SGR colours kept
/// (`git show --color=always`), every other control character and escape
/// sequence spelled visibly and dimmed, as in labels; cut at the pane's
/// width with `ellipsis`, or with `wrap` continued on as many rows as it
/// needs, each after the wrap sign `sign` (dimmed), as fzf draws them.
func previewRows(_ line: [UInt8], width: Int, wrap: LineWrap?, sign: String, ellipsis: String) -> [Screen.Row] {
  guard width > 0 else { return [Screen.Row()] }
  let styled = StyledText(parsing: line)
  let text = DisplayText(styled.text, maxWidth: wrap == nil ? width : .max, ellipsis: ellipsis)
  let breaks = wrap?.breaks(text.pieces, maxBreaks: .max) ?? []
  var next = breaks.makeIterator()
  var nextBreak = next.next()
  var rows: [Screen.Row] = []
  var spans: [Screen.Span] = []
  // Pieces and runs both go left to right: one pass over each.
  var run = 0
  for (index, piece) in text.pieces.enumerated() {
    if index == nextBreak {
      rows.append(Screen.Row(spans))
      spans = [Screen.Span(sign, style: Style(dim: true))]
      nextBreak = next.next()
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
  }
  rows.append(Screen.Row(spans))
  return rows
}

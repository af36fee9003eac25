extension PickerView {
  /// Columns a swatch takes: two blocks and a space.
  static let swatchWidth = 3

  /// One item's row: cursor mark, check mark, number, swatch, label with
  /// the matched letters highlighted, cut with `…` at the frame's width.
  func itemRow(_ state: PickerState, offset: Int, numberWidth: Int, matcher: Matcher?) -> Screen.Row {
    let position = state.shown[offset]
    let item = state.items[position]
    let isCursor = offset == state.cursor
    var spans: [Screen.Span] = [Screen.Span(isCursor ? "> " : "  ", style: Style(bold: true))]
    var used = 2
    if state.settings.multi || !state.marked.isEmpty {
      let isChecked = state.settings.multi ? state.checked.contains(position) : state.marked.contains(position)
      spans.append(Screen.Span(isChecked ? glyphs.check + " " : "  ", style: Style(bold: true, foreground: .palette(2))))
      used += 2
    }
    let number = String(offset + 1)
    spans.append(
      Screen.Span(
        String(repeating: " ", count: numberWidth - number.count) + number + " ", style: Style(dim: true)))
    used += numberWidth + 1
    if usesColour, state.settings.swatches.indices.contains(item.index),
      let swatch = state.settings.swatches[item.index]
    {
      spans.append(Screen.Span(glyphs.block + glyphs.block, style: Style(foreground: Style.Colour(swatch))))
      spans.append(Screen.Span(" "))
      used += Self.swatchWidth
    }
    let label = DisplayText(item.label, maxWidth: max(width - used, 0), ellipsis: glyphs.ellipsis)
    let matched = matcher?.positions(item.label) ?? []
    for run in label.runs(matching: matched) {
      var style = Style(reversed: isCursor)
      if run.isMatched {
        style.isBold = true
        if usesColour { style.foreground = .palette(2) } else { style.isUnderlined = true }
      }
      if run.isEscape { style.isDim = true }
      spans.append(Screen.Span(run.text, style: style))
    }
    return Screen.Row(spans)
  }
}

extension PickerView {
  /// Columns a swatch takes: two blocks and a space.
  static let swatchWidth = 3

  /// One item's row: cursor mark (`--pointer`, or `--gutter` elsewhere),
  /// check mark (`--marker`), number (none for a `numberWidth` of -1,
  /// `--no-numbers`), swatch, label with the matched
  /// letters highlighted, cut with `…` at `width` columns (the frame's).
  func itemRow(
    _ state: PickerState, offset: Int, numberWidth: Int, matcher: Matcher?, width rowWidth: Int? = nil,
    piece: ItemPiece? = nil
  ) -> Screen.Row {
    let width = rowWidth ?? self.width
    let position = state.list.shown[offset]
    let item = state.items[position]
    let isCursor = offset == state.list.cursor
    let marks = markTexts
    let isChecked =
      state.settings.multi ? state.checks.checked.contains(position) : state.checks.marked.contains(position)
    let matchesQuery = state.list.isMatch(position)
    // With a `--color` theme that paints `bg+`, the row under the cursor
    // wears that background instead of reverse video, as in fzf.
    let theme = looks.theme
    let rowBackground = isCursor ? paint(.currentBg, .plain).background : isChecked ? paint(.selectedBg, .plain).background : paint(.listBg, .plain).background
    let reverses = isCursor && theme?.paints(.currentBg) != true
    func onRow(_ style: Style) -> Style {
      var style = style
      if style.background == nil { style.background = rowBackground }
      return style
    }
    var spans: [Screen.Span] = [
      Screen.Span(
        isCursor && (piece?.index ?? 0) == 0
          ? marks.pointer
          : isCursor ? String(repeating: " ", count: marks.width) : matchesQuery ? marks.gutter : rawGutter(marks.width) ?? marks.gutter,
        style: onRow(
          isCursor ? paint(.pointer, Style(bold: true)) : paint(.gutter, Style(bold: true, dim: looks.gutter != nil)))),
      Screen.Span(" ", style: onRow(.plain)),
    ]
    // Jump mode: the row's label takes the pointer's place.
    if let label = state.jumpLabel(ofOffset: offset), (piece?.index ?? 0) == 0 {
      spans[0] = Screen.Span(
        String(label) + String(repeating: " ", count: marks.width - 1), style: onRow(paint(.pointer, Style(bold: true))))
    }
    var used = marks.width + 1
    // For a screen reader the row begins with its number and label: no
    // pointer before them, and the check mark after the label.
    let marksAfterLabel = looks.accessible
    if marksAfterLabel {
      spans = []
      used = 0
    }
    let showsMarks = state.settings.multi || !state.checks.marked.isEmpty
    if showsMarks && marksAfterLabel {
      used += marks.markerWidth + 1
    } else if showsMarks {
      spans.append(
        Screen.Span(
          (isChecked ? piece.map { markerPiece($0, marks: marks) } ?? marks.marker : marks.noMarker) + " ",
          style: onRow(paint(.marker, Style(bold: true, foreground: .palette(2))))))
      used += marks.markerWidth + 1
    }
    if numberWidth >= 0 {
      let number = String(state.number(ofOffset: offset))
      let padding = String(repeating: " ", count: numberWidth - number.count)
      spans.append(
        Screen.Span(
          (piece?.index ?? 0) > 0
            ? String(repeating: " ", count: numberWidth + 1)
            : marksAfterLabel ? number + padding + " " : padding + number + " ",
          style: onRow(Style(dim: true))))
      used += numberWidth + 1
    }
    if usesColour, state.settings.swatches.indices.contains(item.index),
      let swatch = state.settings.swatches[item.index]
    {
      spans.append(Screen.Span(glyphs.block + glyphs.block, style: Style(foreground: Style.Colour(swatch))))
      spans.append(Screen.Span(" "))
      used += Self.swatchWidth
    }
    if state.settings.depths.indices.contains(item.index), state.settings.depths[item.index] > 0 {
      let indent = min(2 * state.settings.depths[item.index], max(width - used - 1, 0))
      spans.append(Screen.Span(String(repeating: " ", count: indent)))
      used += indent
    }
    let matched = matcher?.positions(item.label) ?? []
    if let piece, piece.isWrapped {
      let sign = DisplayText(Array(wrapSign.utf8), maxWidth: max(width - used, 0))
      spans.append(Screen.Span(sign.string, style: onRow(Style(dim: true))))
      used += sign.width
    }
    let label =
      piece.map { piece in
        let text = DisplayText(
          item.label.buffer[piece.bytes], maxWidth: max(width - used, 0), ellipsis: glyphs.ellipsis, tabstop: looks.tabstop)
        return (text, false)
      }
      ?? labelInView(
        item.label, room: max(width - used, 0), firstMatch: matched.min(), lastMatch: matched.max(),
        delimiter: state.settings.delimiter)
    if label.startsCut {
      spans.append(Screen.Span(glyphs.ellipsis, style: onRow(Style(reversed: reverses))))
    }
    let text: Theme.Element = isCursor ? .currentFg : isChecked ? .selectedFg : .listFg
    let highlight: Theme.Element = isCursor ? .currentHl : isChecked ? .selectedHl : .hl
    for run in label.text.runs(matching: matched, styles: item.styles.runs) {
      // The label's own colours (`--ansi`), reversed under the cursor.
      var style = run.style
      if theme != nil && style.foreground == nil { style = paint(text, style) }
      // `--raw`: an item that does not match stays, dimmed.
      if !matchesQuery { style = paint(.nomatch, Style(dim: true)) }
      style.isReversed = run.style.isReversed != reverses
      if run.isMatched {
        style.isBold = true
        if usesColour { style.foreground = .palette(2) } else { style.isUnderlined = true }
        if let theme, theme.paints(highlight) { style = paint(highlight, style) }
      }
      if run.isEscape { style.isDim = true }
      spans.append(Screen.Span(run.text, style: onRow(style)))
    }
    if showsMarks && marksAfterLabel && isChecked && (piece?.index ?? 0) == 0 {
      spans.append(Screen.Span(" " + marks.marker, style: onRow(paint(.marker, Style(bold: true, foreground: .palette(2))))))
    }
    var row = Screen.Row(spans)
    if isCursor && looks.highlightLine {
      row = row.fitted(to: width)
      let drawn = spans.reduce(0) { $0 + displayWidth(of: $1.text) }
      if drawn < width {
        row.spans.removeLast()
        row.spans.append(
          Screen.Span(String(repeating: " ", count: width - drawn), style: onRow(Style(reversed: reverses))))
      }
    }
    return row
  }

  /// The pointer, the gutter and the check mark, sanitised and padded to
  /// one width each, so that rows line up whatever `--pointer`, `--gutter`
  /// and `--marker` are.
  var markTexts: MarkTexts {
    if let marks { return marks }
    let pointer = DisplayText(Array((looks.pointer ?? ">").utf8), maxWidth: 2)
    let gutter = DisplayText(Array((looks.gutter ?? " ").utf8), maxWidth: 1)
    let width = max(pointer.width, 1)
    func padded(_ text: DisplayText, to width: Int) -> String {
      text.string + String(repeating: " ", count: max(width - text.width, 0))
    }
    let marker = DisplayText(Array((looks.marker ?? glyphs.check).utf8), maxWidth: 2)
    let markerWidth = max(marker.width, 1)
    let gutterText = gutter.width == 0 ? String(repeating: " ", count: width) : String(repeating: gutter.string, count: width)
    return (
      padded(pointer, to: width), gutterText, width, padded(marker, to: markerWidth),
      String(repeating: " ", count: markerWidth), markerWidth
    )
  }

  /// The label cut to `room` columns; when that would cut off its first
  /// matched byte, cut at the start too, a little before the match (a
  /// third of the row, or so that `--hscroll-off` columns follow the last
  /// match), so the row shows why the item matched. With `--keep-right`
  /// and no match, the label's end is kept instead; `--no-hscroll` never
  /// cuts the start. `--freeze-left`/`--freeze-right` keep the first and
  /// last fields (split by `delimiter`) in view, and cut only between them.
  func labelInView(
    _ label: Bytes, room: Int, firstMatch: Int?, lastMatch: Int? = nil, delimiter: [UInt8]? = nil
  ) -> (text: DisplayText, startsCut: Bool) {
    let bytes = label.buffer
    let whole = DisplayText(bytes, maxWidth: room, ellipsis: glyphs.ellipsis, tabstop: looks.tabstop)
    guard whole.isTruncated, room > 2 * glyphs.ellipsis.count else { return (whole, false) }
    if looks.freezeLeft > 0 || looks.freezeRight > 0,
      let frozen = withFrozenFields(bytes, room: room, firstMatch: firstMatch, lastMatch: lastMatch, delimiter: delimiter)
    {
      return (frozen, false)
    }
    return inView(bytes[...], whole: whole, room: room, firstMatch: firstMatch, lastMatch: lastMatch)
  }

  /// `bytes` in `room` columns, shifted to show the match (`labelInView`);
  /// `whole` is them cut at the end only.
  private func inView(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>, whole: DisplayText, room: Int, firstMatch: Int?, lastMatch: Int?
  ) -> (text: DisplayText, startsCut: Bool) {
    let cut = glyphs.ellipsis.count
    guard whole.isTruncated, room > 2 * cut else { return (whole, false) }
    guard let firstMatch, bytes.indices.contains(firstMatch) else {
      guard looks.keepRight else { return (whole, false) }
      return (keptRight(bytes, room: room - cut), true)
    }
    guard looks.hscroll, whole.columns(ofByte: firstMatch) == nil else { return (whole, false) }
    // From the start of a character, `lead` characters lead up to the match.
    var lead = (room - cut) / 3
    if let off = looks.hscrollOff {
      lead = max(room - cut - off - max((lastMatch ?? firstMatch) - firstMatch + 1, 1), 0)
    }
    var start = firstMatch
    var characters = 0
    while start > bytes.startIndex && characters < lead {
      start -= 1
      if bytes[start] & 0xC0 != 0x80 { characters += 1 }
    }
    return (DisplayText(bytes[start...], maxWidth: room - cut, ellipsis: glyphs.ellipsis, tabstop: looks.tabstop), true)
  }

  /// A label too long for its row with its first `--freeze-left` fields
  /// and last `--freeze-right` fields drawn whole, as fzf draws them: what
  /// is between them is cut (`…` where it is), or shifted to show the
  /// match. Nil when the label has too few fields, or the frozen fields
  /// leave no room between them.
  private func withFrozenFields(
    _ bytes: UnsafeBufferPointer<UInt8>, room: Int, firstMatch: Int?, lastMatch: Int?, delimiter: [UInt8]?
  ) -> DisplayText? {
    let fields = FieldSplitter(delimiter: delimiter).fields(of: bytes)
    let leftEnd = looks.freezeLeft > 0 && fields.count > looks.freezeLeft ? fields[looks.freezeLeft - 1].upperBound : 0
    let rightStart =
      looks.freezeRight > 0 && fields.count > looks.freezeRight
      ? fields[fields.count - looks.freezeRight].lowerBound : bytes.count
    guard leftEnd > 0 || rightStart < bytes.count, leftEnd < rightStart else { return nil }
    let left = DisplayText(bytes[..<leftEnd], tabstop: looks.tabstop)
    let right = DisplayText(bytes[rightStart...], tabstop: looks.tabstop)
    let cut = glyphs.ellipsis.count
    let middleRoom = room - left.width - right.width
    guard middleRoom > 3 * cut else { return nil }
    let middle = bytes[leftEnd..<rightStart]
    let whole = DisplayText(middle, maxWidth: middleRoom, ellipsis: glyphs.ellipsis, tabstop: looks.tabstop)
    let (shown, startsCut) = inView(middle, whole: whole, room: middleRoom, firstMatch: firstMatch, lastMatch: lastMatch)
    let mark = DisplayText.Piece(text: glyphs.ellipsis, width: cut, bytes: leftEnd..<leftEnd, kind: .ellipsis)
    return DisplayText(joining: [left.pieces, startsCut ? [mark] : [], shown.pieces, right.pieces])
  }

  /// The end of `bytes` that fits in `room` columns (`--keep-right`);
  /// only the last bytes are measured, so a long line costs no more than
  /// a screenful.
  private func keptRight(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, room: Int) -> DisplayText {
    var start = max(bytes.endIndex - room * 4 - 4, bytes.startIndex)
    while start < bytes.endIndex && bytes[start] & 0xC0 == 0x80 { start += 1 }
    var tail = DisplayText(bytes[start...], tabstop: looks.tabstop)
    var pieces = tail.pieces[...]
    var width = tail.width
    while width > room, let first = pieces.first {
      width -= first.width
      pieces = pieces.dropFirst()
    }
    let from = pieces.first.map { $0.bytes.lowerBound } ?? bytes.endIndex
    tail = DisplayText(bytes[from...], maxWidth: room, ellipsis: glyphs.ellipsis, tabstop: looks.tabstop)
    return tail
  }

  /// Columns before an item's label: cursor mark, check mark, number.
  func labelColumn(_ state: PickerState, numberWidth: Int) -> Int {
    let marks = markTexts
    return marks.width + 1 + (state.settings.multi || !state.checks.marked.isEmpty ? marks.markerWidth + 1 : 0)
      + numberWidth + 1
  }

  /// One of the `--header-lines`, lined up with the labels below it (a
  /// `ps` header over its columns), in its own colours.
  func headerLineRow(_ line: Item, _ state: PickerState, numberWidth: Int) -> Screen.Row {
    let indent = labelColumn(state, numberWidth: numberWidth)
    var spans = [Screen.Span(String(repeating: " ", count: indent))]
    let label = DisplayText(line.label, maxWidth: max(width - indent, 0), ellipsis: glyphs.ellipsis)
    for run in label.runs(matching: [], styles: line.styles.runs) {
      var style = run.style
      if run.isEscape { style.isDim = true }
      spans.append(Screen.Span(run.text, style: style))
    }
    return Screen.Row(spans)
  }
}

/// One row of an item that takes several (`--wrap`, or a label with
/// line breaks): the label bytes drawn there.
struct ItemPiece: Equatable {
  var bytes: Range<Int>
  /// The row's place among the item's rows, and how many there are.
  var index: Int
  var count: Int
  /// Whether the row continues a line cut by `--wrap` (it starts with
  /// `--wrap-sign`).
  var isWrapped: Bool
}

extension PickerView {
  /// The check mark of one row of a checked item of several rows:
  /// `--marker-multi-line`'s top, middle or bottom.
  func markerPiece(_ piece: ItemPiece, marks: MarkTexts) -> String {
    guard piece.count > 1 else { return marks.marker }
    let glyph = Array(looks.markerMultiLine ?? (glyphs == .ascii ? ".|'" : "╻┃╹"))
    let index = piece.index == 0 ? 0 : piece.index == piece.count - 1 ? 2 : 1
    let text = DisplayText(Array(String(glyph.indices.contains(index) ? glyph[index] : " ").utf8), maxWidth: marks.markerWidth)
    return text.string + String(repeating: " ", count: max(marks.markerWidth - text.width, 0))
  }

  /// The rows an item's label takes, at most `limit`: one per line of a
  /// label with line breaks (unless `--no-multi-line`), each line cut into
  /// rows of `room` columns with `--wrap` (`room` less the wrap sign after
  /// the first). Only what the rows show is measured.
  func pieces(of label: Bytes, room: Int, limit: Int) -> [ItemPiece] {
    let bytes = label.buffer
    var lines: [Range<Int>] = []
    if looks.multiLine && looks.labelsMayBreak {
      var start = 0
      for index in bytes.indices where bytes[index] == 0x0A && lines.count < limit {
        lines.append(start..<index)
        start = index + 1
      }
      if lines.count < limit { lines.append(start..<bytes.count) }
    } else {
      lines = [0..<bytes.count]
    }
    var pieces: [ItemPiece] = []
    let sign = DisplayText(Array(wrapSign.utf8)).width
    for line in lines where pieces.count < limit {
      guard looks.wrap, room > sign + 1 else {
        pieces.append(ItemPiece(bytes: line, index: 0, count: 0, isWrapped: false))
        continue
      }
      let text = DisplayText(bytes[line], maxWidth: room * limit, ellipsis: "", tabstop: looks.tabstop)
      let shown = text.pieces.filter { $0.kind != .ellipsis && $0.kind != .padding }
      let wrap = LineWrap(room: room, signWidth: sign, atWords: looks.wrapsAtWords)
      var start = line.lowerBound
      var isWrapped = false
      for cut in wrap.breaks(shown, maxBreaks: limit - pieces.count) {
        pieces.append(ItemPiece(bytes: start..<shown[cut].bytes.lowerBound, index: 0, count: 0, isWrapped: isWrapped))
        start = shown[cut].bytes.lowerBound
        isWrapped = true
      }
      if pieces.count < limit {
        pieces.append(ItemPiece(bytes: start..<line.upperBound, index: 0, count: 0, isWrapped: isWrapped))
      }
    }
    let count = pieces.count
    return pieces.enumerated().map { index, piece in
      var piece = piece
      piece.index = index
      piece.count = count
      return piece
    }
  }

  /// Whether items can take more than one row.
  var itemsTakeRows: Bool { looks.wrap || (looks.multiLine && looks.labelsMayBreak) }

  /// `--wrap-sign`, or `↳ ` (`> ` in ASCII).
  var wrapSign: String { looks.wrapSign ?? (glyphs == .ascii ? "> " : "↳ ") }
}

extension PickerView {
  /// `--gutter-raw` in the pointer's column of a row that does not match
  /// (`--raw`), `width` columns of it.
  func rawGutter(_ width: Int) -> String? {
    guard let glyph = looks.gutterRaw else { return nil }
    let text = DisplayText(Array(glyph.utf8), maxWidth: 1)
    return text.width == 0 ? nil : String(repeating: text.string, count: width)
  }
}

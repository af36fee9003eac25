extension PickerView {
  /// How the frame is shared with the preview pane, or nil when no pane is
  /// drawn.
  func previewLayout(_ state: PickerState) -> PreviewLayout? {
    guard showsPreview else { return nil }
    var window = state.settings.previewWindow
    if let border = looks.previewBorder, window?.edge == .separator { window?.edge = border }
    return PreviewLayout(window: window, isHidden: state.preview.isHidden, width: width, height: height)
  }

  /// How many lines of the preview the pane shows, when it is shown.
  package func previewHeight(for state: PickerState) -> Int? {
    previewLayout(state)?.paneHeight
  }

  /// The view that draws the list's part of a shared frame.
  func listView(_ layout: PreviewLayout) -> PickerView {
    var view = self
    view.width = layout.listWidth
    view.height = layout.listHeight
    view.showsPreview = false
    return view
  }

  /// The list and the pane side by side (or one above the other), with a
  /// line between them or the pane in its border.
  func screen(_ state: PickerState, sharedWith layout: PreviewLayout) -> Screen {
    let list = listView(layout).screen(state)
    let thumb = previewThumb(state.preview, rows: layout.paneHeight, window: layout.window)
    var box = layout.box
    // The preview's scrollbar, as fzf draws it: in the blank column inside
    // a right border, or else in the pane's last column.
    let barInBorder = thumb != nil && box.map { $0.borderInsets.right == 1 && $0.padding.right > 0 } == true
    if barInBorder { box?.padding.right -= 1 }
    let textWidth = thumb != nil && !barInBorder ? max(layout.paneWidth - 1, 0) : layout.paneWidth
    var pane = Screen(width: box?.content.width ?? layout.boxWidth, height: layout.paneHeight)
    pane.rows = paneRows(state.preview, width: textWidth, height: layout.paneHeight, window: layout.window)
    if let thumb, let bar = looks.previewScrollbarText(glyphs: glyphs).map({ DisplayText(Array($0.utf8), maxWidth: 1).string }) {
      let style = paint(.previewScrollbar, Style(dim: true))
      for row in pane.rows.indices where thumb.contains(row - layout.window.headerLines) {
        pane.rows[row] = pane.rows[row].fitted(to: textWidth).followed(by: Screen.Row(bar, style: style))
      }
    }
    if let box {
      pane = box.dress(
        pane, label: looks.previewLabel, labelPosition: looks.previewLabelPosition, glyphs: glyphs,
        lineStyle: paint(.previewBorder, Style(dim: true)), labelStyle: paint(.previewLabel, Style(bold: true)))
    }
    var screen = Screen(width: width, height: height)
    screen.isCursorVisible = list.isCursorVisible
    screen.cursor = Screen.Position(
      row: list.cursor.row + layout.listRow, column: list.cursor.column + layout.listColumn)
    let separator = paint(.previewBorder, Style(dim: true))
    let line = Screen.Row(layout.separator == 1 ? glyphs.verticalLine : "", style: separator)
    switch layout.position {
    case .right:
      for row in 0..<height {
        screen.rows[row] = list.rows[row].fitted(to: layout.listWidth).followed(by: line).followed(by: pane.rows[row])
      }
    case .left:
      for row in 0..<height {
        screen.rows[row] = pane.rows[row].fitted(to: layout.boxWidth).followed(by: line).followed(by: list.rows[row])
      }
    case .top, .bottom:
      let across =
        layout.separator == 1 ? [Screen.Row(String(repeating: glyphs.horizontalLine, count: width), style: separator)] : []
      screen.rows = layout.position == .top ? pane.rows + across + list.rows : list.rows + across + pane.rows
    }
    return screen
  }

  /// Exactly `height` rows of the preview from its scroll position, each
  /// at most `width` columns, the command's state at the top right.
  /// The first `~N` lines of the output stay on top, the rest scroll.
  package func paneRows(_ preview: PreviewState, width: Int, height: Int, window: PreviewWindow) -> [Screen.Row] {
    var rows: [Screen.Row] = []
    let sign = looks.previewWrapSign ?? wrapSign
    let signWidth = DisplayText(Array(sign.utf8)).width
    // fzf's rule for labels: no sign where it leaves no room for text.
    let wrap = window.wraps && width > signWidth + 1
      ? LineWrap(room: width, signWidth: signWidth, atWords: window.wrapsAtWords) : nil
    let fixed = min(window.headerLines, preview.lineCount)
    for index in 0..<fixed where rows.count < height {
      rows += previewRows(preview.line(index), width: width, wrap: wrap, sign: sign, ellipsis: glyphs.ellipsis)
    }
    var index = max(preview.scroll, fixed)
    while rows.count < height && index < preview.lineCount {
      rows += previewRows(preview.line(index), width: width, wrap: wrap, sign: sign, ellipsis: glyphs.ellipsis)
      index += 1
    }
    rows = Array(rows.prefix(height))
    let status = previewStatus(preview, showsScroll: window.showsInfo)
    if let status, height > 1, preview.status.isFailure, displayWidth(of: status.text) <= width {
      // How the command failed is a row of its own under its output,
      // which stays whole (the pane's last row when the output fills it).
      rows = Array(rows.prefix(height - 1)) + [Screen.Row([status])]
    }
    rows += Array(repeating: Screen.Row(), count: height - rows.count)
    if let status, height > 0, !preview.status.isFailure || height == 1 {
      let statusWidth = displayWidth(of: status.text) + 1
      if statusWidth < width {
        rows[0] = rows[0].fitted(to: width - statusWidth)
          .followed(by: Screen.Row([Screen.Span(" "), status]))
      }
    }
    return rows
  }

  /// The rows below the `~N` fixed lines that carry the preview
  /// scrollbar's thumb, or nil when the output fits (or there is no bar).
  func previewThumb(_ preview: PreviewState, rows: Int, window: PreviewWindow) -> Range<Int>? {
    guard looks.previewScrollbarText(glyphs: glyphs) != nil else { return nil }
    let fixed = min(window.headerLines, preview.lineCount)
    let total = preview.lineCount - fixed
    let shown = rows - fixed
    guard shown > 0, total > shown else { return nil }
    let length = max(1, shown * shown / total)
    let offset = max(preview.scroll - fixed, 0)
    let start = min((shown - length) * offset / (total - shown), shown - length)
    return start..<(start + length)
  }

  /// What the pane says about the command: still running, how it failed,
  /// or how far it is scrolled.
  private func previewStatus(_ preview: PreviewState, showsScroll: Bool) -> Screen.Span? {
    let failure = Style(bold: true, foreground: .palette(1))
    switch preview.status {
    case .running: return Screen.Span("running…", style: Style(dim: true))
    case .failed(let status): return Screen.Span("exit status \(status)", style: failure)
    case .killed(let signal): return Screen.Span("killed by signal \(signal)", style: failure)
    case .none, .succeeded:
      guard preview.scroll > 0, showsScroll else { return nil }
      return Screen.Span("\(preview.scroll + 1)/\(preview.lineCount)", style: Style(dim: true))
    }
  }
}

extension PreviewState.Status {
  /// Whether the command failed: it exited with a status not 0, or a
  /// signal ended it.
  var isFailure: Bool {
    switch self {
    case .failed, .killed: true
    case .none, .running, .succeeded: false
    }
  }
}

/// Where the picker's parts are on the frame, for the mouse: a cell of the
/// frame is traced back through the frame's border, the preview pane and
/// the content's rows by `content(atRow:column:_:)`, the same layout the
/// view draws from, so whatever changes where a part is drawn changes
/// where a click lands with it.
extension PickerView {
  /// What is drawn at a cell of the frame `screen(state)` gives, both
  /// 0-based from the frame's top left.
  package func target(atRow row: Int, column: Int, in state: PickerState) -> ScreenTarget {
    guard (0..<height).contains(row), (0..<width).contains(column) else { return .nothing }
    guard let content = content(atRow: row, column: column, state) else {
      return isOnPreviewPane(row: row, column: column, state) ? .preview : .nothing
    }
    switch content {
    case .header(let index): return .header(line: index, column: column)
    case .headerLine(let index):
      return .header(line: state.settings.headerLines.count + index, column: column)
    case .prompt: return .prompt
    case .list(let slot), .listPart(let slot, _):
      let line = state.list.scroll + slot
      guard line < state.lineCount else { return .nothing }
      switch state.content(ofLine: line) {
      case .heading: return .heading
      case .item(let offset): return .item(offset: offset)
      }
    case .footer(let index): return .footer(line: index, column: column)
    case .info, .separator, .gap, .footerLine, .boxLine, .joint: return .nothing
    }
  }

  /// Whether a cell of the frame is in the preview pane's box.
  private func isOnPreviewPane(row: Int, column: Int, _ state: PickerState) -> Bool {
    let (row, column) = insideFrame(row: row, column: column)
    guard let preview = content.previewLayout(state) else { return false }
    return (preview.boxRow..<(preview.boxRow + preview.boxHeight)).contains(row)
      && (preview.boxColumn..<(preview.boxColumn + preview.boxWidth)).contains(column)
  }
}

/// What is drawn at a cell of the picker's frame (what a click is on).
package enum ScreenTarget: Equatable, Sendable {
  /// The item at this offset in the list shown.
  case item(offset: Int)
  /// A header line (`--header` lines first, then `--header-lines`), 0-based,
  /// and the column in it.
  case header(line: Int, column: Int)
  /// A line of `--footer`, 0-based, and the column in it.
  case footer(line: Int, column: Int)
  /// The prompt and query line.
  case prompt
  /// A section heading of multi mode.
  case heading
  /// The preview pane.
  case preview
  /// A border, a separator, a blank row.
  case nothing
}

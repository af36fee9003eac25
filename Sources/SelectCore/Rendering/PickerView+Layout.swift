/// Where the picker's parts are on the frame: the one map from a screen
/// cell to what is drawn there. `contentScreen` draws its rows from
/// `rowRoles`, and the mouse is hit-tested with `target`, which follows the
/// same border, preview pane and rows, so that whatever changes where a
/// part is drawn changes where a click lands with it.
extension PickerView {
  /// What one row of the frame without border or pane shows.
  enum RowRole: Equatable {
    /// Line `index` of `--header`.
    case header(Int)
    case prompt
    /// Line `index` of `--header-lines`.
    case headerLine(Int)
    /// List line `line` (an item or a section heading; blank past the end).
    case list(line: Int)
  }

  /// The rows of the frame without border or pane, top to bottom.
  func rowRoles(_ state: PickerState) -> [RowRole] {
    let top = (0..<headerRows(state)).map(RowRole.header)
    let headerLines = (0..<headerLineRows(state)).map(RowRole.headerLine)
    let list = (state.scroll..<(state.scroll + listRows(for: state))).map { RowRole.list(line: $0) }
    switch layout {
    case .topDown: return top + [.prompt] + headerLines + list
    case .bottomUp: return list.reversed() + headerLines.reversed() + top + [.prompt]
    }
  }

  /// What is drawn at a cell of the frame `screen(state)` gives, both
  /// 0-based from the frame's top left.
  package func target(atRow row: Int, column: Int, in state: PickerState) -> ScreenTarget {
    guard (0..<height).contains(row), (0..<width).contains(column) else { return .nothing }
    let inner = content
    if hasBorder, inner.width != width || inner.height != height {
      // `framed`: one row of border above, a border and a blank column left.
      var unframed = self
      unframed.hasBorder = false
      unframed.width = inner.width
      unframed.height = inner.height
      return unframed.target(atRow: row - 1, column: column - 2, in: state)
    }
    guard let layout = previewLayout(state) else { return contentTarget(atRow: row, column: column, state) }
    let listRows = layout.listRow..<(layout.listRow + layout.listHeight)
    let listColumns = layout.listColumn..<(layout.listColumn + layout.listWidth)
    if listRows.contains(row) && listColumns.contains(column) {
      return listView(layout).contentTarget(
        atRow: row - layout.listRow, column: column - layout.listColumn, state)
    }
    let paneRows: Range<Int>
    let paneColumns: Range<Int>
    switch layout.position {
    case .right: (paneRows, paneColumns) = (0..<height, (layout.listWidth + 1)..<width)
    case .left: (paneRows, paneColumns) = (0..<height, 0..<layout.paneWidth)
    case .top: (paneRows, paneColumns) = (0..<layout.paneHeight, 0..<width)
    case .bottom: (paneRows, paneColumns) = ((layout.listHeight + 1)..<height, 0..<width)
    }
    return paneRows.contains(row) && paneColumns.contains(column) ? .preview : .nothing
  }

  /// What is drawn at a cell of the frame without border or pane.
  private func contentTarget(atRow row: Int, column: Int, _ state: PickerState) -> ScreenTarget {
    let roles = rowRoles(state)
    guard row < min(roles.count, height) else { return .nothing }
    switch roles[row] {
    case .header(let index): return .header(line: index, column: column)
    case .headerLine(let index):
      return .header(line: state.settings.headerLines.count + index, column: column)
    case .prompt: return .prompt
    case .list(let line) where line < state.lineCount:
      switch state.content(ofLine: line) {
      case .heading: return .heading
      case .item(let offset): return .item(offset: offset)
      }
    case .list: return .nothing
    }
  }
}

/// What is drawn at a cell of the picker's frame (what a click is on).
package enum ScreenTarget: Equatable, Sendable {
  /// The item at this offset in the list shown.
  case item(offset: Int)
  /// A header line (`--header` lines first, then `--header-lines`), 0-based,
  /// and the column in it.
  case header(line: Int, column: Int)
  /// The prompt and query line.
  case prompt
  /// A section heading of multi mode.
  case heading
  /// The preview pane.
  case preview
  /// A border, a separator, a blank row.
  case nothing
}

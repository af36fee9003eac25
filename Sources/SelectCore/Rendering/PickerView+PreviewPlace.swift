extension PickerView {
  /// The pane's first row and column in the frame (from 0) and its size,
  /// when it is shown: `FZF_PREVIEW_TOP`, `_LEFT`, `_LINES`, `_COLUMNS`.
  package func previewPlace(for state: PickerState) -> (top: Int, left: Int, lines: Int, columns: Int)? {
    guard let layout = previewLayout(state) else { return nil }
    let top = layout.position == .bottom ? layout.listHeight + 1 : 0
    let left = layout.position == .right ? layout.listWidth + 1 : 0
    return (top, left, layout.paneHeight, layout.paneWidth)
  }
}

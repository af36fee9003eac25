/// How a frame is shared between the list and the preview pane: the pane
/// on one side, a one-cell separator, the list in the rest.
///
/// The list keeps at least `minimumListWidth` columns beside a pane and
/// `minimumListHeight` rows above or below one; a terminal too small for
/// both shows the list alone.
struct PreviewLayout: Equatable {
  var position: PreviewWindow.Position
  /// Columns and rows of the list's part.
  var listWidth: Int
  var listHeight: Int
  /// Columns and rows of the pane (the separator not included).
  var paneWidth: Int
  var paneHeight: Int

  static let minimumListWidth = 16
  static let minimumListHeight = 3

  /// The layout of a `width`×`height` frame, or nil when the pane is not
  /// shown (no preview, hidden, no room).
  init?(window: PreviewWindow?, isHidden: Bool, width: Int, height: Int) {
    guard let window, !isHidden else { return nil }
    position = window.position
    if position.isBeside {
      paneWidth = min(window.size.resolved(in: width), width - 1 - Self.minimumListWidth)
      listWidth = width - 1 - paneWidth
      paneHeight = height
      listHeight = height
      guard paneWidth >= 1 else { return nil }
    } else {
      paneHeight = min(window.size.resolved(in: height), height - 1 - Self.minimumListHeight)
      listHeight = height - 1 - paneHeight
      paneWidth = width
      listWidth = width
      guard paneHeight >= 1 else { return nil }
    }
  }

  /// The column where the list starts.
  var listColumn: Int { position == .left ? paneWidth + 1 : 0 }
  /// The row where the list starts.
  var listRow: Int { position == .top ? paneHeight + 1 : 0 }
}

/// How a frame is shared between the list and the preview pane: the pane
/// on one side, in its border (`border-STYLE`) or after select's one-cell
/// separator, the list in the rest.
///
/// The list keeps at least `minimumListWidth` columns beside a pane and
/// `minimumListHeight` rows above or below one; a terminal too small for
/// both shows the list alone.
struct PreviewLayout: Equatable {
  var position: PreviewWindow.Position
  /// Columns and rows of the list's part.
  var listWidth: Int
  var listHeight: Int
  /// Columns and rows of the pane's box (its border included).
  var boxWidth: Int
  var boxHeight: Int
  /// Cells between the list and the pane's box: select's separator line.
  var separator: Int
  /// The pane's border round the preview, when it has one.
  var box: FrameBox?
  /// The window, resolved for this frame's size (`<N(…)`).
  var window: PreviewWindow

  static let minimumListWidth = 16
  static let minimumListHeight = 3

  /// The layout of a `width`×`height` frame, or nil when the pane is not
  /// shown (no preview, hidden, no room).
  init?(window: PreviewWindow?, isHidden: Bool, width: Int, height: Int) {
    guard let given = window, !isHidden else { return nil }
    let window = given.resolved(width: width, height: height)
    self.window = window
    position = window.position
    separator = window.edge == .separator ? 1 : 0
    var looks = Looks()
    if case .border(let style) = window.edge { looks.border = style }
    if position.isBeside {
      // A width in columns is the text's, as in fzf: the border and its
      // blank columns come on top.
      var wanted = window.size.resolved(in: width)
      if case .cells = window.size, looks.border != nil {
        wanted += 1_000 - FrameBox(width: 1_000, height: 1_000, looks: looks).content.width
      }
      boxWidth = min(wanted, width - separator - Self.minimumListWidth)
      listWidth = width - separator - boxWidth
      boxHeight = height
      listHeight = height
      guard boxWidth >= 1 else { return nil }
    } else {
      boxHeight = min(window.size.resolved(in: height), height - separator - Self.minimumListHeight)
      listHeight = height - separator - boxHeight
      boxWidth = width
      listWidth = width
      guard boxHeight >= 1 else { return nil }
    }
    if looks.border != nil {
      let box = FrameBox(width: boxWidth, height: boxHeight, looks: looks)
      self.box = box.isPlain ? nil : box
    }
  }

  /// Columns and rows of the preview's text.
  var paneWidth: Int { box?.content.width ?? boxWidth }
  var paneHeight: Int { box?.content.height ?? boxHeight }

  /// The column where the list starts.
  var listColumn: Int { position == .left ? boxWidth + separator : 0 }
  /// The row where the list starts.
  var listRow: Int { position == .top ? boxHeight + separator : 0 }
  /// Where the pane's box starts.
  var boxColumn: Int { position == .right ? listWidth + separator : 0 }
  var boxRow: Int { position == .bottom ? listHeight + separator : 0 }
}

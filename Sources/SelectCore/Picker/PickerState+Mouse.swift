extension PickerState {
  /// A left click, as fzf answers it: on an item it moves the cursor there
  /// and a double click accepts that item; on the header or the footer it
  /// does what `click-header` or `click-footer` is bound to.
  mutating func click(_ target: ScreenTarget, double: Bool) -> PickerEffect {
    if queue.waitsForRanking { return .none }
    switch target {
    case .item(let offset) where offset < list.shown.count:
      queue.message = nil
      list.cursor = offset
      return double ? perform([.accept]) : .none
    case .header:
      guard let actions = settings.keymap[.clickHeader] else { return .none }
      queue.message = nil
      return perform(actions)
    case .footer:
      guard let actions = settings.keymap[.clickFooter] else { return .none }
      queue.message = nil
      return perform(actions)
    default:
      return .none
    }
  }

  /// A notch of the wheel: over the preview it scrolls the pane a line,
  /// elsewhere it moves the cursor a row up or down the screen, as fzf does.
  mutating func wheel(_ target: ScreenTarget, up: Bool) -> PickerEffect {
    if queue.waitsForRanking { return .none }
    if target == .preview {
      preview.scrollDown(by: up ? -1 : 1)
      return .none
    }
    return perform([up ? .up : .down])
  }
}

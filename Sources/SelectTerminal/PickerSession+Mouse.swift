import SelectCore

extension PickerSession {
  /// Acts on a mouse report: finds what is drawn under it, with the view of
  /// the last frame, and tells the reducer of a left click (double when it
  /// follows one on the same row within `PickerTiming.doubleClick`) or a
  /// notch of the wheel. Other buttons, releases and drags do nothing, as
  /// do reports that come with `--no-mouse` (the picker never asked).
  func mouse(_ event: MouseEvent) -> PickerEffect {
    guard display.mouse, let view, let regionTop else { return .none }
    let target = view.target(atRow: event.row - regionTop, column: event.column, in: state)
    switch (event.button, event.kind) {
    case (.left, .press):
      switch target {
      case .header(let line, let column): clickedText = ("HEADER", line + 1, column + 1)
      case .footer(let line, let column): clickedText = ("FOOTER", line + 1, column + 1)
      default: break
      }
      let now = monotonicSeconds()
      let double = lastClick.map { now - $0.time <= PickerTiming.doubleClick && $0.row == event.row } ?? false
      lastClick = double ? nil : (now, event.row)
      return state.apply(.click(target, double: double))
    case (.wheelUp, .press), (.wheelDown, .press):
      return state.apply(.wheel(target, up: event.button == .wheelUp))
    default:
      return .none
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
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
      if case .header(let line, let column) = target { announceHeaderClick(line: line, column: column) }
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

  /// What `click-header`'s commands see, as fzf sets it: the line of the
  /// header and the column in it, both from 1 (and under `SELECT_` names).
  private func announceHeaderClick(line: Int, column: Int) {
    for prefix in ["FZF", "SELECT"] {
      setenv("\(prefix)_CLICK_HEADER_LINE", "\(line + 1)", 1)
      setenv("\(prefix)_CLICK_HEADER_COLUMN", "\(column + 1)", 1)
    }
  }
}

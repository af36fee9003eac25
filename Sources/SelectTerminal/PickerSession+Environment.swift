import SelectCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PickerSession {
  /// The variables fzf 0.74 exports to the commands it runs (the man
  /// page's ENVIRONMENT VARIABLES EXPORTED TO CHILD PROCESSES), each also
  /// under a `SELECT_` name, as `NAME=value` entries.
  func childVariables() -> [String] {
    let looks = state.settings.looks
    let inputState = looks.noInput ? "hidden" : state.settings.searches ? "enabled" : "disabled"
    var variables: [(String, String)] = [
      ("LINES", "\(regionHeight)"), ("COLUMNS", "\(tty.size.columns)"),
      ("DIRECTION", state.settings.layout == .bottomUp ? "up" : "down"),
      ("TOTAL_COUNT", "\(state.items.count)"), ("MATCH_COUNT", "\(state.list.shown.count)"),
      ("SELECT_COUNT", "\(state.checks.checked.count)"), ("POS", "\(state.list.shown.isEmpty ? 0 : state.list.cursor + 1)"),
      ("QUERY", state.query), ("INPUT_STATE", inputState),
      ("PROMPT", state.settings.prompt), ("ACTION", state.queue.lastAction), ("KEY", state.queue.lastKey),
      ("NTH", state.settings.nthText), ("WITH_NTH", state.settings.withNthText ?? ""),
      ("GHOST", looks.ghost), ("POINTER", looks.pointer ?? ">"),
      ("BORDER_LABEL", looks.borderLabel), ("PREVIEW_LABEL", looks.previewLabel),
      ("LIST_LABEL", looks.section(.list).label), ("INPUT_LABEL", looks.section(.input).label),
      ("HEADER_LABEL", looks.section(.header).label),
    ]
    if looks.wrap { variables.append(("WRAP", looks.wrapsAtWords ? "word" : "char")) }
    if state.settings.raw, let position = state.cursorPosition {
      variables.append(("RAW", state.list.isMatch(position) ? "1" : "0"))
    }
    // What `click-header` and `click-footer` see: the line and column
    // clicked, both from 1.
    if let clicked = clickedText {
      variables += [
        ("CLICK_\(clicked.part)_LINE", "\(clicked.line)"), ("CLICK_\(clicked.part)_COLUMN", "\(clicked.column)"),
      ]
    }
    let idle = max(monotonicSeconds() - keyPause.lastKeyAt, 0)
    variables += [("IDLE_TIME", "\(Int(idle))"), ("IDLE_TIME_MS", "\(Int(idle * 1000))")]
    if let position = state.cursorPosition {
      // As fzf: left out when exec(2) could not pass it, or it is huge.
      let value = state.items[position].value.array
      if !value.contains(0) && value.count <= 64 * 1024 {
        variables.append(("CURRENT_ITEM", String(decoding: value, as: UTF8.self)))
      }
    }
    if let pane = previewPane() {
      variables += [
        ("PREVIEW_TOP", "\(pane.top)"), ("PREVIEW_LEFT", "\(pane.left)"),
        ("PREVIEW_LINES", "\(pane.lines)"), ("PREVIEW_COLUMNS", "\(pane.columns)"),
      ]
    }
    if let port = display.listener?.port { variables.append(("PORT", "\(port)")) }
    if let path = display.listener?.socketPath { variables.append(("SOCK", path)) }
    var entries: [String] = []
    for (name, value) in variables {
      entries += ["FZF_\(name)=\(value)", "SELECT_\(name)=\(value)"]
    }
    if let pane = previewPane() {
      // fzf sets these for the preview too; shells may reset them.
      entries += ["LINES=\(pane.lines)", "COLUMNS=\(pane.columns)"]
    }
    return entries
  }

  /// Where the preview pane is in the picker's region and how big it is.
  func previewPane() -> (top: Int, left: Int, lines: Int, columns: Int)? {
    currentView(for: state).previewPlace(for: state)
  }
}

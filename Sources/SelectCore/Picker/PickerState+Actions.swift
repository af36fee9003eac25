/// fzf's actions on the list, the checks, the query and the search, one
/// family a function; each returns whether `action` was one of its own.
extension PickerState {
  mutating func performMotion(_ action: PickerAction) -> Bool {
    if let delta = cursorDelta(action) {
      list.moveCursor(cycles: settings.cycles, by: delta)
      return true
    }
    // Up and Down move on the screen: bottom-up, item 2 is above item 1.
    let screenDown = settings.layout == .bottomUp ? -1 : 1
    switch action {
    case .upMatch: list.moveToMatch(cycles: settings.cycles, by: -screenDown)
    case .downMatch: list.moveToMatch(cycles: settings.cycles, by: screenDown)
    case .last: list.moveCursor(cycles: settings.cycles, by: list.shown.count - 1 - list.cursor)
    case .position(let n):
      guard !list.shown.isEmpty else { break }
      list.moveCursor(cycles: settings.cycles, by: (n > 0 ? min(n, list.shown.count) - 1 : max(list.shown.count + n, 0)) - list.cursor)
    case .upSelected, .downSelected:
      let step = (action == .upSelected ? -screenDown : screenDown)
      var offset = list.cursor + step
      while list.shown.indices.contains(offset), !checks.checked.contains(list.shown[offset]) { offset += step }
      if list.shown.indices.contains(offset) { list.moveCursor(cycles: settings.cycles, by: offset - list.cursor) }
    case .offsetUp, .offsetDown:
      // The list scrolls a line, the cursor kept on its item unless the
      // item would leave the screen (Vim's Ctrl-Y and Ctrl-E).
      let lines = action == .offsetDown ? screenDown : -screenDown
      let rows = max(list.listRows, 1)
      list.scroll = max(0, min(list.scroll + lines, lineCount - rows))
      let line = line(ofOffset: list.cursor)
      if line < list.scroll { list.moveCursor(cycles: settings.cycles, by: list.scroll - line) }
      if line >= list.scroll + rows { list.moveCursor(cycles: settings.cycles, by: list.scroll + rows - 1 - line) }
    case .offsetMiddle:
      list.scroll = max(0, line(ofOffset: list.cursor) - max(list.listRows, 1) / 2)
    default: return false
    }
    return true
  }

  mutating func performChecking(_ action: PickerAction) -> Bool {
    switch action {
    case .toggle: toggleCursor()
    case .toggleDown: toggleCursor(thenMoveBy: 1)
    case .toggleUp: toggleCursor(thenMoveBy: -1)
    // fzf's "in" and "out" are towards the prompt and away from it.
    case .toggleIn: toggleCursor(thenMoveBy: settings.layout == .bottomUp ? 1 : -1)
    case .toggleOut: toggleCursor(thenMoveBy: settings.layout == .bottomUp ? -1 : 1)
    case .toggleAll: toggleAll()
    case .selectAll: checkAll(true)
    case .deselectAll: checkAll(false)
    case .select:
      if settings.multi, let position = cursorPosition, !checks.checked.contains(position) { toggleCursor() }
    case .deselect:
      if let position = cursorPosition, checks.checked.contains(position) { toggleCursor() }
    case .clearMulti:
      checks.uncheckAll()
      rebuildShown()
    case .changeMulti(let limit):
      settings.multi = limit != 0
      settings.limit = limit == 0 ? nil : limit
      if limit == 0 {
        checks.uncheckAll()
      } else if let limit {
        checks.keepFirst(limit)
      }
      rebuildShown()
    case .exclude, .excludeMulti:
      let gone = action == .excludeMulti && !checks.order.isEmpty ? checks.order : cursorPosition.map { [$0] } ?? []
      checks.exclude(gone)
      rebuildShown()
    default: return false
    }
    return true
  }

  mutating func performEditing(_ action: PickerAction) -> Bool {
    switch action {
    case .backwardDeleteChar, .backwardDeleteCharOrAbort:
      if query.isEmpty {
        queue.note(.backwardEOF)
        if action == .backwardDeleteCharOrAbort { queue.doFirst([.abort]) }
      }
    case .deleteCharOrAbort:
      if query.isEmpty { queue.doFirst([.abort]) }
    default: break
    }
    if queryLine.edit(action) { return true }
    switch action {
    case .replaceQuery:
      if let position = cursorPosition { queryLine.set(items[position].label.string) }
    case .print(let text): queue.print(text)
    default: return false
    }
    return true
  }

  mutating func performSearching(_ action: PickerAction) -> Bool {
    switch action {
    case .enableSearch: settings.searches = true
    case .disableSearch: settings.searches = false
    case .toggleSearch: settings.searches.toggle()
    case .search(let text): queryLine.search(text)
    case .toggleSort:
      settings.match.order = settings.match.order == .source ? sortedOrder : .source
    // `--track` comes first: with it, the current item is tracked anyway.
    case .trackCurrent: if !settings.tracks { list.tracked = cursorPosition }
    case .untrackCurrent: list.tracked = nil
    case .toggleTrackCurrent:
      if list.tracked != nil {
        list.tracked = nil
      } else if !settings.tracks {
        list.tracked = cursorPosition
      }
    case .change(let part, let text): change(part, to: text)
    default: return false
    }
    return true
  }

  mutating func performPreview(_ action: PickerAction) -> Bool {
    switch action {
    case .togglePreview: preview.toggle()
    case .showPreview: if preview.isHidden { preview.toggle() }
    case .hidePreview: if !preview.isHidden { preview.toggle() }
    case .refreshPreview: preview.refresh()
    case .togglePreviewWrap:
      settings.previewWindow?.wraps.toggle()
      settings.previewWindow?.wrapsAtWords = false
    case .togglePreviewWrapWord:
      let on = !(settings.previewWindow?.wraps == true && settings.previewWindow?.wrapsAtWords == true)
      settings.previewWindow?.wraps = on
      settings.previewWindow?.wrapsAtWords = on
    case .previewUp: preview.scrollDown(by: -1)
    case .previewDown: preview.scrollDown(by: 1)
    case .previewPageUp: preview.scrollDown(by: -preview.pageRows)
    case .previewPageDown: preview.scrollDown(by: preview.pageRows)
    case .previewHalfPageUp: preview.scrollDown(by: -max(preview.pageRows / 2, 1))
    case .previewHalfPageDown: preview.scrollDown(by: max(preview.pageRows / 2, 1))
    case .previewTop: preview.scroll(toEnd: false)
    case .previewBottom: preview.scroll(toEnd: true)
    case .preview(let template): preview.showOnce(template)
    default: return false
    }
    return true
  }

  /// The order `toggle-sort` goes back to: the one set, or by score.
  private var sortedOrder: RankOrder { initial.match.order == .source ? .score : initial.match.order }

  /// Sets a piece of state to `text` (`change-*`, and `transform-*` with
  /// their command's output).
  mutating func change(_ part: PickerAction.StatePart, to text: String) {
    switch part {
    case .prompt: settings.prompt = text
    case .query: queryLine.set(text)
    case .header: settings.header = text
    case .search: queryLine.search(text)
    case .nth:
      // fzf rotates through alternatives separated by '|'; a bad list is
      // ignored, as a transform's output cannot be refused.
      let choice = rotate(text)
      let fields = choice.isEmpty ? nil : try? FieldList(parsing: choice, option: "nth")
      if fields != nil || choice.isEmpty {
        settings.match.fields = fields
        settings.nthText = choice
      }
    case .preview:
      preview.change(to: text.isEmpty ? nil : try? PrintTemplate(parsing: text, option: "--preview"))
    case .previewWindow:
      let choice = rotate(text)
      let window = choice.isEmpty ? initial.previewWindow : try? PreviewWindow(parsing: choice)
      if let window {
        settings.previewWindow = window
        if preview.isHidden != window.isHidden { preview.toggle() }
      }
    case .multi:
      _ = performChecking(.changeMulti(Int(text.trimmingBlanks).map { $0 == 0 ? 0 : $0 }))
    case .footer: settings.looks.footer = text
    // A label, the ghost text and the pointer are one line: fzf keeps the first.
    case .ghost: settings.looks.ghost = Self.firstLine(text)
    case .pointer:
      // Wider than two columns, it would not fit the pointer's column; fzf
      // ignores it.
      let pointer = Self.firstLine(text)
      if DisplayText(Array(pointer.utf8)).width <= 2 { settings.looks.pointer = pointer }
    case .borderLabel: settings.looks.borderLabel = Self.firstLine(text)
    case .previewLabel: settings.looks.previewLabel = Self.firstLine(text)
    case .listLabel: settings.looks.sections[.list, default: Looks.Section()].label = Self.firstLine(text)
    case .inputLabel: settings.looks.sections[.input, default: Looks.Section()].label = Self.firstLine(text)
    case .headerLabel: settings.looks.sections[.header, default: Looks.Section()].label = Self.firstLine(text)
    case .footerLabel: settings.looks.sections[.footer, default: Looks.Section()].label = Self.firstLine(text)
    // A transform's output that is no number is ignored, as in fzf.
    case .headerLines:
      if let count = Int(Self.firstLine(text).trimmingBlanks) { changeHeaderLines(to: count) }
    case .withNth: changeWithNth(Self.firstLine(text))
    }
  }

  /// `text` up to its first line break.
  private static func firstLine(_ text: String) -> String {
    String(text.prefix { $0 != "\n" && $0 != "\r\n" })
  }

  /// The next of `text`'s alternatives separated by `|`, in turn.
  mutating func rotate(_ text: String) -> String {
    let alternatives = text.split(separator: "|", omittingEmptySubsequences: false)
    guard alternatives.count > 1 else { return text }
    let turn = settings.alternativeTurns[text, default: -1] + 1
    settings.alternativeTurns[text] = turn
    return String(alternatives[turn % alternatives.count])
  }

  /// Takes what a `transform*` command printed.
  mutating func takeTransformOutput(_ part: PickerAction.StatePart?, _ output: [UInt8]) {
    var text = String(decoding: output, as: UTF8.self)
    guard let part else {
      // fzf performs the output as actions, as a POST to --listen would be;
      // output that is no list of actions is ignored.
      if let actions = try? Keymap.actions(parsing: text) {
        queue.doFirst(actions)
      }
      return
    }
    if text.hasSuffix("\n") { text.removeLast() }
    change(part, to: text)
  }
}

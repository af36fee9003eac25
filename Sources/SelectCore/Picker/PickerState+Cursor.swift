extension PickerState {
  /// Puts the cursor on item `number` (1-based, as shown), or says why not.
  /// While only the first rows are known, a number beyond them waits for
  /// the whole order.
  mutating func jump(to number: Int) {
    guard let offset = offset(ofNumber: number) else {
      if isSettling { return jump.hold(number, for: query) }
      queue.message =
        settings.numbersItemsByIndex
        ? "no item \(number) shown"
        : SelectError.noSuchItem(number: number, count: list.shown.count).message
      return
    }
    list.putCursor(at: offset)
  }

  /// Scrolls as little as needed to keep the cursor's line in view, the
  /// heading above the first item of a section too, and no blank lines
  /// below the list when it could fill them.
  mutating func revealCursor() {
    let rows = max(list.listRows, 1)
    let line = line(ofOffset: list.cursor)
    var top = line
    if hasSections && (list.cursor == 0 || list.cursor == list.uncheckedCount) { top = line - 1 }
    // `--scroll-off`: lines kept in view beyond the cursor, as far as the
    // list's rows allow.
    let off = min(settings.scrollOff, (rows - 1) / 2)
    if top - off < list.scroll { list.scroll = top - off }
    if line + off >= list.scroll + rows { list.scroll = line + off - rows + 1 }
    list.scroll = max(0, min(list.scroll, lineCount - rows))
  }
}

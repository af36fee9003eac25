extension PickerState {
  /// Moves the cursor `delta` items down (up when negative), stopping at
  /// the ends of the list; with `--cycle`, one step past an end wraps to
  /// the other.
  mutating func moveCursor(by delta: Int) {
    guard !shown.isEmpty else { return }
    if settings.cycles && abs(delta) == 1 {
      cursor = (cursor + delta + shown.count) % shown.count
    } else {
      cursor = max(0, min(cursor + delta, shown.count - 1))
    }
    hasMoved = true
    movedSinceQueryChange = true
    // fzf's `track-current` ends when the user moves the cursor.
    tracked = nil
  }

  /// Whether the item at `position` matches the query (with `--raw`,
  /// shown items need not).
  package func isMatch(_ position: Int) -> Bool {
    guard let rawMatches else { return true }
    return rawMatches[position >> 6] & (1 << UInt64(position & 63)) != 0
  }

  /// Moves the cursor to the nearest matching item `step` (1 or -1) away
  /// (`up-match`, `down-match`); stays when there is none, or wraps with
  /// `--cycle`.
  mutating func moveToMatch(by step: Int) {
    guard !shown.isEmpty else { return }
    var offset = cursor
    for _ in 0..<shown.count {
      offset += step
      if offset < 0 || offset >= shown.count {
        guard settings.cycles else { return }
        offset = (offset + shown.count) % shown.count
      }
      if isMatch(shown[offset]) {
        cursor = offset
        hasMoved = true
        return
      }
    }
  }

  /// Puts the cursor on item `number` (1-based, as shown), or says why not.
  mutating func jump(to number: Int) {
    guard let offset = offset(ofNumber: number) else {
      message =
        settings.numbersItemsByIndex
        ? "no item \(number) shown"
        : SelectError.noSuchItem(number: number, count: shown.count).message
      return
    }
    cursor = offset
    hasMoved = true
    movedSinceQueryChange = true
  }

  /// Scrolls as little as needed to keep the cursor's line in view, the
  /// heading above the first item of a section too, and no blank lines
  /// below the list when it could fill them.
  mutating func revealCursor() {
    let rows = max(listRows, 1)
    let line = line(ofOffset: cursor)
    var top = line
    if hasSections && (cursor == 0 || cursor == uncheckedCount) { top = line - 1 }
    // `--scroll-off`: lines kept in view beyond the cursor, as far as the
    // list's rows allow.
    let off = min(settings.scrollOff, (rows - 1) / 2)
    if top - off < scroll { scroll = top - off }
    if line + off >= scroll + rows { scroll = line + off - rows + 1 }
    scroll = max(0, min(scroll, lineCount - rows))
  }
}

/// fzf's actions on what is drawn: the header and the input shown or
/// hidden, long and multi-line labels, horizontal scrolling, raw mode and
/// `--track`.
extension PickerState {
  /// Does `action` if it is one of these; returns whether it was.
  mutating func performShowing(_ action: PickerAction) -> Bool {
    switch action {
    case .toggleHeader: settings.showsHeader.toggle()
    case .showHeader: settings.showsHeader = true
    case .hideHeader: settings.showsHeader = false
    case .toggleInput: showInput(settings.looks.noInput)
    case .showInput: showInput(true)
    case .hideInput: showInput(false)
    // As in fzf: toggle-wrap turns either wrap off, or on by characters;
    // toggle-wrap-word turns wrapping at words off, or on.
    case .toggleWrap:
      settings.looks.wrap.toggle()
      settings.looks.wrapsAtWords = false
    case .toggleWrapWord:
      let on = !(settings.looks.wrap && settings.looks.wrapsAtWords)
      settings.looks.wrap = on
      settings.looks.wrapsAtWords = on
    case .toggleMultiLine: settings.looks.multiLine.toggle()
    case .toggleHscroll: settings.looks.hscroll.toggle()
    case .toggleRaw: setRaw(!settings.raw)
    case .enableRaw: setRaw(true)
    case .disableRaw: setRaw(false)
    // fzf's `toggle-track` leaves the tracking of one item
    // (`track-current`) alone.
    case .toggleTrack: if list.tracked == nil { settings.tracks.toggle() }
    default: return false
    }
    return true
  }

  /// The prompt line drawn or not (`--no-input`): without it, keys type
  /// nothing.
  private mutating func showInput(_ shows: Bool) {
    settings.looks.noInput = !shows
    settings.acceptsTyping = shows
  }

  /// Raw mode on or off: every item listed, the matches marked, or only
  /// the matches. The cursor stays on its item, on the same row; leaving
  /// raw mode from an item that does not match, it goes to the nearest
  /// one that does, and checked items that do not match are unchecked,
  /// as in fzf.
  private mutating func setRaw(_ raw: Bool) {
    guard raw != settings.raw else { return }
    var kept = cursorPosition
    if !raw {
      if let position = kept, !list.isMatch(position) { kept = nearestMatch() }
      checks.keepChecked(where: list.isMatch)
    }
    let row = line(ofOffset: list.cursor) - list.scroll
    settings.raw = raw
    settings.looks.raw = raw
    rebuildShown()
    if let kept, let offset = list.shown.firstIndex(of: kept) {
      list.cursor = offset
      list.scroll = max(0, line(ofOffset: offset) - row)
    }
  }

  /// The matching item nearest the cursor, below it first at equal distance.
  private func nearestMatch() -> Int? {
    for distance in 1..<max(list.shown.count, 1) {
      for offset in [list.cursor + distance, list.cursor - distance] where list.shown.indices.contains(offset) {
        if list.isMatch(list.shown[offset]) { return list.shown[offset] }
      }
    }
    return nil
  }
}

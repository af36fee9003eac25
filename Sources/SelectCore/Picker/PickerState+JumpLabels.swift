/// fzf's jump mode (`jump`, `jump-accept`): every item row on the screen
/// shows a label, one of `--jump-labels` in order from the top row; the
/// label's key moves the cursor to that row, any other key ends the mode.
/// The labels are drawn in the pointer's column, so the rows keep their
/// numbers, and in jump mode a digit that is a label is the label's key.
extension PickerState {
  /// The label drawn on the item at `offset` in `shown`, in jump mode.
  package func jumpLabel(ofOffset offset: Int) -> Character? {
    guard jump.labels != nil, let index = labelledOffsets.firstIndex(of: offset) else { return nil }
    return settings.jumpLabels[index]
  }

  /// The offsets of the items on the screen that have a label, top row first.
  private var labelledOffsets: [Int] {
    var offsets: [Int] = []
    for line in list.scroll..<max(list.scroll, min(list.scroll + max(list.listRows, 1), lineCount))
    where offsets.count < settings.jumpLabels.count {
      if case .item(let offset) = content(ofLine: line) { offsets.append(offset) }
    }
    return offsets
  }

  mutating func performJump(_ action: PickerAction) -> Bool {
    switch action {
    case .jump: jump.labels = .move
    case .jumpAccept: jump.labels = .accept
    default: return false
    }
    return true
  }

  /// A key in jump mode: a label's moves the cursor to its row (and with
  /// `jump-accept` accepts), any other only ends the mode; either way the
  /// key does nothing else, and `jump` or `jump-cancel` fires, as in fzf.
  mutating func pressWhileLabelled(_ key: Key, _ mode: JumpInput.LabelMode) -> PickerEffect {
    var target: Int?
    if case .character(let scalar) = key, let index = settings.jumpLabels.firstIndex(of: Character(scalar)) {
      let offsets = labelledOffsets
      if index < offsets.count { target = offsets[index] }
    }
    jump.labels = nil
    guard let target else { return perform(boundActions(.event(.jumpCancel)) ?? []) }
    list.putCursor(at: target)
    list.tracked = nil
    return perform((boundActions(.event(.jump)) ?? []) + (mode == .accept ? [.accept] : []))
  }

  /// Ends jump mode for actions that come from elsewhere (`--listen`):
  /// the `jump-cancel` actions to do first.
  mutating func endingJumpMode() -> [PickerAction] {
    guard jump.labels != nil else { return [] }
    jump.labels = nil
    return boundActions(.event(.jumpCancel)) ?? []
  }
}

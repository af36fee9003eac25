/// Firing fzf's events (`change`, `focus`, `multi`, `result`, …): after
/// each event the reducer takes, what changed since the last look is
/// compared, and the actions bound to what happened are done.
extension PickerState {
  /// What the events look at.
  struct EventSnapshot: Equatable {
    var query = ""
    /// The item under the cursor, and which reload it came from.
    var focus: Int?
    var reloads = 0
    var checked: [Int] = []
  }

  private var snapshot: EventSnapshot {
    EventSnapshot(
      query: query, focus: cursorPosition, reloads: input.reloads,
      checked: settings.keymap.events[.multi] == nil ? [] : checks.order)
  }

  /// Does the actions of the events that happened, and of those their
  /// actions set off in turn (a chain is cut after a few dozen rounds, so
  /// `focus:up` with `--cycle` cannot hang the picker).
  mutating func fireEvents() -> PickerEffect {
    for _ in 0..<Self.eventRounds {
      guard !queue.waitsForRanking else { return .none }
      var events = queue.takeHappened()
      let now = snapshot
      if now.query != queue.lastSettled.query {
        events.append(.change)
        // A query typed replaces the text `search(...)` gave, and the
        // cursor goes to the top at once, as in fzf, so `change:last`
        // moves from there; unless it follows its item (`--track`,
        // `track-current`), which the new ranking then finds.
        queryLine.endSearch()
        if !settings.tracks && list.tracked == nil {
          list.cursor = 0
          list.scroll = 0
        }
        list.movedSinceQueryChange = false
      }
      if now.focus != queue.lastSettled.focus || now.reloads != queue.lastSettled.reloads {
        // An empty list has no focus to give.
        if now.focus != nil { events.append(.focus) }
        preview.focusMoved(setting: settings.previewCommand)
      }
      if now.checked != queue.lastSettled.checked { events.append(.multi) }
      queue.lastSettled = now
      let actions = events.compactMap { boundActions(.event($0)) }.joined()
      if actions.isEmpty { return .none }
      let effect = perform(Array(actions))
      if effect != .none { return effect }
    }
    return .none
  }

  private static let eventRounds = 32
}

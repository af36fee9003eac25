/// The picker's work in order, and what it hands out as it goes: the
/// actions still to do, the events that happened since the bound ones
/// last fired, the keys and events `unbind` turned off, the lines
/// `print(...)` queued, the note for the user, the `--expect` key that
/// accepted, the bells to ring, the last key and action
/// (`FZF_KEY`, `FZF_ACTION`), and which background transforms are still
/// wanted.
package struct ActionQueue: Sendable {
  /// Actions still to do, in order: a key's later actions while a command
  /// runs, or after `wait` (or an `accept` before the list shows the
  /// query) until the ranking for the query arrives.
  private(set) var pending: [PickerAction] = []
  /// Whether `pending` waits for the ranking of the query typed.
  private(set) var waitsForRanking = false
  /// Events that happened since the last look (`start`, `result`, …).
  private(set) var happened: [BindEvent] = []
  /// Whether `load` has fired.
  private(set) var hasLoaded = false
  /// What the bound events compare with to see what changed.
  var lastSettled = PickerState.EventSnapshot()
  /// Keys and events whose bindings `unbind` turned off.
  package private(set) var unbound: Set<BindTrigger> = []
  /// The name of the last key pressed (`FZF_KEY`).
  package internal(set) var lastKey = ""
  /// The name of the last action done (`FZF_ACTION`).
  package private(set) var lastAction = "start"
  /// Text `print(...)` queued for the output, printed before the choices.
  package private(set) var printed: [String] = []
  /// A short note for the user (why a toggle was refused), until the
  /// next key.
  package internal(set) var message: String?
  /// The name of the `--expect` key that accepted, or nil for Enter.
  package internal(set) var acceptedBy: String?
  /// Counts `bell`s, for the terminal layer to ring.
  package private(set) var bells = 0
  /// Counts `bg-cancel`s: a background transform started before the
  /// last one is not wanted any more.
  package private(set) var backgroundGeneration = 0

  /// Puts `actions` before those still pending.
  mutating func doFirst(_ actions: some Collection<PickerAction>) {
    pending.insert(contentsOf: actions, at: 0)
  }

  /// The next action to do, unless the queue waits for a ranking.
  mutating func next() -> PickerAction? {
    guard !waitsForRanking, !pending.isEmpty else { return nil }
    return pending.removeFirst()
  }

  /// `action` was done: `FZF_ACTION` names it.
  mutating func did(_ action: PickerAction) { lastAction = action.name }

  /// A character was typed into the query, which fzf names `char`.
  mutating func didType() { lastAction = "char" }

  /// Drops the pending actions (the picker ends, `become`, or a key stops
  /// the wait).
  mutating func dropPending() {
    pending = []
    waitsForRanking = false
  }

  /// Waits for the ranking of the query before doing the pending actions
  /// (or stops waiting).
  mutating func wait(_ waits: Bool = true) { waitsForRanking = waits }

  /// Notes that `event` happened, for the bound actions to fire.
  mutating func note(_ event: BindEvent) { happened.append(event) }

  /// `load`, the first time everything is read and ranked.
  mutating func noteLoaded() {
    guard !hasLoaded else { return }
    hasLoaded = true
    happened.append(.load)
  }

  /// The events that happened since the last look, forgotten here.
  mutating func takeHappened() -> [BindEvent] {
    defer { happened = [] }
    return happened
  }

  /// Queues a line for the output (`print(...)`, `print-query`).
  mutating func print(_ line: String) { printed.append(line) }

  /// `bell`.
  mutating func ring() { bells &+= 1 }

  /// `bg-cancel`.
  mutating func cancelBackground() { backgroundGeneration &+= 1 }

  /// Whether `trigger`'s bindings are on.
  func isBound(_ trigger: BindTrigger) -> Bool { !unbound.contains(trigger) }

  /// `unbind`, `rebind` and `toggle-bind`.
  mutating func unbind(_ triggers: [BindTrigger]) { unbound.formUnion(triggers) }
  mutating func rebind(_ triggers: [BindTrigger]) { unbound.subtract(triggers) }
  mutating func toggleBindings(_ triggers: [BindTrigger]) {
    for trigger in triggers where unbound.remove(trigger) == nil { unbound.insert(trigger) }
  }
}

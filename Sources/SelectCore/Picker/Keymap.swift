/// Which key does what in the picker: one table from keys to actions, and
/// one from events to actions.
///
/// A key maps to a list of actions, done in order (fzf's
/// `--bind 'KEY:ACTION+ACTION'`). Keys not in the table type themselves
/// into the query; Alt-digits not in it jump to an item by number.
package struct Keymap: Equatable, Sendable {
  /// The actions of each bound key.
  package private(set) var bindings: [Key: [PickerAction]]
  /// The actions of each bound event (`start`, `change`, …).
  package private(set) var events: [BindEvent: [PickerAction]] = [:]

  /// The picker's keys when nothing is rebound, as fzf names keys and
  /// actions: fzf's own defaults, except that Home and End move in the
  /// list (the query has Ctrl-A and Ctrl-E) and Space is never bound.
  package static let defaultTable: [(key: String, action: String)] = [
    ("enter", "accept"), ("esc", "abort"), ("ctrl-c", "abort"), ("ctrl-g", "abort"),
    ("ctrl-q", "abort"), ("ctrl-z", "suspend"), ("ctrl-l", "clear-screen"),
    ("up", "up"), ("ctrl-p", "up"), ("ctrl-k", "up"),
    ("down", "down"), ("ctrl-n", "down"), ("ctrl-j", "down"),
    ("pgup", "page-up"), ("pgdn", "page-down"), ("home", "first"), ("end", "last"),
    ("tab", "toggle-down"), ("btab", "toggle-up"),
    ("left", "backward-char"), ("ctrl-b", "backward-char"),
    ("right", "forward-char"), ("ctrl-f", "forward-char"),
    ("alt-b", "backward-word"), ("ctrl-left", "backward-word"), ("shift-left", "backward-word"),
    ("alt-f", "forward-word"), ("ctrl-right", "forward-word"), ("shift-right", "forward-word"),
    ("ctrl-a", "beginning-of-line"), ("ctrl-e", "end-of-line"),
    ("bspace", "backward-delete-char"), ("del", "delete-char"), ("ctrl-d", "delete-char/eof"),
    ("ctrl-w", "unix-word-rubout"), ("alt-bspace", "backward-kill-word"), ("alt-d", "kill-word"),
    ("ctrl-u", "unix-line-discard"), ("ctrl-y", "yank"),
    ("shift-up", "preview-up"), ("shift-down", "preview-down"), ("ctrl-/", "toggle-preview"),
    ("alt-/", "toggle-wrap-word"),
  ]

  /// The default keys.
  package static let standard = Keymap(
    bindings: Dictionary(
      uniqueKeysWithValues: defaultTable.map {
        (Key(name: $0.key)!, [PickerAction(name: $0.action)!])
      }))

  package init(bindings: [Key: [PickerAction]]) {
    self.bindings = bindings
  }

  /// What `key` does; nil when it types or jumps.
  package subscript(key: Key) -> [PickerAction]? {
    bindings[key]
  }

  /// Makes `key` do `actions`, in order.
  package mutating func bind(_ key: Key, to actions: [PickerAction]) {
    bindings[key] = actions
  }

  /// Makes `trigger` do `actions`, in order.
  package mutating func bind(_ trigger: BindTrigger, to actions: [PickerAction]) {
    switch trigger {
    case .key(let key): bindings[key] = actions
    case .event(let event): events[event] = actions
    }
  }

  /// What `trigger` does now.
  package subscript(trigger: BindTrigger) -> [PickerAction]? {
    switch trigger {
    case .key(let key): bindings[key]
    case .event(let event): events[event]
    }
  }

  /// Whether some key or event reloads the items.
  package var reloads: Bool {
    (Array(bindings.values) + Array(events.values)).contains { actions in
      actions.contains {
        if case .run(let kind, _) = $0 { return kind == .reload || kind == .reloadSync }
        if case .transform(nil, _, _) = $0 { return true }
        return false
      }
    }
  }

  /// Every `every(N)` event bound, for the terminal layer's timers.
  package var timers: [Double] {
    events.keys.compactMap {
      if case .every(let seconds) = $0 { return seconds }
      return nil
    }
  }
}

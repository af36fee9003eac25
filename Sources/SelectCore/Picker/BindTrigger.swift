/// What fzf's `--bind` binds actions to: a key, or an event of the picker
/// (the man page's AVAILABLE EVENTS).
package enum BindTrigger: Hashable, Sendable {
  case key(Key)
  case event(BindEvent)

  /// The trigger `name` spells (`ctrl-r`, `start`, `every(0.5)`), or nil.
  /// Names are not case-sensitive, except a single character and the one
  /// after `alt-`, as in fzf.
  package init?(name: String) {
    if let event = BindEvent(name: name.lowercased()) {
      self = .event(event)
    } else if let key = Key(name: name) ?? Key(name: Self.lowercasedKeyName(name)) {
      self = .key(key)
    } else {
      return nil
    }
  }

  /// `name` in lower case but for a character after `alt-`.
  private static func lowercasedKeyName(_ name: String) -> String {
    guard name.unicodeScalars.count > 1 else { return name }
    let lower = name.lowercased()
    if lower.hasPrefix("alt-"), name.unicodeScalars.count == 5 {
      return "alt-" + String(name.unicodeScalars.last!)
    }
    return lower
  }

  /// Parses a comma-separated list of keys and events, as `unbind(...)`,
  /// `rebind(...)`, `toggle-bind(...)` and `trigger(...)` take them.
  static func list(parsing text: String, for action: String) throws(SelectError) -> [BindTrigger] {
    var triggers: [BindTrigger] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let trigger = BindTrigger(name: String(name)) else {
        throw .usage(
          "--bind: \(action)(\(text)): unknown key or event '\(name)'"
            + Keymap.suggestion(for: String(name), among: Key.allNames + BindEvent.allNames))
      }
      triggers.append(trigger)
    }
    return triggers
  }
}

/// Something the picker does that `--bind` can attach actions to, fired
/// when fzf fires it.
package enum BindEvent: Hashable, Sendable {
  /// Once, when the picker first shows what it has read, before any key.
  case start
  /// The input ended and its first ranking is shown.
  case load
  /// The terminal changed size.
  case resize
  /// A ranking for the query finished (also while input still arrives).
  case result
  /// A ranking finished with all the input in.
  case resultFinal
  /// The query changed.
  case change
  /// The item under the cursor changed.
  case focus
  /// The checked items changed.
  case multi
  /// A ranking left exactly one match.
  case one
  /// A ranking left no match.
  case zero
  /// Backspace on an empty query.
  case backwardEOF
  /// In jump mode, a label's key moved the cursor (`jump`), or another key
  /// ended the mode (`jump-cancel`).
  case jump, jumpCancel
  /// Every so many seconds (at least 0.01).
  case every(Double)

  /// The events by name, except `every(N)`.
  static let named: [(String, BindEvent)] = [
    ("start", .start), ("load", .load), ("resize", .resize), ("result", .result),
    ("result-final", .resultFinal), ("change", .change), ("focus", .focus), ("multi", .multi),
    ("one", .one), ("zero", .zero), ("backward-eof", .backwardEOF), ("jump", .jump),
    ("jump-cancel", .jumpCancel),
  ]

  /// Every event name, for help and suggestions.
  package static var allNames: [String] { named.map(\.0) + ["every(N)"] }

  /// The event fzf calls `name`, or nil.
  init?(name: String) {
    if let found = Self.named.first(where: { $0.0 == name }) {
      self = found.1
      return
    }
    guard name.hasPrefix("every("), name.hasSuffix(")"),
      let seconds = Double(name.dropFirst(6).dropLast()), seconds > 0, seconds.isFinite
    else { return nil }
    self = .every(max((seconds * 100).rounded(.down) / 100, 0.01))
  }
}

extension Keymap {
  /// One binding of `--bind`: a key and the actions it does in order.
  package struct Binding: Equatable, Sendable {
    package var key: Key
    package var actions: [PickerAction]
  }

  /// Parses a `--bind` argument, fzf's `KEY:ACTION[+ACTION…][,KEY:…]`.
  ///
  /// An action's argument is in parentheses, or in `[]`, `{}` or `<>` when
  /// it holds a `)`: `execute(less {})`, `change-prompt[(x)> ]`; it ends at
  /// the first closing bracket, so `+` and `,` inside it are its own. An
  /// unknown key or action is a usage error naming it, with the closest
  /// name when there is one.
  package static func bindings(parsing text: String) throws(SelectError) -> [Binding] {
    let scalars = Array(text.unicodeScalars)
    var bindings: [Binding] = []
    var i = 0
    func string(_ range: Range<Int>) -> String {
      var result = String.UnicodeScalarView()
      result.append(contentsOf: scalars[range])
      return String(result)
    }
    while i < scalars.count {
      // A key's name never holds `:` except the key `:` itself.
      let keyEnd = scalars[(i + 1)...].firstIndex(of: ":") ?? scalars.count
      let keyName = string(i..<keyEnd)
      guard keyEnd < scalars.count else {
        throw .usage(
          "--bind '\(text)': '\(keyName)' needs an action, as in KEY:ACTION (ctrl-o:execute(less {}))"
        )
      }
      guard let key = Key(name: keyName) else {
        throw .usage(
          "--bind: unknown key '\(keyName)'\(suggestion(for: keyName, among: Key.allNames))")
      }
      i = keyEnd + 1
      var actions: [PickerAction] = []
      while true {
        let nameStart = i
        while i < scalars.count, !"+,([{<".unicodeScalars.contains(scalars[i]) { i += 1 }
        let name = string(nameStart..<i)
        if i < scalars.count, let close = Self.closers[scalars[i]] {
          guard let end = scalars[(i + 1)...].firstIndex(of: close) else {
            throw .usage("--bind: '\(scalars[i])' after \(name) is never closed in '\(text)'")
          }
          let argument = string((i + 1)..<end)
          guard let action = try PickerAction(name: name, argument: argument) else {
            throw unknownAction(name)
          }
          actions.append(action)
          i = end + 1
        } else if let action = PickerAction(name: name) {
          actions.append(action)
        } else if PickerAction.namesWithArgument.contains(name) {
          throw .usage("--bind: \(name) needs its argument in parentheses: \(name)(…)")
        } else {
          throw unknownAction(name)
        }
        guard i < scalars.count, scalars[i] == "+" else { break }
        i += 1
      }
      bindings.append(Binding(key: key, actions: actions))
      guard i < scalars.count else { break }
      guard scalars[i] == "," else {
        throw .usage("--bind: expected ',' or '+' after an action in '\(text)'")
      }
      i += 1
    }
    return bindings
  }

  /// ` (did you mean 'x'?)` when a name is close to `word`, else nothing.
  private static func suggestion(for word: String, among names: [String]) -> String {
    closest(to: word, among: names).map { " (did you mean '\($0)'?)" } ?? ""
  }

  private static let closers: [Unicode.Scalar: Unicode.Scalar] = [
    "(": ")", "[": "]", "{": "}", "<": ">",
  ]

  private static func unknownAction(_ name: String) -> SelectError {
    let names = PickerAction.names.map(\.name) + PickerAction.namesWithArgument
    return .usage("--bind: unknown action '\(name)'\(suggestion(for: name, among: names))")
  }
}

extension Key {
  /// Every key name `--bind` takes, for suggestions.
  static var allNames: [String] {
    let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
    return namedKeys.map(\.0) + mouseEventNames.map(\.0) + letters.map { "ctrl-" + $0 } + letters.map { "alt-" + $0 }
      + (1...12).map { "f\($0)" }
      + ["up", "down", "left", "right", "home", "end", "pgup", "pgdn", "del"].flatMap {
        ["ctrl-" + $0, "alt-" + $0, "shift-" + $0]
      }
  }
}

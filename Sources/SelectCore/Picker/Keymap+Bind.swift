extension Keymap {
  /// One binding of `--bind`: a key or event and the actions it does in
  /// order; `appends` when they go after those it already has
  /// (`ctrl-a:+accept`).
  package struct Binding: Equatable, Sendable {
    package var trigger: BindTrigger
    package var actions: [PickerAction]
    package var appends = false
  }

  /// Makes the binding take effect.
  package mutating func apply(_ binding: Binding) {
    let before = binding.appends ? self[binding.trigger] ?? [] : []
    bind(binding.trigger, to: before + binding.actions)
  }

  /// Parses a `--bind` argument as fzf 0.74 does:
  /// `KEY[,KEY|EVENT…]:ACTION[+ACTION…][,…]`.
  ///
  /// An action that takes an argument has it in `(…)`, `[…]`, `{…}`,
  /// `<…>`, or between two of `~!@#$%^&*;/|`; the argument ends at the
  /// first closing character followed by `+`, `,` or the end, so it may
  /// hold the others. `ACTION:TEXT` takes the rest of the whole argument
  /// as its TEXT. The keys `:`, `,` and `+` are written as themselves
  /// before the colon. An unknown key, event or action is a usage error
  /// naming it, with the closest name when there is one.
  package static func bindings(parsing text: String) throws(SelectError) -> [Binding] {
    let original = Array(text.unicodeScalars)
    let masked = BindMask.mask(original)
    var bindings: [Binding] = []
    var keys: [ArraySlice<Unicode.Scalar>] = []
    var start = 0
    for pair in masked.split(separator: ",", omittingEmptySubsequences: false) {
      let pairStart = start
      start += pair.count + 1
      let colon = pair.firstIndex(of: ":")
      let keyPart = pair[..<(colon ?? pair.endIndex)]
      guard !keyPart.isEmpty else {
        throw .usage("--bind '\(text)': a key name is needed before ':'")
      }
      keys.append(keyPart)
      guard let colon else { continue }
      let actionsStart = pairStart + (colon - pair.startIndex) + 1
      let actionsEnd = pairStart + pair.count
      for keyName in keys {
        let trigger = try trigger(named: keyName)
        // A bare `put` types the key's own character, so it needs one.
        var put: String?
        if case .key(.character(let scalar)) = trigger, scalar.value > 0x20 { put = String(scalar) }
        let (actions, appends) = try actionList(
          masked: masked[actionsStart..<actionsEnd], original: original[actionsStart..<actionsEnd],
          put: put)
        bindings.append(Binding(trigger: trigger, actions: actions, appends: appends))
      }
      keys = []
    }
    guard keys.isEmpty else {
      let names = keys.map { string($0) }.joined(separator: ", ")
      throw .usage(
        "--bind '\(text)': \(names) needs an action, as in KEY:ACTION (ctrl-o:execute(less {}))")
    }
    return bindings
  }

  /// Parses a list of actions alone (`up+change-query(x)`), as a
  /// `transform` command prints it and `--listen` receives it.
  package static func actions(parsing text: String) throws(SelectError) -> [PickerAction] {
    let original = Array(text.unicodeScalars)
    let masked = Array(BindMask.mask([":"] + original).dropFirst())
    var end = original.count
    // A command's output ends in a line break.
    while end > 0, original[end - 1] == "\n" { end -= 1 }
    return try actionList(masked: masked[..<end], original: original[..<end], put: nil).actions
  }

  private static func trigger(named name: ArraySlice<Unicode.Scalar>) throws(SelectError) -> BindTrigger {
    if name.count == 1, let escaped = BindMask.escapedKeys[name.first!] {
      return .key(.character(escaped))
    }
    let keyName = string(name)
    guard let trigger = BindTrigger(name: keyName) else {
      throw .usage(
        "--bind: unknown key or event '\(keyName)'"
          + suggestion(for: keyName, among: Key.allNames + BindEvent.allNames))
    }
    return trigger
  }

  /// The actions of one binding, split at the `+`s outside arguments.
  /// `put` is the character a bare `put` types, nil when it has none.
  private static func actionList(
    masked: ArraySlice<Unicode.Scalar>, original: ArraySlice<Unicode.Scalar>, put: String?
  ) throws(SelectError) -> (actions: [PickerAction], appends: Bool) {
    var actions: [PickerAction] = []
    var appends = false
    let pieces = masked.split(separator: "+", omittingEmptySubsequences: false)
    var start = original.startIndex
    var carried = ""
    for (n, piece) in pieces.enumerated() {
      let spec = carried + string(original[start..<(start + piece.count)])
      start += piece.count + 1
      carried = ""
      let lower = spec.lowercased()
      if lower == "put" {
        guard let put else {
          throw .usage("--bind: put without an argument types the key's own character, and this is no character key")
        }
        actions.append(.put(put))
      } else if let action = PickerAction(name: lower) {
        actions.append(action)
      } else if BindMask.takesArgument(Array(lower.unicodeScalars)) {
        let name = String(lower.prefix { $0.isLetter || $0 == "-" })
        let rest = spec.unicodeScalars.dropFirst(name.unicodeScalars.count)
        let argument: String
        if rest.first == ":" {
          guard n == pieces.count - 1 else {
            carried = spec + "+"
            continue
          }
          argument = String(String.UnicodeScalarView(rest.dropFirst()))
        } else {
          argument = String(String.UnicodeScalarView(rest.dropFirst().dropLast()))
        }
        guard let action = try PickerAction(name: name, argument: argument) else {
          throw unknownAction(name)
        }
        actions.append(action)
      } else if n == 0 && lower.isEmpty {
        appends = true
      } else {
        throw unknownAction(spec)
      }
    }
    return (actions, appends)
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// ` (did you mean 'x'?)` when a name is close to `word`, else nothing.
  static func suggestion(for word: String, among names: [String]) -> String {
    closest(to: word, among: names).map { " (did you mean '\($0)'?)" } ?? ""
  }

  private static func unknownAction(_ spec: String) -> SelectError {
    let name = String(spec.prefix { $0.isLetter || $0 == "-" || $0 == "/" }).lowercased()
    if PickerAction.notYetSupported.contains(name) {
      return .usage("--bind: fzf's action '\(name)' is not supported by select")
    }
    if PickerAction.namesWithArgument.contains(name) {
      if name == spec.lowercased() {
        return .usage("--bind: \(name) needs its argument: \(name)(…) or \(name):…")
      }
      let opener = spec.dropFirst(name.count).prefix(1)
      return .usage("--bind: '\(opener)' after \(name) is never closed in '\(spec)'")
    }
    let names = PickerAction.names.map(\.name) + PickerAction.namesWithArgument + ["put"]
    return .usage("--bind: unknown action '\(spec)'\(suggestion(for: name, among: names))")
  }
}

/// fzf's way of finding where actions' arguments are: every argument is
/// replaced by blanks (the text keeps its length), so that the `,`, `:`
/// and `+` left are the ones that separate bindings and actions.
enum BindMask {
  /// What stands for the keys `:`, `,` and `+` in the masked text.
  static let escapedKeys: [Unicode.Scalar: Unicode.Scalar] = ["\u{0}": ":", "\u{1}": ",", "\u{2}": "+"]

  /// The names of the actions that take an argument, as fzf recognises
  /// them (also those select does not support, so they parse the same),
  /// longest first.
  static let names: [[Unicode.Scalar]] = {
    var names = Set(PickerAction.namesWithArgument)
    names.formUnion(
      PickerAction.notYetSupported.filter {
        $0.hasPrefix("change-") || $0.hasPrefix("transform-") || $0.hasPrefix("bg-transform-")
      })
    return names.sorted { $0.count > $1.count }.map { Array($0.unicodeScalars) }
  }()

  private static let closers: [Unicode.Scalar: Unicode.Scalar] = {
    var closers: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "[": "]", "{": "}", "<": ">"]
    for same in "~!@#$%^&*;/|".unicodeScalars { closers[same] = same }
    return closers
  }()

  /// `text` with the arguments of its actions blanked.
  static func mask(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var masked: [Unicode.Scalar] = []
    masked.reserveCapacity(text.count)
    var i = 0
    scanning: while i < text.count {
      guard let nameEnd = nextNameEnd(in: text, from: i) else { break }
      masked += text[i..<nameEnd]
      i = nameEnd
      guard i < text.count else { break }
      let opener = text[i]
      if opener == ":" {
        masked += repeatElement(" ", count: text.count - i)
        i = text.count
        break scanning
      }
      guard let closer = closers[opener] else { continue }
      var end = i + 1
      while end < text.count {
        if text[end] == closer, end + 1 == text.count || text[end + 1] == "+" || text[end + 1] == "," {
          break
        }
        end += 1
      }
      guard end < text.count else { break }
      masked += repeatElement(" ", count: end + 1 - i)
      i = end + 1
    }
    masked += text[i...]
    for (pattern, replacement): ([Unicode.Scalar], [Unicode.Scalar]) in [
      ([",", ",", ","], [",", "\u{1}", ","]), ([",", ":", ","], [",", "\u{0}", ","]),
      ([":", ":"], ["\u{0}", ":"]), ([",", ":"], ["\u{1}", ":"]), (["+", ":"], ["\u{2}", ":"]),
    ] {
      masked = replacingAll(pattern, with: replacement, in: masked)
    }
    return masked
  }

  /// Whether `spec` is an action with an argument fzf would recognise.
  static func takesArgument(_ spec: [Unicode.Scalar]) -> Bool {
    mask([":"] + spec).dropFirst().elementsEqual(spec) == false
  }

  /// The end of the next `:NAME` or `+NAME` of an action taking an
  /// argument at or after `start`.
  private static func nextNameEnd(in text: [Unicode.Scalar], from start: Int) -> Int? {
    var i = start
    while i < text.count {
      if text[i] == ":" || text[i] == "+" {
        for name in names where matches(name, in: text, at: i + 1) {
          return i + 1 + name.count
        }
      }
      i += 1
    }
    return nil
  }

  private static func matches(_ name: [Unicode.Scalar], in text: [Unicode.Scalar], at start: Int) -> Bool {
    guard start + name.count <= text.count else { return false }
    for (offset, scalar) in name.enumerated() {
      let found = text[start + offset]
      let lower = ("A"..."Z").contains(found) ? Unicode.Scalar(found.value + 32)! : found
      if lower != scalar { return false }
    }
    return true
  }

  private static func replacingAll(
    _ pattern: [Unicode.Scalar], with replacement: [Unicode.Scalar], in text: [Unicode.Scalar]
  ) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(text.count)
    var i = 0
    while i < text.count {
      if i + pattern.count <= text.count, text[i..<(i + pattern.count)].elementsEqual(pattern) {
        result += replacement
        i += pattern.count
      } else {
        result.append(text[i])
        i += 1
      }
    }
    return result
  }
}

extension Key {
  /// Every key name `--bind` takes, for suggestions.
  static var allNames: [String] {
    let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
    return namedKeys.map(\.0) + mouseEventNames.map(\.0) + letters.map { "ctrl-" + $0 }
      + letters.map { "alt-" + $0 } + letters.map { "ctrl-alt-" + $0 } + (1...12).map { "f\($0)" }
      + modifiable.map(\.0).flatMap { name in
        ["ctrl-", "alt-", "shift-", "ctrl-alt-", "alt-shift-", "ctrl-shift-", "ctrl-alt-shift-"].map {
          $0 + name
        }
      }
  }
}

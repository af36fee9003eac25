extension Key {
  /// Keys with a name of their own, as fzf spells them (`--bind`, the man
  /// page's KEYS section). The first name of a key is the one `name` gives.
  static let namedKeys: [(String, Key)] = [
    ("enter", .enter), ("return", .enter), ("ctrl-m", .enter),
    ("tab", .tab), ("ctrl-i", .tab), ("btab", .shiftTab), ("shift-tab", .shiftTab),
    ("bspace", .backspace), ("backspace", .backspace), ("bs", .backspace), ("ctrl-h", .backspace),
    ("del", .delete), ("delete", .delete), ("insert", .insert), ("esc", .escape),
    ("space", .character(" ")),
    ("up", .up), ("down", .down), ("left", .left), ("right", .right),
    ("home", .home), ("end", .end),
    ("pgup", .pageUp), ("page-up", .pageUp), ("pgdn", .pageDown), ("page-down", .pageDown),
    ("ctrl-space", .control(" ")), ("ctrl-/", .control("/")), ("ctrl-_", .control("/")),
    ("ctrl-\\", .control("\\")), ("ctrl-]", .control("]")), ("ctrl-^", .control("^")),
    ("ctrl-6", .control("^")),
    ("alt-enter", .modified(.enter, .alt)), ("alt-bspace", .modified(.backspace, .alt)),
    ("alt-bs", .modified(.backspace, .alt)), ("alt-backspace", .modified(.backspace, .alt)),
    ("alt-space", .modified(.character(" "), .alt)),
  ]

  /// The mouse events `--bind` takes by name.
  static let mouseEventNames: [(String, Key)] = [
    ("click-header", .clickHeader), ("click-footer", .clickFooter),
  ]

  /// Keys that take a `ctrl-`, `alt-` or `shift-` prefix as a modifier.
  static let modifiable: [(String, Key)] = [
    ("up", .up), ("down", .down), ("left", .left), ("right", .right),
    ("home", .home), ("end", .end), ("pgup", .pageUp), ("pgdn", .pageDown), ("del", .delete),
    ("page-up", .pageUp), ("page-down", .pageDown), ("delete", .delete),
    ("backspace", .backspace), ("bspace", .backspace), ("bs", .backspace),
  ]

  private static let modifierNames: [(String, Modifiers)] = [
    ("ctrl-", .control), ("alt-", .alt), ("shift-", .shift),
  ]

  /// The key fzf calls `name`: `ctrl-a`, `alt-x`, `f1`, `enter`, `space`,
  /// `shift-up`, `ctrl-left`, a single character…; nil for a name that no
  /// terminal key of ours answers to.
  package init?(name: String) {
    if let named = Self.namedKeys.first(where: { $0.0 == name })
      ?? Self.mouseEventNames.first(where: { $0.0 == name })
    {
      self = named.1
      return
    }
    if name.unicodeScalars.count == 1, let scalar = name.unicodeScalars.first, scalar.value > 0x20,
      scalar.value != 0x7F
    {
      self = .character(scalar)
      return
    }
    if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number),
      name.count <= 3
    {
      self = .function(number)
      return
    }
    if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last,
      ("a"..."z").contains(letter)
    {
      self = .control(letter)
      return
    }
    // Esc then Ctrl and a letter, as terminals send Ctrl-Alt and a letter.
    if name.hasPrefix("ctrl-alt-"), name.count == 10, let letter = name.last,
      ("a"..."z").contains(letter)
    {
      self = letter == "h" ? .modified(.backspace, .alt) : .modified(.control(letter), .alt)
      return
    }
    if name.hasPrefix("alt-"), name.unicodeScalars.count == 5,
      let scalar = name.unicodeScalars.last,
      scalar.value > 0x20, scalar.value != 0x7F
    {
      self = .modified(.character(scalar), .alt)
      return
    }
    var modifiers = Modifiers()
    var rest = Substring(name)
    while let (prefix, modifier) = Self.modifierNames.first(where: { rest.hasPrefix($0.0) }) {
      modifiers.insert(modifier)
      rest = rest.dropFirst(prefix.count)
    }
    guard !modifiers.isEmpty, let base = Self.modifiable.first(where: { $0.0 == rest }) else {
      return nil
    }
    self = .modified(base.1, modifiers)
  }

  /// The key's name as fzf spells it (`ctrl-a`, `shift-up`, `space`).
  package var name: String {
    if let named = Self.namedKeys.first(where: { $0.1 == self }) { return named.0 }
    switch self {
    case .character(let scalar): return String(scalar)
    case .function(let number): return "f\(number)"
    case .control(let character): return "ctrl-\(character)"
    case .paste: return "paste"
    case .modified(.control(let letter), .alt): return "ctrl-alt-\(letter)"
    case .mouse: return "mouse"
    case .clickHeader: return "click-header"
    case .clickFooter: return "click-footer"
    case .modified(let key, let modifiers):
      let prefix = Self.modifierNames.filter { modifiers.contains($0.1) }.map(\.0).joined()
      return prefix + key.name
    case .enter, .tab, .shiftTab, .backspace, .delete, .insert, .escape, .up, .down, .left,
      .right, .home, .end, .pageUp, .pageDown:
      preconditionFailure("every plain key has its name in namedKeys")
    }
  }
}

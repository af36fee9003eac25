/// fzf's placeholders in commands (`--preview`, `--bind`), the man page's
/// `--preview` section: `{}` and fields `{1}`, `{-1}`, `{2..}`, with flags
/// before them: `+` every checked item (the current one when none is),
/// `*` every match, `n` the item's index instead of its text, `f` a
/// temporary file holding the expansion instead, `r` unquoted, `s` the
/// blanks around fields kept; `{q}` and `{q:FIELDS}` for the query,
/// `{fzf:query}`, `{fzf:action}`, `{fzf:prompt}`.
extension PrintTemplate {
  /// One fzf placeholder.
  package struct Placeholder: Equatable, Sendable {
    /// Which items it stands for.
    package enum Scope: Equatable, Sendable {
      case current, checked, matched
    }

    /// What of each item.
    package enum Subject: Equatable, Sendable {
      case value
      case fields(FieldList)
      /// `n`: the index counted from 0, as fzf counts (header lines not
      /// counted).
      case index
    }

    package var scope = Scope.current
    package var item = Subject.value
    package var isRaw = false
    package var keepsBlanks = false
    package var inFile = false
  }

  /// select's own placeholder names, which commands take too.
  static let ownNames: Set<String> = ["value", "label", "index", "offset", "number"]

  /// Whether the text between braces is one of fzf's placeholders.
  static func isFzfPlaceholder(_ inner: ArraySlice<UInt8>) -> Bool {
    let name = String(decoding: inner, as: UTF8.self)
    if name == "q" || name.hasPrefix("q:") || name.hasPrefix("fzf:") { return true }
    let flags = name.prefix { "+*sfrn".contains($0) }
    return name.dropFirst(flags.count).allSatisfy { $0.isNumber || $0 == "," || $0 == "-" || $0 == "." }
  }

  /// The part for a placeholder of a command.
  static func shellPlaceholder(_ name: String, option: String) throws(SelectError) -> Part {
    switch name {
    case "value": return .value
    case "label": return .label
    case "index": return .index
    case "offset": return .offset
    case "number": return .number
    case "q", "fzf:query": return .query
    case "fzf:action": return .lastAction
    case "fzf:prompt": return .prompt
    default: break
    }
    if name.hasPrefix("fzf:") {
      throw .usage("unknown placeholder {\(name)} in \(option) (known: {fzf:query} {fzf:action} {fzf:prompt})")
    }
    if name.hasPrefix("q:") {
      var fields = name.dropFirst(2)
      let keepsBlanks = fields.first == "s"
      if keepsBlanks { fields = fields.dropFirst() }
      return .queryFields(try fieldList(String(fields), name: name, option: option), keepsBlanks: keepsBlanks)
    }
    var placeholder = Placeholder()
    let flags = name.prefix { "+*sfrn".contains($0) }
    for flag in flags {
      switch flag {
      case "+": placeholder.scope = .checked
      case "*": placeholder.scope = .matched
      case "s": placeholder.keepsBlanks = true
      case "f": placeholder.inFile = true
      case "r": placeholder.isRaw = true
      default: placeholder.item = .index
      }
    }
    let fields = name.dropFirst(flags.count)
    if !fields.isEmpty {
      placeholder.item = .fields(try fieldList(String(fields), name: name, option: option))
    }
    return .fzf(placeholder)
  }
}

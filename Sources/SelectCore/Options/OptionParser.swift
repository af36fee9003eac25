/// Parses the command line against `optionTable`, on top of `base` (the
/// options of `SELECT_DEFAULT_OPTS`), so that the command line wins.
///
/// `--opt value`, `--opt=value`, `-p value`, `-pvalue`, bundled flags
/// (`-1l`), `-m3` (digits after a letter whose argument is optional are
/// that argument), `--` to end options; fzf's spellings (`+i`,
/// `--no-multi`, `--reverse`: `optionSpellings`). A word that starts with
/// `+` is an option, as in fzf, never an item. Other words are items. Options are checked against each other once all are read
/// (`check()`).
package func parseOptions(_ arguments: [String], over base: Options = Options()) throws(SelectError)
  -> Options
{
  var options = base
  var rest = arguments[...]
  while let word = rest.popFirst() {
    if word == "--" {
      options.arguments.append(contentsOf: rest)
      break
    }
    if word.hasPrefix("-") && word.count > 1 {
      options.optionsGiven.append(word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : String(word.prefix(2)))
    }
    if let (spelling, inline) = spelled(word) {
      try options.apply(spelling, inline: inline, rest: &rest)
    } else if word.hasPrefix("+") && word.count > 1 {
      throw .usage("unknown option \(word) (see --help)")
    } else if word.hasPrefix("--") {
      let body = word.dropFirst(2)
      let name = body.prefix { $0 != "=" }
      let inline = body.count > name.count ? String(body.dropFirst(name.count + 1)) : nil
      let spec = try lookUp(long: String(name))
      try options.apply(spec.id, try argument(for: spec, shownAs: "--\(name)", inline: inline, rest: &rest))
    } else if word.hasPrefix("-") && word.count > 1 {
      var letters = word.dropFirst()
      while let letter = letters.popFirst() {
        guard let spec = optionTable.first(where: { $0.short == letter }) else {
          throw .usage("unknown option -\(letter) (see --help)")
        }
        if case .optional = spec.argument, letters.first?.isWholeNumber == true {
          try options.apply(spec.id, String(letters))
          break
        }
        guard case .required = spec.argument else {
          try options.apply(spec.id, nil)
          continue
        }
        let inline = letters.isEmpty ? nil : String(letters)
        try options.apply(spec.id, try argument(for: spec, shownAs: "-\(letter)", inline: inline, rest: &rest))
        break
      }
    } else {
      options.arguments.append(word)
    }
  }
  try options.check()
  return options
}

/// The default options `text`, split like shell words; every error names
/// `variable`, where they came from.
package func defaultOptions(_ text: String, from variable: String = "SELECT_DEFAULT_OPTS") throws(SelectError) -> Options {
  let words = try splitShellWords(text, source: variable)
  let options: Options
  do {
    options = try parseOptions(words)
  } catch {
    guard case .usage(let message) = error else { throw error }
    throw .usage("in \(variable): \(message)")
  }
  if let word = options.arguments.first {
    throw .usage("\(variable) takes options only, not the word '\(word)'")
  }
  return options
}

/// Options read before the command line, and where they came from (the
/// variables, for messages).
package struct DefaultOptionsText: Equatable, Sendable {
  package let text: String
  package let source: String

  package init(text: String, source: String) {
    self.text = text
    self.source = source
  }
}

/// The command line over the default options (nil when there are none):
/// defaults are defaults, so one that the command
/// line conflicts with (`--query` in the defaults, `--list` on the command
/// line) is dropped, while conflicts within the command line, or within
/// the defaults alone, are usage errors (select(1), ENVIRONMENT).
package func parseOptions(_ arguments: [String], defaults given: DefaultOptionsText?) throws(SelectError) -> Options {
  guard let given else { return try parseOptions(arguments) }
  let (text, variable) = (given.text, given.source)
  let defaults = try defaultOptions(text, from: variable)
  do {
    return try parseOptions(arguments, over: defaults)
  } catch {
    guard case .usage = error, (try? parseOptions(arguments)) != nil else { throw error }
  }
  // The command line alone is fine: keep each default, in order, that it
  // agrees with. A default and its argument make a group, found as the
  // shortest run of words that parses alone.
  let words = try splitShellWords(text, source: variable)
  var kept: [String] = []
  var group: [String] = []
  for word in words {
    group.append(word)
    guard (try? parseOptions(group)) != nil else { continue }
    if let base = try? parseOptions(kept + group), (try? parseOptions(arguments, over: base)) != nil {
      kept += group
    }
    group = []
  }
  return try parseOptions(arguments, over: try parseOptions(kept))
}

private func lookUp(long name: String) throws(SelectError) -> OptionSpec {
  if let spec = optionTable.first(where: { $0.long == name }) { return spec }
  if name == "colour" { return optionTable.first { $0.id == .color }! }
  if let guess = closestOption(to: name) {
    throw .usage("unknown option --\(name) (did you mean --\(guess)?)")
  }
  throw .usage("unknown option --\(name) (see --help)")
}

private func argument(
  for spec: OptionSpec, shownAs shown: String, inline: String?, rest: inout ArraySlice<String>
) throws(SelectError) -> String? {
  switch spec.argument {
  case .none:
    if inline != nil { throw .usage("\(shown) takes no argument") }
    return nil
  case .optional:
    // fzf reads `--listen 6266`, `--border bottom`, `--gap 2` and `--tmux
    // 70%` too: a next word that is such a value is the argument, any
    // other is left to be an item.
    if inline == nil, let next = rest.first, takesNextWord(spec.id, next) {
      return rest.popFirst()
    }
    return inline
  case .required(let name):
    if let inline { return inline }
    guard let next = rest.popFirst() else { throw .usage("\(shown) needs an argument: \(shown) \(name)") }
    return next
  }
}

/// The long option nearest to a misspelling, if any is near enough.
func closestOption(to name: String) -> String? {
  let spelled = optionSpellings.map(\.word).filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }
  return closest(to: name, among: optionTable.map(\.long) + spelled)
}

/// The word of `candidates` nearest to a misspelling `name`, if any is near
/// enough to suggest: one it begins, or one a few typos away.
package func closest(to name: String, among candidates: [String]) -> String? {
  let distances = candidates.map { ($0, editDistance(name, $0)) }
  guard let best = distances.min(by: { $0.1 < $1.1 }) else { return nil }
  if best.0.hasPrefix(name) && name.count >= 3 { return best.0 }
  return best.1 <= max(1, name.count / 3) ? best.0 : nil
}

/// The number of typos between two short strings: letters inserted,
/// deleted, replaced, or two neighbours swapped (`mutli` is one from
/// `multi`); the optimal string alignment distance.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.utf8)
  let b = Array(b.utf8)
  guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
  var beforePrevious: [Int] = []
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
        current[j] = min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    beforePrevious = previous
    previous = current
  }
  return previous[b.count]
}

/// Whether an option whose argument is optional takes `word`, the next
/// word of the command line, as its argument.
private func takesNextWord(_ id: OptionID, _ word: String) -> Bool {
  switch id {
  case .listen, .listenUnsafe: !word.hasPrefix("-") && ListenAddress(parsing: word) != nil
  case .tmux, .popup: TmuxPopupSpec.isSpec(word)
  default: Looks.takesAsArgument(id, word)
  }
}

/// Parses the command line against `optionTable`.
///
/// `--opt value`, `--opt=value`, `-p value`, `-pvalue`, bundled flags
/// (`-0l`), `--` to end options. Words that are not options are items.
/// Options are checked against each other once all are read (`check()`).
public func parseOptions(_ arguments: [String]) throws(SelectError) -> Options {
  var options = Options()
  var rest = arguments[...]
  while let word = rest.popFirst() {
    if word == "--" {
      options.arguments.append(contentsOf: rest)
      break
    }
    if word.hasPrefix("--") {
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
    return inline
  case .required(let name):
    if let inline { return inline }
    guard let next = rest.popFirst() else { throw .usage("\(shown) needs an argument: \(shown) \(name)") }
    return next
  }
}

/// The long option nearest to a misspelling, if any is near enough.
func closestOption(to name: String) -> String? {
  let candidates = optionTable.map { ($0.long, editDistance(name, $0.long)) }
  guard let best = candidates.min(by: { $0.1 < $1.1 }) else { return nil }
  if best.0.hasPrefix(name) && name.count >= 3 { return best.0 }
  return best.1 <= max(1, name.count / 3) ? best.0 : nil
}

/// Levenshtein distance between two short strings.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.utf8)
  let b = Array(b.utf8)
  var previous = Array(0...b.count)
  for i in 1...max(a.count, 1) where !a.isEmpty {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...max(b.count, 1) where !b.isEmpty {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    previous = current
  }
  return a.isEmpty ? b.count : previous[b.count]
}

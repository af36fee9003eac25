import SelectCore
import SelectTerminal

/// Asks the user on the terminal: the terminal is opened before any input
/// is read, so a missing one is reported at once.
func askOnTerminal(_ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  let tty = try TerminalDevice(path: options.tty)
  let arena = ByteArena()
  let items = try source.load(into: arena)
  if items.isEmpty { throw SelectError.emptyInput }
  var menu = LineMenu(items: items, multi: options.multi, limit: options.limit) { query, items, candidates in
    let needle = Array(query.lowercased().utf8)
    return candidates.filter { containsIgnoringCase(items[$0].label, needle) }
  }
  let prompt = LinePrompt(
    tty: tty, header: options.header ?? source.builtin?.title, prompt: options.prompt ?? "> ",
    timeout: options.timeout)
  let chosen = try prompt.run(&menu) { $0.label.string }
  let choices = chosen.map { (item: items[menu.shown[$0]], offset: $0) }
  try printChoices(choices, options, output)
}

private func containsIgnoringCase(_ haystack: Bytes, _ needle: [UInt8]) -> Bool {
  guard needle.count <= haystack.count else { return false }
  if needle.isEmpty { return true }
  let bytes = haystack.buffer
  for start in 0...(bytes.count - needle.count) {
    var i = 0
    while i < needle.count && asciiLower(bytes[start + i]) == needle[i] { i += 1 }
    if i == needle.count { return true }
  }
  return false
}

import SelectCore
import SelectTerminal

/// Asks the user on the terminal: the terminal is opened before any input
/// is read, so a missing one is reported at once.
func askOnTerminal(_ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  let tty = try TerminalDevice(path: options.tty)
  let arena = ByteArena()
  let items = try source.load(into: arena)
  if items.isEmpty { throw SelectError.emptyInput }
  var menu = lineMenu(items, options)
  let prompt = LinePrompt(
    tty: tty, header: options.header ?? source.builtin?.title, prompt: options.prompt ?? "> ",
    timeout: options.timeout)
  let chosen = try prompt.run(&menu) { DisplayText($0.label).string }
  let choices = chosen.map { (item: items[menu.shown[$0]], offset: $0) }
  try printChoices(choices, options, output)
}

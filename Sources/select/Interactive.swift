import SelectCore
import SelectTerminal

/// Asks the user on the terminal: the terminal is opened before any input
/// is read, so a missing one is reported at once. The full-screen picker,
/// or the line mode with `--plain` or `TERM=dumb`.
func askOnTerminal(_ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  let tty = try TerminalDevice(path: options.tty)
  if options.plain || environment("TERM") == "dumb" {
    return try askLineByLine(tty, source, options, output)
  }
  let arena = ByteArena()
  let feed = try ItemFeed { emit in
    try source.forEach(keep: true, arena: arena) { emit($0) }
  }
  var settings = PickerState.Settings()
  settings.multi = options.multi
  settings.limit = options.limit
  settings.selected = options.selected
  settings.exact = options.exact
  settings.header = options.header ?? source.builtin?.title
  settings.prompt = options.prompt ?? "> "
  settings.sections = options.sections
  settings.ordersBySelection = options.order == .selection
  settings.swatches = source.builtin?.options.map(\.swatch) ?? []
  var display = PickerSession.Display()
  display.fullScreen = options.fullScreen
  display.height = options.height
  display.usesColour = usesColour(options.color)
  display.timeout = options.timeout
  let session = PickerSession(
    tty: tty, state: PickerState(settings: settings, query: options.query ?? ""), feed: feed,
    display: display)
  let chosen = try session.run()
  let items = session.state.items
  try withExtendedLifetime(arena) {
    try printChoices(chosen.map { (item: items[$0.position], offset: $0.offset) }, options, output)
  }
}

/// Whether the picker draws colours: `--color`, then `NO_COLOR`
/// (no-color.org: set and not empty).
private func usesColour(_ mode: Options.ColorMode) -> Bool {
  switch mode {
  case .always: true
  case .never: false
  case .auto: (environment("NO_COLOR") ?? "").isEmpty
  }
}

/// The line mode: a numbered menu and a prompt, like bash's `select`.
private func askLineByLine(
  _ tty: TerminalDevice, _ source: ItemSource, _ options: Options, _ output: StandardOutput
) throws {
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

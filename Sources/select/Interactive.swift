import SelectCore
import SelectTerminal

/// Asks the user on the terminal: the terminal is opened before any input
/// is read, so a missing one is reported at once. The full-screen picker,
/// or the line mode with `--plain` or `TERM=dumb`.
func askOnTerminal(_ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  let tty = try TerminalDevice(path: options.tty)
  let settings = pickerSettings(options, builtin: source.builtin)
  if asksLineByLine(options) {
    return try printChoices(askLineByLine(tty, try source.load(), settings, options), options, output)
  }
  let (choices, query) = try runPicker(tty, settings, options, reloads: true) { emit in
    try source.forEach(keep: true, emit)
  }
  try printChoices(choices, options, output, query: query)
}

/// Whether the line mode asks rather than the full-screen picker.
func asksLineByLine(_ options: Options) -> Bool {
  options.plain || environment("TERM") == "dumb"
}

/// The picker's behaviour as the command line sets it.
func pickerSettings(_ options: Options, builtin: BuiltinEnum?) -> PickerState.Settings {
  var settings = PickerState.Settings()
  settings.multi = options.multi
  settings.limit = options.limit
  settings.selected = options.selected
  settings.exact = options.exact
  settings.header = options.header ?? builtin?.title
  if let prompt = options.prompt { settings.prompt = prompt }
  if let sections = options.sections { settings.sections = sections }
  settings.ordersBySelection = options.order == .selection
  settings.swatches = builtin?.options.map(\.swatch) ?? []
  settings.previewWindow = options.preview == nil ? nil : options.previewWindow
  settings.delimiter = options.delimiter
  for binding in options.bindings { settings.keymap.bind(binding.key, to: binding.actions) }
  return settings
}

/// Runs the full-screen picker over the items `produce` emits (read on a
/// thread of their own, valid as long as what `produce` holds); returns
/// the choices and the query typed. With `reloads`, `reload` reads items
/// as stdin is read.
func runPicker(
  _ tty: TerminalDevice, _ settings: PickerState.Settings, _ options: Options, reloads: Bool = false,
  produce: @escaping (_ emit: (Item) -> Bool) throws -> Void
) throws -> (Choices, query: String) {
  let feed = try ItemFeed(produce)
  var display = PickerSession.Display()
  if let height = options.fullScreen ? .fullScreen : options.height { display.height = height }
  display.usesColour = usesColour(options.color)
  display.colourDepth = terminalColourDepth()
  display.glyphs = localeGlyphs()
  display.timeout = options.timeout
  display.preview = options.preview
  if reloads {
    display.reloadReader = { stream in
      // Each reload's source owns its items' bytes, and the feed reading
      // it keeps it: an older reading may still be finishing.
      let source = ItemSource(.stream(stream, terminator: options.read0 ? 0 : UInt8(ascii: "\n")), shape: itemShape(options))
      return { emit in try source.forEach(keep: true, emit) }
    }
  }
  let session = PickerSession(
    tty: tty, state: PickerState(settings: settings, query: options.query ?? ""), feed: feed,
    display: display)
  let chosen = try session.run()
  return (Choices(chosen, in: session.items), session.state.query)
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

/// The colours the terminal announces in `COLORTERM` and `TERM`.
func terminalColourDepth() -> ColourDepth {
  ColourDepth(colorTerm: environment("COLORTERM"), term: environment("TERM"))
}

/// The symbols the locale can show.
func localeGlyphs() -> Glyphs {
  Glyphs(lcAll: environment("LC_ALL"), lcCType: environment("LC_CTYPE"), lang: environment("LANG"))
}

/// The line mode: a numbered menu and a prompt, like bash's `select`.
func askLineByLine(
  _ tty: TerminalDevice, _ items: ItemList, _ settings: PickerState.Settings, _ options: Options
) throws -> Choices {
  if items.isEmpty { throw SelectError.emptyInput }
  var menu = LineMenu(items: items, settings: settings)
  return try LinePrompt(tty: tty, settings: settings, timeout: options.timeout).run(&menu)
}

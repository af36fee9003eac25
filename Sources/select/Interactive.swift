import SelectCore
import SelectKit
import SelectTerminal

/// Asks the user on the terminal: the terminal is opened before any input
/// is read, so a missing one is reported at once. The full-screen picker,
/// or the line mode with `--plain` or `TERM=dumb`.
func askOnTerminal(_ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  var question = question(options, builtin: source.builtin)
  question.display.reloadReader = { stream in
    // Each reload's source owns its items' bytes, and the feed reading
    // it keeps it: an older reading may still be finishing.
    let source = ItemSource(
      .stream(stream, terminator: options.read0 ? 0 : UInt8(ascii: "\n")), shape: itemShape(options))
    return { emit in try source.forEach(keep: true, emit) }
  }
  question.inputHeader = { source.header.withItems { $0.map(\.label.string) } }
  question.whenAnswered = { state in
    try printQuery(state.query, options, output)
    guard !options.expect.isEmpty else { return }
    try output.write(Array((state.acceptedBy ?? "").utf8))
    try output.write(byte: options.print0 ? 0 : UInt8(ascii: "\n"))
  }
  let tty = try question.openTerminal()
  let load = {
    let items = try source.load()
    if items.isEmpty { throw source.emptyError }
    return items
  }
  let answer = try question.ask(on: tty, loading: load) {
    // Header lines travel with the items; the picker sets them apart.
    let produce: @Sendable ((Item) -> Bool) throws -> Void = { emit in
      try source.forEach(keep: true, header: { _ = emit($0) }, emit)
    }
    return source.isKnownBeforehand
      ? try ItemFeed(fillingNow: produce, keeping: source) : try ItemFeed(produce)
  }
  try printChoices(answer.choices, options, output, query: answer.query)
}

/// The question the command line asks: the picker's behaviour and how it
/// is drawn.
func question(_ options: Options, builtin: BuiltinEnum?) -> Question {
  var question = Question()
  question.settings.multi = options.multi
  question.settings.limit = options.limit
  question.settings.selected = options.selected
  question.settings.match = options.matchOptions
  question.settings.headerLineCount = options.headerLines
  question.settings.cycles = options.cycle
  question.settings.layout = options.layout
  for name in options.expect {
    if let key = Key(name: name) { question.settings.expectKeys[key] = name }
  }
  question.settings.header = options.header ?? builtin?.title
  if let prompt = options.prompt { question.settings.prompt = prompt }
  if let sections = options.sections { question.settings.sections = sections }
  question.settings.ordersBySelection = options.order == .selection
  question.settings.swatches = builtin?.options.map(\.swatch) ?? []
  question.settings.previewWindow = options.preview == nil ? nil : options.previewWindow
  question.settings.delimiter = options.delimiter
  for binding in options.bindings { question.settings.keymap.bind(binding.key, to: binding.actions) }
  if let height = options.fullScreen ? .fullScreen : options.height { question.display.height = height }
  question.display.usesColour = usesColour(options.color)
  question.display.timeout = options.timeout
  question.display.preview = options.preview
  question.display.layout = options.layout
  question.display.border = options.border
  question.display.mouse = options.mouse
  question.display.keepsLastFrame = options.noClear
  question.query = options.query ?? ""
  question.lineMode = options.plain
  question.terminalPath = options.tty
  return question
}

/// Whether the picker draws colours: `--color`, then `NO_COLOR`.
private func usesColour(_ mode: Options.ColorMode) -> Bool {
  switch mode {
  case .always: true
  case .never: false
  case .auto: Question.coloursByDefault
  }
}

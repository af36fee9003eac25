import SelectCore
import SelectKit
import SelectTerminal

/// Asks the user on the terminal: the terminal is opened before any input
/// is read, so a missing one is reported at once. The full-screen picker,
/// or the line mode with `--plain` or `TERM=dumb`.
func askOnTerminal(
  _ source: ItemSource, _ options: Options, _ memory: MemoryRanking?, _ output: StandardOutput,
  chosen: @escaping (Choices, _ query: String) -> Void
) throws {
  var question = question(options, builtin: source.builtin)
  question.settings.memory = memory
  question.whenChosen = chosen
  question.display.reloadReader = { stream in
    // Each reload's source owns its items' bytes, and the feed reading
    // it keeps it: an older reading may still be finishing.
    let source = ItemSource(
      .stream(stream, terminator: options.read0 ? 0 : UInt8(ascii: "\n")), shape: itemShape(options))
    return { emit in try source.forEach(keep: true, emit) }
  }
  question.inputHeader = { source.header.withItems { $0.map(\.label.string) } }
  let history = options.fzf.history.map { HistoryFile(path: $0, limit: options.fzf.historySize) }
  let pastQueries = try history?.load()
  if let pastQueries { recallHistory(pastQueries, in: &question.settings, options) }
  question.whenAnswered = { state in
    // Enter appends the query, matched or not, as in fzf; Esc does not.
    history?.append(state.query, to: pastQueries ?? [])
    try printAnswerLines(query: state.query, acceptedBy: state.acceptedBy, options, output)
    // `print(...)`'s lines come next, as fzf prints them.
    for line in state.printQueue {
      try output.write(Array(line.utf8))
      try output.write(byte: options.print0 ? 0 : UInt8(ascii: "\n"))
    }
  }
  if let address = options.listen {
    question.display.listener = try ListenServer(address, unsafe: options.listensUnsafely)
  }
  defer { question.display.listener?.close() }
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
  question.settings.nthText = options.nthText
  question.settings.withNthText = options.withNthText
  question.settings.match.disabled = options.fzf.disabled
  question.settings.tracks = options.fzf.track
  if let labels = options.fzf.jumpLabels { question.settings.jumpLabels = labels }
  question.settings.tail = options.fzf.tail
  question.settings.filepathWords = options.fzf.filepathWord
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
  question.settings.previewWindow = options.preview == nil && !bindsPreview(options) ? nil : options.previewWindow
  question.settings.previewCommand = options.preview
  question.settings.delimiter = options.delimiter
  question.settings.showsNumbers = !options.noNumbers
  for binding in options.bindings { question.settings.keymap.apply(binding) }
  if let words = options.withShell { question.display.shell = ChildShell(words: words) }
  if let height = options.fullScreen ? .fullScreen : options.height { question.display.height = height }
  question.display.usesColour = Question.usesColour(options.color) && options.looks.theme?.isMonochrome != true
  question.display.timeout = options.timeout
  question.display.preview = options.preview
  question.settings.looks = options.looks
  question.settings.acceptsTyping = !options.looks.noInput
  question.settings.scrollOff = options.looks.scrollOff
  question.settings.looks.labelsMayBreak = options.read0
  question.settings.raw = options.looks.raw
  if options.fzf.noUnicode { question.display.glyphs = .ascii }
  question.display.mouse = options.mouse
  question.display.keepsLastFrame = options.noClear
  question.query = options.query ?? ""
  question.lineMode = options.plain
  question.terminalPath = options.tty ?? (options.fzf.ttyOfStandardError ? terminalName(of: 2) : nil)
  return question
}

/// Whether a binding shows a preview command of its own (`preview(...)`,
/// `change-preview(...)`), so the pane is there without `--preview`.
private func bindsPreview(_ options: Options) -> Bool {
  options.bindings.contains { binding in
    binding.actions.contains {
      switch $0 {
      case .preview, .change(.preview, _), .transform(.preview?, _, _): true
      default: false
      }
    }
  }
}

/// Whether the picker draws colours: `--color`, then `NO_COLOR`.


/// `--history`: Ctrl-P and Ctrl-N walk the past queries, unless `--bind`
/// gave them other work (fzf's rule).
private func recallHistory(_ lines: [String], in settings: inout PickerState.Settings, _ options: Options) {
  settings.historyLines = lines
  let bound = Set(options.bindings.map(\.trigger))
  for (name, action) in [("ctrl-p", PickerAction.previousHistory), ("ctrl-n", .nextHistory)] {
    if let key = Key(name: name), !bound.contains(.key(key)) { settings.keymap.bind(key, to: [action]) }
  }
}

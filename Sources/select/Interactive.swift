import SelectCore
import SelectKit
import SelectTerminal

/// Asks the user on the terminal: the terminal is opened before any input
/// is read, so a missing one is reported at once. The full-screen picker,
/// or the line mode with `--plain` or `TERM=dumb`.
func askOnTerminal(
  _ source: ItemSource, _ options: Options, _ memory: MemoryRanking?, _ answer: Answer,
  chosen: @escaping (Choices, _ query: String) -> Void
) throws {
  var question = Question(options, builtin: source.builtin)
  question.settings.memory = memory
  question.whenChosen = chosen
  question.whenSelectedNamesNothing = { names in
    for name in names { reportError(SelectedNames.warning(namingNothing: name)) }
  }
  question.display.reloadReader = { stream in
    // Each reload's source owns its items' bytes, and the feed reading
    // it keeps it: an older reading may still be finishing.
    let source = ItemSource(
      .stream(stream, terminator: options.valueEnd), shape: ItemSource.Shape(options))
    return { emit in try source.forEach(keep: true, emit) }
  }
  question.inputHeader = { source.header.withItems { $0.map(\.label.string) } }
  let history = options.fzf.history.map { HistoryFile(path: $0, limit: options.fzf.historySize) }
  let pastQueries = try history?.load()
  if let pastQueries { question.settings.recall(history: pastQueries, options) }
  question.whenAnswered = { state in
    // Enter appends the query, matched or not, as in fzf; Esc does not.
    history?.append(state.query, to: pastQueries ?? [])
    try answer.answerLines(query: state.query, acceptedBy: state.queue.acceptedBy)
    // `print(...)`'s lines come next, as fzf prints them.
    for line in state.queue.printed { try answer.line(line) }
  }
  if let address = options.listen {
    question.display.listener = try ListenServer(address, unsafe: options.listensUnsafely)
  }
  defer { question.display.listener?.close() }
  let tty = try question.openTerminal()
  let asked = try question.ask(on: tty, loading: source.loadSome) {
    // Header lines travel with the items; the picker sets them apart.
    let produce: @Sendable ((Item) -> Bool) throws -> Void = { emit in
      try source.forEach(keep: true, header: { _ = emit($0) }, emit)
    }
    return source.isKnownBeforehand
      ? try ItemFeed(fillingNow: produce, keeping: source) : try ItemFeed(produce)
  }
  try answer.choices(asked.choices, query: asked.query)
}

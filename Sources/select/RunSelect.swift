import SelectCore
import SelectKit
import SelectTerminal

/// Parses the command line, runs the chosen mode, and turns the outcome
/// into an exit status: the one place errors become codes and messages.
func runSelect(_ arguments: [String]) -> Int32 {
  let output = StandardOutput()
  ignoreBrokenPipe()
  var printsQuery = false
  var filters = false
  do {
    let options = try parseOptions(arguments, defaults: try DefaultOptionsText.fromEnvironment())
    printsQuery = options.printQuery
    filters = options.filter != nil
    if let popup = options.popup, options.runsThePicker(term: environment("TERM")),
      let status = try TmuxPopupRun.run(popup, arguments: arguments)
    {
      return status
    }
    try run(options, output: output)
    try output.flush()
    return 0
  } catch {
    let failure = (error as? SelectError) ?? .unreadableInput("\(error)")
    // What was printed before the failure (`--print-query`'s query) is kept.
    if failure.exitCode != 2 { try? output.flush() }
    if case .killed(let signal) = failure { SignalWatch.die(of: signal) }
    // With --print-query, a query that matched nothing is an answer the
    // script asked for, and it is on stdout: nothing to explain. --filter
    // that lets nothing through is quiet, as fzf's and grep's are (EXIT
    // STATUS in select(1)).
    if case .noMatch = failure, printsQuery || filters { return failure.exitCode }
    if failure == .emptyInput, filters { return failure.exitCode }
    if let message = failure.message { reportError(message) }
    return failure.exitCode
  }
}

/// Dispatches on what the command line asks for.
func run(_ options: Options, output: StandardOutput) throws {
  if options.help { return try output.write(usageText()) }
  if options.version { return try output.write("select \(selectVersion)\n") }
  if options.fzf.man { return try showManual(to: output) }
  if let threads = options.fzf.threads { RankingThreads.set(threads) }
  if options.fzf.ambidouble { countAmbiguousWidthAsTwo() }
  // As fzf does, a --history file is made (or refused) whatever the mode.
  if let path = options.fzf.history { _ = try HistoryFile(path: path, limit: options.fzf.historySize).load() }
  if options.listEnums { return try BuiltinEnum.writeTable(to: output) }
  if let shell = options.initShell, let setup = shellSetup(for: shell) { return try output.write(setup) }
  if options.checklist { return try runChecklistFromStandardInput(options, output) }
  let answer = Answer(options, to: output)
  let file = MemoryFile(options)
  if options.forget, let file { return try file.forget() }
  var source = try ItemSource(commandLine: options)
  let memory = file?.ranking(options)
  let query = options.query ?? ""
  // A number means what the picker would show: `--list` and `--pick` count
  // in the ranked order of `--query` and, for a query typed, the memory
  // (`--pick` with `--no-sort` ranks nothing, and takes matches as they
  // come); without a query, in the input's order.
  let offersAsTheyCome = options.pick != nil && options.noSort
  if (options.list || options.pick != nil) && options.query != nil && !offersAsTheyCome {
    var matched = 0
    source = try source.reordered { items in
      let positions = rank(items, query: query, options, memory).map(\.position)
      matched = positions.count
      return positions
    }
    if matched == 0 {
      try answer.query(query)
      throw SelectError.noMatch(query: query)
    }
  }
  if options.list { return try printList(source, options, output) }
  if let pick = options.pick {
    let choices = try answer.pick(pick, from: source)
    file?.record(choices, query: query, options)
    return
  }
  if let filter = options.filter {
    if let seconds = options.fzf.bench { return try printBench(seconds, query: filter, source, options, output) }
    return try printFilter(filter, source, options, memory, answer)
  }
  if options.fzf.sync || options.selectOne || options.exitZero {
    let items = try source.loadSome()
    if options.selectOne || options.exitZero,
      let chosen = try answer.early(items, matches: items.withItems { rank($0, query: query, options, memory) })
    {
      file?.record(chosen, query: query, options)
      return
    }
    source = ItemSource(.loaded(items, header: source.header), builtin: source.builtin)
  }
  try askOnTerminal(source, options, memory, answer) { file?.record($0, query: $1, options) }
}

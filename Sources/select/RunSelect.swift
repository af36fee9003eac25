import SelectCore
import SelectTerminal

/// Parses the command line, runs the chosen mode, and turns the outcome
/// into an exit status: the one place errors become codes and messages.
func runSelect(_ arguments: [String]) -> Int32 {
  let output = StandardOutput()
  ignoreBrokenPipe()
  var printsQuery = false
  do {
    let options = try parseOptions(arguments, defaults: environment("SELECT_DEFAULT_OPTS"))
    printsQuery = options.printQuery
    if let popup = options.popup, runsThePicker(options),
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
    // script asked for, and it is on stdout: nothing to explain (§17).
    if case .noMatch = failure, printsQuery { return failure.exitCode }
    if let message = failure.message { reportError(message) }
    return failure.exitCode
  }
}

/// Whether the command line leads to the picker (which `--tmux` moves
/// into a popup), not to a mode that prints without asking or to the line
/// mode.
private func runsThePicker(_ options: Options) -> Bool {
  !(options.help || options.version || options.listEnums || options.initShell != nil || options.list
    || options.pick != nil || options.filter != nil || options.plain || environment("TERM") == "dumb"
    || (options.checklist && options.toggle != nil))
}

/// Dispatches on what the command line asks for.
func run(_ options: Options, output: StandardOutput) throws {
  if options.help { return try output.write(usageText()) }
  if options.version { return try output.write("select \(selectVersion)\n") }
  if options.fzf.man { try showManual() }
  if let threads = options.fzf.threads { RankingThreads.set(threads) }
  if options.fzf.ambidouble { countAmbiguousWidthAsTwo() }
  // As fzf does, a --history file is made (or refused) whatever the mode.
  if let path = options.fzf.history { _ = try HistoryFile(path: path, limit: options.fzf.historySize).load() }
  if options.listEnums { return try BuiltinEnum.writeTable(to: output) }
  if let shell = options.initShell { return try printShellSetup(shell, output) }
  if options.checklist { return try runChecklistFromStandardInput(options, output) }
  let file = memoryFile(options)
  if options.forget, let file { return try file.forget() }
  var source = try itemSource(options)
  let memory = memoryRanking(options, file)
  // A number means what the picker would show: `--list` and `--pick` count
  // in the ranked order of `--query` and the memory (`--pick` with
  // `--no-sort` ranks nothing, and takes matches as they come).
  let offersAsTheyCome = options.pick != nil && options.noSort
  if (options.list || options.pick != nil) && (memory != nil || options.query != nil)
    && !offersAsTheyCome
  {
    do {
      source = try rankedSource(source, query: options.query ?? "", options, memory)
    } catch SelectError.noMatch(let query) {
      try printQuery(query, options, output)
      throw SelectError.noMatch(query: query)
    }
  }
  if options.list { return try printList(source, options, output) }
  if let pick = options.pick {
    return try printPick(pick, source, options, output) { remember($0, query: options.query ?? "", options, file) }
  }
  if let query = options.filter {
    if let seconds = options.fzf.bench { return try printBench(seconds, query: query, source, options, output) }
    return try printFilter(query, source, options, memory, output)
  }
  if options.fzf.sync {
    let items = try source.load()
    if items.isEmpty { throw source.emptyError }
    source = ItemSource(.loaded(items, header: source.header), builtin: source.builtin)
  }
  if options.selectOne || options.exitZero {
    let items = try source.load()
    if items.isEmpty { throw source.emptyError }
    if let chosen = try decideWithoutAsking(items, options, memory, output) {
      return remember(chosen, query: options.query ?? "", options, file)
    }
    source = ItemSource(.loaded(items, header: source.header), builtin: source.builtin)
  }
  try askOnTerminal(source, options, memory, output) { remember($0, query: $1, options, file) }
}

/// Where the command line says the items come from.
func itemSource(_ options: Options) throws -> ItemSource {
  let shape = itemShape(options)
  if let walk = options.walk {
    if StandardInput().mayHoldItems {
      throw SelectError.usage(
        "--walk and items on stdin cannot be used together: the items come from one or the other")
    }
    return ItemSource(.walk(DirectoryWalk(walk)), shape: shape)
  }
  if !options.arguments.isEmpty {
    return ItemSource(.words(options.arguments), shape: shape)
  }
  if let name = options.enumName {
    return ItemSource(.builtin(try BuiltinEnum.named(name)), shape: shape)
  }
  if StandardInput().isTerminal {
    if let source = terminalSource(options, shape: shape) { return source }
    throw SelectError.usage(
      "nothing to choose from: pipe lines in, give words, or use --enum NAME (see --help)")
  }
  let terminator = options.read0 ? 0 : UInt8(ascii: "\n")
  return ItemSource(.stream(StandardInput(), terminator: terminator), shape: shape)
}

/// How values become items: `--range`, `--with-nth`, `--delimiter`, `--ansi`,
/// `--header-lines`, `--tac`.
func itemShape(_ options: Options) -> ItemSource.Shape {
  var shape = ItemSource.Shape(range: options.range, withNth: options.withNth, delimiter: options.delimiter)
  shape.withNthTemplate = options.withNthTemplate
  shape.ansi = options.ansi
  shape.headerLines = options.headerLines
  shape.reversed = options.tac
  return shape
}

/// `--init SHELL`: the setup that makes `ls | select` work in bash and zsh.
func printShellSetup(_ shell: String, _ output: StandardOutput) throws {
  guard let setup = shellSetup(for: shell) else {
    throw SelectError.usage("--init takes \(setupShells.dropLast().joined(separator: ", ")) or \(setupShells.last!), not '\(shell)'")
  }
  try output.write(setup)
}

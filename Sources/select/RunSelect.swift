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
    let mode = options.plan(term: environment("TERM"))
    if let popup = mode.popup, let status = try TmuxPopupRun.run(popup, arguments: arguments) {
      return status
    }
    try run(mode, options, output: output)
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

/// Runs the mode the command line plans (`Options.plan(term:)`).
func run(_ mode: Mode, _ options: Options, output: StandardOutput) throws {
  if !mode.isAboutTheProgram {
    if let threads = options.fzf.threads { RankingThreads.set(threads) }
    if options.fzf.ambidouble { countAmbiguousWidthAsTwo() }
    // As fzf does, a --history file is made (or refused) whatever the mode.
    if let path = options.fzf.history { _ = try HistoryFile(path: path, limit: options.fzf.historySize).load() }
  }
  var answer = Answer(options, to: output)
  let file = MemoryFile(options)
  // `--json` says which items memory lifted.
  if options.json { answer.memory = file?.ranking(options) }
  switch mode {
  case .help: try output.write(usageText())
  case .version: try output.write("select \(selectVersion)\n")
  case .manual: try showManual(to: output)
  case .listEnums: try BuiltinEnum.writeTable(to: output)
  case .shellSetup(let setup): try output.write(setup)
  case .checklist: try runChecklistFromStandardInput(options, output)
  case .forget: try file?.forget()
  case .list(let order):
    let source = try Ranked.numbered(try ItemSource(commandLine: options), as: order, file?.ranking(options), answer)
    try printList(source, options, output)
  case .pick(let spec, let order):
    let source = try Ranked.numbered(try ItemSource(commandLine: options), as: order, file?.ranking(options), answer)
    let choices = try answer.pick(spec, from: source)
    file?.record(choices, query: options.query ?? "", options)
  case .filter(let ranked, let seconds?):
    try output.write(try ranked.benchLine(for: seconds, try ItemSource(commandLine: options)))
  case .filter(let ranked, nil):
    try printFilter(ranked, try ItemSource(commandLine: options), options, file?.ranking(options), answer)
  case .ask(_, let loadsFirst):
    var source = try ItemSource(commandLine: options)
    let memory = file?.ranking(options)
    if loadsFirst {
      let items = try source.loadSome()
      let ranked = options.queryRanking
      if options.selectOne || options.exitZero,
        let chosen = try answer.early(items, matches: items.withItems { ranked.matches(of: $0, memory: memory) })
      {
        file?.record(chosen, query: ranked.query, options)
        return
      }
      source = ItemSource(.loaded(items, header: source.header), builtin: source.builtin)
    }
    try askOnTerminal(source, options, memory, answer) { file?.record($0, query: $1, options) }
  }
}

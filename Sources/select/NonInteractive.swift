import SelectCore
import SelectTerminal

/// `--list`: the numbered menu on stdout (`MenuListing`), streamed as the
/// input arrives; plain lines are numbered straight from the input.
func printList(_ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  let settings = question(options, builtin: source.builtin).settings
  let end = options.print0 ? 0 : UInt8(ascii: "\n")
  var listing = MenuListing(
    settings: settings, swatches: options.color == .always ? settings.swatches : [],
    glyphs: .ofLocale, depth: .ofTerminal, end: end)
  if let terminator = source.plainLineTerminator, listing.isPlain {
    let rows = NumberedLines(terminator: terminator, end: end, header: settings.headerLines)
    try StandardInput().readWholeLines(terminator: terminator) { try rows.write($0, to: output) }
    try rows.flush(to: output)
    if rows.count == 0 { throw SelectError.emptyInput }
    return
  }
  try source.forEach(keep: false, header: { try listing.header($0, to: output) }) { item in
    try listing.row(item, to: output)
    return true
  }
  try listing.finish()
}

/// `--pick SPEC`: the named items, without asking; reading stops as soon as
/// the answer is known. With `--query` (or a memory), among the items the
/// query matches, numbered as the picker shows them: `run` hands over the
/// source ranked best first, the whole input read and ranked as `--filter`
/// does, unless `--no-sort` keeps source order and the matches are offered
/// as they arrive, so that reading stops at the answer.
func printPick(
  _ spec: PickSpec, _ source: ItemSource, _ options: Options, _ output: StandardOutput,
  chosen: (Choices) -> Void = { _ in }
) throws {
  let collector = PickCollector(spec: spec, ordersBySelection: options.order == .selection)
  if let query = options.query, !query.isEmpty, options.noSort {
    let matcher = Matcher(query: Query(query, options: options.matchOptions))
    var matched = false
    try source.forEach(keep: false, header: { _ in collector.passHeaderLine() }) { item in
      guard matcher.score(item.label) != nil else { return true }
      matched = true
      return collector.offer(item)
    }
    try printQuery(query, options, output)
    if !matched { throw SelectError.noMatch(query: query) }
  } else {
    try source.forEach(keep: false, header: { _ in collector.passHeaderLine() }) { collector.offer($0) }
    if let query = options.query { try printQuery(query, options, output) }
  }
  let choices = try collector.choices()
  try printChoices(choices, options, output)
  chosen(choices)
}

/// Writes chosen items to stdout in the `--print` format; `query` is what
/// `{q}` prints (the query typed, or the one the command line gave).
func printChoices(_ choices: Choices, _ options: Options, _ output: StandardOutput, query: String? = nil) throws {
  let format = outputFormat(options, query: query)
  try choices.forEach { item, offset in
    try format.write(item, offset: offset) { try output.write($0) }
  }
}

/// The `--print` format the options ask for; `{q}` is `query`, or the
/// query the command line gave.
func outputFormat(_ options: Options, query: String? = nil) -> OutputFormat {
  var format = OutputFormat(
    template: options.template, acceptNth: options.acceptNth, delimiter: options.delimiter,
    print0: options.print0, query: query ?? options.filter ?? options.query ?? "",
    acceptNthTemplate: options.acceptNthTemplate, indexBase: options.headerLines)
  format.isStillInInput = { !MappedInput.isLost($0.value.buffer) }
  return format
}

/// `--filter QUERY`: every matching item, best first, like `fzf --filter`
/// (after the query itself with `--print-query`, even when nothing matched).
func printFilter(
  _ query: String, _ source: ItemSource, _ options: Options, _ memory: MemoryRanking?,
  _ output: StandardOutput
) throws {
  let format = outputFormat(options)
  if let terminator = source.plainLineTerminator, format.printsValueAlone, options.idNth == nil,
    options.fzf.tail == nil
  {
    return try printFilter(
      query, lines: LineBlocks(terminator: terminator), options, memory?.lift(for: query), output)
  }
  let items = try source.load()
  if items.isEmpty { throw source.emptyError }
  try printQuery(query, options, output)
  try items.withItems { items in
    let matches = rank(items, query: query, options, memory)
    if matches.isEmpty { throw SelectError.noMatch(query: query) }
    // Written straight from the ranking: a million matches copied into
    // choices first (through the generic `indexed()`) cost 10% of the run.
    for (offset, match) in matches.enumerated() {
      try format.write(items[match.position], offset: offset) { try output.write($0) }
    }
  }
}

/// `--filter` of plain lines printed as they are: ranked a chunk at a time
/// on every core as stdin is read into `lines`, with no item made for a
/// line, and written straight from the input.
func printFilter(
  _ query: String, lines: LineBlocks, _ options: Options, _ lift: MemoryLift?, _ output: StandardOutput
) throws {
  let runs = try rankLinesInParallel(lines, query: Query(query, options: options.matchOptions), lift: lift) {
    added in try StandardInput().read(into: lines, added)
  }
  if lines.isEmpty { throw SelectError.emptyInput }
  try printQuery(query, options, output)
  let printed = try lines.writeRanked(runs, terminator: outputFormat(options).terminator, to: output)
  if printed == 0 { throw SelectError.noMatch(query: query) }
}

/// `--select-1` and `--exit-0`: true when the matches for `--query` settle
/// the answer without asking.
func decideWithoutAsking(
  _ items: ItemList, _ options: Options, _ memory: MemoryRanking?, _ output: StandardOutput
) throws -> Choices? {
  let query = options.query ?? ""
  let matches = items.withItems { rank($0, query: query, options, memory) }
  switch EarlyAnswer(matches: matches.count, selectOne: options.selectOne, exitZero: options.exitZero) {
  case .ask: return nil
  case .noMatch:
    try printQuery(query, options, output)
    throw SelectError.noMatch(query: query)
  case .onlyMatch:
    // Chosen without a key: the line Enter would print.
    try printAnswerLines(query: query, acceptedBy: nil, options, output)
  }
  let choices = Choices([PickerChoice(position: matches[0].position, offset: 0)], in: items)
  try printChoices(choices, options, output)
  return choices
}

/// What comes before the chosen items: the query with `--print-query`,
/// then with `--expect` the name of the key that accepted (an empty line
/// for Enter), as fzf prints them.
func printAnswerLines(
  query: String, acceptedBy key: String?, _ options: Options, _ output: StandardOutput
) throws {
  try printQuery(query, options, output)
  guard !options.expect.isEmpty else { return }
  try output.write(Array((key ?? "").utf8))
  try output.write(byte: options.print0 ? 0 : UInt8(ascii: "\n"))
}

/// With `--print-query`, the query as the first line of output.
func printQuery(_ query: String, _ options: Options, _ output: StandardOutput) throws {
  guard options.printQuery else { return }
  try output.write(Array(query.utf8))
  try output.write(byte: options.print0 ? 0 : UInt8(ascii: "\n"))
}

/// The items matching `query`, best first (those `memory` lifts before
/// the rest), ranked on both cores; with `--tail N`, of the last N items
/// only.
func rank(_ items: UnsafeBufferPointer<Item>, query: String, _ options: Options, _ memory: MemoryRanking?)
  -> [RankedMatch]
{
  let first = options.fzf.tail.map { max(items.count - $0, 0) } ?? 0
  let matches =
    rankInParallel(items, .positions(first..<items.count), query: Query(query, options: options.matchOptions))
    ?? []
  return memory?.lift(matches, of: items, query: query) ?? matches
}

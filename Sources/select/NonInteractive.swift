import SelectCore
import SelectTerminal

/// `--list`: the numbered menu on stdout as line mode shows it, streamed
/// as the input arrives: the header, then `N) label` rows, `[x]` or `[ ]`
/// before each in `--multi` with `--selected`, swatches only with
/// `--color=always`; the `--header-lines` after the header, as they are.
func printList(_ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  let question = question(options, builtin: source.builtin)
  let settings = question.settings
  let end = options.print0 ? 0 : UInt8(ascii: "\n")
  let marks = settings.multi ? SelectedNames(settings.selected) : SelectedNames([])
  let swatches = options.color == .always ? settings.swatches : []
  let glyphs = question.display.glyphs
  let depth = question.display.colourDepth
  if let terminator = source.plainLineTerminator, marks.isEmpty, swatches.isEmpty {
    let rows = NumberedLines(terminator: terminator, end: end, header: settings.headerLines)
    try StandardInput().readWholeLines(terminator: terminator) { try rows.write($0, to: output) }
    try rows.flush(to: output)
    if rows.count == 0 { throw SelectError.emptyInput }
    return
  }
  let separator: [UInt8] = Array(") ".utf8)
  var number = 0
  var headerLines = 0
  var checkedCount = 0
  // The header goes out with the first line read: empty input prints nothing.
  var started = false
  func start() throws {
    guard !started else { return }
    started = true
    try output.write(headerLines: settings.headerLines, terminator: end)
  }
  let header = { (line: Item) throws in
    try start()
    headerLines += 1
    try output.write(shownLabel: line.label)
    try output.write(byte: end)
  }
  try source.forEach(keep: false, header: header) { item in
    try start()
    number += 1
    try decimal(number) { try output.write($0) }
    try output.write(separator)
    if !marks.isEmpty {
      let isChecked = marks.contains(item) && settings.limit.map { checkedCount < $0 } ?? true
      if isChecked { checkedCount += 1 }
      try output.write(isChecked ? "[x] " : "[ ] ")
    }
    if swatches.indices.contains(item.index), let swatch = swatches[item.index] {
      try output.write(swatch.sample(glyphs: glyphs, depth: depth) + " ")
    }
    try output.write(shownLabel: item.label)
    try output.write(byte: end)
    return true
  }
  if number == 0 { throw headerLines == 0 ? SelectError.emptyInput : .onlyHeaderLines(headerLines) }
}

/// `--pick SPEC`: the named items, without asking; reading stops as soon as
/// the answer is known.
func printPick(_ spec: PickSpec, _ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  let collector = PickCollector(spec: spec, ordersBySelection: options.order == .selection)
  try source.forEach(keep: false) { collector.offer($0) }
  try printChoices(try collector.choices(), options, output)
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
  OutputFormat(
    template: options.template, acceptNth: options.acceptNth, delimiter: options.delimiter,
    print0: options.print0, query: query ?? options.filter ?? options.query ?? "")
}

/// `--filter QUERY`: every matching item, best first, like `fzf --filter`
/// (after the query itself with `--print-query`, even when nothing matched).
func printFilter(_ query: String, _ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  let format = outputFormat(options)
  if let terminator = source.plainLineTerminator, format.printsValueAlone, options.fzf.tail == nil {
    return try printFilter(query, lines: LineBlocks(terminator: terminator), options, output)
  }
  let items = try source.load()
  if items.isEmpty { throw source.emptyError }
  try printQuery(query, options, output)
  try items.withItems { items in
    let matches = rank(items, query: query, options)
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
func printFilter(_ query: String, lines: LineBlocks, _ options: Options, _ output: StandardOutput) throws {
  let runs = try rankLinesInParallel(lines, query: Query(query, options: options.matchOptions)) { added in
    try StandardInput().read(into: lines, added)
  }
  if lines.isEmpty { throw SelectError.emptyInput }
  try printQuery(query, options, output)
  let printed = try lines.writeRanked(runs, terminator: outputFormat(options).terminator, to: output)
  if printed == 0 { throw SelectError.noMatch(query: query) }
}

/// `--select-1` and `--exit-0`: true when the matches for `--query` settle
/// the answer without asking.
func decideWithoutAsking(_ items: ItemList, _ options: Options, _ output: StandardOutput) throws -> Bool {
  let query = options.query ?? ""
  let matches = items.withItems { rank($0, query: query, options) }
  if matches.isEmpty && options.exitZero {
    try printQuery(query, options, output)
    throw SelectError.noMatch(query: query)
  }
  guard matches.count == 1 && options.selectOne else { return false }
  try printQuery(query, options, output)
  // Chosen without a key: the empty line Enter would print.
  if !options.expect.isEmpty { try output.write(byte: options.print0 ? 0 : UInt8(ascii: "\n")) }
  try printChoices(Choices([PickerChoice(position: matches[0].position, offset: 0)], in: items), options, output)
  return true
}

/// With `--print-query`, the query as the first line of output.
func printQuery(_ query: String, _ options: Options, _ output: StandardOutput) throws {
  guard options.printQuery else { return }
  try output.write(Array(query.utf8))
  try output.write(byte: options.print0 ? 0 : UInt8(ascii: "\n"))
}

/// The items matching `query`, best first, ranked on both cores; with
/// `--tail N`, of the last N items only.
func rank(_ items: UnsafeBufferPointer<Item>, query: String, _ options: Options) -> [RankedMatch] {
  let first = options.fzf.tail.map { max(items.count - $0, 0) } ?? 0
  return rankInParallel(items, .positions(first..<items.count), query: Query(query, options: options.matchOptions))
    ?? []
}

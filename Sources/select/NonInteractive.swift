import SelectCore
import SelectTerminal

/// How the answer is printed to stdout.
typealias Answer = AnswerPrinter<StandardOutput>

/// `--list`: the numbered menu on stdout (`MenuListing`), streamed as the
/// input arrives; plain lines are numbered straight from the input.
func printList(_ source: ItemSource, _ options: Options, _ output: StandardOutput) throws {
  let settings = PickerState.Settings(options, builtin: source.builtin)
  let end = options.lineEnd
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
  let named = SelectedNames(options.selected)
  let namingNothing = try named.namingNothing { see in
    try source.forEach(keep: false, header: { try listing.header($0, to: output) }) { item in
      try listing.row(item, to: output)
      see(item)
      return true
    }
  }
  try listing.finish()
  for name in namingNothing { reportError(SelectedNames.warning(namingNothing: name)) }
}

/// `--filter QUERY`: every matching item, best first, like `fzf --filter`
/// (after the query itself with `--print-query`, even when nothing matched).
func printFilter(
  _ query: String, _ source: ItemSource, _ options: Options, _ memory: MemoryRanking?, _ answer: Answer
) throws {
  let format = answer.format()
  if let terminator = source.plainLineTerminator, format.printsValueAlone, options.idNth == nil,
    options.fzf.tail == nil
  {
    if options.noSort && !options.tac {
      return try printFilterAsRead(query, terminator: terminator, options, answer, format.terminator)
    }
    let lines = LineBlocks(terminator: terminator)
    let runs = try rankLinesInParallel(
      lines, query: Query(query, options: options.matchOptions), lift: memory?.lift(for: query)
    ) { added in try StandardInput().read(into: lines, added) }
    if lines.isEmpty { throw SelectError.emptyInput }
    try answer.query(query)
    let printed = try writeRankedInParallel(lines, runs, terminator: format.terminator, to: answer.sink)
    if printed == 0 { throw SelectError.noMatch(query: query) }
    return
  }
  let items = try source.loadSome()
  try answer.query(query)
  try items.withItems { items in
    let matches = rank(items, query: query, options, memory)
    if matches.isEmpty { throw SelectError.noMatch(query: query) }
    // Written straight from the ranking: a million matches copied into
    // choices first (through the generic `numbered()`) cost 10% of the run.
    var batch: [Item] = []
    batch.reserveCapacity(256)
    for start in stride(from: 0, to: matches.count, by: 256) {
      // The items of a batch are looked up first, apart from the writes,
      // so that their scattered reads overlap (a labelled item's value is
      // one read further: its record).
      batch.removeAll(keepingCapacity: true)
      for match in matches[start..<min(start + 256, matches.count)] {
        let item = items[match.position]
        _ = item.value.start
        batch.append(item)
      }
      for (offset, item) in batch.enumerated() {
        try format.write(item, offset: start + offset) { try answer.sink.write($0) }
      }
    }
  }
}

/// `--filter --no-sort` of plain lines: each block of stdin's lines is
/// matched and its matches written as soon as it is read, in input order
/// (select(1), --no-sort), so an endless input is filtered as it flows.
private func printFilterAsRead(
  _ query: String, terminator: UInt8, _ options: Options, _ answer: Answer, _ end: UInt8
) throws {
  let matcher = Matcher(query: Query(query, options: options.matchOptions))
  var read = 0
  var printed = 0
  try answer.query(query)
  try StandardInput().readWholeLines(terminator: terminator) { block in
    read += block.count
    printed += try matcher.writeMatchingLines(block, terminator: terminator, end: end, to: answer.sink)
    try answer.sink.flush()
  }
  if read == 0 { throw SelectError.emptyInput }
  if printed == 0 { throw SelectError.noMatch(query: query) }
}

/// The items matching `query`, best first (those `memory` lifts before
/// the rest), ranked on every core; with `--tail N`, of the last N items
/// only.
func rank(_ items: ItemColumn.View, query: String, _ options: Options, _ memory: MemoryRanking?)
  -> [RankedMatch]
{
  let first = options.fzf.tail.map { max(items.count - $0, 0) } ?? 0
  let matches =
    rankInParallel(items, .positions(first..<items.count), query: Query(query, options: options.matchOptions))
    ?? []
  return memory?.lift(matches, of: items, query: query) ?? matches
}

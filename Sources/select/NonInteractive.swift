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
  _ ranked: Ranked, _ source: ItemSource, _ options: Options, _ memory: MemoryRanking?, _ answer: Answer
) throws {
  let format = answer.format()
  let scoresRanked = ranked.match.order == .score
  if let terminator = source.plainLineTerminator, ranked.ranksLinesAsRead(options) {
    if options.noSort && !options.tac && format.printsValueAlone {
      return try ranked.filterAsRead(terminator: terminator, end: format.terminator, answer)
    }
    let lines = LineBlocks(terminator: terminator)
    let runs = try rankLinesInParallel(
      lines, query: Query(ranked.query, options: ranked.match), lift: memory?.lift(for: ranked.query)
    ) { added in try StandardInput().read(into: lines, added) }
    if lines.isEmpty { throw SelectError.emptyInput }
    try answer.query(ranked.query)
    guard format.printsValueAlone else {
      let numbers = lines.lineNumbers()
      return try lines.withChunks { (chunks) throws(SelectError) in
        let ranking = RankedLineItems(chunks: chunks, runs: runs, numbers: numbers, terminator: terminator)
        if ranking.count == 0 { throw SelectError.noMatch(query: ranked.query) }
        try writeFormattedInParallel(ranking, scoresRanked: scoresRanked, format: { answer.format() }, to: answer.sink)
      }
    }
    let printed = try writeRankedInParallel(lines, runs, terminator: format.terminator, to: answer.sink)
    if printed == 0 { throw SelectError.noMatch(query: ranked.query) }
    return
  }
  let items = try source.loadSome()
  try answer.query(ranked.query)
  try items.withItems { items in
    let matches = ranked.matches(of: items, memory: memory)
    if matches.isEmpty { throw SelectError.noMatch(query: ranked.query) }
    try writeFormattedInParallel(
      RankedColumn(items, matches), scoresRanked: scoresRanked, format: { answer.format() }, to: answer.sink)
  }
}

import SelectCore

/// The modes without a picker that rank the items on every core:
/// `--list` and `--pick` in ranked order, `--filter --no-sort` as the
/// input flows, and `--bench`.
extension Ranked {
  /// The items matching the query, best first (those `memory` lifts
  /// before the rest), ranked on every core.
  package func matches(of items: ItemColumn.View, memory: MemoryRanking?) -> [RankedMatch] {
    let query = Query(self.query, options: match)
    let matches = rankInParallel(items, .positions(positions(count: items.count)), query: query) ?? []
    return memory?.lift(matches, of: items, query: self.query) ?? matches
  }

  /// `source` numbered as `order` says: ranked, it holds the matches
  /// alone, best first; none is an error, after `answer`'s query.
  package static func numbered<Sink: OutputSink>(
    _ source: ItemSource, as order: ListOrder, _ memory: MemoryRanking?, _ answer: AnswerPrinter<Sink>
  ) throws -> ItemSource {
    guard case .ranked(let ranked) = order, ranked.reorders else { return source }
    var matched = 0
    let reordered = try source.reordered { items in
      let positions = ranked.matches(of: items, memory: memory).map(\.position)
      matched = positions.count
      return positions
    }
    if matched == 0 {
      try answer.query(ranked.query)
      throw SelectError.noMatch(query: ranked.query)
    }
    return reordered
  }

  /// `--filter --no-sort` of plain lines: each block of stdin's lines is
  /// matched and its matches written as soon as it is read, in input
  /// order (select(1), --no-sort), so an endless input is filtered as it
  /// flows; each ended by `end`.
  package func filterAsRead(
    terminator: UInt8, end: UInt8, _ answer: AnswerPrinter<StandardOutput>
  ) throws {
    let matcher = Matcher(query: Query(query, options: match))
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

  /// `--bench DURATION` with `--filter`: the items of `source` ranked
  /// again and again for DURATION, and the one line of timings printed
  /// instead of the matches, as `fzf --bench` prints it.
  package func benchLine(for seconds: Double, _ source: ItemSource) throws -> String {
    var report = BenchReport()
    let start = monotonicSeconds()
    let items = try source.loadSome()
    report.ingestion = monotonicSeconds() - start
    report.items = items.count
    let begun = monotonicSeconds()
    repeat {
      let before = monotonicSeconds()
      report.matches = items.withItems { matches(of: $0, memory: nil) }.count
      report.times.append(monotonicSeconds() - before)
    } while monotonicSeconds() - begun < seconds
    report.total = monotonicSeconds() - begun
    return report.line
  }
}

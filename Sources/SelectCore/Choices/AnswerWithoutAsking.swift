extension AnswerPrinter {
  /// `--pick SPEC`: the named items, without asking; reading stops as soon
  /// as the answer is known. With `--query` (or a memory), among the items
  /// the query matches, numbered as the picker shows them: the source comes
  /// ranked best first, unless `--no-sort` keeps source order and the
  /// matches are offered as they arrive, so that reading stops at the
  /// answer.
  package func pick(_ spec: PickSpec, from source: ItemSource) throws -> Choices {
    let collector = PickCollector(spec: spec, ordersBySelection: options.order == .selection)
    let query = options.query ?? ""
    let matcher =
      options.noSort && !query.isEmpty ? Matcher(query: Query(query, options: options.matchOptions)) : nil
    var matched = false
    try source.forEach(keep: false, header: { _ in collector.passHeaderLine() }) { item in
      if let matcher, matcher.score(item.label) == nil { return true }
      matched = true
      return collector.offer(item)
    }
    if options.query != nil { try self.query(query) }
    if matcher != nil && !matched { throw SelectError.noMatch(query: query) }
    let choices = try collector.choices()
    try self.choices(choices)
    return choices
  }

  /// `--select-1` and `--exit-0`, given the matches of `items` for
  /// `--query`: the choice when they settle the answer without asking, or
  /// nil to ask.
  package func early(_ items: ItemList, matches: [RankedMatch]) throws -> Choices? {
    let query = options.query ?? ""
    switch EarlyAnswer(matches: matches.count, selectOne: options.selectOne, exitZero: options.exitZero) {
    case .ask: return nil
    case .noMatch:
      try self.query(query)
      throw SelectError.noMatch(query: query)
    case .onlyMatch:
      // Chosen without a key: the lines Enter would print.
      try answerLines(query: query, acceptedBy: nil)
    }
    let choices = Choices([PickerChoice(position: matches[0].position, offset: 0)], in: items)
    try self.choices(choices)
    return choices
  }
}

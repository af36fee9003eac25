extension PickerState {
  /// Whether the shown list lags behind the query or the items received.
  public var needsRanking: Bool {
    guard let ranking else { return true }
    return ranking.query != parsedQuery || ranking.range != 0..<items.count
  }

  /// The ranking the shown list should come from, computed with as little
  /// work as the last ranking allows; nil when `rank` gave up.
  ///
  /// `rank(query, range, previous)` ranks `items[range]`, reusing
  /// `previous` when given (see `Matcher.rank`). With the same query and
  /// more items, only the new items are ranked and merged in; when the new
  /// query narrows the old, only the old matches are scored again.
  public func rankingUpdate(
    _ rank: (Query, Range<Int>, Ranking?) -> Ranking?
  ) -> Ranking? {
    let query = parsedQuery
    if let ranking, ranking.query == query, ranking.range.lowerBound == 0,
      ranking.range.upperBound <= items.count
    {
      guard let added = rank(query, ranking.range.upperBound..<items.count, nil) else { return nil }
      return Ranking.merging(ranking, added)
    }
    let previous = ranking.flatMap { query.narrows($0.query) ? $0 : nil }
    return rank(query, 0..<items.count, previous)
  }

  /// Takes a new batch of items, checking those pre-checked and marking (in
  /// multi mode also checking) those named by `--selected`.
  mutating func receive(_ batch: [Item]) {
    let first = items.count
    var batch = batch[...]
    while let line = batch.first, headerItems.count < settings.headerLineCount,
      line.index < settings.headerLineCount
    {
      headerItems.append(line)
      batch.removeFirst()
    }
    items += batch
    for position in first..<items.count where settings.preChecked.contains(position) {
      check(position)
    }
    guard !selectedNames.isEmpty else { return }
    for position in first..<items.count where selectedNames.contains(items[position]) {
      marked.insert(position)
      if settings.multi && settings.limit.map({ checked.count < $0 }) ?? true {
        check(position)
      }
    }
  }

  /// Shows a new ranking: the cursor goes to the top for a new query, and
  /// stays on its item when only more items arrived.
  mutating func show(_ new: Ranking) {
    let isNewQuery = ranking?.query != new.query
    let kept = hasMoved && !isNewQuery ? cursorPosition : nil
    ranking = new
    rebuildShown()
    if isNewQuery {
      cursor = 0
      scroll = 0
    }
    if let kept, let offset = shown.firstIndex(of: kept) {
      cursor = offset
    } else if !hasMoved && !settings.multi && !marked.isEmpty,
      let offset = shown.firstIndex(where: marked.contains)
    {
      cursor = offset
    }
  }

  /// Splits the ranking into the shown list: in multi mode unchecked
  /// matches, then checked ones, each in ranking order (source order when
  /// the query is empty).
  mutating func rebuildShown() {
    let matches = ranking?.matches ?? []
    if settings.multi && !checked.isEmpty {
      var unchecked: [Int] = []
      var done: [Int] = []
      unchecked.reserveCapacity(matches.count)
      for match in matches {
        if checked.contains(match.position) {
          done.append(match.position)
        } else {
          unchecked.append(match.position)
        }
      }
      uncheckedCount = unchecked.count
      shown = unchecked + done
    } else {
      shown = matches.map(\.position)
      uncheckedCount = shown.count
    }
    cursor = max(min(cursor, shown.count - 1), 0)
  }
}

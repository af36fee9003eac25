extension PickerState {
  /// Whether the shown list lags behind the query or the items received.
  package var needsRanking: Bool {
    guard let ranking = list.ranking else { return true }
    return ranking.isPartial || ranking.query != parsedQuery || ranking.range != offeredRange
  }

  /// The positions ranked: every item, or with `--tail N` the last N.
  package var offeredRange: Range<Int> {
    guard let tail = settings.tail else { return 0..<items.count }
    return max(items.count - tail, 0)..<items.count
  }

  /// The ranking the shown list should come from, computed with as little
  /// work as the last ranking allows; nil when `rank` gave up.
  ///
  /// `rank(query, range, pieces)` ranks the pieces (`RankingPiece.plan`:
  /// with the same query and more items, only the new items; when the new
  /// query narrows the old, only the old matches, best first) and returns
  /// the ranking of `range` by `query` that their matches make. A kept
  /// ranking by the same query of the same items is taken as it is, and
  /// the empty query's is every item, with nothing to rank.
  package func rankingUpdate(
    _ rank: (Query, Range<Int>, [RankingPiece]) -> Ranking?
  ) -> Ranking? {
    switch rankingWork() {
    case .ready(let ranking): return ranking
    case .rank(let query, let range, let previous):
      return rank(query, range, RankingPiece.plan(query, range, previous: previous))
    }
  }

  /// What the shown list needs: a ranking at hand, or one to rank by
  /// `query` over `range`, from the kept ranking that saves the most work.
  package enum RankingWork {
    case ready(Ranking)
    case rank(Query, Range<Int>, previous: Ranking?)
  }

  /// The work `rankingUpdate` does, for a caller that ranks on its own.
  package func rankingWork() -> RankingWork {
    let query = parsedQuery
    let range = offeredRange
    if query.isEmpty { return .ready(Ranking(everyItemOf: range, query: query)) }
    let closest = list.closestRanking(to: query)
    if let closest, closest.query == query, closest.range == range { return .ready(closest) }
    return .rank(query, range, previous: closest)
  }

  /// Whether a ranking's first rows may be shown, final, before the rest
  /// of its order: not where the list drawn needs every match (`--raw`,
  /// exclusions, the checked section of multi mode).
  package var showsFirstRowsFirst: Bool {
    !settings.raw && checks.excluded.isEmpty && (!settings.multi || checks.checked.isEmpty)
  }

  /// The walk that finds the first rows of `query`'s order before the
  /// rest: when the user typed on from a kept ranking of the same items
  /// (`TopRowsWalk`, `Query.letterBound(over:)`).
  package func topRowsWalk(_ query: Query, _ range: Range<Int>, from previous: Ranking?) -> TopRowsWalk? {
    guard showsFirstRowsFirst, let previous, !previous.isEveryItem, !previous.isPartial,
      previous.range == range, let bound = query.letterBound(over: previous.query)
    else { return nil }
    return TopRowsWalk(earlier: previous, bound: bound)
  }

  /// Whether the list shows only the first rows of the query's order,
  /// final, while the rest is still being ranked.
  package var isSettling: Bool { list.ranking?.isPartial == true }

  /// Whether the count should show that matches are still being found:
  /// the input is still being read, or the order is not complete.
  package var isFindingMatches: Bool { input.isLoading || isSettling }

  /// How many matches the earlier rankings of `itemCount` items may hold
  /// together: four per item (32 MB at a million items), and no more than
  /// 64 MiB of them, so that at ten million items the rankings kept for
  /// erasing back stay a small part of what the items take. A ranking
  /// over the budget is not kept; erasing back to it ranks again, its
  /// first rows as quickly as those of a new query.
  package static func keptMatchesBudget(itemCount: Int) -> Int {
    min(4 * max(itemCount, 1), 64 << 20 / MemoryLayout<RankedMatch>.stride)
  }

  /// Takes a new batch of items, checking those pre-checked and marking (in
  /// multi mode also checking) those named by `--selected`.
  mutating func receive(_ batch: [Item]) {
    let first = items.count
    items.append(contentsOf: input.takeHeaderLines(batch, count: settings.headerLineCount))
    input.relabelling?.relabel(&items, from: first, indexBase: settings.headerLineCount)
    for position in first..<items.count where settings.preChecked.contains(position) {
      checks.check(position)
    }
    guard !checks.selected.isEmpty else { return }
    for position in first..<items.count {
      checks.receive(items[position], at: position, multi: settings.multi, limit: settings.limit)
    }
  }

  /// Shows a new ranking: the cursor goes to the top for a new query, and
  /// stays on its item when only more items arrived (with `--track`, for a
  /// new query too, while the item matches).
  mutating func show(_ new: Ranking) {
    let isNewQuery = list.ranking?.query != new.query
    let kept =
      list.tracked ?? list.trackedThroughReload
      ?? (settings.tracks || list.hasMoved && !isNewQuery ? cursorPosition : nil)
    // The empty query's ranking is every item in order: nothing to keep.
    let budget = Self.keptMatchesBudget(itemCount: items.count)
    if isNewQuery, let old = list.ranking, !old.query.isEmpty, !old.isPartial {
      // Kept whole while the new order is still being ranked from it: a
      // key that stops that ranking starts it again from the same one.
      list.keep(old, budget: new.isPartial ? .max : budget)
    } else if !new.isPartial {
      list.keep(budget: budget)
    }
    list.earlierRankings.removeAll { $0.query == new.query }
    list.ranking = new
    rebuildShown()
    if isNewQuery && !list.movedSinceQueryChange {
      list.cursor = 0
      list.scroll = 0
    }
    if let kept, let offset = list.shown.firstIndex(of: kept) {
      list.cursor = offset
      list.trackedThroughReload = nil
    } else if !list.hasMoved && !settings.multi && !checks.marked.isEmpty,
      let offset = list.shown.firstIndex(where: checks.marked.contains)
    {
      list.cursor = offset
    }
    // A reload that ended short of the tracked place ends its tracking.
    if !input.isLoading { list.trackedThroughReload = nil }
  }

  /// How many of a running ranking's best matches a frame of it needs:
  /// the rows it shows, or all so far with `--raw` (every item is shown,
  /// the matches marked) or with exclusions (the count leaves them out).
  package func partialFrameMatches(rows: Int) -> Int {
    settings.raw || !checks.excluded.isEmpty ? .max : max(rows, 1)
  }

  /// Shows the best rows of a ranking still running: `best` holds its top
  /// matches so far (`partialFrameMatches`), of `matchCount` so far, which
  /// the count shows. For a frame only: the list holds no more than those.
  package mutating func showPartial(_ best: Ranking, matchCount: Int) {
    show(best)
    if best.count < matchCount { list.matchCount = matchCount }
  }

  /// Splits the ranking into the shown list: in multi mode unchecked
  /// matches, then checked ones, each in ranking order (source order when
  /// the query is empty), each keeping its offset in the ranking.
  mutating func rebuildShown() {
    defer { list.cursor = max(min(list.cursor, list.shown.count - 1), 0) }
    list.rawMatches = nil
    if let ranking = list.ranking, ranking.isEveryItem, checks.excluded.isEmpty, !settings.multi || checks.checked.isEmpty {
      // The empty query's list is the range itself: nothing to copy.
      list.matchCount = ranking.count
      list.shownRanks = []
      list.shown = ShownList(everyItemOf: ranking.range)
      list.uncheckedCount = list.shown.count
      return
    }
    var matches = list.ranking?.matches ?? []
    if !checks.excluded.isEmpty { matches.removeAll { checks.excluded.contains($0.position) } }
    list.matchCount = matches.count
    if settings.raw, let ranking = list.ranking, !ranking.query.isEmpty {
      // Every item in source order, the matches marked.
      var bits = [UInt64](repeating: 0, count: (items.count + 63) / 64)
      for match in matches { bits[match.position >> 6] |= 1 << UInt64(match.position & 63) }
      list.rawMatches = bits
      matches = [RankedMatch](writing: items.count) { all in
        for position in 0..<items.count { all.initializeElement(at: position, to: RankedMatch(position: position, score: 0)) }
      }
      if !checks.excluded.isEmpty { matches.removeAll { checks.excluded.contains($0.position) } }
    }
    if settings.multi && !checks.checked.isEmpty {
      var unchecked: [Int] = []
      var done: [Int] = []
      var uncheckedRanks: [Int] = []
      var doneRanks: [Int] = []
      unchecked.reserveCapacity(matches.count)
      uncheckedRanks.reserveCapacity(matches.count)
      for (rank, match) in matches.enumerated() {
        if checks.checked.contains(match.position) {
          done.append(match.position)
          doneRanks.append(rank)
        } else {
          unchecked.append(match.position)
          uncheckedRanks.append(rank)
        }
      }
      list.uncheckedCount = unchecked.count
      list.shown = ShownList(positions: unchecked + done)
      list.shownRanks = uncheckedRanks + doneRanks
    } else {
      list.shownRanks = []
      list.shown = ShownList(ranked: matches)
      list.uncheckedCount = list.shown.count
    }
  }
}

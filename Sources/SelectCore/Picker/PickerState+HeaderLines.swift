/// `change-header-lines(N)` and `transform-header-lines`: the first N
/// items read become the header, or header lines go back to the list.
extension PickerState {
  /// Makes the first `count` items read the header. Every item after
  /// them changes position: what is kept by position (checks, marks,
  /// exclusions, the tracked item, the cursor) follows its item, items that
  /// became header lines are unchecked (as in fzf), and the list is ranked
  /// again, the old one shown meanwhile without the new header lines.
  mutating func changeHeaderLines(to count: Int) {
    guard count >= 0, count != settings.headerLineCount else { return }
    let all = input.headerItems + items
    let taken = min(count, all.count)
    let shift = taken - input.headerItems.count
    settings.headerLineCount = count
    input.headerItems = Array(all[..<taken])
    items = ItemColumn(all[taken...])
    input.noteMoved()
    guard shift != 0 else { return }
    func moved(_ position: Int) -> Int? {
      let new = position - shift
      return new >= 0 && new < items.count ? new : nil
    }
    checks.movePositions(moved)
    list.tracked = list.tracked.flatMap(moved)
    let current = cursorPosition.flatMap(moved)
    let before = list.shown.prefix(list.uncheckedCount).compactMap(moved)
    list.shown = ShownList(positions: before + list.shown.dropFirst(list.uncheckedCount).compactMap(moved))
    list.uncheckedCount = before.count
    list.matchCount = list.shown.count
    list.shownRanks = []
    list.rawMatches = nil
    list.cursor = current.flatMap { list.shown.firstIndex(of: $0) } ?? min(list.cursor, max(list.shown.count - 1, 0))
    rankAgain()
  }

  /// Forgets the rankings, the list shown as it is until the next one:
  /// a ranking of nothing by the query, so that the next ranks every item
  /// and, the query being the same, keeps the cursor on its item.
  mutating func rankAgain() {
    let start = offeredRange.lowerBound
    list.ranking = Ranking(query: parsedQuery, range: start..<start, matches: [])
    list.earlierRankings = []
    list.hasMoved = true
  }
}

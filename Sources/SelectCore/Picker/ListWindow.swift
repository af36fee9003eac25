/// The list as the picker shows it: the ranking it comes from (and the
/// earlier ones kept for erasing back), the rows shown in their sections,
/// the cursor, the scroll, and what the cursor follows.
package struct ListWindow: Sendable {
  /// The ranking the shown list comes from; nil until the first one.
  package internal(set) var ranking: Ranking?
  /// Earlier rankings by other queries, oldest first, so that erasing
  /// back to a query (or typing it again) needs no ranking; together they
  /// hold at most `keptMatchesBudget(itemCount:)` matches.
  package internal(set) var earlierRankings: [Ranking] = []
  /// Positions of the items shown, top to bottom: in multi mode the
  /// unchecked ones, then the checked ones.
  package internal(set) var shown: ShownList = []
  /// How many of `shown` are in the unchecked section (all of them outside
  /// multi mode).
  package internal(set) var uncheckedCount = 0
  /// In multi mode with items checked, each shown item's offset in the
  /// ranking, the list as it was before checking moved items between
  /// sections: its number less one (see `number(ofOffset:)`). Empty otherwise, when an item's
  /// offset in `shown` is that offset.
  package internal(set) var shownRanks: [Int] = []
  /// With `--raw`, which item positions match the query, a bit each; nil
  /// when every shown item matches.
  package internal(set) var rawMatches: [UInt64]?
  /// How many items match the query (all shown ones, unless `--raw`).
  package internal(set) var matchCount = 0
  /// The cursor's offset in `shown`.
  package internal(set) var cursor = 0
  /// The first list line drawn (lines include section headings).
  package internal(set) var scroll = 0
  /// How many list lines fit on the screen; set by `.resized`.
  package internal(set) var listRows = 10
  /// Whether the user moved the cursor, so a late `--selected` item no
  /// longer pulls it.
  package internal(set) var hasMoved = false
  /// Whether the cursor moved since the query last changed: then the
  /// ranking for the new query leaves it where it is (fzf's `change:last`).
  package internal(set) var movedSinceQueryChange = false
  /// The position `track-current` keeps the cursor on across rankings.
  package internal(set) var tracked: Int?
  /// After a `reload` with `--track` or `track-current`: the position the
  /// cursor goes back to once the new items reach it (fzf's `--track`
  /// follows an item by its place in the input), until the user moves it.
  package internal(set) var trackedThroughReload: Int?

  package init() {}

  /// The position of the item under the cursor, if the list is not empty.
  package var cursorPosition: Int? { shown.indices.contains(cursor) ? shown[cursor] : nil }

  /// The offset in the ranking of the item at `offset` in `shown`: what
  /// `{offset}` prints for it.
  package func rank(ofOffset offset: Int) -> Int {
    shownRanks.isEmpty ? offset : shownRanks[offset]
  }

  /// Whether the item at `position` matches the query (with `--raw`,
  /// shown items need not).
  package func isMatch(_ position: Int) -> Bool {
    guard let rawMatches else { return true }
    return rawMatches[position >> 6] & (1 << UInt64(position & 63)) != 0
  }

  /// The user put the cursor on the item at `offset` in `shown`.
  mutating func putCursor(at offset: Int) {
    cursor = offset
    hasMoved = true
    movedSinceQueryChange = true
    trackedThroughReload = nil
  }

  /// Moves the cursor `delta` items down (up when negative), stopping at
  /// the ends of the list; with `cycles` (`--cycle`), one step past an end
  /// wraps to the other.
  mutating func moveCursor(cycles: Bool, by delta: Int) {
    guard !shown.isEmpty else { return }
    if cycles && abs(delta) == 1 {
      putCursor(at: (cursor + delta + shown.count) % shown.count)
    } else {
      putCursor(at: max(0, min(cursor + delta, shown.count - 1)))
    }
    // fzf's `track-current` ends when the user moves the cursor.
    tracked = nil
  }

  /// Moves the cursor to the nearest matching item `step` (1 or -1) away
  /// (`up-match`, `down-match`); stays when there is none, or wraps with
  /// `cycles`.
  mutating func moveToMatch(cycles: Bool, by step: Int) {
    guard !shown.isEmpty else { return }
    var offset = cursor
    for _ in 0..<shown.count {
      offset += step
      if offset < 0 || offset >= shown.count {
        guard cycles else { return }
        offset = (offset + shown.count) % shown.count
      }
      if isMatch(shown[offset]) {
        cursor = offset
        hasMoved = true
        return
      }
    }
  }

  /// The items are read again (`reload`): no ranking, no rows, the cursor
  /// and the scroll at the top; with `tracks` (`--track`), or an item
  /// tracked, the cursor's position kept for the new items.
  mutating func forgetRanking(tracks: Bool) {
    trackedThroughReload = tracked ?? (tracks ? cursorPosition : nil)
    ranking = nil
    earlierRankings = []
    shown = []
    matchCount = 0
    uncheckedCount = 0
    cursor = 0
    scroll = 0
    tracked = nil
  }

  /// The kept ranking that saves the most work for `query`: one by the
  /// same query, else the smallest by a query it narrows, else the last.
  func closestRanking(to query: Query) -> Ranking? {
    // Only whole rankings: the first rows of one still being ranked are
    // no order to rank from.
    let whole = ranking.flatMap { $0.isPartial ? nil : $0 }
    let kept = earlierRankings + (whole.map { [$0] } ?? [])
    return kept.last { $0.query == query }
      ?? kept.filter { query.narrows($0.query) }.min { $0.count < $1.count }
      ?? whole
  }

  /// Keeps `old`, replaced by a ranking by another query, among the
  /// earlier rankings, forgetting the oldest beyond `budget` matches in all.
  mutating func keep(_ old: Ranking, budget: Int) {
    earlierRankings.removeAll { $0.query == old.query }
    earlierRankings.append(old)
    keep(budget: budget)
  }

  /// Forgets the oldest earlier rankings beyond `budget` matches in all.
  mutating func keep(budget: Int) {
    var total = earlierRankings.reduce(0) { $0 + $1.count }
    while total > budget {
      total -= earlierRankings.removeFirst().count
    }
  }
}

import SelectCore
import XCTest

/// The picker ranks again only what it must: a query that narrows the last
/// one scores the old matches, best first; erasing back to a query, or
/// typing it again, takes the ranking it had.
final class PickerRankingReuseTests: PickerTestCase {
  let labels = ["src/main.swift", "src/lib.rs", "docs/readme.md", "scripts/run.sh", "app/src/view.swift"]

  /// The pieces the next ranking would do, without doing it.
  func plannedPieces(_ state: PickerState) -> [RankingPiece] {
    var planned: [RankingPiece] = []
    _ = state.rankingUpdate { _, _, pieces in
      planned = pieces
      return nil
    }
    return planned
  }

  func shownLabels(_ state: PickerState) -> [String] {
    state.list.shown.map { state.items[$0].value.string }
  }

  func testErasingBackTakesTheRankingItHad() {
    var state = makeState(labels)
    press([.character("s"), .character("r")], on: &state)
    let before = shownLabels(state)
    press([.character("c")], on: &state)
    _ = state.apply(.key(.backspace))
    var askedToRank = false
    let update = state.rankingUpdate { _, _, _ in
      askedToRank = true
      return nil
    }
    XCTAssertFalse(askedToRank, "erasing back to 'sr' takes its ranking as it is")
    XCTAssertEqual(update?.matches.count, before.count)
    press([], on: &state)
    state.rankNow()
    XCTAssertEqual(shownLabels(state), before)
    XCTAssertEqual(shownLabels(makeState(labels, query: "sr")), before)
  }

  /// Whether typing `query` now would take a kept ranking.
  func takesAKeptRanking(_ state: PickerState, typing query: String) -> Bool {
    var state = state
    for letter in query.unicodeScalars { _ = state.apply(.key(.character(letter))) }
    return state.rankingUpdate { _, _, _ in nil } != nil
  }

  func testKeptRankingsStayWithinTheirBudgetTheOldestForgotten() {
    XCTAssertEqual(PickerState.keptMatchesBudget(itemCount: 0), 4)
    XCTAssertEqual(PickerState.keptMatchesBudget(itemCount: 1_000_000), 4_000_000, "four matches an item")
    XCTAssertEqual(
      PickerState.keptMatchesBudget(itemCount: 10_000_000), 8_388_608, "64 MiB of matches at most")
    // Five items: 20 matches kept at most, four rankings of five matches.
    var state = makeState(labels)
    for query in ["s", "r", "c", "/", "."] {
      _ = press([.character(query.unicodeScalars.first!), .backspace], on: &state)
    }
    XCTAssertFalse(takesAKeptRanking(state, typing: "s"), "the oldest ranking is forgotten")
    for query in ["r", "c", "/", "."] {
      XCTAssertTrue(takesAKeptRanking(state, typing: query), query)
    }
  }

  func testNarrowingScoresOnlyTheOldMatches() {
    var state = makeState(labels)
    press([.character("s")], on: &state)
    _ = state.apply(.key(.character("w")))
    guard case .candidates(let old) = plannedPieces(state).first else {
      return XCTFail("'sw' narrows 's': only its matches are scored")
    }
    XCTAssertEqual(old.count, labels.filter { $0.contains("s") }.count)
    state.rankNow()
    XCTAssertEqual(shownLabels(state), shownLabels(makeState(labels, query: "sw")))
  }

  func testReloadForgetsEarlierRankings() {
    var state = makeState(labels)
    press([.character("d"), .backspace], on: &state)
    _ = state.apply(.reloadStarted)
    _ = state.apply(.itemsArrived(items(["dd", "d", "x"])))
    _ = state.apply(.inputEnded)
    _ = state.apply(.key(.character("d")))
    XCTAssertEqual(plannedPieces(state).map(\.count), [3])
    state.rankNow()
    XCTAssertEqual(shownLabels(state), ["d", "dd"])
  }

  /// Issue 43: `--track` keeps the cursor's place in the input through
  /// `reload`, as fzf 0.74.5 does, once the new items reach it; a reload
  /// that ends short of it leaves the cursor at the top.
  func testTrackKeepsTheCursorsPlaceThroughAReload() {
    var state = makeState(["alpha", "bravo", "charlie"], tracks: true)
    press([.down], on: &state)
    _ = state.apply(.reloadStarted)
    _ = state.apply(.itemsArrived(items(["new"])))
    state.rankNow()
    XCTAssertEqual(state.list.cursor, 0, "bravo's place has not come yet")
    _ = state.apply(.itemsArrived(items(["bravo", "alpha"], first: 1)))
    _ = state.apply(.inputEnded)
    state.rankNow()
    XCTAssertEqual(shownLabels(state)[state.list.cursor], "bravo")
    _ = state.apply(.reloadStarted)
    _ = state.apply(.itemsArrived(items(["x"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    XCTAssertEqual(state.list.cursor, 0)
    XCTAssertNil(state.list.trackedThroughReload)
  }

  /// While a long ranking runs, a frame shows its best rows so far and
  /// counts every match so far, not only the rows it holds.
  func testAPartialRankingCountsAllItsMatchesSoFar() {
    var state = makeState(labels)
    press([.character("s")], on: &state)
    let ranking = state.list.ranking!
    let best = Ranking(query: ranking.query, range: ranking.range, matches: Array(ranking.matches.prefix(1)))
    state.showPartial(best, matchCount: 3)
    XCTAssertEqual(shownLabels(state), [labels[ranking.matches[0].position]])
    XCTAssertEqual(PickerView(width: 40, height: 6, usesColour: false).countText(state), "3/5")
    XCTAssertEqual(state.partialFrameMatches(rows: 4), 4, "a screenful")
  }

  /// With an item excluded, a frame mid-ranking takes every match so far,
  /// so that its count leaves the excluded one out.
  func testAPartialRankingWithAnExclusionTakesEveryMatchSoFar() {
    var state = makeState(labels, bindings: [.character("!"): [.exclude]])
    press([.character("s"), .character("!")], on: &state)
    XCTAssertEqual(state.partialFrameMatches(rows: 4), .max)
    let ranking = state.list.ranking!
    state.showPartial(ranking, matchCount: ranking.count)
    XCTAssertEqual(state.list.matchCount, ranking.count - 1)
    XCTAssertEqual(PickerView(width: 40, height: 6, usesColour: false).countText(state), "\(ranking.count - 1)/5")
  }

  /// The empty query's ranking is every item in order, held as their
  /// range: erasing the query ranks nothing and lists nothing.
  func testTheEmptyQueryRanksNothing() {
    var state = makeState(labels)
    press([.character("s"), .backspace], on: &state)
    var askedToRank = false
    let update = state.rankingUpdate { _, _, _ in
      askedToRank = true
      return nil
    }
    XCTAssertFalse(askedToRank)
    XCTAssertEqual(update?.isEveryItem, true)
    XCTAssertEqual(update, Matcher(query: Query("")).rank(ItemList(values: labels)), "the same ranking, listed")
    XCTAssertEqual(Array(state.list.shown), Array(0..<labels.count))
    XCTAssertEqual(shownLabels(state), labels)
    XCTAssertEqual(state.list.matchCount, labels.count)
  }
}

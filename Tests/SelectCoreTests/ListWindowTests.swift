@testable import SelectCore
import XCTest

/// `ListWindow` alone: the cursor's moves, matches under `--raw`, and the
/// rankings kept for erasing back.
final class ListWindowTests: XCTestCase {
  func window(showing positions: [Int]) -> ListWindow {
    var list = ListWindow()
    list.shown = ShownList(positions: positions)
    return list
  }

  func testTheCursorStopsAtTheEndsOrWraps() {
    var list = window(showing: [4, 2, 7])
    list.moveCursor(cycles: false, by: -1)
    XCTAssertEqual(list.cursor, 0)
    list.moveCursor(cycles: false, by: 10)
    XCTAssertEqual(list.cursorPosition, 7)
    list.moveCursor(cycles: true, by: 1)
    XCTAssertEqual(list.cursorPosition, 4, "one step past the end wraps")
    XCTAssertTrue(list.hasMoved && list.movedSinceQueryChange)
  }

  func testMovingEndsTracking() {
    var list = window(showing: [0, 1])
    list.tracked = 1
    list.moveCursor(cycles: false, by: 1)
    XCTAssertNil(list.tracked)
  }

  func testMatchesUnderRawSkipTheOthers() {
    var list = window(showing: [0, 1, 2, 3])
    list.rawMatches = [0b1001]
    XCTAssertTrue(list.isMatch(3))
    XCTAssertFalse(list.isMatch(1))
    list.moveToMatch(cycles: false, by: 1)
    XCTAssertEqual(list.cursor, 3)
    list.moveToMatch(cycles: false, by: 1)
    XCTAssertEqual(list.cursor, 3, "no match further down")
    list.moveToMatch(cycles: true, by: 1)
    XCTAssertEqual(list.cursor, 0)
  }

  func testRanksAreOffsetsUnlessSectionsMovedTheItems() {
    var list = window(showing: [5, 6, 7])
    XCTAssertEqual(list.rank(ofOffset: 2), 2)
    list.shownRanks = [1, 2, 0]
    XCTAssertEqual(list.rank(ofOffset: 2), 0)
  }

  func testKeptRankingsStayWithinTheBudget() {
    func ranking(_ text: String, _ count: Int) -> Ranking {
      Ranking(
        query: Query(text, options: MatchOptions()), range: 0..<100,
        matches: (0..<count).map { RankedMatch(position: $0, score: 1) })
    }
    var list = ListWindow()
    list.keep(ranking("a", 30), budget: 50)
    list.keep(ranking("ab", 20), budget: 50)
    XCTAssertEqual(list.earlierRankings.map(\.count), [30, 20])
    list.keep(ranking("abc", 10), budget: 50)
    XCTAssertEqual(list.earlierRankings.map(\.count), [20, 10], "the oldest goes first")
    XCTAssertEqual(list.closestRanking(to: Query("abcd", options: MatchOptions()))?.count, 10)
  }
}

extension ListWindowTests {
  func testAReloadForgetsTheRankingButNotTheRows() {
    var list = window(showing: [1, 2, 3])
    list.listRows = 7
    list.moveCursor(cycles: false, by: 2)
    list.tracked = 2
    list.forgetRanking(tracks: false)
    XCTAssertTrue(list.shown.isEmpty)
    XCTAssertEqual(list.cursor, 0)
    XCTAssertNil(list.tracked)
    XCTAssertEqual(list.trackedThroughReload, 2, "track-current's item is looked for among the new ones")
    XCTAssertEqual(list.listRows, 7, "the screen did not change")
  }

  func testWithTrackAReloadKeepsTheCursorsPlaceUntilTheUserMoves() {
    var list = window(showing: [1, 2, 3])
    list.moveCursor(cycles: false, by: 1)
    list.forgetRanking(tracks: true)
    XCTAssertEqual(list.trackedThroughReload, 2)
    list.putCursor(at: 0)
    XCTAssertNil(list.trackedThroughReload, "moving ends it")
    var untracked = window(showing: [1, 2, 3])
    untracked.moveCursor(cycles: false, by: 1)
    untracked.forgetRanking(tracks: false)
    XCTAssertNil(untracked.trackedThroughReload)
  }
}

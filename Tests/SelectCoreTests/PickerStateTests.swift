import SelectCore
import XCTest

/// The picker's reducer: keys and rankings in, state and effects out.
final class PickerStateTests: PickerTestCase {
  func testDownUpAndEnterChooseTheItemUnderTheCursor() {
    var state = makeState(["red", "green", "blue"])
    XCTAssertEqual(state.list.cursor, 0)
    press([.down, .down, .down, .control("p")], on: &state)
    XCTAssertEqual(state.list.cursor, 1, "stops at the end, Ctrl-P goes up")
    XCTAssertEqual(chosen(press([.enter], on: &state), state), ["green"])
  }

  func testHomeEndAndPagesStopAtTheEnds() {
    var state = makeState((1...20).map { "item \($0)" })
    press([.pageDown], on: &state)
    XCTAssertEqual(state.list.cursor, 5)
    XCTAssertEqual(state.list.scroll, 1, "scrolls just enough")
    press([.end], on: &state)
    XCTAssertEqual(state.list.cursor, 19)
    XCTAssertEqual(state.list.scroll, 15)
    press([.pageUp, .home], on: &state)
    XCTAssertEqual(state.list.cursor, 0)
    XCTAssertEqual(state.list.scroll, 0)
  }

  func testTypingNarrowsAndPutsTheCursorOnTheBestMatch() {
    var state = makeState(["red", "green", "blue"])
    press([.down, .character("e")], on: &state)
    XCTAssertEqual(state.list.shown.map { state.items[$0].value.string }.sorted(), ["blue", "green", "red"])
    press([.character("n")], on: &state)
    XCTAssertEqual(state.list.shown.map { state.items[$0].value.string }, ["green"])
    XCTAssertEqual(state.list.cursor, 0)
    press([.backspace, .backspace], on: &state)
    XCTAssertEqual(state.list.shown.count, 3)
  }

  func testSmartCaseAndExact() {
    var state = makeState(["Apple", "apple", "maple"])
    press([.character("A")], on: &state)
    XCTAssertEqual(state.list.shown.map { state.items[$0].value.string }, ["Apple"])
    var exact = PickerState(settings: { var s = PickerState.Settings(); s.match.exact = true; return s }(), query: "ape")
    _ = exact.apply(.itemsArrived(Array(state.items)))
    exact.rankNow()
    XCTAssertEqual(exact.list.shown, [], "ape is not a substring of any")
  }

  func testCtrlWDeletesAWordAndCtrlUTheQuery() {
    var state = makeState(["a"], query: "one two  ")
    press([.control("w")], on: &state)
    XCTAssertEqual(state.query, "one ")
    press([.control("u")], on: &state)
    XCTAssertEqual(state.query, "")
  }

  func testEnterOnAnEmptyListAcceptsNothing() {
    var state = makeState(["red"])
    XCTAssertEqual(press([.character("z"), .enter], on: &state), .acceptNothing)
  }

  func testEnterRightAfterTypingWaitsForTheNewRanking() {
    var state = makeState(["red", "green", "blue"])
    XCTAssertEqual(state.apply(.key(.character("b"))), .none)
    XCTAssertEqual(state.apply(.key(.enter)), .none, "the list still shows the old query")
    XCTAssertEqual(chosen(state.rankNow(), state), ["blue"])
  }

  func testCancelKeys() {
    for key: Key in [.escape, .control("c"), .control("g")] {
      var state = makeState(["red"])
      XCTAssertEqual(press([key], on: &state), .cancel)
    }
    var state = makeState(["red"], query: "r")
    XCTAssertEqual(press([.control("d")], on: &state), .none, "Ctrl-D cancels only an empty query")
  }

  func testColonNumberJumpsAndAColonWithTextIsAQuery() {
    var state = makeState(["a", "b", "c", "host:1"])
    press([.character(":"), .character("3")], on: &state)
    XCTAssertEqual(state.jump.digits, "3")
    XCTAssertEqual(state.query, "")
    press([.enter], on: &state)
    XCTAssertEqual(state.list.cursor, 2)
    XCTAssertNil(state.jump.digits)
    press([.character(":"), .character("9"), .enter], on: &state)
    XCTAssertEqual(state.queue.message, "no item 9 (there are 4)")
    XCTAssertEqual(state.list.cursor, 2)
    press([.character(":"), .character("1"), .character("h")], on: &state)
    XCTAssertEqual(state.query, ":1h")
  }

  func testAltDigitsJumpAsTheyAreTyped() {
    var state = makeState((1...12).map { "item \($0)" })
    press([.modified(.character("1"), .alt)], on: &state)
    XCTAssertEqual(state.list.cursor, 0)
    press([.modified(.character("2"), .alt)], on: &state)
    XCTAssertEqual(state.list.cursor, 11)
    press([.up, .modified(.character("3"), .alt)], on: &state)
    XCTAssertEqual(state.list.cursor, 2)
  }

  func testSelectedMarksTheItemAndStartsTheCursorThere() {
    let state = makeState(["red", "green", "blue"], selected: ["green"])
    XCTAssertEqual(state.list.cursor, 1)
    XCTAssertEqual(state.checks.marked, [1])
  }

  func testItemsArrivingKeepTheCursorOnItsItem() {
    var state = PickerState(settings: .init(), query: "e")
    _ = state.apply(.itemsArrived(items(["tree", "sea"])))
    state.rankNow()
    press([.down], on: &state)
    let under = state.cursorPosition
    _ = state.apply(.itemsArrived(items(["e"], first: 2)))
    state.rankNow()
    XCTAssertEqual(state.list.shown.count, 3)
    XCTAssertEqual(state.cursorPosition, under)
  }

  func testSpaceTypesInSingleModeAndTabDoesNothing() {
    var state = makeState(["a b"])
    press([.tab, .character(" ")], on: &state)
    XCTAssertEqual(state.query, " ")
    XCTAssertTrue(state.checks.checked.isEmpty)
  }
}

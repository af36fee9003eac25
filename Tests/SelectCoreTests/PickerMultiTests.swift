import SelectCore
import XCTest

/// Several at once: toggling moves items between the two sections.
final class PickerMultiTests: PickerTestCase {
  private func names(_ state: PickerState) -> [String] {
    state.list.shown.map { state.items[$0].value.string }
  }

  func testToggleMovesTheItemToTheCheckedSectionAndTheCursorStaysOnItsRow() {
    var state = makeState(["a", "b", "c", "d"], multi: true)
    press([.down, .tab], on: &state)
    XCTAssertEqual(names(state), ["a", "c", "d", "b"])
    XCTAssertEqual(state.list.uncheckedCount, 3)
    XCTAssertEqual(state.list.cursor, 1, "c slid under the cursor")
    press([.tab], on: &state)
    XCTAssertEqual(names(state), ["a", "d", "b", "c"], "each section in source order")
    press([.end, .tab], on: &state)
    XCTAssertEqual(names(state), ["a", "c", "d", "b"], "unchecking moves c back up")
    XCTAssertEqual(state.list.cursor, 3, "onto the row of the last item")
  }

  func testPreCheckedItemsStartInTheCheckedSection() {
    var state = makeState(["a", "b", "c"], multi: true, preChecked: [0, 2], acceptsNoChecks: true)
    XCTAssertEqual(names(state), ["b", "a", "c"])
    XCTAssertEqual(chosen(press([.end, .tab, .enter], on: &state), state), ["a"])
  }

  func testUncheckingEverythingIsAnAnswerWhenNothingCanBeChosen() {
    var state = makeState(["a", "b"], multi: true, preChecked: [1], acceptsNoChecks: true)
    XCTAssertEqual(press([.end, .tab, .enter], on: &state), .accept([]))
  }

  func testSectionsHaveHeadingLines() {
    var state = makeState(["a", "b"], multi: true)
    XCTAssertEqual(state.lineCount, 2, "nothing checked: two items, no heading")
    press([.tab], on: &state)
    XCTAssertEqual(state.content(ofLine: 0), .heading(checked: false))
    XCTAssertEqual(state.content(ofLine: 1), .item(offset: 0))
    XCTAssertEqual(state.content(ofLine: 2), .heading(checked: true))
    XCTAssertEqual(state.content(ofLine: 3), .item(offset: 1))
  }

  /// Issue 43: `To do (0)` was drawn above the checked section once
  /// every item was checked.
  func testASectionWithNoItemsHasNoHeading() {
    var state = makeState(["a", "b"], multi: true)
    press([.tab, .tab], on: &state)
    XCTAssertEqual(state.list.uncheckedCount, 0)
    XCTAssertEqual(state.lineCount, 3, "the checked heading and two items")
    XCTAssertEqual(state.content(ofLine: 0), .heading(checked: true))
    XCTAssertEqual(state.content(ofLine: 1), .item(offset: 0))
    XCTAssertEqual(state.content(ofLine: 2), .item(offset: 1))
    XCTAssertEqual(state.line(ofOffset: 1), 2)
    XCTAssertEqual(
      PickerView(width: 20, height: 5, usesColour: false).screen(state).rows.map(\.text),
      [">    2/2 · 2 checked", "Checked (2)", "> ✓ 1 a", "  ✓ 2 b", ""])
  }

  func testALimitRefusesWithAReason() {
    var state = makeState(["a", "b", "c"], multi: true, limit: 1)
    press([.tab, .tab], on: &state)
    XCTAssertEqual(state.checks.checked.count, 1)
    XCTAssertEqual(state.queue.message, "only 1 item can be checked: uncheck it first")
    press([.down], on: &state)
    XCTAssertNil(state.queue.message, "a message lasts until the next key")
  }

  func testEnterPrintsCheckedItemsInSourceOrderOrCheckOrder() {
    var state = makeState(["a", "b", "c"], multi: true)
    press([.end, .tab, .home, .tab], on: &state)
    XCTAssertEqual(chosen(press([.enter], on: &state), state), ["a", "c"])
    var byOrder = makeState(["a", "b", "c"], multi: true, bySelection: true)
    press([.end, .tab, .home, .tab], on: &byOrder)
    XCTAssertEqual(chosen(press([.enter], on: &byOrder), byOrder), ["c", "a"])
  }

  func testEnterWithNothingCheckedTakesTheCursorsItem() {
    var state = makeState(["a", "b"], multi: true)
    XCTAssertEqual(chosen(press([.down, .enter], on: &state), state), ["b"])
  }

  func testSelectedPreChecksSeveral() {
    var state = makeState(["a", "b", "c"], multi: true, selected: ["a", "c"])
    XCTAssertEqual(names(state), ["b", "a", "c"])
    XCTAssertEqual(state.list.cursor, 0)
    XCTAssertEqual(chosen(press([.enter], on: &state), state), ["a", "c"])
  }

  func testCheckedItemsHiddenByTheQueryAreStillPrinted() {
    var state = makeState(["apple", "berry"], multi: true)
    press([.tab, .character("b")], on: &state)
    XCTAssertEqual(names(state), ["berry"])
    XCTAssertEqual(chosen(press([.enter], on: &state), state), ["apple"])
  }
}

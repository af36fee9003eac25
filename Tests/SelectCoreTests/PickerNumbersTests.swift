import SelectCore
import XCTest

/// Numbers mean one thing everywhere (select(1), "Choosing by number"):
/// an item keeps its number when checking moves it, a query of numbers
/// says what Enter will do, and `--no-numbers` turns numbers off.
final class PickerNumbersTests: PickerTestCase {
  private let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]

  private func numbers(_ state: PickerState) -> [String] {
    state.list.shown.indices.map {
      "\(state.number(ofOffset: $0)) \(state.items[state.list.shown[$0]].value.string)"
    }
  }

  private func status(_ state: PickerState, width: Int = 50) -> String {
    PickerView(width: width, height: 12, usesColour: false).screen(state).rows[0].text
  }

  func testCheckingKeepsEveryItemsNumber() {
    var state = makeState(["alpha", "beta", "gamma", "delta"], multi: true)
    press([.tab, .tab], on: &state)
    XCTAssertEqual(numbers(state), ["3 gamma", "4 delta", "1 alpha", "2 beta"])
    press([.character(":"), .character("2"), .enter], on: &state)
    XCTAssertEqual(state.cursorPosition, 1, ":2 goes to beta, wherever it is drawn")
  }

  func testAfterAQueryNumbersAreOffsetsInTheListForThatQuery() {
    var state = makeState(["ab", "xb", "ac", "yb"], multi: true)
    press([.character("b")], on: &state)
    XCTAssertEqual(numbers(state), ["1 ab", "2 xb", "3 yb"])
    press([.down, .tab], on: &state)
    XCTAssertEqual(numbers(state), ["1 ab", "3 yb", "2 xb"])
    let effect = press([.enter], on: &state)
    XCTAssertEqual(
      effect, .accept([PickerChoice(position: 1, offset: 1)]), "{offset} is the number less one")
  }

  func testSeveralNumbersChooseExactlyThoseInMultiMode() {
    var state = makeState(colours, multi: true)
    press([.tab], on: &state)
    press("1 3".unicodeScalars.map { .character($0) }, on: &state)
    XCTAssertEqual(state.numberAnswer?.action, .choose([0, 2]))
    XCTAssertTrue(status(state).hasSuffix("Enter: 1, 3"), status(state))
    XCTAssertEqual(
      chosen(press([.enter], on: &state), state), ["Red", "Yellow"],
      "the checked Red is not added twice")
    var range = makeState(colours, multi: true, query: "2-4")
    XCTAssertTrue(status(range).hasSuffix("Enter: 2-4"), status(range))
    XCTAssertEqual(chosen(press([.enter], on: &range), range), ["Orange", "Yellow", "Green"])
  }

  func testSeveralNumbersNeedMultiModeOrRoomUnderTheLimit() {
    XCTAssertNil(makeState(colours, query: "1 3").numberAnswer)
    XCTAssertNil(makeState(colours, multi: true, limit: 1, query: "1 3").numberAnswer)
    XCTAssertNotNil(makeState(colours, multi: true, limit: 2, query: "1 3").numberAnswer)
  }

  func testInAChecklistNumbersToggleAndClearTheQuery() {
    var state = makeState(
      ["one", "two", "three"], multi: true, preChecked: [1], acceptsNoChecks: true)
    press([.character("1"), .character(","), .character("2")], on: &state)
    XCTAssertTrue(status(state).hasSuffix("Enter: toggle 1, 2"), status(state))
    XCTAssertEqual(
      press([.enter], on: &state), .none, "Enter toggles; it does not write the document")
    XCTAssertEqual(state.query, "")
    XCTAssertEqual(state.checks.checked, [0])
    XCTAssertEqual(press([.enter], on: &state), .accept([PickerChoice(position: 0, offset: 0)]))
  }

  func testColonNumberSaysWhereEnterGoes() {
    var state = makeState(colours)
    press([.character(":"), .character("1"), .character("2")], on: &state)
    XCTAssertTrue(status(state).hasSuffix("Enter: go to 12"), status(state))
  }

  func testNothingCheckedDrawsNoSectionHeading() {
    var state = makeState(["a", "b"], multi: true)
    let rows = PickerView(width: 20, height: 4, usesColour: false).screen(state).rows.map(\.text)
    XCTAssertEqual(
      Array(rows[1...2]), [">   1 a", "    2 b"], "no Unchecked (2) row above the items")
    press([.tab], on: &state)
    XCTAssertEqual(state.content(ofLine: 0), .heading(checked: false))
  }

  func testTheStatusCountsTheCheckedItemsTheQueryMatches() {
    var state = makeState(["apple", "avocado", "berry"], multi: true)
    press([.tab, .tab, .character("b")], on: &state)
    XCTAssertTrue(status(state).hasSuffix("1/3 · 0 checked"), status(state))
    press([.backspace, .character("v")], on: &state)
    XCTAssertTrue(status(state).hasSuffix("1/3 · 1 checked"), status(state))
    let rows = PickerView(width: 30, height: 6, usesColour: false).screen(state).rows.map(\.text)
    XCTAssertTrue(rows.contains("Checked (1)"), "\(rows)")
  }

  func testWithoutNumbersDigitsAreText() {
    var settings = PickerState.Settings()
    settings.showsNumbers = false
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["a4", "b", "c"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    let rows = PickerView(width: 20, height: 4, usesColour: false).screen(state).rows.map(\.text)
    XCTAssertEqual(rows[1], "> a4")
    press([.character(":"), .character("4")], on: &state)
    XCTAssertEqual(state.query, ":4")
    XCTAssertNil(state.jump.digits)
    press([.backspace, .backspace, .character("3")], on: &state)
    XCTAssertNil(state.numberAnswer, "3 is text: nothing matches")
    XCTAssertEqual(press([.enter], on: &state), .acceptNothing)
    press([.backspace, .modified(.character("2"), .alt)], on: &state)
    XCTAssertEqual(state.list.cursor, 0, "Alt-2 jumps nowhere")
  }
}

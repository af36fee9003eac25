import SelectCore
import XCTest

/// The query as an editable line: the cursor, readline's deletions, yank,
/// and the list keys that share the keyboard with it.
final class PickerQueryEditingTests: PickerTestCase {
  private func typed(_ text: String) -> [Key] {
    text.unicodeScalars.map { .character($0) }
  }

  /// The query with `|` where its cursor is.
  private func line(_ state: PickerState) -> String {
    var scalars = Array(state.query.unicodeScalars)
    scalars.insert("|", at: state.queryLine.cursor)
    return String(String.UnicodeScalarView(scalars))
  }

  private let ctrlLeft = Key.modified(.left, .control)
  private let ctrlRight = Key.modified(.right, .control)
  private func alt(_ letter: Unicode.Scalar) -> Key { .modified(.character(letter), .alt) }

  func testCharactersAreTypedAtTheCursor() {
    var state = makeState(["a"])
    press(typed("acd") + [.left, .left] + typed("b") + [.control("e")] + typed("e"), on: &state)
    XCTAssertEqual(line(state), "abcde|")
    press([.control("a")] + typed(">") + [.right, .control("b"), .control("f")], on: &state)
    XCTAssertEqual(line(state), ">a|bcde")
    press([.control("a"), .left, .control("e"), .right], on: &state)
    XCTAssertEqual(line(state), ">abcde|", "the cursor stops at both ends")
  }

  func testWordMotion() {
    var state = makeState(["a"], query: "git  log--oneline")
    press([alt("b")], on: &state)
    XCTAssertEqual(line(state), "git  log--|oneline")
    press([ctrlLeft, ctrlLeft], on: &state)
    XCTAssertEqual(line(state), "|git  log--oneline")
    press([alt("f")], on: &state)
    XCTAssertEqual(line(state), "git|  log--oneline")
    press([ctrlRight], on: &state)
    XCTAssertEqual(line(state), "git  log|--oneline")
  }

  func testBackspaceAndDeleteOnEitherSide() {
    var state = makeState(["a"], query: "abcd")
    press([.left, .left, .backspace], on: &state)
    XCTAssertEqual(line(state), "a|cd")
    press([.delete], on: &state)
    XCTAssertEqual(line(state), "a|d")
    press([.control("d")], on: &state)
    XCTAssertEqual(line(state), "a|")
    XCTAssertEqual(
      press([.control("d")], on: &state), .none, "Ctrl-D at the end of a query does nothing")
    XCTAssertEqual(
      press([.backspace, .control("d")], on: &state), .cancel, "and cancels an empty one")
  }

  func testKillsAndYank() {
    var state = makeState(["a"], query: "src/main.swift tests")
    press([.control("w")], on: &state)
    XCTAssertEqual(line(state), "src/main.swift |", "Ctrl-W deletes back to a blank")
    press([.control("y")], on: &state)
    XCTAssertEqual(line(state), "src/main.swift tests|")
    press([.control("a"), alt("d")], on: &state)
    XCTAssertEqual(line(state), "|/main.swift tests", "Alt-D deletes the word after")
    press([.control("e"), .modified(.backspace, .alt)], on: &state)
    XCTAssertEqual(line(state), "/main.swift |", "Alt-Backspace deletes a word of letters")
    press([.left, .left, .left, .control("u")], on: &state)
    XCTAssertEqual(line(state), "|ft ")
    press([.control("e"), .control("y")], on: &state)
    XCTAssertEqual(line(state), "ft /main.swi|", "Ctrl-Y puts back the last deletion")
  }

  func testClearQueryAndKillLineAreActionsToo() {
    var state = makeState(
      ["a"], query: "abcd", bindings: [.control("k"): [.killLine], .control("x"): [.clearQuery]])
    press([.left, .left, .control("k")], on: &state)
    XCTAssertEqual(line(state), "ab|")
    press([.control("x")], on: &state)
    XCTAssertEqual(line(state), "|")
  }

  func testACombiningMarkJoinsItsLetterAndMovesWithIt() {
    var state = makeState(["a"])
    press(typed("ae\u{301}"), on: &state)
    XCTAssertEqual(state.query, "aé")
    press([.left], on: &state)
    XCTAssertEqual(state.queryLine.cursor, 1, "one step over e and its accent")
    press([.delete], on: &state)
    XCTAssertEqual(state.query, "a")
  }

  func testAPasteGoesInAtTheCursorWithLineBreaksAsSpaces() {
    var state = makeState(["a"], query: "ad")
    press([.left, .paste("b\nc")], on: &state)
    XCTAssertEqual(line(state), "ab c|d")
  }

  func testCtrlJAndCtrlKMoveInTheList() {
    var state = makeState(["a", "b", "c"])
    press([.control("j"), .control("j"), .control("k")], on: &state)
    XCTAssertEqual(state.list.cursor, 1)
    XCTAssertEqual(state.query, "")
  }

  func testSpaceTypesInEveryMode() {
    for multi in [false, true] {
      var state = makeState(["pick state", "pickstate"], multi: multi)
      press(typed("pick state"), on: &state)
      XCTAssertEqual(state.query, "pick state")
      XCTAssertTrue(state.checks.checked.isEmpty)
    }
  }

  func testTabAndShiftTabToggleAndMove() {
    var state = makeState(["a", "b", "c", "d"], multi: true)
    press([.tab, .tab], on: &state)
    XCTAssertEqual(state.checks.checked, [0, 1])
    XCTAssertEqual(state.items[state.cursorPosition!].value.string, "c")
    press([.shiftTab], on: &state)
    XCTAssertEqual(state.checks.checked, [0, 1, 2])
    XCTAssertEqual(
      state.items[state.cursorPosition!].value.string, "d", "c was the last unchecked item")
    press([.end, .shiftTab], on: &state)
    XCTAssertEqual(state.checks.checked, [0, 1], "c, the last checked item, unchecked")
    XCTAssertEqual(
      state.items[state.cursorPosition!].value.string, "b", "the item that was above it")
  }

  func testSelectAllDeselectAllAndToggleAllWithinTheLimit() {
    var state = makeState(
      ["ab", "ac", "b"], multi: true,
      bindings: [
        .control("s"): [.selectAll], .control("x"): [.deselectAll], .control("t"): [.toggleAll],
      ])
    press(typed("a") + [.control("s")], on: &state)
    XCTAssertEqual(state.checks.checked, [0, 1], "only the items shown")
    press([.control("x")], on: &state)
    XCTAssertEqual(state.checks.checked, [])
    press([.tab, .control("u"), .control("t")], on: &state)
    XCTAssertEqual(state.checks.checked, [1, 2])
    var limited = makeState(
      ["a", "b", "c"], multi: true, limit: 2, bindings: [.control("s"): [.selectAll]])
    press([.control("s")], on: &limited)
    XCTAssertEqual(limited.checks.checked, [0, 1])
    XCTAssertEqual(limited.queue.message, "at most 2 items can be checked: uncheck one first")
  }

  func testAltDigitsStartANewNumberAfterAPauseOrAnotherKey() {
    var state = makeState((1...150).map { "item \($0)" })
    press([alt("1"), alt("2")], on: &state)
    XCTAssertEqual(state.list.cursor, 11)
    _ = state.apply(.keyPause)
    press([alt("3")], on: &state)
    XCTAssertEqual(state.list.cursor, 2, "item 3, not 123")
    press([.control("n"), alt("5")], on: &state)
    XCTAssertEqual(state.list.cursor, 4)
    _ = state.apply(.keyPause)
    press(Array(repeating: alt("9"), count: 20), on: &state)
    XCTAssertEqual(state.list.cursor, 98, "99, then numbers past the end move nothing")
    XCTAssertEqual(state.queue.message?.hasPrefix("no item "), true)
  }

  func testABoundKeyActsInsteadOfTyping() {
    var state = makeState(
      ["a", "b", "c"], multi: true, bindings: [.character(" "): [.toggle, .down]])
    press([.character(" ")], on: &state)
    XCTAssertEqual(state.query, "")
    XCTAssertEqual(state.checks.checked, [0])
  }
}

/// Choosing by number, as in bash's `select`.
final class PickerNumberChoiceTests: PickerTestCase {
  private let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]

  func testANumberNoItemMatchesChoosesThatItem() {
    var state = makeState(colours)
    XCTAssertEqual(chosen(press([.character("5"), .enter], on: &state), state), ["Blue"])
  }

  func testTheStatusSaysWhatEnterChooses() {
    var state = makeState(colours)
    press([.character("5")], on: &state)
    XCTAssertEqual(state.numberAnswer?.action, .choose([4]))
    let row = PickerView(width: 40, height: 3, usesColour: false).screen(state).rows[0].text
    XCTAssertTrue(row.hasSuffix("Enter: 5) Blue"), row)
  }

  func testItemsMatchingTheDigitsAsTextWin() {
    var state = makeState((1...20).map(String.init))
    press([.character("5")], on: &state)
    XCTAssertNil(state.numberAnswer)
    XCTAssertEqual(chosen(press([.enter], on: &state), state), ["5"])
  }

  func testNumbersOutOfRangeOrNotWholeChooseNothing() {
    for query in ["0", "8", "5x", "-8", "1 3", "99999999999999999999999"] {
      var state = makeState(colours, query: query)
      XCTAssertNil(state.numberAnswer, query)
      XCTAssertEqual(press([.enter], on: &state), .acceptNothing, query)
    }
  }
}

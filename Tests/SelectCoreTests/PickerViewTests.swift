import SelectCore
import XCTest

/// The picker drawn as text at fixed sizes.
final class PickerViewTests: PickerTestCase {
  private func text(_ state: PickerState, width: Int, height: Int, colour: Bool = false) -> [String]
  {
    PickerView(width: width, height: height, usesColour: colour).screen(state).rows.map(\.text)
  }

  func testRowsAreNumberedWithTheCursorMarkAndTheCount() {
    var state = makeState(["red", "green", "blue"])
    press([.down], on: &state)
    XCTAssertEqual(
      text(state, width: 20, height: 5),
      ["> " + String(repeating: " ", count: 15) + "3/3", "  1 red", "> 2 green", "  3 blue", ""])
  }

  func testWideCharactersAndKaomojiAreMeasuredAndLongLabelsCut() {
    let state = makeState([
      "日本語のテキスト", "(´･ω･`)", "( ᐛ?)パァ", "٩( ᐛ )و.", "👍🏽 ok", String(repeating: "x", count: 40),
    ])
    XCTAssertEqual(
      text(state, width: 14, height: 7),
      [
        ">          6/6",
        "> 1 日本語の…",
        "  2 (´･ω･`)",
        "  3 ( ᐛ?)パァ",
        "  4 ٩( ᐛ )و.",
        "  5 👍🏽 ok",
        "  6 xxxxxxxx…",
      ])
  }

  func testAnEscapeInALabelIsShownInCaretNotation() {
    let state = makeState(["a\u{1B}[31mred"])
    XCTAssertEqual(text(state, width: 20, height: 2)[1], "> 1 a^[[31mred")
  }

  func testHeaderPromptAndMessage() {
    var settings = PickerState.Settings()
    settings.header = "Colour"
    settings.prompt = "? "
    settings.multi = true
    settings.limit = 1
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["red", "tan"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    press([.tab, .tab], on: &state)
    XCTAssertEqual(
      text(state, width: 60, height: 7),
      [
        "Colour",
        "? " + String(repeating: " ", count: 14) + "only 1 item can be checked: uncheck it first",
        "Unchecked (1)",
        ">   2 tan",
        "Checked (1)",
        "  ✓ 1 red",
        "",
      ])
  }

  func testALoadingListShowsASpinnerAndMatchedLettersAreStyled() {
    var state = PickerState(settings: .init(), query: "rd")
    _ = state.apply(.itemsArrived(items(["red"])))
    state.rankNow()
    let screen = PickerView(width: 20, height: 2, usesColour: false).screen(state)
    XCTAssertEqual(screen.rows[0].text, "> rd" + String(repeating: " ", count: 11) + "⠋ 1/1")
    let matched = screen.rows[1].spans.filter { $0.style.isUnderlined }.map(\.text)
    XCTAssertEqual(matched, ["r", "d"])
    XCTAssertEqual(screen.cursor, Screen.Position(row: 0, column: 4))
  }

  func testALongQueryShowsItsEnd() {
    let state = makeState(["a"], query: "abcdefghijklmnop")
    XCTAssertEqual(text(state, width: 10, height: 1), ["> …klmnop"])
  }

  func testALongQueryKeepsItsCursorInView() {
    var state = makeState(["a"], query: "abcdefghijklmnop")
    press([.control("a")], on: &state)
    var screen = PickerView(width: 10, height: 1, usesColour: false).screen(state)
    XCTAssertEqual(screen.rows[0].text, "> abcdef…")
    XCTAssertEqual(screen.cursor.column, 2)
    press(Array(repeating: .right, count: 8), on: &state)
    screen = PickerView(width: 10, height: 1, usesColour: false).screen(state)
    XCTAssertEqual(screen.rows[0].text, "> …defgh…", "cut at both ends")
    XCTAssertEqual(screen.cursor.column, 8, "after h")
  }

  func testTheCountSaysHowManyAreChecked() {
    var state = makeState(["a", "b", "c"], multi: true)
    press([.tab, .tab], on: &state)
    XCTAssertEqual(
      text(state, width: 30, height: 1),
      ["> " + String(repeating: " ", count: 13) + "3/3 · 2 checked"])
  }

  func testSwatchesOnlyWithColour() {
    var settings = PickerState.Settings()
    settings.swatches = [Swatch(220, 50, 47)]
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["red"], labels: ["Red"])))
    state.rankNow()
    XCTAssertEqual(text(state, width: 20, height: 2, colour: true)[1], "> 1 ██ Red")
    XCTAssertEqual(text(state, width: 20, height: 2, colour: false)[1], "> 1 Red")
  }

  func testALongLabelKeepsItsFirstMatchInView() {
    let long = String(repeating: "x", count: 60) + "needle" + String(repeating: "y", count: 20)
    var state = makeState([long, "needle at the start" + String(repeating: "z", count: 40)])
    press("needle".unicodeScalars.map { .character($0) }, on: &state)
    let screen = PickerView(width: 30, height: 3, usesColour: false).screen(state)
    XCTAssertEqual(screen.rows[1].text, "> 1 needle at the startzzzzz…", "a match in view stays put")
    XCTAssertEqual(screen.rows[2].text, "  2 …xxxxxxxxneedleyyyyyyyyy…")
    XCTAssertEqual(screen.rows[2].spans.filter(\.style.isUnderlined).map(\.text), ["needle"])
  }

  func testASCIIGlyphsOutsideAUTF8Locale() {
    var settings = PickerState.Settings()
    settings.swatches = [Swatch(220, 50, 47), nil]
    settings.multi = true
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["red", "abcdefghijklmnopqrstuvwxyz"], labels: ["Red", "abcdefghijklmnopqrstuvwxyz"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    press([.tab], on: &state)
    let rows = PickerView(width: 30, height: 6, usesColour: true, glyphs: .ascii).screen(state).rows.map(\.text)
    XCTAssertEqual(rows[0], ">" + String(repeating: " ", count: 14) + "2/2 - 1 checked")
    XCTAssertEqual(rows[2], ">   2 abcdefghijklmnopqrst...", "each keeps its number")
    XCTAssertEqual(rows[4], "  * 1 ## Red")
    XCTAssertFalse(rows.joined().unicodeScalars.contains { $0.value > 0x7F })
  }

  func testTinySizesDoNotCrash() {
    let state = makeState(["日本", "b"], multi: true)
    for (width, height) in [(1, 1), (2, 10), (1, 3), (0, 0)] {
      let screen = PickerView(width: width, height: height, usesColour: true).screen(state)
      XCTAssertEqual(screen.rows.count, max(height, 1))
    }
  }

  func testAHeightLeavesAtLeastThreeItemRows() {
    XCTAssertEqual(PickerHeight.lines(1).rows(terminalRows: 24, listRows: nil, chromeRows: 2), 5)
    XCTAssertEqual(PickerHeight.percent(5).rows(terminalRows: 24, listRows: 100, chromeRows: 1), 4)
    XCTAssertEqual(PickerHeight.lines(1).rows(terminalRows: 3, listRows: nil, chromeRows: 2), 3, "as the terminal allows")
    XCTAssertEqual(PickerHeight.lines(12).rows(terminalRows: 24, listRows: nil, chromeRows: 2), 12)
  }

  func testHeaderLinesAreRowsAndAnEmptyHeaderIsNone() {
    var settings = PickerState.Settings()
    XCTAssertEqual(settings.headerLines, [])
    settings.header = ""
    XCTAssertEqual(settings.headerLines, [])
    settings.header = "Deploy\nto production?\n"
    XCTAssertEqual(settings.headerLines, ["Deploy", "to production?"])
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["yes", "no"], labels: ["yes", "no"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    XCTAssertEqual(PickerView.chromeRows(for: state), 3)
    XCTAssertEqual(
      PickerView(width: 20, height: 5, usesColour: false).screen(state).rows.map(\.text),
      ["Deploy", "to production?", ">                2/2", "> 1 yes", "  2 no"])
    XCTAssertEqual(
      PickerView(width: 20, height: 3, usesColour: false).screen(state).rows.map(\.text),
      ["Deploy", ">                2/2", "> 1 yes            │"], "the list keeps a row")
  }

  func testDefaultHeightFitsAShortListAndCapsALongOne() {
    XCTAssertEqual(
      PickerHeight.fitting.rows(terminalRows: 24, listRows: 2, chromeRows: 1), 3)
    XCTAssertEqual(
      PickerHeight.fitting.rows(terminalRows: 24, listRows: nil, chromeRows: 1), 10)
    XCTAssertEqual(
      PickerHeight.fitting.rows(terminalRows: 50, listRows: 1000, chromeRows: 1), 20)
    XCTAssertEqual(
      PickerHeight.fitting.rows(terminalRows: 5, listRows: 1000, chromeRows: 1), 5)
    // Issue 43: a list that fits is shown whole, leaving a row of the
    // shell; one row more and it takes the 40%, at least 10 rows.
    XCTAssertEqual(
      PickerHeight.fitting.rows(terminalRows: 24, listRows: 9, chromeRows: 2), 11, "the weekdays in their sections")
    XCTAssertEqual(PickerHeight.fitting.rows(terminalRows: 24, listRows: 21, chromeRows: 2), 23)
    XCTAssertEqual(PickerHeight.fitting.rows(terminalRows: 24, listRows: 22, chromeRows: 2), 10)
    XCTAssertEqual(PickerHeight.fitting.rows(terminalRows: 50, listRows: 49, chromeRows: 1), 20)
    XCTAssertEqual(
      PickerHeight.lines(40).rows(terminalRows: 24, listRows: 2, chromeRows: 1), 24
    )
    XCTAssertEqual(
      PickerHeight.percent(50).rows(terminalRows: 24, listRows: 2, chromeRows: 1),
      12)
    XCTAssertEqual(
      PickerHeight.fullScreen.rows(terminalRows: 24, listRows: 2, chromeRows: 1), 24)
  }
}

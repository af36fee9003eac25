import SelectCore
import SelectTestSupport
import XCTest

final class LineMenuTests: XCTestCase {
  private func menu(
    _ values: [String] = ["red", "green", "blue", "black", "white"], multi: Bool = false,
    limit: Int? = nil, bySelection: Bool = false
  ) -> LineMenu {
    var settings = PickerState.Settings()
    settings.multi = multi
    settings.limit = limit
    settings.ordersBySelection = bySelection
    return LineMenu(items: ItemList(values: values), settings: settings)
  }

  func testMenuLinesAreNumberedAndAligned() {
    let menu = menu((1...10).map { "item\($0)" })
    let lines = menu.menuLines()
    XCTAssertEqual(lines.first, " 1) item1")
    XCTAssertEqual(lines.last, "10) item10")
  }

  func testTheCurrentValueSaysSoInWords() {
    var settings = PickerState.Settings()
    settings.selected = ["green"]
    var menu = LineMenu(items: ItemList(values: ["red", "green", "blue"]), settings: settings)
    XCTAssertEqual(menu.menuLines(), ["1) red", "2) green (current)", "3) blue"])
    XCTAssertEqual(menu.answer("gr"), .changed)
    XCTAssertEqual(menu.menuLines(), ["1) green (current)"])
  }

  func testAnEmptyAnswerKeepsTheCurrentValue() {
    var settings = PickerState.Settings()
    settings.selected = ["blue"]
    var menu = LineMenu(items: ItemList(values: ["red", "green", "blue"]), settings: settings)
    XCTAssertEqual(menu.answer(""), .chosen([2]))
    // Narrowed to a list without it, Enter brings the whole list back.
    XCTAssertEqual(menu.answer("re"), .changed)
    XCTAssertEqual(menu.answer(""), .changed)
    XCTAssertEqual(menu.answer(""), .chosen([2]))
  }

  func testAYesOrNoQuestionIsAnsweredByNameOrInitial() {
    var settings = PickerState.Settings()
    settings.answersByName = true
    let items = ItemList(values: ["no", "yes"], labels: ["No", "Yes"])
    for (answer, chosen) in [("no", 0), ("N", 0), ("y", 1), ("YES", 1), ("2", 1)] {
      var menu = LineMenu(items: items, settings: settings)
      XCTAssertEqual(menu.answer(answer), .chosen([chosen]), answer)
    }
    var plain = LineMenu(items: items, settings: PickerState.Settings())
    XCTAssertEqual(plain.answer("no"), .changed)
  }

  func testANumberChooses() {
    var menu = menu()
    XCTAssertEqual(menu.answer(" 2 "), .chosen([1]))
  }

  func testTextNarrowsAndRenumbers() {
    var menu = menu()
    XCTAssertEqual(menu.answer("bl"), .changed)
    XCTAssertEqual(menu.menuLines(), ["1) blue", "2) black"])
    XCTAssertEqual(menu.answer("2"), .chosen([1]))
    XCTAssertEqual(menu.choices([1]).values, ["black"])
    XCTAssertEqual(menu.answer(""), .changed)
    XCTAssertEqual(menu.shown.count, 5)
  }

  func testRefusalsSayWhy() {
    var menu = menu()
    XCTAssertEqual(menu.answer("9"), .refused("no item 9 (there are 5)"))
    XCTAssertEqual(menu.answer("1 3"), .refused("choose one number (several need --multi)"))
    XCTAssertEqual(menu.answer("purple"), .refused("no match for 'purple'"))
    XCTAssertEqual(menu.shown.count, 5)
  }

  func testSeveralWithMulti() {
    var menu = menu(multi: true, limit: 3)
    XCTAssertEqual(menu.answer("1 3-4"), .chosen([0, 2, 3]))
    XCTAssertEqual(menu.answer("1-5"), .refused("choose at most 3 (--limit 3)"))
    XCTAssertEqual(menu.answer("=2"), .refused("no match for '2'"))
  }

  func testSeveralComeInSourceOrderWhateverOrderTheyAreNamed() {
    var menu = menu(multi: true)
    XCTAssertEqual(menu.answer("4 1 4"), .chosen([0, 3]))
  }

  func testSelectionOrderKeepsTheOrderNamed() {
    var menu = menu(multi: true, bySelection: true)
    XCTAssertEqual(menu.answer("4 1 4"), .chosen([3, 0]))
  }

  func testSourceOrderOfANarrowedListIsTheSourceOrder() {
    // The matcher ranks "b" before "ab", the shorter label.
    var menu = menu(["ab", "b", "c"], multi: true)
    XCTAssertEqual(menu.answer("b"), .changed)
    XCTAssertEqual(menu.answer("1 2"), .chosen([1, 0]))
    XCTAssertEqual(menu.shown, [1, 0])
  }

  func testABackwardRangeIsRefusedNotSearched() {
    var menu = menu(multi: true)
    XCTAssertEqual(menu.answer("4-2"), .refused("bad pick '4-2': range runs backwards"))
  }
}

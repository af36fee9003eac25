import SelectCore
import SelectTestSupport
import XCTest

/// The line-mode menu with check marks: numbers toggle, Enter accepts.
final class LineMenuChecksTests: XCTestCase {
  /// Four tasks with the check marks at `checked` (none: a menu for
  /// `--multi --selected` naming no item).
  private func menu(
    checked: Set<Int>, limit: Int? = nil, bySelection: Bool = false, acceptsNoChecks: Bool = false
  ) -> LineMenu {
    var settings = PickerState.Settings()
    settings.multi = true
    settings.limit = limit
    settings.ordersBySelection = bySelection
    settings.preChecked = checked
    settings.acceptsNoChecks = acceptsNoChecks
    if checked.isEmpty { settings.selected = ["none of them"] }
    return LineMenu(items: ItemList(values: ["milk", "report", "mum", "bank"]), settings: settings)
  }

  func testMenuShowsMarksAndAHint() {
    let menu = menu(checked: [1])
    XCTAssertEqual(
      menu.menuLines(),
      ["1) [ ] milk", "2) [x] report", "3) [ ] mum", "4) [ ] bank"])
    XCTAssertEqual(menu.hint, "Numbers check or uncheck; Enter alone accepts.")
  }

  func testNumbersToggleAndEnterAccepts() {
    var menu = menu(checked: [1])
    XCTAssertEqual(menu.answer("2 3-4"), .changed)
    XCTAssertEqual(menu.checked, [2, 3])
    XCTAssertEqual(menu.answer("1"), .changed)
    XCTAssertEqual(menu.answer(""), .chosen([0, 2, 3]))
  }

  func testSelectionOrderIsTheOrderChecked() {
    var menu = menu(checked: [3], bySelection: true)
    XCTAssertEqual(menu.answer("2"), .changed)
    XCTAssertEqual(menu.answer("1"), .changed)
    XCTAssertEqual(menu.answer(""), .chosen([3, 1, 0]))
  }

  func testNarrowedNumbersCountInTheNarrowedListThenTheWholeListReturns() {
    var menu = menu(checked: [])
    XCTAssertEqual(menu.answer("m"), .changed)
    // "mum" ranks before "milk": the shorter label.
    XCTAssertEqual(menu.shown, [2, 0])
    XCTAssertEqual(menu.hint, "Numbers check or uncheck; Enter alone shows every item.")
    XCTAssertEqual(menu.answer("2"), .changed)
    XCTAssertEqual(menu.checked, [0])
    XCTAssertFalse(menu.isNarrowed)
  }

  func testEnterOnANarrowedListShowsEveryItemFirst() {
    var menu = menu(checked: [0])
    XCTAssertEqual(menu.answer("bank"), .changed)
    XCTAssertEqual(menu.answer(""), .changed)
    XCTAssertEqual(menu.answer(""), .chosen([0]))
  }

  func testNothingCheckedIsRefusedUnlessAccepted() {
    var menu = menu(checked: [])
    XCTAssertEqual(
      menu.answer(""), .refused("nothing is checked: answer with the numbers to check"))
    var checklist = self.menu(checked: [], acceptsNoChecks: true)
    XCTAssertEqual(checklist.answer(""), .chosen([]))
  }

  func testTheLimitRefusesAnAnswerCheckingTooMany() {
    var menu = menu(checked: [0], limit: 2)
    XCTAssertEqual(menu.answer("2 3"), .refused("check at most 2 (--limit 2)"))
    XCTAssertEqual(menu.checked, [0])
    XCTAssertEqual(menu.answer("1 2 3"), .changed)
    XCTAssertEqual(menu.checked, [1, 2])
  }

  func testANumberPastTheEndIsRefused() {
    var menu = menu(checked: [])
    XCTAssertEqual(menu.answer("7"), .refused("no item 7 (there are 4)"))
  }

  func testSelectedNamesAValueOrALabelUpToTheLimit() {
    var settings = PickerState.Settings()
    settings.multi = true
    settings.selected = ["Blue", "red", "Green"]
    settings.limit = 2
    let items = ItemList(values: ["red", "green", "blue"], labels: ["Red", "Green", "Blue"])
    XCTAssertEqual(LineMenu(items: items, settings: settings).checked, [0, 1])
    settings.limit = nil
    XCTAssertEqual(LineMenu(items: items, settings: settings).checked, [0, 1, 2])
  }
}

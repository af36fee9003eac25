import SelectCore
import SelectTestSupport
import XCTest

/// The line-mode menu with check marks: numbers toggle, Enter accepts.
final class LineMenuChecksTests: XCTestCase {
  private func menu(
    checked: [Int], limit: Int? = nil, order: Options.Order = .source
  ) -> (ByteArena, LineMenu) {
    let (arena, items) = makeItems(["milk", "report", "mum", "bank"])
    let menu = LineMenu(items: items, multi: true, limit: limit, order: order, checked: checked) {
      query, items, candidates in
      candidates.filter { items[$0].label.string.contains(query) }
    }
    return (arena, menu)
  }

  func testMenuShowsMarksAndAHint() {
    let (arena, menu) = menu(checked: [1])
    XCTAssertEqual(
      menu.menuLines { $0.label.string },
      ["1) [ ] milk", "2) [x] report", "3) [ ] mum", "4) [ ] bank"])
    XCTAssertEqual(menu.hint, "Numbers check or uncheck; Enter alone accepts.")
    withExtendedLifetime(arena) {}
  }

  func testNumbersToggleAndEnterAccepts() {
    var (arena, menu) = menu(checked: [1])
    XCTAssertEqual(menu.answer("2 3-4"), .changed)
    XCTAssertEqual(menu.checked, [2, 3])
    XCTAssertEqual(menu.answer("1"), .changed)
    XCTAssertEqual(menu.answer(""), .chosen([0, 2, 3]))
    withExtendedLifetime(arena) {}
  }

  func testSelectionOrderIsTheOrderChecked() {
    var (arena, menu) = menu(checked: [3], order: .selection)
    XCTAssertEqual(menu.answer("2"), .changed)
    XCTAssertEqual(menu.answer("1"), .changed)
    XCTAssertEqual(menu.answer(""), .chosen([3, 1, 0]))
    withExtendedLifetime(arena) {}
  }

  func testNarrowedNumbersCountInTheNarrowedListThenTheWholeListReturns() {
    var (arena, menu) = menu(checked: [])
    XCTAssertEqual(menu.answer("m"), .changed)
    XCTAssertEqual(menu.shown, [0, 2])
    XCTAssertEqual(menu.hint, "Numbers check or uncheck; Enter alone shows every item.")
    XCTAssertEqual(menu.answer("2"), .changed)
    XCTAssertEqual(menu.checked, [2])
    XCTAssertFalse(menu.isNarrowed)
    withExtendedLifetime(arena) {}
  }

  func testEnterOnANarrowedListShowsEveryItemFirst() {
    var (arena, menu) = menu(checked: [0])
    XCTAssertEqual(menu.answer("bank"), .changed)
    XCTAssertEqual(menu.answer(""), .changed)
    XCTAssertEqual(menu.answer(""), .chosen([0]))
    withExtendedLifetime(arena) {}
  }

  func testNothingCheckedIsRefusedUnlessAccepted() {
    var (arena, menu) = menu(checked: [])
    XCTAssertEqual(
      menu.answer(""), .refused("nothing is checked: answer with the numbers to check"))
    menu.acceptsNothing = true
    XCTAssertEqual(menu.answer(""), .chosen([]))
    withExtendedLifetime(arena) {}
  }

  func testTheLimitRefusesAnAnswerCheckingTooMany() {
    var (arena, menu) = menu(checked: [0], limit: 2)
    XCTAssertEqual(menu.answer("2 3"), .refused("check at most 2 (--limit 2)"))
    XCTAssertEqual(menu.checked, [0])
    XCTAssertEqual(menu.answer("1 2 3"), .changed)
    XCTAssertEqual(menu.checked, [1, 2])
    withExtendedLifetime(arena) {}
  }

  func testANumberPastTheEndIsRefused() {
    var (arena, menu) = menu(checked: [])
    XCTAssertEqual(menu.answer("7"), .refused("no item 7 (there are 4)"))
    withExtendedLifetime(arena) {}
  }
}

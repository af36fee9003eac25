import SelectCore
import SelectTestSupport
import XCTest

final class LineMenuTests: XCTestCase {
  private func menu(multi: Bool = false, limit: Int? = nil, order: Options.Order = .source) -> (ByteArena, LineMenu) {
    let (arena, items) = makeItems(["red", "green", "blue", "black", "white"])
    let menu = LineMenu(items: items, multi: multi, limit: limit, order: order) { query, items, candidates in
      candidates.filter { items[$0].label.string.contains(query) }
    }
    return (arena, menu)
  }

  func testMenuLinesAreNumberedAndAligned() {
    let (arena, items) = makeItems((1...10).map { "item\($0)" })
    let menu = LineMenu(items: items, multi: false, limit: nil) { _, _, c in c }
    let lines = menu.menuLines { $0.label.string }
    XCTAssertEqual(lines.first, " 1) item1")
    XCTAssertEqual(lines.last, "10) item10")
    withExtendedLifetime(arena) {}
  }

  func testANumberChooses() {
    var (arena, menu) = menu()
    XCTAssertEqual(menu.answer(" 2 "), .chosen([1]))
    withExtendedLifetime(arena) {}
  }

  func testTextNarrowsAndRenumbers() {
    var (arena, menu) = menu()
    XCTAssertEqual(menu.answer("bl"), .changed)
    XCTAssertEqual(menu.menuLines { $0.label.string }, ["1) blue", "2) black"])
    XCTAssertEqual(menu.answer("2"), .chosen([1]))
    XCTAssertEqual(menu.items[menu.shown[1]].value.string, "black")
    XCTAssertEqual(menu.answer(""), .changed)
    XCTAssertEqual(menu.shown.count, 5)
    withExtendedLifetime(arena) {}
  }

  func testRefusalsSayWhy() {
    var (arena, menu) = menu()
    XCTAssertEqual(menu.answer("9"), .refused("no item 9 (there are 5)"))
    XCTAssertEqual(menu.answer("1 3"), .refused("choose one number (several need --multi)"))
    XCTAssertEqual(menu.answer("purple"), .refused("no match for 'purple'"))
    XCTAssertEqual(menu.shown.count, 5)
    withExtendedLifetime(arena) {}
  }

  func testSeveralWithMulti() {
    var (arena, menu) = menu(multi: true, limit: 3)
    XCTAssertEqual(menu.answer("1 3-4"), .chosen([0, 2, 3]))
    XCTAssertEqual(menu.answer("1-5"), .refused("choose at most 3 (--limit 3)"))
    XCTAssertEqual(menu.answer("=2"), .refused("no match for '2'"))
    withExtendedLifetime(arena) {}
  }

  func testSeveralComeInSourceOrderWhateverOrderTheyAreNamed() {
    var (arena, menu) = menu(multi: true)
    XCTAssertEqual(menu.answer("4 1 4"), .chosen([0, 3]))
    withExtendedLifetime(arena) {}
  }

  func testSelectionOrderKeepsTheOrderNamed() {
    var (arena, menu) = menu(multi: true, order: .selection)
    XCTAssertEqual(menu.answer("4 1 4"), .chosen([3, 0]))
    withExtendedLifetime(arena) {}
  }

  func testSourceOrderOfANarrowedListIsTheSourceOrder() {
    let (arena, items) = makeItems(["ab", "b", "c"])
    // The matcher ranks "b" before "ab".
    var menu = LineMenu(items: items, multi: true, limit: nil) { _, _, _ in [1, 0] }
    XCTAssertEqual(menu.answer("b"), .changed)
    XCTAssertEqual(menu.answer("1 2"), .chosen([1, 0]))
    XCTAssertEqual(menu.shown, [1, 0])
    withExtendedLifetime(arena) {}
  }

  func testABackwardRangeIsRefusedNotSearched() {
    var (arena, menu) = menu(multi: true)
    XCTAssertEqual(menu.answer("4-2"), .refused("bad pick '4-2': range runs backwards"))
    withExtendedLifetime(arena) {}
  }
}

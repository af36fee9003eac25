import SelectCore
import XCTest

/// bash's `select` layout for a line-mode menu longer than the terminal.
final class LineMenuColumnsTests: XCTestCase {
  private func menu(_ values: [String]) -> LineMenu {
    LineMenu(items: ItemList(values: values), settings: PickerState.Settings())
  }

  func testAMenuThatFitsIsOneItemALine() {
    let menu = menu(["a", "b", "c"])
    XCTAssertEqual(menu.menuLines(width: 80, rows: 24, otherRows: 1), ["1) a", "2) b", "3) c"])
  }

  func testALongMenuIsNumberedDownEachColumn() {
    // As bash prints `select x in alpha … mu` with COLUMNS=40: columns of
    // the widest entry plus two, the first column's numbers one digit wide.
    let menu = menu([
      "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
      "lambda", "mu",
    ])
    XCTAssertEqual(
      menu.menuLines(width: 40, rows: 10, otherRows: 1),
      [
        "1) alpha      5) epsilon   9) iota",
        "2) beta       6) zeta     10) kappa",
        "3) gamma      7) eta      11) lambda",
        "4) delta      8) theta    12) mu",
      ])
  }

  func testTooNarrowForTwoColumnsIsOneColumn() {
    let menu = menu((1...30).map { "label\($0)" })
    let lines = menu.menuLines(width: 10, rows: 10, otherRows: 1)
    XCTAssertEqual(lines.count, 30)
    XCTAssertEqual(lines[0], " 1) label1")
  }
}

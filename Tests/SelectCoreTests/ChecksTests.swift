@testable import SelectCore
import XCTest

/// `Checks` alone: checking within a limit, the order of checking, marks,
/// exclusions, and items that move.
final class ChecksTests: PickerTestCase {
  func testChecksKeepTheirOrderAndStopAtTheLimit() {
    var checks = Checks()
    XCTAssertTrue(checks.check(4, limit: 2))
    XCTAssertTrue(checks.check(1, limit: 2))
    XCTAssertFalse(checks.check(7, limit: 2), "a third past a limit of two")
    XCTAssertTrue(checks.check(4, limit: 2), "an item checked already stays checked")
    XCTAssertEqual(checks.order, [4, 1])
    XCTAssertEqual(checks.checked, [1, 4])
  }

  func testUncheckingSaysWhetherItWasChecked() {
    var checks = Checks()
    checks.check(3)
    XCTAssertFalse(checks.uncheck(2))
    XCTAssertTrue(checks.uncheck(3))
    XCTAssertEqual(checks, Checks())
  }

  func testKeepFirstAndKeepCheckedWhere() {
    var checks = Checks()
    for position in [5, 2, 9, 1] { checks.check(position) }
    checks.keepChecked { $0 != 9 }
    XCTAssertEqual(checks.order, [5, 2, 1])
    checks.keepFirst(2)
    XCTAssertEqual(checks.order, [5, 2])
    XCTAssertEqual(checks.checked, [2, 5])
    checks.uncheckAll()
    XCTAssertTrue(checks.checked.isEmpty && checks.order.isEmpty)
  }

  func testSelectedItemsAreMarkedAndInMultiModeCheckedWithinTheLimit() {
    var checks = Checks(selected: SelectedNames(["a", "b"]))
    let arrived = items(["a", "b", "c"])
    for (position, item) in arrived.enumerated() { checks.receive(item, at: position, multi: true, limit: 1) }
    XCTAssertEqual(checks.marked, [0, 1])
    XCTAssertEqual(checks.order, [0], "the limit stops the second")
    var single = Checks(selected: SelectedNames(["c"]))
    for (position, item) in arrived.enumerated() { single.receive(item, at: position, multi: false, limit: nil) }
    XCTAssertEqual(single.marked, [2])
    XCTAssertTrue(single.checked.isEmpty, "outside multi mode a named item is only marked")
  }

  func testExcludedItemsAreUnchecked() {
    var checks = Checks()
    checks.check(1)
    checks.check(2)
    checks.exclude([2, 3])
    XCTAssertEqual(checks.order, [1])
    XCTAssertEqual(checks.excluded, [2, 3])
  }

  func testMovedPositionsAreFollowedAndLostOnesForgotten() {
    var checks = Checks(selected: SelectedNames(["x"]))
    checks.check(3)
    checks.check(0)
    checks.receive(items(["x"])[0], at: 4, multi: false, limit: nil)
    checks.exclude([1])
    checks.movePositions { $0 >= 1 ? $0 - 1 : nil }
    XCTAssertEqual(checks.order, [2])
    XCTAssertEqual(checks.marked, [3])
    XCTAssertEqual(checks.excluded, [0])
  }
}

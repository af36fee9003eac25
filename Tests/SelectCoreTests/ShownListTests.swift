import XCTest

@testable import SelectCore

/// The shown list reads a ranking's positions in place, and equals the
/// same positions laid out on their own.
final class ShownListTests: XCTestCase {
  func testARankingReadInPlaceIsItsPositions() {
    let matches = [RankedMatch(position: 4, score: 1), RankedMatch(position: 0, score: 2), RankedMatch(position: 9, score: 2)]
    let shown = ShownList(ranked: matches)
    XCTAssertEqual(Array(shown), [4, 0, 9])
    XCTAssertEqual(shown, ShownList(positions: [4, 0, 9]))
    XCTAssertEqual(shown, [4, 0, 9])
    XCTAssertNotEqual(shown, [4, 0])
    XCTAssertEqual(shown.firstIndex(of: 9), 2)
    XCTAssertEqual(ShownList(ranked: []), [])
  }
}

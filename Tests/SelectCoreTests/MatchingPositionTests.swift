import XCTest

@testable import SelectCore

/// Which bytes the picker highlights.
final class MatchingPositionTests: XCTestCase {
  func testPositionsPreferWordStartsAndRuns() {
    XCTAssertEqual(positions("amo", "app/models/foo"), [0, 4, 5])
    XCTAssertEqual(positions("amor", "app/models/order"), [0, 4, 11, 12])
    XCTAssertEqual(positions("as", "tags"), [1, 3])
    XCTAssertEqual(positions("as", "examples.txt"), [2, 7])
    XCTAssertEqual(positions("abc123", "a/b/c/123"), [0, 2, 4, 6, 7, 8])
    XCTAssertEqual(positions("foo", "foo"), [0, 1, 2])
    XCTAssertEqual(positions("fb", "foo-fb"), [4, 5])
  }

  func testPositionsAreByteOffsetsOfScalars() {
    // "é" is two bytes, so "x" is at byte 2.
    XCTAssertEqual(positions("éx", "éx"), [0, 2])
    XCTAssertEqual(positions("🎉", "ab🎉"), [2])
    XCTAssertEqual(positions("x", "\u{E9}x"), [2])
  }

  func testPositionsOfOperators() {
    XCTAssertEqual(positions("'oba", "foobar"), [2, 3, 4])
    XCTAssertEqual(positions("^fo", "fofo"), [0, 1])
    XCTAssertEqual(positions("fo$", "fofo"), [2, 3])
    XCTAssertEqual(positions("'bar", "foo_bar xbar"), [4, 5, 6])
    XCTAssertEqual(positions("!x", "abc"), [])
    XCTAssertNil(positions("!b", "abc"))
    XCTAssertNil(positions("z", "abc"))
  }

  func testPositionsOfSeveralTermsAreTheirUnion() {
    XCTAssertEqual(positions("bar foo", "foo/bar"), [0, 1, 2, 4, 5, 6])
    XCTAssertEqual(positions("fo oo", "foo"), [0, 1, 2])
  }
}

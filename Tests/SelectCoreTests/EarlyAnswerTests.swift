import SelectCore
import XCTest

/// `--select-1` and `--exit-0` decided from the number of matches.
final class EarlyAnswerTests: XCTestCase {
  func testSelectOneTakesTheOnlyMatchAndExitZeroStopsOnNone() {
    XCTAssertEqual(EarlyAnswer(matches: 1, selectOne: true, exitZero: false), .onlyMatch)
    XCTAssertEqual(EarlyAnswer(matches: 0, selectOne: false, exitZero: true), .noMatch)
    XCTAssertEqual(EarlyAnswer(matches: 0, selectOne: true, exitZero: true), .noMatch)
    XCTAssertEqual(EarlyAnswer(matches: 1, selectOne: true, exitZero: true), .onlyMatch)
  }

  func testOtherwiseTheUserIsAsked() {
    XCTAssertEqual(EarlyAnswer(matches: 2, selectOne: true, exitZero: true), .ask)
    XCTAssertEqual(EarlyAnswer(matches: 1, selectOne: false, exitZero: true), .ask)
    XCTAssertEqual(EarlyAnswer(matches: 0, selectOne: true, exitZero: false), .ask)
  }
}

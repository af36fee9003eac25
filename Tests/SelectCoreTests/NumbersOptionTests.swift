import SelectCore
import XCTest

/// `--no-numbers` and `--query` with `--pick` on the command line.
final class NumbersOptionTests: XCTestCase {
  func testNoNumbersParsesAndRefusesTheNumberedMenus() throws {
    XCTAssertTrue(try parseOptions(["--no-numbers"]).noNumbers)
    XCTAssertFalse(try parseOptions([]).noNumbers)
    for other in ["--plain", "--list"] {
      XCTAssertThrowsError(try parseOptions(["--no-numbers", other])) { error in
        XCTAssertEqual(
          error as? SelectError,
          .usage("--no-numbers and \(other) cannot be used together: \(other) prints a numbered menu"))
      }
    }
  }

  func testQueryNarrowsPickButNotList() throws {
    let options = try parseOptions(["--query", "b", "--pick", "1", "--print-query"])
    XCTAssertEqual(options.query, "b")
    XCTAssertEqual(options.pick, .positions([.number(1)]))
    XCTAssertThrowsError(try parseOptions(["--query", "b", "--list"]))
  }
}

import SelectTestSupport
import XCTest

/// select beside fzf 0.74.5 on the same input, options and keys: what each
/// prints and how each ends must agree (the man page's "FZF
/// COMPATIBILITY"). Each test skips, saying why, without fzf 0.74.5.
final class FzfSideBySideTests: XCTestCase {
  func testEnterChoosesTheFirstItem() throws {
    let run = try sideBySide([], stdin: "alpha\nbeta\ngamma\n", steps: [.type("\r")])
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.output, "alpha\n")
  }

  func testAQueryNarrowsBeforeEnter() throws {
    let run = try sideBySide(
      [], stdin: "alpha\nbeta\ngamma\n", steps: ["bet", .showing("> bet", "1/3"), "\r"])
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.output, "beta\n")
  }

  func testEscapeCancelsWith130() throws {
    let run = try sideBySide([], stdin: "alpha\nbeta\n", steps: [.type("\u{1B}")])
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.status, 130)
  }
}

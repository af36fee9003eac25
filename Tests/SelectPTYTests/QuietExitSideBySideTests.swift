import SelectTestSupport
import XCTest

/// The quiet exits beside fzf 0.74.5 (select(1), EXIT STATUS): Enter with
/// nothing matching, and `--print-query` with no match, end with status 1
/// and say nothing on stderr, as fzf's do. Enter waits until the query has
/// been ranked, the list empty under it: fzf shows `0/2` before its first
/// ranking too, and accepts from the list it had when Enter comes first.
final class QuietExitSideBySideTests: XCTestCase {
  func testEnterWithNothingMatchingIsAQuietExit1() throws {
    let run = try sideBySide(
      [], stdin: "alpha\nbeta\n", steps: ["zzz", .showing("> zzz", "0/2", hiding: ["alpha"]), "\r"])
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.status, 1)
    XCTAssertEqual(run.select.errors, "")
  }

  func testPrintQueryWithNoMatchPrintsTheQueryQuietly() throws {
    let run = try sideBySide(
      ["--print-query"], stdin: "alpha\nbeta\n",
      steps: ["new", .showing("> new", "0/2", hiding: ["alpha"]), "\r"])
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.output, "new\n")
    XCTAssertEqual(run.select.errors, "")
  }
}

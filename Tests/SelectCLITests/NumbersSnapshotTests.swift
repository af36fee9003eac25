import SelectCore
import SelectTestSupport
import XCTest

/// Numbers and quiet exits through the binary (select(1), "Choosing by
/// number"): `--query` with `--pick`, `--no-numbers`, `--print-query`
/// with no match, and `--help` at 80 columns.
final class NumbersSnapshotTests: XCTestCase {
  func testQueryThenPickChoosesAmongTheMatchesBestFirst() throws {
    try assertSnapshot(
      "query-pick",
      arguments: ["--query", "b", "--pick", "1,2", "--print", "{number} {index} {value}"],
      stdin: "abc\nxbx\nb\nc\n")
    try assertSnapshot(
      "query-pick-no-match", arguments: ["--query", "z", "--pick", "1"], stdin: "a\nb\n")
    try assertSnapshot(
      "query-pick-print-query", arguments: ["--query", "z", "--pick", "1", "--print-query"],
      stdin: "a\nb\n")
    try assertSnapshot(
      "query-pick-past-matches", arguments: ["--query", "b", "--pick", "3"], stdin: "ab\nb\nc\n")
  }

  func testQueryThenPickWithNoSortStopsAtTheAnswer() throws {
    // An endless input: only stopping at the third match ends it.
    let result = try SelectBinary.runScript(
      #"yes | "$0" --query y --no-sort --pick 3 --print '{number} {index}'"#)
    XCTAssertEqual(result.output, "3 2\n")
    XCTAssertEqual(result.status, 0)
  }

  func testPrintQueryWithNoMatchIsQuiet() throws {
    try assertSnapshot(
      "print-query-filter-quiet", arguments: ["--filter", "zz", "--print-query"], stdin: "a\nb\n")
    try assertSnapshot(
      "print-query-exit-0", arguments: ["--exit-0", "--query", "zz", "--print-query"],
      stdin: "a\nb\n")
  }

  func testNoNumbersWithANumberedMenuIsAUsageError() throws {
    try assertSnapshot(
      "conflict-no-numbers-plain", arguments: ["--no-numbers", "--plain", "a", "b"])
    try assertSnapshot("conflict-no-numbers-list", arguments: ["--no-numbers", "--list", "a", "b"])
  }

  func testHelpFitsEightyColumns() throws {
    let help = try SelectBinary.run(["--help"]).output
    for line in help.split(separator: "\n") {
      XCTAssertLessThanOrEqual(line.count, 80, "--help is wider than 80 columns: \(line)")
    }
    XCTAssertTrue(help.contains("--no-numbers"))
  }
}

import SelectTestSupport
import XCTest

/// Options that would silently cancel each other are a usage error (exit
/// 2) naming both, before any input is read.
final class OptionConflictTests: XCTestCase {
  func testListPickAndFilterExcludeEachOther() throws {
    try assertSnapshot("conflict-list-pick", arguments: ["--list", "--pick", "1"], stdin: "a\n")
    try assertSnapshot("conflict-pick-filter", arguments: ["--pick", "1", "--filter", "a"], stdin: "a\n")
    try assertSnapshot("conflict-filter-list", arguments: ["--filter", "a", "--list"], stdin: "a\n")
  }

  func testChecklistExcludesFilter() throws {
    try assertSnapshot(
      "conflict-checklist-filter", arguments: ["--checklist", "--filter", "a"], stdin: "- [ ] a\n")
  }

  func testQueryWithAnAnswerThatDoesNotAsk() throws {
    try assertSnapshot("conflict-list-query", arguments: ["--list", "--query", "b"], stdin: "a\n")
  }

  func testEnumWithWords() throws {
    try assertSnapshot("conflict-enum-words", arguments: ["--enum", "colour", "a", "b"])
  }

  func testSelectOneAndExitZeroWithAnAnswerThatDoesNotAsk() throws {
    try assertSnapshot("conflict-select-1-pick", arguments: ["--select-1", "--pick", "1"], stdin: "a\n")
    try assertSnapshot("conflict-select-1-list", arguments: ["-1", "--list"], stdin: "a\n")
  }

  func testPickNamingMoreThanTheLimit() throws {
    try assertSnapshot("conflict-pick-limit", arguments: ["--pick", "1,2", "--limit", "1"], stdin: "a\nb\n")
    try assertSnapshot("conflict-pick-multi-n", arguments: ["--pick", "1-3", "--multi=2"], stdin: "a\nb\nc\n")
  }

  func testHelpAnswersWhateverElseIsGiven() throws {
    let result = try SelectBinary.run(["--list", "--pick", "1", "--help"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.output.contains("--filter QUERY"), result.output)
  }
}

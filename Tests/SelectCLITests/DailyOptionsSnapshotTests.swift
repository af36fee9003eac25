import Foundation
import SelectTestSupport
import XCTest

/// The fzf options people reach for daily, through the non-interactive
/// paths (`--filter`, `--list`, `--pick`), as golden files.
final class DailyOptionsSnapshotTests: XCTestCase {
  private let gitLog =
    "\u{1B}[33mabc1234\u{1B}[m fix the parser\n\u{1B}[33mdef5678\u{1B}[m add --ansi\n"
  private let ps =
    "  PID TTY          TIME CMD\n    1 ?        00:00:01 init\n 4242 pts/0    00:00:00 bash\n"

  func testAnsiNthAcceptNth() throws {
    try assertSnapshot(
      "ansi-nth-accept-nth",
      arguments: ["--ansi", "--nth", "2..", "--accept-nth", "1", "--filter", "ansi"],
      stdin: gitLog)
  }

  func testAnsiValueHasNoColours() throws {
    try assertSnapshot(
      "ansi-branch", arguments: ["--ansi", "--pick", "1"],
      stdin: "* \u{1B}[32mmain\u{1B}[m\n  topic\n")
  }

  func testAnsiTakesOutOtherSequencesAndBrokenSGRAsFzfDoes() throws {
    try assertSnapshot(
      "ansi-broken", arguments: ["--ansi", "--filter", ""],
      stdin: "\u{1B}[2Jclear\n\u{1B}[31\ntruncated \u{1B}[\n")
  }

  func testNthDoesNotMatchOtherFields() throws {
    try assertSnapshot(
      "nth-fields", arguments: ["--nth", "2", "--filter", "bash"], stdin: "bash one\nzsh bash\n")
  }

  func testNthOutOfRangeMatchesNothing() throws {
    try assertSnapshot(
      "nth-out-of-range", arguments: ["--nth", "9", "--filter", "a"], stdin: "a b\n")
  }

  func testHeaderLinesWithNthAndAcceptNth() throws {
    try assertSnapshot(
      "header-lines-filter",
      arguments: ["--header-lines", "1", "--nth", "4..", "--accept-nth", "1", "--filter", "bash"],
      stdin: ps)
  }

  func testHeaderLinesInList() throws {
    try assertSnapshot(
      "header-lines-list", arguments: ["--header-lines", "1", "--list"], stdin: ps)
  }

  func testHeaderLinesKeepTheSourceIndex() throws {
    try assertSnapshot(
      "header-lines-index",
      arguments: ["--header-lines", "1", "--pick", "1", "--print", "{index} {number} {value}"],
      stdin: ps)
  }

  func testHeaderLinesLargerThanTheInput() throws {
    try assertSnapshot(
      "header-lines-only", arguments: ["--header-lines", "5", "--list"], stdin: ps)
  }

  func testTacNoSortKeepsTheSourceIndex() throws {
    try assertSnapshot(
      "tac-no-sort",
      arguments: ["--tac", "--no-sort", "--filter", "l", "--print", "{index} {value}"],
      stdin: "ls\ncd\nls -l\nvi\n")
  }

  func testTiebreakIndex() throws {
    try assertSnapshot(
      "tiebreak-index", arguments: ["--filter", "foobar", "--tiebreak", "index"],
      stdin: "foobar-long\nfoobar\n")
  }

  func testTiebreakLengthThenBegin() throws {
    try assertSnapshot(
      "tiebreak-length", arguments: ["--filter", "ab", "--tiebreak", "length,begin"],
      stdin: "xxab\nab-long\nxab\n")
  }

  func testUnknownTiebreak() throws {
    try assertSnapshot(
      "tiebreak-unknown", arguments: ["--filter", "a", "--tiebreak", "shortest"], stdin: "a\n")
  }

  func testOrAndAccents() throws {
    try assertSnapshot(
      "filter-or-accents", arguments: ["--filter", "danco | zurich"],
      stdin: "Danço\nZürich\nParis\n")
  }

  func testPrintQuery() throws {
    try assertSnapshot(
      "print-query", arguments: ["--filter", "ma", "--print-query"], stdin: "main\nmaster\n")
  }

  func testPrintQueryWithoutMatch() throws {
    try assertSnapshot(
      "print-query-no-match", arguments: ["--filter", "new", "--print-query"], stdin: "main\n")
  }

  func testDefaultOptionsAndTheCommandLineWins() throws {
    try assertSnapshot(
      "default-opts", arguments: ["--filter", "a", "--print", "{number}:{value}"],
      stdin: "ab\nb\na\n",
      environment: ["SELECT_DEFAULT_OPTS": "--print '{value} (default)' --no-sort"])
  }

  func testDefaultOptionsUnclosedQuote() throws {
    try assertSnapshot(
      "default-opts-unclosed", arguments: ["--list", "a"],
      environment: ["SELECT_DEFAULT_OPTS": "--prompt 'a"])
  }

  func testDefaultOptionsUnknownOption() throws {
    try assertSnapshot(
      "default-opts-unknown", arguments: ["--list", "a"],
      environment: ["SELECT_DEFAULT_OPTS": "--bordr"])
  }

  /// With SELECT_DEFAULT_OPTS unset, fzf's defaults are read as fzf
  /// reads them: the file, then the variable; set (even empty), ours win.
  func testFzfDefaultOptions() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("select-fzf-opts-\(getpid())")
    try "--no-sort\n--print '{value} (file)'".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = { (environment: [String: String]) in
      try SelectBinary.run(["--filter", "a"], stdin: Array("ab\nb\na\n".utf8), environment: environment)
    }
    XCTAssertEqual(try run(["FZF_DEFAULT_OPTS": "--no-sort"]).output, "ab\na\n")
    XCTAssertEqual(try run(["FZF_DEFAULT_OPTS_FILE": file.path]).output, "ab (file)\na (file)\n")
    XCTAssertEqual(
      try run(["FZF_DEFAULT_OPTS_FILE": file.path, "FZF_DEFAULT_OPTS": "--print '{value}!'"]).output, "ab!\na!\n",
      "the variable after the file")
    XCTAssertEqual(try run(["FZF_DEFAULT_OPTS": "--no-sort", "SELECT_DEFAULT_OPTS": ""]).output, "a\nab\n")
    try assertSnapshot(
      "default-opts-fzf-unknown", arguments: ["--list", "a"], environment: ["FZF_DEFAULT_OPTS": "--bordr"])
    try assertSnapshot(
      "default-opts-fzf-file-missing", arguments: ["--list", "a"],
      environment: ["FZF_DEFAULT_OPTS_FILE": "/nonexistent/fzfrc"])
  }

  func testUnknownExpectKey() throws {
    try assertSnapshot("expect-unknown", arguments: ["--expect", "ctrl-o,hyper-x", "--list", "a"])
  }

  func testPrintQueryNeedsAQuestion() throws {
    try assertSnapshot(
      "print-query-with-pick", arguments: ["--print-query", "--pick", "1"], stdin: "a\n")
  }

  func testSelectOneWithPrintQueryAndExpect() throws {
    try assertSnapshot(
      "select-1-print-query-expect",
      arguments: ["--select-1", "--query", "b", "--print-query", "--expect", "ctrl-o"],
      stdin: "a\nb\n")
  }

  func testChecklistRefusesAnsi() throws {
    try assertSnapshot("checklist-ansi", arguments: ["--checklist", "--ansi"], stdin: "- [ ] a\n")
  }
}

import SelectTestSupport
import XCTest

/// The binary's stdout, stderr and exit status against golden files in
/// `__Snapshots__` (re-record with `SELECT_RECORD=1 swift test`).
final class SnapshotTests: XCTestCase {
  func testPickByNumber() throws {
    try assertSnapshot("pick-number", arguments: ["--pick", "2"], stdin: "alpha\nbeta\ngamma\n")
  }

  func testPickFromTheEnd() throws {
    try assertSnapshot("pick-last-word", arguments: ["red", "green", "blue", "--pick", "-1"])
  }

  func testPickSeveral() throws {
    try assertSnapshot("pick-several", arguments: ["--pick", "4,1-2"], stdin: "a\nb\nc\nd\ne\n")
  }

  func testPickEnumByLabel() throws {
    try assertSnapshot("pick-enum-label", arguments: ["--enum", "colour", "--pick", "Blue"])
    try assertSnapshot("pick-exact-value-first", arguments: ["--pick", "Red"], stdin: "red\nRed\n")
  }

  func testPickEnumAlias() throws {
    try assertSnapshot("pick-enum-alias", arguments: ["--enum", "color", "--pick", "3", "--print", "{label}={value}"])
  }

  func testPickPastTheEnd() throws {
    try assertSnapshot("pick-past-end", arguments: ["--pick", "9"], stdin: "a\nb\n")
  }

  func testPickZero() throws {
    try assertSnapshot("pick-zero", arguments: ["a", "b", "--pick", "0"])
  }

  func testPickUnknownValue() throws {
    try assertSnapshot("pick-unknown-value", arguments: ["--enum", "weekday", "--pick", "someday"])
  }

  func testPickNumberAsValue() throws {
    try assertSnapshot("pick-number-as-value", arguments: ["--pick", "=30"], stdin: "10\n20\n30\n")
  }

  func testRangeList() throws {
    try assertSnapshot("range-list", arguments: ["--range", "3...5", "--list"], stdin: (1...10).map { "\($0)\n" }.joined())
  }

  func testRangeKeepsSourceIndex() throws {
    try assertSnapshot(
      "range-print-index", arguments: ["--range", "3...5", "--pick", "2", "--print", "{index} {offset} {number} {value}"],
      stdin: (1...10).map { "\($0)\n" }.joined())
  }

  func testHalfOpenRange() throws {
    try assertSnapshot("range-half-open", arguments: ["--range", "1..<3", "--list"], stdin: "a\nb\nc\nd\n")
  }

  func testListShowsWhatLineModeShows() throws {
    try assertSnapshot(
      "list-header-and-marks",
      arguments: ["--multi", "--selected", "b", "--selected", "Blue", "--header", "Pick\nsome", "--enum", "colour", "--list"])
    try assertSnapshot("list-read0-newline", arguments: ["--read0", "--list"], stdin: "one\nline\u{0}tab\there\u{0}esc\u{1B}[2J\u{0}")
    try assertSnapshot(
      "list-colour-always", arguments: ["--enum", "colour", "--color", "always", "--list"],
      environment: ["COLORTERM": "truecolor", "LC_ALL": "", "LC_CTYPE": "", "LANG": "C.UTF-8"])
    try assertSnapshot(
      "list-colour-basic-ascii", arguments: ["--enum", "colour", "--color", "always", "--list"],
      environment: ["COLORTERM": "", "TERM": "vt100", "LC_ALL": "C"])
    try assertSnapshot("list-empty-input-prints-no-header", arguments: ["--header", "H", "--list"], stdin: "")
  }

  /// Issue 43: `--list` showed no mark for the current value, `--selected
  /// BLUE` marked nothing, and `--selected purple` was silent.
  func testListMarksTheCurrentValueAsThePickerDoes() throws {
    try assertSnapshot("list-current-value", arguments: ["--enum", "colour", "--selected", "BLUE", "--list"])
    try assertSnapshot("list-answer-starts-on-no", arguments: ["--enum", "answer", "--list"])
    try assertSnapshot(
      "list-selected-names-nothing", arguments: ["--selected", "purple", "--list"], stdin: "red\ngreen\n")
  }

  func testRangePastTheEndSaysSo() throws {
    let five = (1...5).map { "\($0)\n" }.joined()
    try assertSnapshot("range-past-end-pick", arguments: ["--range", "7...10", "--pick", "1"], stdin: five)
    try assertSnapshot("range-past-end-filter", arguments: ["--range", "5...", "--filter", "1"], stdin: five)
    try assertSnapshot("range-past-end-list", arguments: ["--range", "5..<9", "--list"], stdin: five)
    try assertSnapshot("range-past-end-empty-input", arguments: ["--range", "5...", "--list"], stdin: "")
  }

  func testListEnum() throws {
    try assertSnapshot("list-enum-signal", arguments: ["--enum", "signal", "--list"])
  }

  func testEnums() throws {
    try assertSnapshot("enums", arguments: ["--enums"])
  }

  func testUnknownEnum() throws {
    try assertSnapshot("unknown-enum", arguments: ["--enum", "flavour"])
  }

  func testFields() throws {
    try assertSnapshot(
      "fields", arguments: ["--delimiter", ":", "--with-nth", "2", "--accept-nth", "1", "--pick", "Beta"],
      stdin: "a:Alpha\nb:Beta\n")
  }

  func testPrintTemplate() throws {
    try assertSnapshot(
      "print-template", arguments: ["--pick", "2", "--print", "{{{number}}}\\t{value}"], stdin: "x\ny\n")
  }

  func testUnknownPlaceholder() throws {
    try assertSnapshot("unknown-placeholder", arguments: ["a", "--pick", "1", "--print", "{nubmer}"])
  }

  func testUnknownOption() throws {
    try assertSnapshot("unknown-option", arguments: ["--prnt", "{}"])
    try assertSnapshot("unknown-option-transposed", arguments: ["--mutli"])
  }

  func testMultiWithBundledLimit() throws {
    try assertSnapshot("multi-bundled-limit", arguments: ["-m3", "--pick", "1-3"], stdin: "a\nb\nc\nd\n")
  }

  func testMissingArgument() throws {
    try assertSnapshot("missing-argument", arguments: ["--pick"])
  }

  func testEmptyInput() throws {
    try assertSnapshot("empty-input", arguments: ["--pick", "1"], stdin: "")
  }

  func testNoTerminal() throws {
    try assertSnapshot("no-terminal", arguments: [], stdin: "a\nb\n")
  }

  func testVersion() throws {
    try assertSnapshot("version", arguments: ["--version"])
  }

  func testHelp() throws {
    try assertSnapshot("help", arguments: ["--help"])
  }

  func testFilterRanksBestFirst() throws {
    try assertSnapshot(
      "filter-paths", arguments: ["--filter", "amor"],
      stdin: "app/models/zrder\napp/models/order\nREADME\nlib/armor.rb\n")
  }

  func testFilterRanksTheShorterOfTwoEqualMatchesFirst() throws {
    try assertSnapshot(
      "filter-equal-matches", arguments: ["--filter", "abc"], stdin: "yabcyyyyy\nyyyyyabc\nyabcyyyy\n")
  }

  func testFilterPrintsIndexOfEnum() throws {
    try assertSnapshot("filter-enum-index", arguments: ["--enum", "colour", "--filter", "re", "--print", "{index} {number} {value}"])
  }

  func testFilterEmptyQueryKeepsSourceOrder() throws {
    try assertSnapshot("filter-empty", arguments: ["--filter", ""], stdin: "b\na\nc\n")
  }

  func testFilterExtendedSyntax() throws {
    try assertSnapshot("filter-extended", arguments: ["--filter", "^src .swift$ !test"], stdin: "src/a.swift\nsrc/test.swift\nlib/b.swift\nsrc/c.c\n")
  }

  func testFilterNoMatch() throws {
    try assertSnapshot("filter-no-match", arguments: ["--filter", "zzz"], stdin: "a\nb\n")
  }

  func testSelectOneNeedsNoTerminal() throws {
    try assertSnapshot("select-1", arguments: ["--query", "feat", "--select-1"], stdin: "main\nfeature/login\nfix/typo\n")
  }

  func testExitZeroNeedsNoTerminal() throws {
    try assertSnapshot("exit-0", arguments: ["--query", "zzz", "--exit-0"], stdin: "main\ndev\n")
  }

  func testSelectOneWithSeveralMatchesStillNeedsATerminal() throws {
    try assertSnapshot("select-1-several", arguments: ["--query", "f", "--select-1"], stdin: "feature\nfix\n")
  }

  func testInitBash() throws {
    try assertSnapshot("init-bash", arguments: ["--init", "bash"])
  }

  func testInitZsh() throws {
    try assertSnapshot("init-zsh", arguments: ["--init", "zsh"])
  }

  func testInitUnknownShell() throws {
    try assertSnapshot("init-unknown", arguments: ["--init", "tcsh"])
    try assertSnapshot("init-sh", arguments: ["--init", "sh"])
  }

  func testInitFishSucceeds() throws {
    try assertSnapshot("init-fish", arguments: ["--init", "fish"])
  }
}

import Foundation
import SelectCore
import SelectTestSupport
import XCTest

/// fzf 0.74's options (select(1), "fzf options"): what each does
/// through the built binary, its bad input, and `--filter` runs compared
/// with fzf 0.74.5 itself where it is installed.
final class FzfOptionsTests: XCTestCase {
  // MARK: - Compared with fzf --filter

  /// Runs fzf 0.74.5 and select with the same arguments and input; returns
  /// both results (stdout and status).
  private func filterBoth(_ arguments: [String], _ stdin: String) throws -> (fzf: ToolResult, select: RunResult) {
    let fzf = ExternalTool(url: URL(fileURLWithPath: try ReferenceFzf.required()))
    return (try fzf.run(arguments, stdin: stdin), try SelectBinary.run(arguments, stdin: Array(stdin.utf8)))
  }

  private func assertSameAsFzf(
    _ arguments: [String], _ stdin: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let (fzf, select) = try filterBoth(arguments, stdin)
    XCTAssertEqual(select.output, fzf.stdout, "\(arguments)", file: file, line: line)
    XCTAssertEqual(select.status, fzf.status, "\(arguments): \(select.errors)", file: file, line: line)
  }

  /// The same matches as fzf, whatever their order (ranking stays select's
  /// scorer, as select(1) "FZF COMPATIBILITY" says).
  private func assertSameMatchesAsFzf(
    _ arguments: [String], _ stdin: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let (fzf, select) = try filterBoth(arguments, stdin)
    XCTAssertEqual(
      Set(select.output.split(separator: "\n")), Set(fzf.stdout.split(separator: "\n")), "\(arguments)",
      file: file, line: line)
    XCTAssertEqual(select.status, fzf.status, "\(arguments): \(select.errors)", file: file, line: line)
  }

  private let mixedCase = "Apple\napple\nAPPLE pie\nbanana\nÉcole\necole\n"

  func testCaseOptionsMatchAsFzfDoes() throws {
    for arguments in [
      ["-i", "--filter", "APPLE"], ["--ignore-case", "--filter", "Apple"], ["+i", "--filter", "apple"],
      ["--no-ignore-case", "--filter", "Apple"], ["--smart-case", "--filter", "Apple"],
      ["+i", "-i", "--filter", "APPLE"],
    ] {
      try assertSameMatchesAsFzf(arguments, mixedCase)
    }
  }

  func testLiteralAndExtendedMatchAsFzfDoes() throws {
    try assertSameMatchesAsFzf(["--filter", "ecole"], mixedCase)
    try assertSameMatchesAsFzf(["--literal", "--filter", "ecole"], mixedCase)
    try assertSameMatchesAsFzf(["--literal", "--no-literal", "--filter", "ecole"], mixedCase)
    try assertSameMatchesAsFzf(["+x", "--filter", "apple pie"], mixedCase)
    try assertSameMatchesAsFzf(["--no-extended", "--filter", "^apple"], mixedCase + "x^apple\n")
    try assertSameMatchesAsFzf(["-x", "--filter", "^apple"], mixedCase)
    try assertSameMatchesAsFzf(["-e", "+e", "--filter", "apl"], mixedCase)
  }

  func testSortSpellingsKeepSourceOrderAsFzfDoes() throws {
    let input = "abcx\nax\nzzzax\nxa\n"
    try assertSameAsFzf(["+s", "--filter", "a"], input)
    try assertSameMatchesAsFzf(["+s", "--sort", "--filter", "a"], input)
  }

  func testFilterTakesQuerySelectOneExitZeroAndExpectAsFzfDoes() throws {
    let input = "alpha\nbeta\nalphabet\n"
    try assertSameAsFzf(["--no-sort", "--filter", "alp", "--query", "beta"], input)
    try assertSameAsFzf(["--no-sort", "-1", "--filter", "alp"], input)
    try assertSameAsFzf(["--no-sort", "-0", "--filter", "zzz"], input)
    try assertSameAsFzf(["--no-sort", "--expect", "ctrl-o", "--filter", "beta"], input)
    try assertSameAsFzf(["--no-sort", "--disabled", "--filter", "beta"], input)
  }

  /// Issue 43: `--filter` that lets nothing through said so on stderr,
  /// where fzf (and grep) are silent.
  func testFilterLettingNothingThroughIsQuietAsFzfIs() throws {
    for (arguments, input) in [
      (["--filter", "zzz"], "a\nb\n"), (["--no-sort", "--filter", "zzz"], "a\nb\n"),
      (["--filter", "a"], ""), (["--nth", "9", "--filter", "a"], "a b\n"), (["--with-nth", "2", "--filter", "z"], "a b\n"),
    ] {
      let (fzf, select) = try filterBoth(arguments, input)
      XCTAssertEqual(fzf.stderr, "", "\(arguments)")
      XCTAssertEqual(select.errors, fzf.stderr, "\(arguments)")
      XCTAssertEqual(select.output, fzf.stdout, "\(arguments)")
      XCTAssertEqual(select.status, fzf.status, "\(arguments)")
    }
  }

  func testTailKeepsTheLastItemsAsFzfDoes() throws {
    let input = (1...20).map(String.init).joined(separator: "\n") + "\n"
    try assertSameAsFzf(["--tail", "5", "--filter", ""], input)
    // fzf streams --no-sort matches before --tail applies; select keeps
    // the last N whatever the order.
    let unsorted = try SelectBinary.run(["--tail", "5", "--no-sort", "--filter", "1"], stdin: Array(input.utf8))
    XCTAssertEqual(unsorted.output, "16\n17\n18\n19\n")
  }

  func testSchemesAndNewTiebreaksFindWhatFzfFinds() throws {
    let paths = "src/foo/bar.swift\nfoo/src/bar.swift\nbar/foo.swift\nfoo bar baz\nfoobar\n"
    for arguments in [
      ["--scheme", "path", "--filter", "foo"], ["--scheme", "history", "--filter", "bar"],
      ["--scheme", "default", "--filter", "fb"], ["--tiebreak", "chunk", "--filter", "bar"],
      ["--tiebreak", "pathname,length", "--filter", "bar"],
    ] {
      try assertSameMatchesAsFzf(arguments, paths)
    }
    // History keeps the input's order among equal matches, as fzf's does.
    try assertSameAsFzf(["--scheme", "history", "--filter", "abc"], "abc 1\nabc 2\nabc 3\n")
  }

  func testAlgoV1TakesTheFirstShortestMatchAsFzfDoes() throws {
    for (input, query) in [
      ("a_b_c_abc\nax_bc\n", "abc"), ("axxbxxcabc\nabxxxc\n", "abc"), ("f_o_o/foo\nfxoo\n", "foo"),
      ("src/a/b/c/abc.txt\nsrc/abxc\n", "abc"),
    ] {
      try assertSameAsFzf(["--algo", "v1", "--filter", query], input)
    }
    // Where the best alignment is later than the first one, v2 ranks it
    // higher: the option changes the ranking.
    let best = try SelectBinary.run(["--algo", "v2", "--filter", "abc"], stdin: Array("a_b_c_abc\nax_bc\n".utf8))
    XCTAssertEqual(best.output, "a_b_c_abc\nax_bc\n")
    try assertSnapshot("fzf-bad-algo", arguments: ["--algo", "v3", "a"])
  }

  func testPathnameAndChunkBreakTiesAsFzfDoes() throws {
    // Both matches follow a `/` or a blank, so fzf's scores tie as select's do.
    try assertSameAsFzf(["--tiebreak", "pathname", "--filter", "bar"], "a/bar/x\na/x/bar\n")
    try assertSameAsFzf(["--scheme", "path", "--filter", "bar"], "a/bar/x\na/x/bar\n")
    try assertSameAsFzf(["--tiebreak", "chunk", "--filter", "ab"], "xy abc\nxy ab xxxxxxxxxx\n")
  }

  func testDelimiterIsARegularExpressionAsInFzf() throws {
    let input = "k1:v/2\tw.x(ya|z::e\nab:cd/ef\n"
    // A pattern, a tab escape, one character, plain text, runs of blanks,
    // an invalid expression: each split as fzf splits it.
    for delimiter in ["[:/]", "\\t", ".", ":", "\\s+", "(", "[0-9]+", "::", "x(y", "/|:"] {
      // (Several fields are joined by the delimiter, or by a space for a
      // pattern, where fzf keeps the text between them.)
      for fields in ["2", "-1"] {
        try assertSameAsFzf(["-d", delimiter, "--accept-nth", fields, "--filter", ""], input)
      }
      try assertSameMatchesAsFzf(["-d", delimiter, "--nth", "2", "--filter", "v"], input)
    }
  }

  func testPatternDelimiterKeepsBytesThatAreNotUTF8() throws {
    let input: [UInt8] = Array("x".utf8) + [0xFF] + Array(":y".utf8) + [0xE9] + Array("z;q\n".utf8)
    let result = try SelectBinary.run(["-d", ":|;", "--accept-nth", "2", "--filter", ""], stdin: input)
    XCTAssertEqual(result.stdout, Array("y".utf8) + [0xE9] + Array("z\n".utf8))
    let first = try SelectBinary.run(["-d", ":|;", "--accept-nth", "1", "--filter", ""], stdin: input)
    XCTAssertEqual(first.stdout, Array("x".utf8) + [0xFF, 0x0A])
  }

  // MARK: - Parsing

  func testPlusWordsAreOptionsNeverItems() throws {
    let result = try SelectBinary.run(["+i", "--filter", "a"], stdin: Array("a\nb\n".utf8))
    XCTAssertEqual(result.output, "a\n")
    XCTAssertEqual(result.status, 0)
    try assertSnapshot("fzf-unknown-plus", arguments: ["+q", "a"])
  }

  func testShortFormsOfFzf() throws {
    XCTAssertEqual(try parseOptions(["-n", "2"]).nth, try FieldList(parsing: "2", option: "nth"))
    XCTAssertTrue(try parseOptions(["-0"]).exitZero)
    XCTAssertFalse(try parseOptions(["-0"]).read0)
    XCTAssertEqual(try parseOptions(["-i"]).matchOptions.caseMode, .ignore)
    XCTAssertEqual(try parseOptions(["+i"]).matchOptions.caseMode, .respect)
    XCTAssertFalse(try parseOptions(["+x"]).matchOptions.extended)
    XCTAssertTrue(try parseOptions(["+s"]).noSort)
    XCTAssertFalse(try parseOptions(["+s", "-s"]).noSort)
    XCTAssertFalse(try parseOptions(["--no-sort", "--sort=1"]).noSort)
    XCTAssertNil(try parseOptions(["--multi=3", "+m"]).limit)
    XCTAssertFalse(try parseOptions(["-m", "--no-multi"]).multi)
    XCTAssertFalse(try parseOptions(["-1", "+1", "-0", "+0"]).selectOne)
    XCTAssertEqual(try parseOptions(["--reverse"]).layout, .reverse)
    XCTAssertEqual(try parseOptions(["--no-reverse"]).layout, .bottomUp)
    XCTAssertEqual(try parseOptions(["--layout=default"]).layout, .bottomUp)
    XCTAssertEqual(try parseOptions(["--layout", "reverse-list"]).layout, .reverseList)
    XCTAssertEqual(try parseOptions(["--bash"]).initShell, "bash")
    XCTAssertEqual(try parseOptions(["--tty-default=/dev/pts/9"]).tty, "/dev/pts/9")
    XCTAssertTrue(try parseOptions(["--phony"]).fzf.disabled)
    XCTAssertFalse(try parseOptions(["--disabled", "--enabled"]).fzf.disabled)
    XCTAssertEqual(try parseOptions(["--expect", "ctrl-a", "--expect", "ctrl-b"]).expect, ["ctrl-a", "ctrl-b"])
    XCTAssertEqual(try parseOptions(["--expect", "ctrl-a", "--no-expect"]).expect, [])
    XCTAssertEqual(try parseOptions(["--header", "h", "--no-header"]).header, "")
    XCTAssertTrue(try parseOptions(["--no-tty-default"]).fzf.ttyOfStandardError)
    XCTAssertEqual(try parseOptions(["-n2", "-d:"]).delimiter, Array(":".utf8))
    XCTAssertEqual(try parseOptions(["-m3"]).limit, 3)
  }

  /// Every `--no-X` of a look puts it back as if never given.
  func testTheLooksNoFormsUndoThem() throws {
    let plain = try parseOptions([])
    for (given, undo) in [
      (["--border"], "--no-border"), (["--border-label", "b"], "--no-border-label"), (["--margin", "1"], "--no-margin"),
      (["--padding", "1"], "--no-padding"), (["--info-command", "echo"], "--no-info-command"), (["--gap"], "--no-gap"),
      (["--footer", "f"], "--no-footer"), (["--header-first"], "--no-header-first"),
      (["--highlight-line"], "--no-highlight-line"), (["--keep-right"], "--no-keep-right"), (["--raw"], "--no-raw"),
      (["--wrap"], "--no-wrap"), (["--wrap-word"], "--no-wrap-word"), (["--input-border"], "--no-input-border"),
      (["--list-border"], "--no-list-border"), (["--header-border"], "--no-header-border"),
      (["--footer-border"], "--no-footer-border"), (["--header-lines-border"], "--no-header-lines-border"),
      (["--preview-border"], "--no-preview-border"), (["--input-label", "i"], "--no-input-label"),
      (["--list-label", "l"], "--no-list-label"), (["--header-label", "h"], "--no-header-label"),
      (["--footer-label", "f"], "--no-footer-label"), (["--preview-label", "p"], "--no-preview-label"),
    ] {
      let options = try parseOptions(given + [undo])
      XCTAssertEqual(options.looks, plain.looks, "\(given) \(undo)")
    }
    XCTAssertNil(try parseOptions(["--id-nth", "1", "--no-id-nth"]).idNth)
    XCTAssertNil(try parseOptions(["--listen", "--no-listen"]).listen)
    XCTAssertNil(try parseOptions(["--tmux", "--no-tmux"]).popup)
    XCTAssertNil(try parseOptions(["--popup", "--no-popup"]).popup)
    XCTAssertEqual(try parseOptions(["--no-info"]).looks.info, Looks.Info(style: .hidden))
    XCTAssertEqual(try parseOptions(["+c"]).looks.theme, try parseOptions(["--color", "bw"]).looks.theme)
    XCTAssertEqual(try parseOptions(["--no-color"]).looks.theme, try parseOptions(["--color", "bw"]).looks.theme)
    XCTAssertEqual(try parseOptions(["+2"]).looks.theme, try parseOptions(["--color", "16"]).looks.theme)
    XCTAssertEqual(try parseOptions(["--no-256"]).looks.theme, try parseOptions(["--color", "16"]).looks.theme)
    XCTAssertEqual(try parseOptions(["--black"]).looks.theme, try parseOptions(["--color", "bg:0"]).looks.theme)
    XCTAssertEqual(try parseOptions(["--no-black"]).looks.theme, try parseOptions(["--color", "bg:-1"]).looks.theme)
    XCTAssertEqual(try parseOptions(["--preview-wrap-sign", "+"]).looks.previewWrapSign, "+")
  }

  func testHeightsOfFzf() throws {
    XCTAssertEqual(try parseOptions(["--height", "~40%"]).height, .adaptive(.percent(40)))
    XCTAssertEqual(try parseOptions(["--height=-3"]).height, .allBut(3))
    XCTAssertEqual(try parseOptions(["--height", "~-1"]).height, .adaptive(.allBut(1)))
    XCTAssertNil(try parseOptions(["--height", "10", "--no-height"]).height)
    // The later of --height and --tmux wins, as in fzf 0.74.5 (issue 43).
    XCTAssertNil(try parseOptions(["--tmux", "80%", "--height", "5"]).popup)
    XCTAssertNotNil(try parseOptions(["--height", "5", "--tmux", "80%"]).popup)
    XCTAssertEqual(PickerHeight.allBut(3).rows(terminalRows: 24, listRows: nil, chromeRows: 1), 21)
    XCTAssertEqual(PickerHeight.adaptive(.percent(50)).rows(terminalRows: 40, listRows: 3, chromeRows: 1), 4)
    XCTAssertEqual(PickerHeight.adaptive(.percent(50)).rows(terminalRows: 40, listRows: nil, chromeRows: 1), 20)
    // --min-height 8+ with two rows of chrome: at least 10 rows of 40.
    XCTAssertEqual(PickerHeight.percent(10).rows(terminalRows: 40, listRows: nil, chromeRows: 2, minimum: 10), 10)
    XCTAssertEqual(
      PickerHeight.adaptive(.percent(10)).rows(terminalRows: 40, listRows: nil, chromeRows: 2, minimum: 10), 10)
  }

  func testBadValuesAreUsageErrors() throws {
    try assertSnapshot("fzf-bad-scheme", arguments: ["--scheme", "paths", "a"])
    try assertSnapshot("fzf-bad-height", arguments: ["--height", "~x", "a"])
    try assertSnapshot("fzf-bad-min-height", arguments: ["--min-height", "-2", "a"])
    try assertSnapshot("fzf-bad-tail", arguments: ["--tail", "0", "a"])
    try assertSnapshot("fzf-bad-history-size", arguments: ["--history-size", "0", "a"])
    try assertSnapshot("fzf-bad-threads", arguments: ["--threads", "none", "a"])
    try assertSnapshot("fzf-bad-bench", arguments: ["--filter", "a", "--bench", "soon", "a"])
    try assertSnapshot("fzf-bench-needs-filter", arguments: ["--bench", "1s", "a"])
    try assertSnapshot("fzf-bad-walker", arguments: ["--walker", "file,links", "a"])
    try assertSnapshot("fzf-walker-needs-a-kind", arguments: ["--walker", "follow", "a"])
    try assertSnapshot("fzf-bad-layout", arguments: ["--layout", "upside-down", "a"])
    try assertSnapshot("fzf-tiebreak-twice", arguments: ["--tiebreak", "length,length", "--filter", "a", "a"])
    try assertSnapshot("fzf-tiebreak-index-first", arguments: ["--tiebreak", "index,length", "--filter", "a", "a"])
    try assertSnapshot("fzf-nushell", arguments: ["--nushell"])
    try assertSnapshot("fzf-spelling-takes-no-argument", arguments: ["--reverse=1", "a"])
    try assertSnapshot("fzf-misspelled-spelling", arguments: ["--no-reverze", "a"])
  }

  func testWalkerAndDefaultCommandStayOutOfAPipe() throws {
    let result = try SelectBinary.run(
      ["--walker", "file,dir", "--walker-root", "/", "--filter", "b"], stdin: Array("a\nb\n".utf8),
      environment: ["FZF_DEFAULT_COMMAND": "echo from-command"])
    XCTAssertEqual(result.output, "b\n")
    XCTAssertEqual(result.status, 0)
  }

  func testInitSpellings() throws {
    for shell in ["bash", "zsh", "fish"] {
      XCTAssertEqual(
        try SelectBinary.run(["--\(shell)"]).stdout, try SelectBinary.run(["--init", shell]).stdout, shell)
    }
  }

  func testThreadsAndBench() throws {
    let input = Array((1...50_000).map { "line \($0)\n" }.joined().utf8)
    let one = try SelectBinary.run(["--threads", "1", "--filter", "99"], stdin: input)
    let all = try SelectBinary.run(["--filter", "99"], stdin: input)
    XCTAssertEqual(one.output, all.output)
    let bench = try SelectBinary.run(["--filter", "99", "--bench", "200ms"], stdin: input)
    XCTAssertEqual(bench.status, 0)
    XCTAssertTrue(bench.output.hasPrefix("  "), bench.output)
    for word in ["iterations", "avg:", "min:", "max:", "total:", "items: 50000", "matches:", "ingestion:"] {
      XCTAssertTrue(bench.output.contains(word), "\(word) in \(bench.output)")
    }
    XCTAssertEqual(bench.output.split(separator: "\n").count, 1)
  }

  func testManShowsSelectsOwnPage() throws {
    _ = try ExternalTool("man")
    let result = try SelectBinary.run(["--man"], environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(result.output.contains("fzf options"), String(result.output.prefix(300)))
  }

  func testHistoryFileIsCreatedAndAnUncreatableOneIsRefused() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("history").path
    // --filter asks nothing, so nothing is appended; the file is made.
    let made = try SelectBinary.run(["--history", path, "--list"], stdin: Array("a\n".utf8))
    XCTAssertEqual(made.status, 0, made.errors)
    let bad = try SelectBinary.run(
      ["--history", directory.url.appendingPathComponent("no/such/dir").path, "--plain"], stdin: Array("a\n".utf8))
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.errors.hasPrefix("select: --history "), bad.errors)
  }
}

import SelectTestSupport
import XCTest

/// `--bind` and `--preview-window` on the command line: a bad key, action
/// or window spec is a usage error that names it and suggests the closest.
final class BindOptionTests: XCTestCase {
  private func usageError(_ arguments: [String]) throws -> String {
    let result = try SelectBinary.run(arguments + ["--pick", "1"], stdin: Array("a\n".utf8))
    XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
    XCTAssertEqual(result.stdout, [])
    return result.errors
  }

  func testUnknownKeysAndActionsAreNamedWithASuggestion() throws {
    XCTAssertEqual(
      try usageError(["--bind", "ctl-a:accept"]),
      "select: --bind: unknown key or event 'ctl-a' (did you mean 'ctrl-a'?)\n")
    XCTAssertEqual(
      try usageError(["--bind", "ctrl-a:acept"]),
      "select: --bind: unknown action 'acept' (did you mean 'accept'?)\n")
    XCTAssertEqual(
      try usageError(["--bind", "ctrl-a:exectue(ls)"]),
      "select: --bind: unknown action 'exectue(ls)' (did you mean 'execute'?)\n")
    XCTAssertEqual(
      try usageError(["--bind", "ctrl-a:frobnicate"]),
      "select: --bind: unknown action 'frobnicate'\n")
  }

  func testMalformedBindingsSayWhatIsMissing() throws {
    XCTAssertTrue(try usageError(["--bind", "ctrl-a"]).contains("needs an action"))
    XCTAssertTrue(try usageError(["--bind", "ctrl-a:execute(ls"]).contains("never closed"))
    XCTAssertTrue(try usageError(["--bind", "ctrl-a:execute"]).contains("needs its argument"))
    XCTAssertTrue(try usageError(["--bind", "ctrl-a:reload({fzf:nope})"]).contains("{fzf:nope}"))
    XCTAssertTrue(try usageError(["--bind", "start:put"]).contains("no character key"))
    XCTAssertTrue(try usageError(["--bind", "x:execute-multi(ls)"]).contains("not supported by select"))
    XCTAssertTrue(try usageError(["--listen=nowhere:port"]).contains("--listen takes"))
    XCTAssertTrue(try usageError(["--bind", "x:change-header-lines(two)"]).contains("needs a number of lines"))
    XCTAssertTrue(try usageError(["--jump-labels", ""]).contains("--jump-labels takes printable ASCII"))
    XCTAssertTrue(try usageError(["--jump-labels", "a b"]).contains("--jump-labels takes printable ASCII"))
    XCTAssertTrue(try usageError(["--with-shell", ""]).contains("--with-shell"))
    XCTAssertTrue(try usageError(["--preview-window", "side"]).contains("'side'"))
  }

  func testGoodBindingsParse() throws {
    let result = try SelectBinary.run(
      [
        "--bind", "ctrl-o:execute(less {}),ctrl-d:execute-silent(rm -i {})+reload(ls)",
        "--bind", "enter:become(echo chose {}),ctrl-/:toggle-preview,f1:change-prompt[(x)> ]",
        "--preview", "head -50 {}", "--preview-window", "bottom:60%", "--pick", "1",
      ], stdin: Array("a\n".utf8))
    XCTAssertEqual(result.output, "a\n")
    XCTAssertEqual(result.status, 0)
  }
}

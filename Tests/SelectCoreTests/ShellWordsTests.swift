import XCTest

@testable import SelectCore

/// `SELECT_DEFAULT_OPTS` is split like shell words, without expansion.
final class ShellWordsTests: XCTestCase {
  private func split(_ text: String) throws -> [String] {
    try splitShellWords(text, source: "SELECT_DEFAULT_OPTS")
  }

  func testBlanksSeparateWords() throws {
    XCTAssertEqual(
      try split("  --height 40%\t--border\n--cycle "), ["--height", "40%", "--border", "--cycle"])
    XCTAssertEqual(try split(""), [])
  }

  func testSingleQuotesKeepEverything() throws {
    XCTAssertEqual(try split(#"--prompt 'a "b" \c $d'"#), ["--prompt", #"a "b" \c $d"#])
    XCTAssertEqual(try split("''"), [""])
  }

  func testDoubleQuotesKeepAllButFewBackslashes() throws {
    XCTAssertEqual(
      try split(#"--header "say \"hi\" \n \\ $x""#), ["--header", #"say "hi" \n \ $x"#])
  }

  func testBackslashOutsideQuotes() throws {
    XCTAssertEqual(try split(#"--prompt a\ b\'c"#), ["--prompt", "a b'c"])
    XCTAssertEqual(try split("a\\\nb"), ["ab"])
  }

  func testQuotesJoinAdjacentText() throws {
    XCTAssertEqual(try split(#"--prompt='> 'x"y""#), ["--prompt=> xy"])
  }

  func testUnclosedQuotesAndTrailingBackslashAreErrorsNamingTheVariable() {
    for (text, message) in [
      ("--prompt 'a", "SELECT_DEFAULT_OPTS has an unclosed ' quote"),
      ("--prompt \"a", "SELECT_DEFAULT_OPTS has an unclosed \" quote"),
      ("--prompt a\\", "SELECT_DEFAULT_OPTS ends with a lone backslash"),
    ] {
      XCTAssertThrowsError(try split(text)) { error in
        XCTAssertEqual(error as? SelectError, .usage(message))
      }
    }
  }
}

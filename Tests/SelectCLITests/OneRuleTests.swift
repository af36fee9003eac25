import SelectTestSupport
import XCTest

/// Rules that every mode follows from one place in the code: when one mode
/// says something, the others say the same.
final class OneRuleTests: XCTestCase {
  func testOnlyHeaderLinesIsSaidTheSameInEveryMode() throws {
    let input = Array("PID COMMAND\n".utf8)
    for mode in [["--list"], ["--pick", "1"], ["--filter", "x", "--with-nth", "1"]] {
      let result = try SelectBinary.run(["--header-lines", "1"] + mode, stdin: input)
      XCTAssertEqual(result.status, 1, "\(mode)")
      XCTAssertEqual(
        result.errors, "select: nothing to choose from: the input has only its header line (--header-lines)\n",
        "\(mode)")
    }
  }

  func testSelectedItemsAreCheckedUpToTheLimitInTheListAsInThePicker() throws {
    let result = try SelectBinary.run(
      ["--list", "--multi=2", "--selected", "a", "--selected", "b", "--selected", "c", "a", "b", "c"])
    XCTAssertEqual(result.output, "1) [x] a\n2) [x] b\n3) [ ] c\n")
  }

  func testSelectOneWritesTheExpectLineAsEnterWould() throws {
    let result = try SelectBinary.run(
      ["--query", "b", "--select-1", "--expect", "ctrl-x", "--print-query"],
      stdin: Array("a\nb\n".utf8))
    XCTAssertEqual(result.output, "b\n\nb\n")
  }
}

/// Defaults are defaults: `SELECT_DEFAULT_OPTS` that the command line
/// conflicts with give way; conflicts within either are still errors.
final class DefaultOptionsTests: XCTestCase {
  func testADefaultTheCommandLineConflictsWithIsDropped() throws {
    let result = try SelectBinary.run(
      ["--list"], stdin: Array("a\nb\n".utf8),
      environment: ["SELECT_DEFAULT_OPTS": "--query x --print0 --header 'Pick'"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.output, "Pick\u{0}1) a\u{0}2) b\u{0}", "the other defaults stay")
  }

  func testConflictsWithinTheCommandLineOrTheDefaultsAreStillErrors() throws {
    let onTheLine = try SelectBinary.run(["--list", "--query", "x"], stdin: Array("a\n".utf8))
    XCTAssertEqual(onTheLine.status, 2)
    let inTheDefaults = try SelectBinary.run(
      ["a"], environment: ["SELECT_DEFAULT_OPTS": "--list --pick 1"])
    XCTAssertEqual(inTheDefaults.status, 2)
    XCTAssertTrue(inTheDefaults.errors.hasPrefix("select: "), inTheDefaults.errors)
  }
}

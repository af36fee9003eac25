import Glibc
import SelectTestSupport
import XCTest

/// `--multi` in the picker: sections, toggling, output order.
final class PickerMultiPTYTests: XCTestCase {
  private func start(_ arguments: [String]) throws -> TerminalSession {
    let session = try TerminalSession(["--multi"] + arguments, stdin: Array("a\nb\nc\nd\n".utf8))
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasSuffix("1 a") } }, session.text)
    return session
  }

  private func waitForList(_ session: TerminalSession, _ expected: [String]) {
    let passed = session.waitForScreen {
      Array($0.lines.dropFirst().prefix(expected.count)) == expected
    }
    XCTAssertTrue(passed, "wanted \(expected), screen:\n\(session.screen().text)")
  }

  func testTogglingMovesItemsToTheCheckedSectionAndEnterPrintsThemInSourceOrder() throws {
    let session = try start(["--sections", "To do,Done"])
    waitForList(session, [">   1 a", "    2 b", "    3 c", "    4 d"])
    session.send("\u{1B}[B\u{1B}[B\t")
    // Every item keeps its number, in whichever section (select(1), --multi).
    waitForList(session, ["To do (3)", "    1 a", "    2 b", ">   4 d", "Done (1)", "  ✓ 3 c"])
    XCTAssertTrue(
      session.waitForScreen { $0.lines[0].hasSuffix("4/4 · 1 checked") }, session.screen().text)
    session.send("\u{1B}[A\u{1B}[A\u{1B}[Z")
    waitForList(session, ["To do (2)", ">   2 b", "    4 d", "Done (2)", "  ✓ 1 a", "  ✓ 3 c"])
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "a\nc\n")
    XCTAssertEqual(session.settings, session.initialSettings)
  }

  func testOrderSelectionAndPreCheckedValues() throws {
    let session = try start(["--selected", "d", "--order", "selection"])
    waitForList(
      session, ["Unchecked (3)", ">   1 a", "    2 b", "    3 c", "Checked (1)", "  ✓ 4 d"])
    session.send("\t\r")
    XCTAssertEqual(try session.finish().output, "d\na\n")
  }

  func testLimitRefusesWithAMessage() throws {
    let session = try start(["--limit", "1"])
    session.send("\t\t")
    XCTAssertTrue(
      session.waitForScreen {
        $0.lines[0].hasSuffix("only 1 item can be checked: uncheck it first")
      }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "a\n")
  }

  func testSpaceTypesInMultiModeAndTabChecks() throws {
    let session = try TerminalSession(["--multi"], stdin: Array("pick state\nstate\n".utf8))
    XCTAssertTrue(
      session.waitForScreen { $0.lines.contains { $0.hasSuffix("2 state") } }, session.text)
    session.send("pick state")
    XCTAssertTrue(
      session.waitForScreen {
        $0.lines[0].hasPrefix("> pick state ") && $0.lines[0].hasSuffix(" 1/2")
      },
      session.screen().text)
    XCTAssertFalse(session.screen().text.contains("✓"), "nothing checked unseen")
    session.send("\t")
    XCTAssertTrue(
      session.waitForScreen { $0.lines[0].hasSuffix(" 1/2 · 1 checked") }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "pick state\n")
  }
}

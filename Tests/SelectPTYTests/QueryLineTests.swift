import Glibc
import SelectTestSupport
import XCTest

/// The query line's keys through a real terminal: the cursor drawn where
/// the user types, readline's editing keys, fzf's list keys, and keys with
/// modifiers that must not type anything.
final class QueryLineTests: XCTestCase {
  private func start(_ stdin: String = "red\ngreen\nblue\n") throws -> TerminalSession {
    let session = try TerminalSession([], stdin: Array(stdin.utf8))
    XCTAssertTrue(
      session.waitForScreen { $0.lines.filter { $0.hasPrefix(">") }.count >= 2 }, session.text)
    return session
  }

  /// Waits until the prompt row shows `query` with the terminal's cursor
  /// `cursor` characters into it.
  private func waitForQuery(
    _ session: TerminalSession, _ query: String, cursor: Int,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let passed = session.waitForScreen {
      $0.lines[0].hasPrefix("> " + query + "  ") && $0.cursor == .init(row: 0, column: 2 + cursor)
    }
    let screen = session.screen()
    XCTAssertTrue(
      passed,
      "wanted '\(query)' cursor \(cursor), got '\(screen.lines[0])' cursor \(screen.cursor)",
      file: file, line: line)
  }

  func testTheCursorMovesAndEditsInTheMiddleOfTheQuery() throws {
    let session = try start()
    session.send("acd")
    waitForQuery(session, "acd", cursor: 3)
    session.send("\u{1B}[D\u{1B}[Db")
    waitForQuery(session, "abcd", cursor: 2)
    session.send("\u{01}\u{1B}[3~")
    waitForQuery(session, "bcd", cursor: 0)
    session.send("\u{05}\u{17}")
    waitForQuery(session, "", cursor: 0)
    session.send("\u{19}")
    waitForQuery(session, "bcd", cursor: 3)
    session.send(" ef\u{1B}b")
    waitForQuery(session, "bcd ef", cursor: 4)
    session.send("\u{1B}[1;5D")
    waitForQuery(session, "bcd ef", cursor: 0)
    session.send("\u{1B}[1;5C")
    waitForQuery(session, "bcd ef", cursor: 3)
    session.send("\u{1B}d")
    waitForQuery(session, "bcd", cursor: 3)
    session.send("\u{02}\u{02}\u{7F}\u{06}X")
    waitForQuery(session, "cXd", cursor: 2)
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
  }

  func testCtrlJAndCtrlKMoveAndEnterStillAccepts() throws {
    let session = try start()
    session.send("\n\n\u{0B}")
    XCTAssertTrue(session.waitForScreen { $0.lines[2] == "> 2 green" }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "green\n")
  }

  func testModifiedKeysWithoutABindingTypeNothing() throws {
    let session = try start()
    // Shift-Up, Shift-Down, Alt-Up, Alt-Down, Ctrl-/, Ctrl-Space, F1, F12.
    session.send("\u{1B}[1;2A\u{1B}[1;2B\u{1B}[1;3A\u{1B}[1;3B\u{1F}\u{00}\u{1B}OP\u{1B}[24~r")
    waitForQuery(session, "r", cursor: 1)
    XCTAssertEqual(session.screen().lines[1], "> 1 red")
    session.send("\u{04}")
    waitForQuery(session, "r", cursor: 1)
    session.send("\u{7F}\u{04}")
    XCTAssertEqual(try session.finish().status, 130, "Ctrl-D cancels on an empty query")
  }

  /// A pause between Alt-digits starts a new number: KeyPauseTests and
  /// PickerQueryEditingTests hold that, on an injected clock.
  func testAltDigitsBuildANumberAndJump() throws {
    let session = try start((1...30).map { "item \($0)\n" }.joined())
    session.send("\u{1B}1\u{1B}2")
    XCTAssertTrue(
      session.waitForScreen { $0.lines.contains("> 12 item 12") }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "item 12\n")
  }
}

/// Choosing by number in the picker, as bash's `select` users expect.
final class PickerNumberChoicePTYTests: XCTestCase {
  func testTypingANumberAndEnterChoosesThatItem() throws {
    let session = try TerminalSession(["--enum", "colour"], stdin: [])
    XCTAssertTrue(
      session.waitForScreen { $0.lines.contains { $0.hasSuffix(" Blue") } }, session.text)
    session.send("5")
    XCTAssertTrue(
      session.waitForScreen { $0.lines[1].hasSuffix("Enter: 5) Blue") }, session.screen().text)
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "blue\n")
    XCTAssertEqual(result.status, 0)
  }

  func testTextMatchesWinInANumericList() throws {
    let session = try TerminalSession([], stdin: Array((1...20).map { "\($0)\n" }.joined().utf8))
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasSuffix("20") } }, session.text)
    session.send("15\r")
    XCTAssertEqual(try session.finish().output, "15\n")
  }
}

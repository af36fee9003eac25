import SelectTestSupport
import XCTest

/// Defaults that protect (issue 43), where the user met them: a
/// confirmation a bare Enter answers no to, `--selected` naming an item
/// as `--pick` does (or costing one line when it names none), and line
/// mode saying which value Enter keeps.
final class ProtectingDefaultsTests: XCTestCase {
  private let colours = Array("red\ngreen\nblue\n".utf8)

  /// Starts the picker and waits for the cursor's row to contain `label`.
  private func picker(_ arguments: [String], stdin: [UInt8] = [], cursorOn label: String) throws -> TerminalSession {
    let session = try TerminalSession(arguments, stdin: stdin)
    XCTAssertTrue(
      session.waitForScreen { $0.lines.dropFirst().contains { $0.hasPrefix(">") && $0.contains(label) } },
      "the cursor never reached \(label); screen:\n\(session.screen().text)")
    return session
  }

  func testAConfirmationStartsOnNo() throws {
    let session = try picker(["--enum", "answer", "--header", "Delete it?"], cursorOn: "No")
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "no\n")
    let yes = try picker(["--enum", "answer", "--selected", "yes"], cursorOn: "Yes")
    yes.send("\r")
    XCTAssertEqual(try yes.finish().output, "yes\n")
  }

  func testSelectedNamesAValueOrALabelIgnoringCase() throws {
    let session = try picker(["--enum", "colour", "--selected", "BLUE"], cursorOn: "Blue")
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "blue\n")
    let words = try picker(["red", "green", "blue", "--selected", "Green"], cursorOn: "green")
    words.send("\r")
    XCTAssertEqual(try words.finish().output, "green\n")
  }

  func testSelectedNamingNoItemCostsOneLineAndMarksNothing() throws {
    let session = try picker(["--enum", "colour", "--selected", "purple"], cursorOn: "Red")
    XCTAssertFalse(session.screen().text.contains("✓"), session.screen().text)
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "red\n")
    XCTAssertEqual(result.errors, "select: --selected purple names no item\n")
  }

  /// Read from stdin, the names are looked for once the input has ended:
  /// in line mode before the menu, in the picker once it has closed.
  func testSelectedNamingNoItemOfAStreamCostsOneLine() throws {
    let session = try picker(["--selected", "purple"], stdin: colours, cursorOn: "red")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasSuffix("3/3") } }, session.screen().text)
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "red\n")
    XCTAssertEqual(result.errors, "select: --selected purple names no item\n")
    let lines = try TerminalSession(["--plain", "--selected", "purple", "--selected", "Blue"], stdin: colours)
    XCTAssertTrue(lines.waitFor("3) blue (current)\r\n(Enter keeps blue) > "), lines.text)
    lines.send("\r")
    let answered = try lines.finish()
    XCTAssertEqual(answered.output, "blue\n")
    XCTAssertEqual(answered.errors, "select: --selected purple names no item\n")
  }

  func testLineModeSaysWhichValueEnterKeeps() throws {
    let session = try TerminalSession(["--plain", "--selected", "green"], stdin: colours)
    XCTAssertTrue(session.waitFor("2) green (current)\r\n3) blue\r\n(Enter keeps green) > "), session.text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "green\n")
    let answer = try TerminalSession(["--plain", "--enum", "answer", "--header", "Delete it?"], stdin: [])
    XCTAssertTrue(answer.waitFor("2) No (current)\r\n(Enter keeps No) > "), answer.text)
    answer.send("\r")
    XCTAssertEqual(try answer.finish().output, "no\n")
  }

  /// Narrowed, Enter alone shows every item again: the prompt says nothing
  /// of the current value until it is back.
  func testLineModeNarrowedPromptsPlainly() throws {
    let session = try TerminalSession(["--plain", "--selected", "green"], stdin: colours)
    XCTAssertTrue(session.waitFor("(Enter keeps green) > "), session.text)
    session.send("bl\r")
    XCTAssertTrue(session.waitFor("1) blue\r\n> "), session.text)
    session.send("1\r")
    XCTAssertEqual(try session.finish().output, "blue\n")
  }
}

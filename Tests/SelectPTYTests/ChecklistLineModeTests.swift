import Glibc
import SelectTestSupport
import XCTest

/// The checklist and `--multi --selected` in line mode, driven through a
/// real pseudo-terminal: numbers toggle check marks, Enter alone accepts.
final class ChecklistLineModeTests: XCTestCase {
  private let todo = Array("# Todo\r\n\r\n- [ ] milk\r\n- [X] report\r\n1. [ ] call mum".utf8)

  private func start(_ arguments: [String], stdin: [UInt8]) throws -> TerminalSession {
    let session = try TerminalSession(["--plain"] + arguments, stdin: stdin)
    XCTAssertTrue(session.waitFor("> "), "no prompt; screen: \(session.text)")
    return session
  }

  func testNumbersToggleAndEnterWritesTheDocument() throws {
    let session = try start(["--checklist"], stdin: todo)
    let before = session.settings
    XCTAssertTrue(
      session.text.contains(
        "1) [ ] milk\r\n2) [x] report\r\n3) [ ] call mum\r\nNumbers check or uncheck; Enter alone accepts.\r\n> "
      ),
      session.text)
    session.send("1 2\r")
    XCTAssertTrue(
      session.waitFor("1) [x] milk\r\n2) [ ] report\r\n3) [ ] call mum\r\n"), session.text)
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "# Todo\r\n\r\n- [x] milk\r\n- [ ] report\r\n1. [ ] call mum")
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(session.settings, before)
  }

  func testEnterAloneKeepsTheDocumentAsItWas() throws {
    let session = try start(["--checklist"], stdin: todo)
    session.send("\r")
    XCTAssertEqual(try session.finish().stdout, todo)
  }

  func testTextNarrowsThenNumbersCountInTheNarrowedList() throws {
    let session = try start(["--checklist"], stdin: todo)
    session.send("mum\r")
    XCTAssertTrue(
      session.waitFor(
        "1) [ ] call mum\r\nNumbers check or uncheck; Enter alone shows every item.\r\n> "),
      session.text)
    session.send("1\r")
    XCTAssertTrue(
      session.waitFor("3) [x] call mum\r\nNumbers check or uncheck; Enter alone accepts.\r\n> "),
      session.text)
    session.send("\r")
    XCTAssertEqual(
      try session.finish().output, "# Todo\r\n\r\n- [ ] milk\r\n- [X] report\r\n1. [x] call mum")
  }

  func testBadAnswerIsRefusedAndAskedAgain() throws {
    let session = try start(["--checklist"], stdin: todo)
    session.send("7\r")
    XCTAssertTrue(session.waitFor("select: no item 7 (there are 3)\r\n> "), session.text)
    session.send("3\r")
    XCTAssertTrue(session.waitFor("3) [x] call mum"), session.text)
    session.send("\r")
    XCTAssertEqual(try session.finish().status, 0)
  }

  func testCtrlCWritesNothing() throws {
    let session = try start(["--checklist"], stdin: todo)
    session.send("1\r")
    XCTAssertTrue(session.waitFor("1) [x] milk"), session.text)
    session.send([3])
    let result = try session.finish()
    XCTAssertEqual(result.status, 130)
    XCTAssertEqual(result.stdout, [])
    XCTAssertEqual(result.stderr, [])
  }

  func testEndOfInputOnTheTerminalWritesNothing() throws {
    let session = try start(["--checklist"], stdin: todo)
    session.send([4])
    let result = try session.finish()
    XCTAssertEqual(result.status, 130)
    XCTAssertEqual(result.stdout, [])
  }

  func testSelectedPreChecksInMultiAndSelectionOrderIsTheOrderChecked() throws {
    let session = try start(
      ["--multi", "--selected", "blue", "--order", "selection"],
      stdin: Array("red\ngreen\nblue\n".utf8))
    XCTAssertTrue(
      session.text.contains("1) [ ] red\r\n2) [ ] green\r\n3) [x] blue\r\n"), session.text)
    session.send("1\r")
    XCTAssertTrue(session.waitFor("1) [x] red"), session.text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "blue\nred\n")
  }

  func testMultiWithoutSelectedChoosesInOneAnswer() throws {
    let session = try start(["--multi"], stdin: Array("red\ngreen\nblue\n".utf8))
    session.send("3 1\r")
    XCTAssertEqual(try session.finish().output, "red\nblue\n")
  }
}

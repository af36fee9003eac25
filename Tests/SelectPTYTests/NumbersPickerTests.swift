import Glibc
import SelectTestSupport
import XCTest

/// Numbers in the full-screen picker, as a user types them (select(1),
/// "N Enter"): several in `--multi`, task numbers in a checklist, and
/// `--no-numbers`.
final class NumbersPickerTests: XCTestCase {
  private let colours = Array("red\norange\nyellow\ngreen\nblue\nindigo\nviolet\n".utf8)

  private func waitForPrompt(_ session: TerminalSession, endingWith status: String) {
    XCTAssertTrue(
      session.waitForScreen { $0.lines.contains { $0.hasPrefix(">") && $0.hasSuffix(status) } },
      "wanted a prompt ending \(status); screen:\n\(session.screen().text)")
  }

  func testSeveralNumbersInMultiModeChooseExactlyThose() throws {
    let session = try TerminalSession(["--multi"], stdin: colours)
    waitForPrompt(session, endingWith: "7/7")
    session.send("\t")
    waitForPrompt(session, endingWith: "7/7 · 1 checked")
    session.send("1 3")
    waitForPrompt(session, endingWith: "Enter: 1, 3")
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "red\nyellow\n")
    XCTAssertEqual(result.status, 0)
  }

  func testOneNumberSaysWhichItem() throws {
    let session = try TerminalSession([], stdin: colours)
    waitForPrompt(session, endingWith: "7/7")
    session.send("5")
    waitForPrompt(session, endingWith: "Enter: 5) blue")
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "blue\n")
  }

  func testAChecklistTogglesTheTaskNumberedAndWritesOnAnEmptyQuery() throws {
    let document = "# Plan\n- [ ] one\n- [ ] two\ntext\n- [x] three\n- [ ] four\n- [ ] five\n"
    let session = try TerminalSession(["--checklist"], stdin: Array(document.utf8))
    XCTAssertTrue(session.waitForScreen { $0.lines.contains("Done (1)") }, session.screen().text)
    session.send("5")
    waitForPrompt(session, endingWith: "Enter: toggle 5")
    session.send("\r")
    XCTAssertTrue(
      session.waitForScreen { $0.lines.contains("Done (2)") && $0.lines[1].hasPrefix(">  ") },
      "Enter toggled task 5 and cleared the query:\n\(session.screen().text)")
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(
      result.output, "# Plan\n- [ ] one\n- [ ] two\ntext\n- [x] three\n- [ ] four\n- [x] five\n")
    XCTAssertEqual(result.status, 0)
  }

  func testNoNumbersDrawsNoneAndDigitsAreText() throws {
    let session = try TerminalSession(["--no-numbers"], stdin: Array("a1\nb:2\nc3\n".utf8))
    XCTAssertTrue(
      session.waitForScreen {
        $0.lines.count > 3 && $0.lines[1] == "> a1" && $0.lines[2] == "  b:2"
      },
      session.screen().text)
    session.send(":2")
    waitForPrompt(session, endingWith: "1/3")
    XCTAssertTrue(session.screen().lines[0].hasPrefix("> :2"), session.screen().text)
    session.send("\u{15}3")
    waitForPrompt(session, endingWith: "1/3")
    session.send("\u{15}9")
    waitForPrompt(session, endingWith: "0/3")
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stdout, [])
    XCTAssertEqual(result.stderr, [], "Enter on an empty list is a quiet exit")
  }
}

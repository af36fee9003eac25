import Glibc
import SelectTestSupport
import XCTest

/// The line-mode menu (`--plain`), driven through a real pseudo-terminal.
final class LineModeTests: XCTestCase {
  private let colours = Array("red\ngreen\nblue\n".utf8)

  private func start(_ arguments: [String] = [], stdin: [UInt8]? = nil) throws -> TerminalSession {
    let session = try TerminalSession(["--plain"] + arguments, stdin: stdin ?? colours)
    XCTAssertTrue(session.waitFor("> "), "no prompt; screen: \(session.text)")
    return session
  }

  func testMenuIsNumberedOnTheTerminalAndANumberChooses() throws {
    let session = try start()
    let before = session.settings
    XCTAssertTrue(session.text.contains("1) red\r\n2) green\r\n3) blue\r\n"), session.text)
    session.send("2\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "green\n")
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(session.settings, before)
  }

  func testRangeAndListWithMulti() throws {
    let session = try start(["--multi"], stdin: Array("a\nb\nc\nd\ne\n".utf8))
    session.send("1 3-4\r")
    XCTAssertEqual(try session.finish().output, "a\nc\nd\n")
  }

  /// `--selected` names a value or a label, as in the picker: the enum's
  /// label `Blue` checks the item whose value is `blue`.
  func testSelectedNamesALabelAndChecksIt() throws {
    let session = try start(["--multi", "--selected", "Blue", "--enum", "colour"], stdin: [])
    XCTAssertTrue(session.text.contains("[x] Blue"), session.text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "blue\n")
  }

  func testTextNarrowsAndRenumbers() throws {
    let session = try start()
    session.send("bl\r")
    XCTAssertTrue(session.waitFor("1) blue\r\n> "), session.text)
    session.send("1\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "blue\n")
  }

  func testAnAnswerWithEscapeSequencesIsEchoedVisibly() throws {
    let session = try start()
    session.send("x\u{1B}[2J\u{1B}[HHACKED\r")
    XCTAssertTrue(session.waitFor("no match for 'x^[[2J^[[HHACKED'\r\n> "), session.text)
    XCTAssertFalse(session.text.contains("\u{1B}[2J"), "the sequence reached the terminal")
    XCTAssertEqual(session.screen().lines.first, "1) red", "nothing cleared the screen")
    session.send("1\r")
    XCTAssertEqual(try session.finish().output, "red\n")
  }

  func testHeaderLinesArePrintedAsLinesAndAnEmptyHeaderNotAtAll() throws {
    let session = try start(["--header", "Pick\none"])
    XCTAssertTrue(session.text.contains("Pick\r\none\r\n1) red"), session.text)
    session.send("1\r")
    XCTAssertEqual(try session.finish().output, "red\n")
    let empty = try start(["--header", "", "--enum", "answer"], stdin: [])
    XCTAssertTrue(empty.text.hasPrefix("1) Yes"), empty.text)
    empty.send("1\r")
    XCTAssertEqual(try empty.finish().output, "yes\n")
  }

  func testInvalidAnswerReprompts() throws {
    let session = try start()
    session.send("9\r")
    XCTAssertTrue(session.waitFor("select: no item 9 (there are 3)\r\n> "), session.text)
    session.send("purple\r")
    XCTAssertTrue(session.waitFor("select: no match for 'purple'"), session.text)
    session.send("1\r")
    XCTAssertEqual(try session.finish().output, "red\n")
  }

  func testCtrlCCancelsWith130() throws {
    let session = try start()
    let before = session.settings
    session.send([3])
    let result = try session.finish()
    XCTAssertEqual(result.status, 130)
    XCTAssertEqual(result.stdout, [])
    XCTAssertEqual(result.stderr, [])
    XCTAssertEqual(session.settings, before)
  }

  func testEndOfInputOnTheTerminalCancels() throws {
    let session = try start()
    session.send([4])
    XCTAssertEqual(try session.finish().status, 130)
  }

  func testTimeoutIs124() throws {
    let session = try start(["--timeout", "0.3"])
    let result = try session.finish()
    XCTAssertEqual(result.status, 124)
    XCTAssertEqual(result.errors, "select: timed out waiting for a choice\n")
  }

  func testSigtermEndsWithItsStatus() throws {
    let session = try start()
    session.signal(SIGTERM)
    XCTAssertEqual(try session.finish().status, 128 + SIGTERM)
  }

  func testTtyOptionDrawsOnTheNamedTerminal() throws {
    // A terminal whose own program has ended: only `--tty` uses it then.
    let named = try TerminalSession(["--version"])
    _ = try named.finish()
    let other = try TerminalSession(["--plain", "--tty", named.slavePath, "one", "two"], stdin: nil)
    XCTAssertTrue(named.waitFor("2) two"), named.text)
    XCTAssertFalse(other.text.contains("two"))
    named.send("2\r")
    XCTAssertEqual(try other.finish().output, "two\n")
  }

  func testEnumTitleIsTheHeader() throws {
    let session = try TerminalSession(["--plain", "--enum", "answer"])
    XCTAssertTrue(session.waitFor("Answer\r\n1) Yes\r\n2) No (current)\r\n(Enter keeps No) > "), session.text)
    session.send("yes\r")
    XCTAssertTrue(session.waitFor("1) Yes\r\n> "), session.text)
    session.send("1\r")
    XCTAssertEqual(try session.finish().output, "yes\n")
  }

  func testEscapeSequencesInLabelsHeaderAndPromptAreShownNotSent() throws {
    let attack = "\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J"
    let session = try TerminalSession(
      ["--plain", "--header", "H" + attack, "--prompt", "P" + attack + "> "],
      stdin: Array(("x" + attack + "\n").utf8) + [0x9B, 0x32, 0x4A, 10])
    XCTAssertTrue(session.waitFor("> "), session.text)
    XCTAssertFalse(session.transcript.contains(0x1B), session.text)
    XCTAssertFalse(session.transcript.contains(0x07), session.text)
    XCTAssertTrue(session.text.contains("H^[]52;c;ZXZpbA==^G^[[2J"), session.text)
    XCTAssertTrue(session.text.contains("1) x^[]52;c;ZXZpbA==^G^[[2J"), session.text)
    XCTAssertTrue(session.text.contains("2) \u{FFFD}2J"), session.text)
    session.send([3])
    XCTAssertEqual(try session.finish().status, 130)
  }
}

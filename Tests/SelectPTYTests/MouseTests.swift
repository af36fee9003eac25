import Glibc
import SelectTestSupport
import XCTest

/// The mouse in the picker, as a terminal reports it (SGR 1006): the test
/// types the reports a terminal would send for a click at a cell.
final class MouseTests: XCTestCase {
  private let fruit = Array("apple\nbanana\ncherry\ndate\nelder\n".utf8)

  private func start(_ arguments: [String] = [], stdin: [UInt8]? = nil) throws -> TerminalSession {
    let session = try TerminalSession(arguments, stdin: stdin ?? fruit)
    XCTAssertTrue(session.waitForScreen { $0.text.contains(" elder") }, session.text)
    return session
  }

  /// A press and release of the left button at a 1-based row and column.
  private func click(row: Int, column: Int = 5) -> String {
    "\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m"
  }

  private func wheel(up: Bool, row: Int, column: Int = 5) -> String {
    "\u{1B}[<\(up ? 64 : 65);\(column);\(row)M"
  }

  func testReportingIsOnWhileThePickerIsUpAndOffAfter() throws {
    let session = try start()
    XCTAssertEqual(session.screen().mouseModes, [1000, 1002, 1006])
    session.send("\r")
    _ = try session.finish()
    XCTAssertTrue(session.waitForScreen { $0.mouseModes.isEmpty && $0.cursorVisible }, session.text)
  }

  func testReportingIsOffAfterCancelAndSignals() throws {
    for ending in ["esc", "ctrl-c", "TERM", "HUP", "INT"] {
      let session = try start()
      switch ending {
      case "esc": session.send("\u{1B}")
      case "ctrl-c": session.send([3])
      case "TERM": session.signal(SIGTERM)
      case "HUP": session.signal(SIGHUP)
      default: session.signal(SIGINT)
      }
      _ = try session.finish()
      XCTAssertTrue(session.waitForScreen { $0.mouseModes.isEmpty }, "\(ending): \(session.text)")
    }
  }

  func testNoMouseNeverAsksForReports() throws {
    let session = try start(["--no-mouse"])
    session.send(click(row: 4))
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "apple\n", "a click without --mouse is no click")
    XCTAssertFalse(session.text.contains("\u{1B}[?1000h"))
    XCTAssertFalse(session.text.contains("\u{1B}[?1006h"))
  }

  func testMouseAfterNoMouseTakesTheMouseAgain() throws {
    let session = try start(["--no-mouse", "--mouse"])
    XCTAssertEqual(session.screen().mouseModes, [1000, 1002, 1006])
    session.send("\u{1B}")
    _ = try session.finish()
  }

  func testAClickMovesTheCursorToTheItemThere() throws {
    let session = try start()
    // Row 1 is the prompt; item 3 is on row 4.
    session.send(click(row: 4))
    XCTAssertTrue(session.waitForScreen { $0.lines[3] == "> 3 cherry" }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "cherry\n")
  }

  func testAClickOffTheItemsDoesNothing() throws {
    let session = try start()
    session.send(click(row: 1) + click(row: 20) + click(row: 3, column: 200))
    session.send("\u{1B}[B\r")
    XCTAssertEqual(try session.finish().output, "banana\n")
  }

  func testADoubleClickChoosesTheItem() throws {
    let session = try start()
    session.send(click(row: 5) + click(row: 5))
    let result = try session.finish()
    XCTAssertEqual(result.output, "date\n")
    XCTAssertEqual(result.status, 0)
  }

  func testClicksOnTwoRowsAreNotADoubleClick() throws {
    let session = try start()
    session.send(click(row: 5) + click(row: 3))
    XCTAssertTrue(session.waitForScreen { $0.lines[2] == "> 2 banana" }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "banana\n")
  }

  func testTheWheelMovesTheCursor() throws {
    let session = try start()
    session.send(wheel(up: false, row: 3) + wheel(up: false, row: 3) + wheel(up: false, row: 3) + wheel(up: true, row: 3))
    XCTAssertTrue(session.waitForScreen { $0.lines[3] == "> 3 cherry" }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "cherry\n")
  }

  func testTheWheelOverThePreviewScrollsThePane() throws {
    let session = try start(["--preview", "seq 1 50", "--preview-window", "right:50%", "--no-scrollbar"])
    XCTAssertTrue(session.waitForScreen { $0.lines[1].hasSuffix("│2") }, session.screen().text)
    // Column 60 is in the pane, on the right half.
    session.send(wheel(up: false, row: 3, column: 60) + wheel(up: false, row: 3, column: 60))
    XCTAssertTrue(session.waitForScreen { $0.lines[1].hasSuffix("│4") }, session.screen().text)
    XCTAssertTrue(session.screen().lines[1].hasPrefix("> 1 apple"), "the cursor stayed")
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "apple\n")
  }

  func testAClickOnTheHeaderDoesWhatClickHeaderIsBoundTo() throws {
    let session = try start(["--header", "Fruit", "--bind", "click-header:last"])
    XCTAssertEqual(session.screen().lines[0], "Fruit")
    session.send(click(row: 1))
    XCTAssertTrue(session.waitForScreen { $0.lines.contains("> 5 elder") }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "elder\n")
  }

  func testClickHeaderCommandsSeeTheLineAndColumn() throws {
    let session = try start([
      "--header", "Fruit\nand more", "--bind",
      "click-header:become(echo $FZF_CLICK_HEADER_LINE:$FZF_CLICK_HEADER_COLUMN:$SELECT_CLICK_HEADER_LINE)",
    ])
    session.send(click(row: 2, column: 3))
    XCTAssertEqual(try session.finish().output, "2:3:2\n")
  }

  func testHeaderLinesAreTheHeaderToo() throws {
    let session = try start(["--header-lines", "1", "--bind", "click-header:accept"])
    session.send(click(row: 2))
    XCTAssertEqual(try session.finish().output, "banana\n")
  }

  func testBottomUpClicksLandOnTheRowsAsDrawn() throws {
    let session = try start(["--layout", "bottom-up", "--height", "8"])
    let screen = session.screen()
    guard let row = screen.lines.firstIndex(where: { $0.hasSuffix(" 4 date") }) else {
      return XCTFail(screen.text)
    }
    session.send(click(row: row + 1) + "\r")
    XCTAssertEqual(try session.finish().output, "date\n")
  }

  func testCtrlZTurnsReportingOffAndBackOn() throws {
    let session = try start()
    func count(_ text: String, _ needle: String) -> Int { text.components(separatedBy: needle).count - 1 }
    session.send([0x1A])
    // In this test's orphaned process group the kernel ignores the stop:
    // the picker gives the terminal back, then takes it again at once.
    XCTAssertTrue(session.waitFor { count($0, "\u{1B}[?1006h") == 2 }, session.text)
    XCTAssertEqual(count(session.text, "\u{1B}[?1006l"), 1, "off while stopped")
    XCTAssertEqual(session.screen().mouseModes, [1000, 1002, 1006])
    session.send(click(row: 3) + "\r")
    XCTAssertEqual(try session.finish().output, "banana\n")
    XCTAssertTrue(session.waitForScreen { $0.mouseModes.isEmpty })
  }

  func testReportingIsOffWhileExecuteRuns() throws {
    let session = try start(["--bind", "ctrl-o:execute(printf ran)"])
    session.send([0x0F])
    XCTAssertTrue(session.waitFor { $0.components(separatedBy: "\u{1B}[?1006h").count == 3 }, session.text)
    let text = session.text
    let off = text.range(of: "\u{1B}[?1006l")!
    let ran = text.range(of: "ran")!
    let on = text.range(of: "\u{1B}[?1006h", range: off.upperBound..<text.endIndex)!
    XCTAssertTrue(off.upperBound <= ran.lowerBound && ran.upperBound <= on.lowerBound, text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "apple\n")
  }
}

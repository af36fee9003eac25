import SelectCore
import SelectTestSupport
import XCTest

final class CursorReportTests: XCTestCase {
  func testTheReportIsTakenOutFromAmongKeys() {
    var bytes = Array("ab\u{1B}[12;34Rc\u{1B}[A".utf8)
    XCTAssertEqual(CursorReport.take(from: &bytes), CursorReport(row: 12, column: 34))
    XCTAssertEqual(bytes, Array("abc\u{1B}[A".utf8))
  }

  func testAHalfArrivedOrForeignSequenceIsNotAReport() {
    for text in ["\u{1B}[12;3", "\u{1B}[A", "\u{1B}[;5R", "\u{1B}[5R", "x"] {
      var bytes = Array(text.utf8)
      XCTAssertNil(CursorReport.take(from: &bytes), text.debugDescription)
      XCTAssertEqual(bytes, Array(text.utf8))
    }
  }

  func testInlineRegionAfterTextStartsBelowItAndLeavesTheCursorAfterIt() {
    var renderer = FrameRenderer(placement: .inline, usesColour: false)
    renderer.columnAfterText = 8
    var terminal = VirtualScreen(width: 20, height: 5)
    terminal.feed("$ x\r\npartial")
    terminal.feed(renderer.enter(height: 2))
    var frame = Screen(width: 20, height: 2)
    frame.rows[0] = Screen.Row("> query")
    frame.rows[1] = Screen.Row("  item")
    terminal.feed(renderer.update(from: nil, to: frame))
    XCTAssertEqual(terminal.lines, ["$ x", "partial", "> query", "  item", ""])
    terminal.feed(renderer.leave(after: frame))
    terminal.feed("out")
    XCTAssertEqual(terminal.lines, ["$ x", "partialout", "", "", ""])
  }
}

final class MouseDecodingTests: XCTestCase {
  private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8))
  }

  func testSGRReportsBecomeMouseEventsWithPositionAndModifiers() {
    XCTAssertEqual(decode("\u{1B}[<0;5;3M"), [.mouse(MouseEvent(button: .left, kind: .press, row: 2, column: 4))])
    XCTAssertEqual(decode("\u{1B}[<0;5;3m"), [.mouse(MouseEvent(button: .left, kind: .release, row: 2, column: 4))])
    XCTAssertEqual(decode("\u{1B}[<2;1;1M"), [.mouse(MouseEvent(button: .right, kind: .press, row: 0, column: 0))])
    XCTAssertEqual(decode("\u{1B}[<32;10;2M"), [.mouse(MouseEvent(button: .left, kind: .drag, row: 1, column: 9))])
    XCTAssertEqual(decode("\u{1B}[<64;1;1M"), [.mouse(MouseEvent(button: .wheelUp, kind: .press, row: 0, column: 0))])
    XCTAssertEqual(decode("\u{1B}[<65;1;1M"), [.mouse(MouseEvent(button: .wheelDown, kind: .press, row: 0, column: 0))])
    XCTAssertEqual(
      decode("\u{1B}[<20;300;100M"),
      [.mouse(MouseEvent(button: .left, kind: .press, row: 99, column: 299, modifiers: [.shift, .control]))])
  }

  func testAReportSplitAcrossReadsWaitsForItsRest() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.feed(Array("x\u{1B}[<0;1".utf8)), [.character("x")])
    XCTAssertTrue(decoder.hasPendingInput)
    XCTAssertEqual(decoder.feed(Array(";2My".utf8)), [.mouse(MouseEvent(button: .left, kind: .press, row: 1, column: 0)), .character("y")])
  }

  func testMalformedReportsAreDropped() {
    for text in ["\u{1B}[<0;5M", "\u{1B}[<0;0;1M", "\u{1B}[<0;1;1X", "\u{1B}[<0;1;1;1M"] {
      XCTAssertEqual(decode(text + "z"), [.character("z")], text.debugDescription)
    }
  }

  func testClickEventsHaveFzfsNames() {
    XCTAssertEqual(Key(name: "click-header"), .clickHeader)
    XCTAssertEqual(Key(name: "click-footer"), .clickFooter)
    XCTAssertEqual(Key.clickHeader.name, "click-header")
    XCTAssertNoThrow(try Keymap.bindings(parsing: "click-header:accept,click-footer:abort"))
  }
}

final class TmuxPopupSpecTests: XCTestCase {
  private func arguments(_ text: String?) throws -> [String] {
    try TmuxPopupSpec(parsing: text, option: "--tmux").displayPopupArguments
  }

  func testFzfsDefaultsAndSizes() throws {
    XCTAssertEqual(try arguments(nil), ["-w", "50%", "-h", "50%", "-x", "C", "-y", "C", "-B"])
    XCTAssertEqual(try arguments("70%"), ["-w", "70%", "-h", "70%", "-x", "C", "-y", "C", "-B"])
    XCTAssertEqual(try arguments("right,40%"), ["-w", "40%", "-h", "100%", "-x", "R", "-y", "C", "-B"])
    XCTAssertEqual(try arguments("left"), ["-w", "50%", "-h", "100%", "-x", "0", "-y", "C", "-B"])
    XCTAssertEqual(try arguments("bottom,30%"), ["-w", "100%", "-h", "30%", "-x", "C", "-y", "9999", "-B"])
    XCTAssertEqual(try arguments("top,80%,40%"), ["-w", "80%", "-h", "40%", "-x", "C", "-y", "0", "-B"])
    XCTAssertEqual(try arguments("center,80,20,border-native"), ["-w", "80", "-h", "20", "-x", "C", "-y", "C"])
  }

  func testBadSpecsAreUsageErrors() {
    for text in ["middle", "0%", "101%", "50%,50%,50%", "x%", "center,,"] {
      XCTAssertThrowsError(try arguments(text), text) { error in
        XCTAssertEqual((error as? SelectError)?.exitCode, 2)
      }
    }
  }

  func testVersions() {
    XCTAssertTrue(TmuxPopupSpec.supports(tmuxVersion: "tmux 3.3a\n"))
    XCTAssertTrue(TmuxPopupSpec.supports(tmuxVersion: "tmux 3.4"))
    XCTAssertTrue(TmuxPopupSpec.supports(tmuxVersion: "tmux next-3.6"))
    XCTAssertTrue(TmuxPopupSpec.supports(tmuxVersion: "tmux master"))
    XCTAssertFalse(TmuxPopupSpec.supports(tmuxVersion: "tmux 3.2a"))
    XCTAssertFalse(TmuxPopupSpec.supports(tmuxVersion: "tmux 2.9"))
    XCTAssertFalse(TmuxPopupSpec.supports(tmuxVersion: ""))
  }

  func testThePopupsArgumentsLeaveOutOnlyThePopupOptions() {
    XCTAssertEqual(
      TmuxPopupSpec.arguments(withoutPopupOptions: ["--tmux", "-m", "--popup=right", "--tmux=50%", "--", "--tmux"]),
      ["-m", "--", "--tmux"])
    XCTAssertEqual(
      TmuxPopupSpec.arguments(withoutPopupOptions: ["--popup", "right,40%", "red", "--tmux", "green"]),
      ["red", "green"])
  }

  func testTheSpecMayFollowAsAWordOfItsOwn() throws {
    let options = try parseOptions(["--popup", "bottom,30%", "red", "--tmux", "green"])
    XCTAssertEqual(options.popup, try TmuxPopupSpec(parsing: nil, option: "--tmux"))
    XCTAssertEqual(options.arguments, ["red", "green"])
    let first = try parseOptions(["--popup", "bottom,30%", "red"])
    XCTAssertEqual(first.popup?.displayPopupArguments.prefix(4), ["-w", "100%", "-h", "30%"])
  }
}

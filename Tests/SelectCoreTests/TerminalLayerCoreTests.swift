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

import SelectCore
import SelectTestSupport
import XCTest

final class VirtualScreenTests: XCTestCase {
  func testTextCarriageReturnAndLineFeed() {
    var screen = VirtualScreen(width: 10, height: 3)
    screen.feed("hello\r\nworld")
    XCTAssertEqual(screen.lines, ["hello", "world", ""])
    XCTAssertEqual(screen.text, "hello\nworld")
    XCTAssertEqual(screen.cursor, Screen.Position(row: 1, column: 5))
  }

  func testWideCharactersTakeTwoCellsAndCombiningMarksJoin() {
    var screen = VirtualScreen(width: 10, height: 2)
    screen.feed("日本e\u{301}x")
    XCTAssertEqual(screen.lines[0], "日本e\u{301}x")
    XCTAssertEqual(screen.cursor.column, 6)
    XCTAssertEqual(screen.cell(row: 0, column: 1).text, "")
  }

  func testLineFeedAtTheBottomScrolls() {
    var screen = VirtualScreen(width: 5, height: 2)
    screen.feed("a\r\nb\r\nc")
    XCTAssertEqual(screen.lines, ["b", "c"])
  }

  func testAutowrapWaitsAtTheLastColumn() {
    var screen = VirtualScreen(width: 3, height: 2)
    screen.feed("abc")
    XCTAssertEqual(screen.cursor, Screen.Position(row: 0, column: 2))
    screen.feed("\u{1B}[K")
    XCTAssertEqual(screen.lines[0], "ab", "erasing at a pending wrap erases the last column")
    screen.feed("\rabcd")
    XCTAssertEqual(screen.lines, ["abc", "d"])
  }

  func testCursorMovementAndErasing() {
    var screen = VirtualScreen(width: 10, height: 4)
    screen.feed("1111\r\n2222\r\n3333\u{1B}[2A\u{1B}[2D\u{1B}[K")
    XCTAssertEqual(screen.lines, ["11", "2222", "3333", ""])
    screen.feed("\u{1B}[3;2Hx\u{1B}[5GY\u{1B}[1E\u{1B}[J")
    XCTAssertEqual(screen.lines, ["11", "2222", "3x33Y", ""])
    screen.feed("\u{1B}[2J")
    XCTAssertEqual(screen.text, "")
    screen.feed("\u{1B}[Habc\u{8}\u{8}Z\u{1B}[1;1H\u{1B}[1B\u{1B}[3Cq")
    XCTAssertEqual(screen.lines[0...1], ["aZc", "   q"])
  }

  func testSaveRestoreCursor() {
    var screen = VirtualScreen(width: 10, height: 3)
    screen.feed("ab\u{1B}7\r\ncd\u{1B}8e")
    screen.feed("\u{1B}[sxy\u{1B}[uz")
    XCTAssertEqual(screen.lines[0...1], ["abezy", "cd"])
  }

  func testSGRIsParsedAndRemembered() {
    var screen = VirtualScreen(width: 10, height: 1)
    screen.feed("\u{1B}[0;1;7;38;2;1;2;3;48;5;4mab\u{1B}[0mc")
    XCTAssertEqual(screen.lines[0], "abc")
    XCTAssertTrue(screen.cell(row: 0, column: 0).isBold)
    XCTAssertTrue(screen.cell(row: 0, column: 1).isReversed)
    XCTAssertFalse(screen.cell(row: 0, column: 2).isReversed)
  }

  func testModes() {
    var screen = VirtualScreen(width: 10, height: 2)
    screen.feed("shell$ ")
    screen.feed("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
    XCTAssertTrue(screen.isAlternateScreen)
    XCTAssertFalse(screen.cursorVisible)
    XCTAssertTrue(screen.isBracketedPasteOn)
    XCTAssertEqual(screen.text, "")
    screen.feed("\u{1B}[Hpicker")
    screen.feed("\u{1B}[?1049l\u{1B}[?25h")
    XCTAssertEqual(screen.text, "shell$")
    XCTAssertEqual(screen.cursor.column, 7)
    XCTAssertTrue(screen.cursorVisible)
  }

  func testSequencesSplitAcrossFeedsAndStringsAreSkipped() {
    var screen = VirtualScreen(width: 10, height: 1)
    for byte in Array("a\u{1B}[1;1Hb\u{1B}]0;title\u{07}日\u{1B}]52;c;eA==\u{1B}\\c".utf8) {
      screen.feed([byte])
    }
    XCTAssertEqual(screen.lines[0], "b日c")
  }
}

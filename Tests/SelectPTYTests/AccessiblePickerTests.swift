import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// `--accessible`: a screen reader follows the terminal's cursor, so after
/// every move it rests at the start of the current row, which begins with
/// its number and label; while typing it is on the query.
final class AccessiblePickerTests: XCTestCase {
  private let colours = Array("red\ngreen\nblue\n".utf8)

  private func rowIndex(_ screen: VirtualScreen, startingWith text: String) -> Int? {
    screen.lines.firstIndex { $0.hasPrefix(text) }
  }

  func testTheCursorFollowsTheCurrentRowInEachLayout() throws {
    for layout in ["top-down", "bottom-up", "reverse-list"] {
      let session = try TerminalSession(["--accessible", "--layout", layout], stdin: colours)
      XCTAssertTrue(
        session.waitForScreen { $0.lines.contains { $0.hasSuffix("3/3") } }, "\(layout):\n\(session.screen().text)")
      // Typing: the cursor is on the query, after what was typed.
      session.send("r")
      XCTAssertTrue(
        session.waitForScreen { screen in
          guard let prompt = self.rowIndex(screen, startingWith: "> r") else { return false }
          return screen.lines[prompt].hasSuffix("2/3") && screen.cursor == .init(row: prompt, column: 3)
        }, "\(layout) typing:\n\(session.screen().text)\ncursor \(session.screen().cursor)")
      // A move: the cursor rests where the current row's number begins
      // (item 2 is above item 1 when the list grows upwards).
      session.send(layout == "bottom-up" ? "\u{1B}[A" : "\u{1B}[B")
      let moved = session.waitForScreen { screen in
        guard let row = self.rowIndex(screen, startingWith: "2 green") else { return false }
        return screen.cursor == .init(row: row, column: 0) && screen.cursorVisible
      }
      XCTAssertTrue(moved, "\(layout) moving:\n\(session.screen().text)\ncursor \(session.screen().cursor)")
      // Nothing decorative before a row's number: no pointer, no gutter.
      XCTAssertTrue(session.screen().lines.contains { $0.hasPrefix("1 red") }, session.screen().text)
      // Typing again puts it back on the query.
      session.send("e")
      XCTAssertTrue(
        session.waitForScreen { screen in
          guard let prompt = self.rowIndex(screen, startingWith: "> re") else { return false }
          return screen.cursor == .init(row: prompt, column: 4)
        }, "\(layout) typing again:\n\(session.screen().text)")
      session.send("\r")
      XCTAssertEqual(try session.finish().output, "red\n")
    }
  }

  func testCheckedRowsKeepTheirNumberFirstAndTheMarkAfterTheLabel() throws {
    let session = try TerminalSession(["--accessible", "--multi"], stdin: colours)
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasSuffix("3/3") } }, session.screen().text)
    session.send("\t")
    XCTAssertTrue(
      session.waitForScreen { screen in
        screen.lines.contains { $0.hasPrefix("1 red") && $0.hasSuffix("✓") }
          && screen.lines.contains { $0.hasPrefix("2 green") }
      }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "red\n")
  }
}

/// `$FZF_ACTION` after typing is `char`, as in fzf.
final class LastActionTests: XCTestCase {
  func testTypingIsTheActionChar() throws {
    let session = try TerminalSession(
      ["--bind", "enter:become(echo $FZF_ACTION)"], stdin: Array("alpha\nbeta\n".utf8))
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasSuffix("2/2") } }, session.screen().text)
    session.send("a")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasPrefix("> a") } }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "char\n")
  }
}

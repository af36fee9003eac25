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

  /// Nothing is drawn that only moves: no scrollbar thumb sliding as the
  /// list scrolls (unless asked for), no label shifted to show its match,
  /// which would put an ellipsis before its start.
  func testNoScrollbarAndLabelsFromTheirStart() throws {
    let long = String(repeating: "path/", count: 30) + "needle"
    let items = (1...40).map { "item \($0)" } + [long]
    let stdin = Array((items.joined(separator: "\n") + "\n").utf8)
    let session = try TerminalSession(["--accessible", "--height", "10"], stdin: stdin)
    XCTAssertTrue(
      session.waitForScreen { $0.lines.contains { $0.hasSuffix("41/41") } && $0.lines.contains("9  item 9") },
      session.screen().text)
    XCTAssertFalse(session.screen().text.contains("│"), session.screen().text)
    session.send("needle")
    XCTAssertTrue(
      session.waitForScreen { $0.lines.contains { $0.hasPrefix("1 path/path/") } }, session.screen().text)
    XCTAssertFalse(session.screen().text.contains("…needle"), session.screen().text)
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)

    let asked = try TerminalSession(["--accessible", "--height", "10", "--scrollbar"], stdin: stdin)
    XCTAssertTrue(asked.waitForScreen { $0.text.contains("│") }, asked.screen().text)
    asked.send("\u{1B}")
    XCTAssertEqual(try asked.finish().status, 130)
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

/// The same in a real terminal: where tmux itself says its pane's cursor
/// is (`#{cursor_x}`, `#{cursor_y}`), which is what a screen reader reading
/// that terminal follows.
final class AccessibleInTmuxTests: XCTestCase {
  func testTmuxPutsTheCursorOnTheCurrentRow() throws {
    guard let tmux = TmuxPopupTests.tmuxPath else { throw XCTSkip("tmux is not installed") }
    let socket = "select-accessible-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    defer { _ = try? TmuxPopupTests.output(of: tmux, ["-L", socket, "kill-server"]) }
    // `env -u TMUX`: a test run inside tmux must not look nested to it.
    let session = try TerminalSession(
      ["-u", "TMUX", tmux, "-L", socket, "-f", "/dev/null", "new-session", "-x", "80", "-y", "24", "sh", "-c",
       "printf 'red\\ngreen\\nblue\\n' | '\(SelectBinary.url.path)' --accessible; sleep 5"],
      executable: "/usr/bin/env", rows: 24, columns: 80, environment: ["SHELL": "/bin/sh"],
      streamsOnTerminal: true)
    XCTAssertTrue(session.waitForScreen { $0.text.contains("3 blue") }, session.text)
    // Where tmux's cursor is, once it has settled on `expected` (x, y).
    func tmuxCursor(settlingOn expected: String) -> String {
      let asked = ["-L", socket, "display-message", "-p", "#{cursor_x},#{cursor_y}"]
      var seen = ""
      _ = waitUntil {
        seen = (try? TmuxPopupTests.output(of: tmux, asked)) ?? ""
        return seen == expected + "\n"
      }
      return seen
    }
    func row(startingWith text: String) -> Int? { session.screen().lines.firstIndex { $0.hasPrefix(text) } }
    session.send("\u{1B}[B")
    XCTAssertTrue(
      session.waitForScreen { $0.cursor.column == 0 && $0.lines[$0.cursor.row].hasPrefix("2 green") }, session.text)
    let green = try XCTUnwrap(row(startingWith: "2 green"))
    XCTAssertEqual(tmuxCursor(settlingOn: "0,\(green)"), "0,\(green)\n")
    session.send("\u{1B}[B")
    XCTAssertTrue(session.waitForScreen { $0.lines[$0.cursor.row].hasPrefix("3 blue") }, session.text)
    let blue = try XCTUnwrap(row(startingWith: "3 blue"))
    XCTAssertEqual(tmuxCursor(settlingOn: "0,\(blue)"), "0,\(blue)\n")
    // Typing puts it back on the query, after what was typed.
    session.send("b")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasPrefix("> b") } }, session.text)
    let prompt = try XCTUnwrap(row(startingWith: "> b"))
    XCTAssertEqual(tmuxCursor(settlingOn: "3,\(prompt)"), "3,\(prompt)\n")
  }
}

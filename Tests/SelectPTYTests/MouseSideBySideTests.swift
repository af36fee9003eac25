import SelectTestSupport
import XCTest

/// Clicks beside fzf 0.74.5: the same item chosen by a click and Enter, or
/// by a double click. fzf runs `--reverse` (prompt on row 1, its info line
/// on row 2, item N on row N + 2) and select its default top-down picker
/// (item N on row N + 1), so each gets the click on its own row of the item.
final class MouseSideBySideTests: XCTestCase {
  private let words = "apple\nbanana\ncherry\ndate\nelder\nfig\n"

  private func click(row: Int) -> String {
    "\u{1B}[<0;6;\(row)M\u{1B}[<0;6;\(row)m"
  }

  /// Runs `executable arguments` on its own terminal, waits for the items
  /// with the cursor on the first, then types each of `keys`, each but the
  /// last once the cursor has moved for the one before (fzf reads a burst
  /// of mouse reports in one read as one), and returns what it printed.
  private func run(_ executable: String, _ arguments: [String], keys: [String]) throws -> RunResult {
    let session = try TerminalSession(arguments, executable: executable, stdin: Array(words.utf8))
    var cursor: String?
    XCTAssertTrue(
      session.waitForScreen { screen in
        cursor = screen.cursorLine
        return screen.text.contains("fig") && cursor?.contains("apple") == true
      }, session.screen().text)
    for (n, key) in keys.enumerated() {
      session.send(key)
      guard n < keys.count - 1 else { break }
      let before = cursor
      XCTAssertTrue(
        session.waitForScreen { screen in
          cursor = screen.cursorLine
          return cursor != nil && cursor != before
        }, "the cursor did not move from \(before ?? "nowhere"):\n" + session.screen().text)
    }
    return try session.finish()
  }

  private func compare(item: Int, keys: (Int) -> [String]) throws {
    let fzf = try ReferenceFzf.required()
    let theirs = try run(fzf, ["--reverse"], keys: keys(item + 2))
    let ours = try run(SelectBinary.url.path, [], keys: keys(item + 1))
    XCTAssertEqual(ours.output, theirs.output)
    XCTAssertEqual(ours.status, theirs.status)
  }

  func testAClickThenEnterChoosesWhatFzfChooses() throws {
    try compare(item: 4) { row in [self.click(row: row), "\r"] }
  }

  func testADoubleClickChoosesWhatFzfChooses() throws {
    try compare(item: 3) { row in [self.click(row: row), self.click(row: row)] }
  }

  func testTheWheelMovesAsFzfsDoes() throws {
    let down = "\u{1B}[<65;6;4M"
    let up = "\u{1B}[<64;6;4M"
    try compare(item: 1) { _ in [down, down, down, up, "\r"] }
  }
}

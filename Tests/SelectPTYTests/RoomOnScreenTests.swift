import Foundation
import SelectTestSupport
import XCTest

/// Issue 43 where the user saw it, on a terminal: the room the picker
/// takes, and what fzf 0.74.5 shows beside select for the same input,
/// options and keys at the same size (those tests skip, saying why,
/// without fzf 0.74.5).
final class RoomOnScreenTests: XCTestCase {
  private let down = "\u{1B}[B"

  /// The screen of `executable arguments` on a `rows`×`columns` terminal
  /// once `ready` holds for it, after `keys`; the program is then
  /// cancelled.
  private func screen(
    _ arguments: [String], executable: String = SelectBinary.url.path, stdin: String, rows: Int = 24,
    columns: Int = 80, keys: String = "", _ ready: (VirtualScreen) -> Bool
  ) throws -> VirtualScreen {
    let session = try TerminalSession(
      arguments, executable: executable, stdin: Array(stdin.utf8), rows: rows, columns: columns)
    if !keys.isEmpty {
      XCTAssertTrue(session.waitFor(String(stdin.prefix { $0 != "\n" })), session.text)
      session.send(keys)
    }
    let shown = session.waitForScreen(rows: rows, columns: columns, ready)
    let screen = session.screen(rows: rows, columns: columns)
    XCTAssertTrue(shown, "\(executable) \(arguments):\n\(screen.text)")
    session.send("\u{1B}")
    _ = try session.finish()
    return screen
  }

  private func numbers(_ range: ClosedRange<Int>) -> String {
    range.map(String.init).joined(separator: "\n") + "\n"
  }

  func testAListThatFitsIsShownWholeLeavingARowOfTheShell() throws {
    let whole = try screen([], stdin: numbers(1...22)) { $0.lines[22] == "  22 22" }
    XCTAssertEqual(whole.lines[23], "", "the shell keeps its row")
    // One more and it takes 40% of the terminal, at least 10 rows.
    let longer = try screen([], stdin: numbers(1...23)) { $0.lines[9] == "   9 9" }
    XCTAssertEqual(Array(longer.lines[10...]), Array(repeating: "", count: 14), longer.text)
    // The sections' own borders count too: `--style full` showed one item
    // of five, `--list-border` three.
    for looks in [["--style", "full"], ["--list-border"], ["--input-border", "--header", "h", "--header-border"]] {
      let boxed = try screen(looks, stdin: numbers(1...5)) { $0.text.contains("5 5") }
      XCTAssertTrue(boxed.text.contains("1 1"), "\(looks):\n\(boxed.text)")
    }
  }

  /// The list shown whole counts the rows `--wrap` gives an item: one
  /// item of 110 columns at 60 took two rows and showed half of itself.
  func testWrapShowsEveryRowOfALongItemAsFzfDoes() throws {
    let fzf = try ReferenceFzf.required()
    let item = (0..<16).map { "word" + ($0 < 10 ? "0" : "") + String($0) }.joined(separator: " ").prefix(110)
    let squeezed = item.filter { $0 != " " }
    for executable in [fzf, SelectBinary.url.path] {
      let shown = try screen(["--wrap"], executable: executable, stdin: item + "\n", columns: 60) { screen in
        screen.text.filter { !" \n↳▌>".contains($0) }.contains(squeezed)
      }
      XCTAssertTrue(shown.text.contains("1/1"), shown.text)
    }
  }

  /// A preview with no `--height` takes the whole terminal, as fzf's: at
  /// 80x24 with `--preview-window bottom:60%` fzf shows five items and
  /// twelve lines of the preview; select showed two items.
  func testAPreviewTakesTheWholeTerminalAsFzfDoes() throws {
    let fzf = try ReferenceFzf.required()
    let arguments = ["--preview", "seq 101 130", "--preview-window", "bottom:60%"]
    let input = "one\ntwo\nthree\nfour\nfive\n"
    let previewLine = try NSRegularExpression(pattern: "(^|[^0-9/])1[0-3][0-9]([^0-9/]|$)")
    func previewLines(_ screen: VirtualScreen) -> Int {
      screen.lines.filter { previewLine.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }.count
    }
    func items(_ screen: VirtualScreen) -> Int {
      screen.lines.filter { line in ["one", "two", "three", "four", "five"].contains { line.hasSuffix(" " + $0) } }
        .count
    }
    let fzfScreen = try screen(arguments, executable: fzf, stdin: input) { previewLines($0) >= 12 && items($0) == 5 }
    let selectScreen = try screen(arguments, stdin: input) { previewLines($0) >= 12 && items($0) == 5 }
    XCTAssertEqual(items(fzfScreen), 5)
    XCTAssertEqual(previewLines(fzfScreen), 12)
    XCTAssertGreaterThanOrEqual(previewLines(selectScreen), previewLines(fzfScreen), selectScreen.text)
    XCTAssertTrue(selectScreen.lines[23].contains("114"), "the pane reaches the last row:\n\(selectScreen.text)")
  }

  /// fzf's `--layout reverse`: the prompt, the count, the header, the
  /// header lines, then the items; select had the header above the prompt
  /// and the count on the prompt's row.
  func testReverseOrdersPromptCountAndHeaderAsFzf() throws {
    let fzf = try ReferenceFzf.required()
    let arguments = ["--layout", "reverse", "--header", "HEAD", "--header-lines", "2"]
    func order(_ screen: VirtualScreen) -> [Int?] {
      [
        screen.lines.firstIndex { $0.hasPrefix(">") && !$0.contains("a") },
        screen.lines.firstIndex { $0.contains("3/3") }, screen.lines.firstIndex { $0.hasSuffix("HEAD") },
        screen.lines.firstIndex { $0.hasSuffix("h1") }, screen.lines.firstIndex { $0.hasSuffix("h2") },
        screen.lines.firstIndex { $0.hasSuffix(" a") },
      ]
    }
    let input = "h1\nh2\na\nb\nc\n"
    let fzfOrder = order(try screen(arguments, executable: fzf, stdin: input) { $0.text.contains("3/3") && $0.text.contains(" c") })
    let selectOrder = order(try screen(arguments, stdin: input) { $0.text.contains("3/3") && $0.text.contains(" c") })
    XCTAssertEqual(fzfOrder, [0, 1, 2, 3, 4, 5])
    XCTAssertEqual(selectOrder, fzfOrder)
  }

  /// `--track` through `reload`: the cursor keeps its place in the input,
  /// as fzf's does (bravo's when bravo stays there, else the new item's).
  func testTrackKeepsTheTrackedPlaceThroughReloadAsFzf() throws {
    for (reloaded, expected) in [("new\\nbravo\\nalpha", "bravo\n"), ("bravo\\nnew\\nalpha", "new\n")] {
      let run = try sideBySide(
        ["--layout", "reverse", "--track", "--bind", "ctrl-r:reload(printf '\(reloaded)\\n')"],
        stdin: "alpha\nbravo\ncharlie\n",
        steps: [
          .type(down), .waitForCursor(on: "bravo"), .type("\u{12}"),
          .waitForScreen(showing: ["new", "3/3"], hiding: ["charlie"]),
          .waitForCursor(on: String(expected.dropLast())), .type("\r"),
        ])
      XCTAssertSameAsFzf(run, reloaded)
      XCTAssertEqual(run.select.output, expected, reloaded)
    }
  }

  /// A failing preview keeps its whole output; select says how it ended
  /// on a row of its own (fzf says nothing), not over its first line.
  func testAFailingPreviewKeepsItsWholeOutput() throws {
    let fzf = try ReferenceFzf.required()
    let arguments = ["--preview", "echo first line of the output; echo second; exit 3", "--preview-window", "bottom:5"]
    for executable in [fzf, SelectBinary.url.path] {
      let shown = try screen(arguments, executable: executable, stdin: "a\n") { screen in
        screen.lines.contains { $0.contains("first line of the output") } && screen.lines.contains { $0.contains("second") }
      }
      let first = try XCTUnwrap(shown.lines.first { $0.contains("first line of the output") })
      XCTAssertFalse(first.contains("exit"), first)
    }
    let shown = try screen(arguments, stdin: "a\n") { $0.lines.contains("exit status 3") }
    XCTAssertEqual(shown.lines.firstIndex(of: "first line of the output").map { $0 + 2 }, shown.lines.firstIndex(of: "exit status 3"))
  }

  /// A section with no items has no heading: checking every item left
  /// `To do (0)` above the checked ones.
  func testASectionWithNoItemsHasNoHeading() throws {
    let shown = try screen(["--multi", "--sections", "To do,Done"], stdin: "a\nb\n", keys: "\t\t") {
      $0.text.contains("Done (2)")
    }
    XCTAssertFalse(shown.text.contains("To do"), shown.text)
    XCTAssertEqual(shown.lines[1], "Done (2)", shown.text)
  }
}

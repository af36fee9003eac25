import Glibc
import SelectTestSupport
import XCTest

/// `--ansi`, `--layout bottom-up`, `--border`, `--cycle`, `--expect`,
/// `--print-query` and `--header-lines` in the picker, through a real
/// pseudo-terminal.
final class DailyOptionsPickerTests: XCTestCase {
  private let colours = Array("red\ngreen\nblue\n".utf8)

  /// Starts the picker and waits until it shows item 1, so keys sent
  /// afterwards reach it (raw mode discards what came before).
  private func start(
    _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String] = [:]
  ) throws -> TerminalSession {
    let session = try TerminalSession(
      arguments, stdin: stdin ?? colours, rows: 24, columns: 80, environment: environment)
    waitFor(session, "no picker") { $0.text.contains("> 1 ") }
    return session
  }

  private func waitFor(
    _ session: TerminalSession, _ what: String, _ condition: (VirtualScreen) -> Bool
  ) {
    XCTAssertTrue(
      session.waitForScreen(rows: 24, columns: 80, condition),
      "\(what); screen:\n\(session.screen().text)")
  }

  func testAnsiDrawsColoursAndPrintsPlainText() throws {
    let session = try start(
      ["--ansi"], stdin: Array("\u{1B}[31mred\u{1B}[0m tomato\n\u{1B}[2Jgreen\n".utf8))
    waitFor(session, "colours drawn, the other sequence taken out") { screen in
      screen.lines.contains("> 1 red tomato") && screen.lines.contains("  2 green")
    }
    let screen = session.screen()
    let row = try XCTUnwrap(screen.lines.firstIndex(of: "> 1 red tomato"))
    XCTAssertEqual(screen.cell(row: row, column: 4).foreground, 1, "red is red")
    XCTAssertEqual(screen.cell(row: row, column: 8).foreground, nil, "tomato is plain")
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "red tomato\n")
  }

  func testAnsiHighlightIsDrawnOverTheLabelsColour() throws {
    let session = try start(
      ["--ansi", "--color=always"], stdin: Array("\u{1B}[31mabc\u{1B}[0m\n".utf8))
    session.send("b")
    waitFor(session, "narrowed") { $0.lines.contains("> 1 abc") && $0.lines[0].hasPrefix("> b") }
    let screen = session.screen()
    let row = try XCTUnwrap(screen.lines.firstIndex(of: "> 1 abc"))
    XCTAssertEqual(screen.cell(row: row, column: 4).foreground, 1)
    XCTAssertEqual(screen.cell(row: row, column: 5).foreground, 2, "the match wears the highlight")
    XCTAssertTrue(screen.cell(row: row, column: 5).isBold)
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
  }

  func testBottomUpPutsThePromptLastAndUpMovesToItemTwo() throws {
    let session = try start(["--layout", "bottom-up", "--height", "6"])
    waitFor(session, "bottom-up") { screen in
      let lines = Array(screen.lines.prefix(6))
      return lines[3] == "  2 green" && lines[4] == "> 1 red" && lines[5].hasPrefix("> ")
        && lines[2] == "  3 blue"
    }
    session.send("\u{1B}[A")
    waitFor(session, "cursor on 2") { $0.lines.contains("> 2 green") }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "green\n")
  }

  func testBorderSurroundsThePicker() throws {
    for (locale, corner) in [("C.UTF-8", "╭"), ("C", "+")] {
      let session = try start(["--border", "--height", "7"], environment: ["LC_ALL": locale])
      waitFor(session, "border in \(locale)") { screen in
        let lines = screen.lines
        return lines[0].hasPrefix(corner) && lines[2].contains(" > 1 red")
          && lines[6].hasSuffix(corner == "╭" ? "╯" : "+")
      }
      let lines = session.screen().lines
      XCTAssertEqual(lines[1].first, corner == "╭" ? "│" : "|")
      XCTAssertEqual(lines[1].last, corner == "╭" ? "│" : "|")
      session.send("\r")
      XCTAssertEqual(try session.finish().output, "red\n")
    }
  }

  func testCycleWrapsAtBothEnds() throws {
    let session = try start(["--cycle"])
    waitFor(session, "picker") { $0.lines.contains("> 1 red") }
    session.send("\u{1B}[A")
    waitFor(session, "wrapped to the last") { $0.lines.contains("> 3 blue") }
    session.send("\u{1B}[B")
    waitFor(session, "wrapped to the first") { $0.lines.contains("> 1 red") }
    session.send("\u{1B}[A\r")
    XCTAssertEqual(try session.finish().output, "blue\n")
  }

  func testExpectKeyAcceptsAndIsPrintedFirst() throws {
    let session = try start(["--expect", "ctrl-o,f2"])
    waitFor(session, "picker") { $0.lines.contains("> 1 red") }
    session.send("\u{1B}[B\u{0F}")
    XCTAssertEqual(try session.finish().output, "ctrl-o\ngreen\n")

    let enter = try start(["--expect", "ctrl-o"])
    waitFor(enter, "picker") { $0.lines.contains("> 1 red") }
    enter.send("\r")
    XCTAssertEqual(try enter.finish().output, "\nred\n", "Enter prints an empty key line")
  }

  func testPrintQueryComesFirstAlsoWhenNothingMatched() throws {
    let session = try start(["--print-query", "--expect", "ctrl-o"])
    session.send("bl")
    waitFor(session, "narrowed") { $0.lines.contains("> 1 blue") }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "bl\n\nblue\n")

    let none = try start(["--print-query"])
    none.send("new-branch")
    waitFor(none, "nothing matches") { $0.lines[0].contains("0/3") }
    none.send("\r")
    let result = try none.finish()
    XCTAssertEqual(result.output, "new-branch\n")
    XCTAssertEqual(result.status, 1)
  }

  func testHeaderLinesStayAboveTheListAndAreNotChosen() throws {
    let session = try start(
      ["--header-lines", "1", "--print", "{index} {value}"],
      stdin: Array("NAME  SIZE\nalpha 1\nbeta  2\n".utf8))
    waitFor(session, "header line") { screen in
      let lines = screen.lines
      return lines[1] == "    NAME  SIZE" && lines[2] == "> 1 alpha 1" && lines[3] == "  2 beta  2"
    }
    session.send("NAME")
    waitFor(session, "the header is not matched") { $0.lines[0].contains("0/2") }
    session.send("\u{15}")
    waitFor(session, "the query cleared") { $0.lines[0].contains("2/2") }
    session.send("\u{1B}[B\r")
    XCTAssertEqual(try session.finish().output, "2 beta  2\n")
  }

  func testHeaderLinesAppearBeforeTheInputEnds() throws {
    let session = try TerminalSession(
      ["--header-lines", "1"], stdin: Array("NAME\n".utf8), rows: 24, columns: 80,
      streamsStdin: true)
    waitFor(session, "the header before any item") { $0.lines[1] == "    NAME" }
    session.writeStdin(Array("alpha\n".utf8))
    waitFor(session, "the first item under it") {
      $0.lines[1] == "    NAME" && $0.lines[2] == "> 1 alpha"
    }
    session.closeStdin()
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "alpha\n")
  }

  func testBorderAndBottomUpTogether() throws {
    let session = try start(
      ["--border", "--layout", "bottom-up", "--height", "7"], environment: ["LC_ALL": "C"])
    waitFor(session, "bordered bottom-up") { screen in
      let lines = screen.lines
      return lines[0].hasPrefix("+-") && lines[5].hasPrefix("| > ")
        && lines[4] == "| > 1 red" + String(repeating: " ", count: 69) + " |"
        && lines[6].hasPrefix("+-")
    }
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
  }
}

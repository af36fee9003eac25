import SelectTestSupport
import XCTest

/// fzf's actions on what is drawn, through the built binary on a
/// pseudo-terminal: labels, the footer, the ghost text and the pointer
/// changed; the header and the input hidden and shown; wrapping and raw
/// mode turned on and off.
final class ShowingActionsTests: XCTestCase {
  private let three = Array("alpha\nbeta\ngamma\n".utf8)

  private func start(_ arguments: [String], stdin: [UInt8]? = nil) throws -> TerminalSession {
    try TerminalSession(
      arguments, stdin: stdin ?? three, rows: 24, columns: 40, environment: ["LC_ALL": "C.UTF-8"])
  }

  private func waitFor(_ session: TerminalSession, _ what: String, _ condition: (VirtualScreen) -> Bool) {
    XCTAssertTrue(
      session.waitForScreen(rows: 24, columns: 40, condition), "\(what); screen:\n\(session.screen(columns: 40).text)")
  }

  func testChangeAndTransformRedrawTheLabelsFooterGhostAndPointer() throws {
    let session = try start([
      "--height", "10", "--border", "--list-border", "--bind",
      "ctrl-a:change-border-label( B )+change-list-label( L )+change-footer(foot)+change-ghost(hint)"
        + "+change-pointer(=>),ctrl-t:transform-footer(echo q={q})+bg-transform-list-label(echo ' {} ')",
    ])
    waitFor(session, "the picker") { $0.lines.contains { $0.contains("> 1 alpha") } }
    session.send("\u{01}")
    waitFor(session, "every part changed") { screen in
      let lines = screen.lines
      return lines.contains { $0.hasPrefix("╭") && $0.contains(" B ") } && lines.contains { $0.contains("╭") && $0.contains(" L ") }
        && lines.contains { $0.contains("foot") } && lines.contains { $0.contains("> hint") }
        && lines.contains { $0.contains("=> 1 alpha") }
    }
    session.send("be")
    waitFor(session, "beta alone") { $0.lines.contains { $0.contains("1/3") } }
    session.send("\u{14}")
    waitFor(session, "the commands' output") { screen in
      screen.lines.contains { $0.contains("q=be") } && screen.lines.contains { $0.contains(" beta ") && $0.contains("╭") }
    }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "beta\n")
  }

  func testHeaderAndInputHideAndShow() throws {
    let session = try start([
      "--height", "10", "--header", "title", "--header-lines", "1", "--bind",
      "ctrl-x:toggle-header,ctrl-o:hide-input,ctrl-s:show-input",
    ])
    waitFor(session, "the header") { screen in
      screen.lines.contains("title") && screen.lines.contains { $0.contains("alpha") }
    }
    session.send("\u{18}")
    waitFor(session, "no header, no header line") { screen in
      !screen.lines.contains("title") && !screen.lines.contains { $0.contains("alpha") }
        && screen.lines.contains { $0.contains("1 beta") }
    }
    session.send("\u{0F}")
    waitFor(session, "no prompt line") { !$0.lines.contains { $0.hasPrefix(">") && $0.contains("2/2") } }
    session.send("gam")
    session.send("\u{13}")
    waitFor(session, "the prompt back, the keys typed meanwhile not in it") { screen in
      screen.lines.contains { $0.hasPrefix(">") && $0.contains("2/2") }
    }
    session.send("\u{18}gam")
    waitFor(session, "the header back and the query typed") { screen in
      screen.lines.contains("title") && screen.lines.contains { $0.contains("1/2") }
    }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "gamma\n")
  }

  func testToggleWrapAndRaw() throws {
    let long = String(repeating: "w", count: 60)
    let session = try start(
      ["--height", "10", "--bind", "ctrl-w:toggle-wrap,ctrl-r:toggle-raw"],
      stdin: Array("\(long)\nshort\nother\n".utf8))
    waitFor(session, "the long label cut") { screen in
      !screen.lines.contains { $0.contains("↳") } && screen.lines.contains { $0.contains("2 short") }
    }
    session.send("\u{17}")
    waitFor(session, "the long label wrapped") { $0.lines.contains { $0.contains("↳ www") } }
    session.send("sho")
    waitFor(session, "short alone") { $0.lines.contains { $0.contains("1/3") } }
    session.send("\u{12}")
    waitFor(session, "raw: the others listed too") { screen in
      screen.lines.contains { $0.contains("other") } && screen.lines.contains { $0.contains("> 2 short") }
    }
    session.send("\u{12}")
    waitFor(session, "the matches alone again") { !$0.lines.contains { $0.contains("other") } }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "short\n")
  }

  func testJumpDrawsLabelsBesideTheNumbers() throws {
    let session = try start(
      ["--height", "6", "--jump-labels", "qwe", "--bind", "space:jump"],
      stdin: Array((1...9).map { "item \($0)\n" }.joined().utf8))
    waitFor(session, "the picker") { $0.lines.contains { $0.hasPrefix("> 1 item 1") } }
    session.send(" ")
    waitFor(session, "a label on each of the first three rows, the numbers kept") { screen in
      screen.lines.contains { $0.hasPrefix("q 1 item 1") } && screen.lines.contains { $0.hasPrefix("w 2 item 2") }
        && screen.lines.contains { $0.hasPrefix("e 3 item 3") } && screen.lines.contains { $0.hasPrefix("  4 item 4") }
    }
    session.send("e")
    waitFor(session, "the cursor on the third row, the labels gone") { screen in
      screen.lines.contains { $0.hasPrefix("> 3 item 3") } && screen.lines.contains { $0.hasPrefix("  1 item 1") }
    }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "item 3\n")
  }
}

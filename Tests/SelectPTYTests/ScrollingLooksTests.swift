import SelectTestSupport
import XCTest

/// The scrollbars, the preview's `follow`, `cycle` and `+SCROLL`, and the
/// `--header-lines-border` and `inline` sections, through the built binary
/// on a pseudo-terminal; the preview's scrolling beside fzf 0.74.5.
final class ScrollingLooksTests: XCTestCase {
  private let thirty = Array((1...30).map { "item \($0)\n" }.joined().utf8)

  private func waitFor(_ session: TerminalSession, _ what: String, _ condition: (VirtualScreen) -> Bool) {
    XCTAssertTrue(session.waitForScreen(condition), "\(what); screen:\n\(session.screen().text)")
  }

  func testTheScrollbarIsOnByDefaultInBothLayoutsAndFollowsTheCursor() throws {
    for layout in ["top-down", "bottom-up"] {
      let session = try TerminalSession(["--full-screen", "--layout", layout], stdin: thirty)
      // 23 item rows of 30 lines: a thumb of 17 rows, next to item 1.
      waitFor(session, "\(layout): the thumb from the first item") { screen in
        let thumb = screen.lines.filter { $0.count == 80 && $0.hasSuffix("│") }
        return thumb.count == 17 && thumb.contains { $0.hasPrefix(">  1 item 1 ") }
      }
      session.send(String(repeating: layout == "top-down" ? "\u{1B}[B" : "\u{1B}[A", count: 29))
      waitFor(session, "\(layout): the thumb at the other end") { screen in
        screen.lines.contains { $0.hasPrefix("> 30 item 30 ") && $0.hasSuffix("│") }
          && !screen.lines.contains { $0.hasPrefix("   1 item 1") }
      }
      session.send("\r")
      XCTAssertEqual(try session.finish().output, "item 30\n", layout)
    }
    let off = try TerminalSession(["--full-screen", "--no-scrollbar"], stdin: thirty)
    waitFor(off, "no scrollbar") { $0.lines.contains(">  1 item 1") && !$0.text.contains("│") }
    off.send("\u{1B}")
    XCTAssertEqual(try off.finish().status, 130)
  }

  func testThePreviewsScrollbarSitsInsideItsBorder() throws {
    let session = try TerminalSession(
      ["--full-screen", "--preview", "seq 100", "--preview-window", "right,50%,border-rounded", "--scrollbar=|#"],
      stdin: thirty)
    // 22 rows of the pane for 100 lines: a thumb of 4; the list's of 17.
    waitFor(session, "the preview's thumb inside its right border, the list's as |") { screen in
      screen.lines.filter { $0.hasSuffix(" #│") }.count == 4 && screen.lines.contains { $0.hasSuffix("│ 1" + String(repeating: " ", count: 35) + "#│") }
        && screen.lines.filter { $0.contains(" |│") }.count == 17
    }
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
  }

  func testHeaderLinesInABorderOfTheirOwnAndInlineSections() throws {
    let input = Array("NAME\na\nb\nc\n".utf8)
    let apart = try TerminalSession(
      ["--full-screen", "--header-lines", "1", "--header", "hdr", "--header-border", "--header-lines-border", "sharp"],
      stdin: input)
    waitFor(apart, "two boxes") { screen in
      let lines = screen.lines
      guard let name = lines.firstIndex(where: { $0.contains("NAME") }),
        let header = lines.firstIndex(where: { $0.contains("hdr") })
      else { return false }
      return lines[name].hasPrefix("│") && lines[name - 1].hasPrefix("┌") && lines[header - 1].hasPrefix("╭")
    }
    apart.send("\r")
    XCTAssertEqual(try apart.finish().output, "a\n")
    let inline = try TerminalSession(
      [
        "--full-screen", "--layout", "bottom-up", "--header-lines", "1", "--header", "hdr", "--list-border",
        "--header-border", "inline", "--header-lines-border", "inline", "--footer", "foot", "--footer-border=inline",
      ],
      stdin: input)
    waitFor(inline, "one box, its sections joined by lines across it") { screen in
      let lines = screen.lines
      let joints = lines.filter { $0.hasPrefix("├") && $0.hasSuffix("┤") }.count
      guard let top = lines.firstIndex(where: { $0.hasPrefix("╭") }), let bottom = lines.firstIndex(where: { $0.hasPrefix("╰") }),
        let foot = lines.firstIndex(where: { $0.contains("foot") }), let name = lines.firstIndex(where: { $0.contains("NAME") }),
        let header = lines.firstIndex(where: { $0.contains("hdr") }), let item = lines.firstIndex(where: { $0.contains("1 a") })
      else { return false }
      return joints == 3 && top < foot && foot < item && item < name && name < header && header < bottom
    }
    inline.send("\r")
    XCTAssertEqual(try inline.finish().output, "a\n")
    // Without a list border that has a top and a bottom, inline is a line.
    let fallback = try TerminalSession(["--full-screen", "--header", "hdr", "--header-border", "inline"], stdin: input)
    waitFor(fallback, "a line under the header") { screen in
      guard let header = screen.lines.firstIndex(where: { $0.hasPrefix("hdr") }) else { return false }
      return screen.lines.contains { $0.hasPrefix("────") } && !screen.text.contains("├")
        && screen.lines[header + 1].hasPrefix("────")
    }
    fallback.send("\u{1B}")
    XCTAssertEqual(try fallback.finish().status, 130)
  }

  /// The preview's first lines as fzf 0.74.5 and select show them: the
  /// lines the screen holds of `L01`…`L50`, for the same window and keys.
  private func previewLines(_ executable: String, _ window: String, keys: String = "") throws -> [String] {
    let session = try TerminalSession(
      ["--preview", "seq -f L%02g 50", "--preview-window", window, "--delimiter", ":", "--height", "14"],
      executable: executable, stdin: Array("a:20\nb:3\n".utf8))
    XCTAssertTrue(session.waitFor("L"), session.text)
    if !keys.isEmpty {
      XCTAssertTrue(session.waitForScreen { $0.text.contains("L") }, session.text)
      session.send(keys)
    }
    var shown: [String] = []
    _ = session.waitForScreen { screen in
      let now = screen.lines.compactMap { line in line.split(separator: " ").first { $0.hasPrefix("L") || $0.contains("│L") } }
        .map { String($0.drop { $0 != "L" }.prefix(3)) }
      defer { shown = now }
      return !now.isEmpty && now == shown
    }
    session.send("\u{1B}")
    _ = try session.finish()
    return shown
  }

  func testPreviewOffsetsFollowAndCycleAsInFzf() throws {
    let fzf = try ReferenceFzf.required()
    for (window, keys, first) in [
      ("right,border-rounded,+{2}-5", "", "L15"), ("right,border-rounded,follow", "", nil),
      ("right,border-rounded,cycle", "\u{1B}[1;2A", "L50"), ("right,border-rounded,+{2}/2", "", "L14"),
      ("right,border-rounded,~3,+{2}+3/2", "", "L01"), ("right,border-rounded,follow", "\u{1B}[1;2A\u{1B}[1;2A", "L37"),
    ] as [(String, String, String?)] {
      let theirs = try previewLines(fzf, window, keys: keys)
      let ours = try previewLines(SelectBinary.url.path, window, keys: keys)
      XCTAssertEqual(ours, theirs, window)
      if let first { XCTAssertEqual(ours.first, first, window) }
    }
  }
}

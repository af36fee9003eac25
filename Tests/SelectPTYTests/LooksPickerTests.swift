import SelectTestSupport
import XCTest

/// fzf's looks through the built binary on a pseudo-terminal: in both
/// layouts, inline and full screen, with the preview on each side; and
/// beside fzf 0.74.5, the same answer with the same looks.
final class LooksPickerTests: XCTestCase {
  private let items = Array((1...30).map { "item \($0)\n" }.joined().utf8)

  private func start(_ arguments: [String], rows: Int = 24, columns: Int = 80) throws -> TerminalSession {
    try TerminalSession(arguments, stdin: items, rows: rows, columns: columns, environment: ["LC_ALL": "C.UTF-8"])
  }

  private func waitFor(
    _ session: TerminalSession, _ what: String, rows: Int = 24, columns: Int = 80,
    _ condition: (VirtualScreen) -> Bool
  ) {
    XCTAssertTrue(
      session.waitForScreen(rows: rows, columns: columns, condition), "\(what); screen:\n\(session.screen().text)")
  }

  func testEveryLookAtEveryHeightInBothLayoutsWithThePreviewOnEachSide() throws {
    let looks = [
      "--border=double", "--border-label", " L ", "--margin", "1", "--padding", "0,1", "--info", "default",
      "--scrollbar", "--pointer", "->", "--gutter", ".", "--ghost", "hint", "--footer", "foot",
      "--highlight-line", "--separator", "=",
    ]
    let heights: [[String]] = [["--height", "16"], ["--height", "60%"], ["--full-screen"]]
    let previews: [[String]] = [[], ["--preview", "echo P{}", "--preview-window", "right:40%"],
      ["--preview", "echo P{}", "--preview-window", "top:3"], ["--preview", "echo P{}", "--preview-window", "left"],
      ["--preview", "echo P{}", "--preview-window", "bottom:3"]]
    for (round, height) in heights.enumerated() {
      for layout in ["top-down", "bottom-up"] {
        let preview = previews[(round * 2 + (layout == "top-down" ? 0 : 1)) % previews.count]
        let what = "\(height) \(layout) \(preview)"
        let session = try start(looks + height + preview + ["--layout", layout])
        waitFor(session, what) { screen in
          let lines = screen.lines
          return lines.contains { $0.contains("╔") && $0.contains(" L ") } && lines.contains { $0.contains("->  1 item 1") }
            && lines.contains { $0.contains("> hint") } && lines.contains { $0.contains("30/30 ===") }
            && lines.contains { $0.contains("foot") } && lines.contains { $0.contains("..  2 item 2") }
            && (preview.isEmpty || lines.contains { $0.contains("Pitem 1") })
        }
        let lines = session.screen().lines
        XCTAssertEqual(lines.first { $0.contains("╔") }?.first, " ", "\(what): the margin")
        let prompt = try XCTUnwrap(lines.firstIndex { $0.contains("> hint") })
        let first = try XCTUnwrap(lines.firstIndex { $0.contains("->  1 item 1") })
        XCTAssertEqual(layout == "top-down", prompt < first, what)
        session.send(layout == "top-down" ? "\u{1B}[B\r" : "\u{1B}[A\r")
        XCTAssertEqual(try session.finish().output, "item 2\n", what)
      }
    }
  }

  func testBottomBorderLabelGapAndHeaderFirst() throws {
    let session = try start([
      "--border", "bottom", "--border-label", "lbl", "--border-label-pos", "2:bottom", "--gap", "--header", "H",
      "--header-first", "--layout", "bottom-up", "--height", "12", "--info", "inline",
    ])
    waitFor(session, "bottom line, gap, header last") { screen in
      let lines = screen.lines.filter { !$0.isEmpty }
      return lines.last?.hasPrefix("─lbl──") == true && lines.dropLast().last == "H"
        && lines.contains { $0.hasPrefix(">  < 30/30 ─") } && lines.contains { $0.contains("┈┈┈") }
    }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "item 1\n")
  }

  func testNoInputIgnoresTypingAndEveryStyleAlsoInASCII() throws {
    let session = try start(["--no-input", "--height", "8", "--marker", "+", "-m", "--no-scrollbar"])
    waitFor(session, "no prompt") { $0.lines.prefix(2).contains(">    1 item 1") && !$0.text.contains("30/30") }
    session.send("zz\t\r")
    XCTAssertEqual(try session.finish().output, "item 1\n")
    for style in ["rounded", "sharp", "bold", "block", "thinblock", "horizontal", "vertical", "left", "right", "top"] {
      let ascii = try TerminalSession(
        ["--border=\(style)", "--height", "6"], stdin: items, rows: 24, columns: 80, environment: ["LC_ALL": "C"])
      XCTAssertTrue(
        ascii.waitForScreen(rows: 24, columns: 80) { screen in
          screen.lines.contains { $0.contains(">  1 item 1") }
            && screen.lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }
        }, "\(style) in ASCII: \(ascii.screen().text)")
      ascii.send("\u{1B}")
      XCTAssertEqual(try ascii.finish().status, 130)
    }
  }

  func testTabstopKeepRightAndScrollOff() throws {
    let session = try TerminalSession(
      [
        "--tabstop", "2", "--keep-right", "--scroll-off", "2", "--height", "6", "--no-hscroll", "--hscroll-off", "3",
        "--no-scrollbar",
      ],
      stdin: Array("a\tb\n\(String(repeating: "x", count: 100))END\nc\nd\ne\nf\ng\n".utf8), rows: 24, columns: 40)
    XCTAssertTrue(
      session.waitForScreen(rows: 24, columns: 40) { screen in
        screen.lines.contains("> 1 a b") && screen.lines.contains { $0.hasSuffix("xxEND") && $0.contains("…") }
      }, session.screen().text)
    session.send("\u{1B}[B\u{1B}[B\u{1B}[B")
    XCTAssertTrue(
      session.waitForScreen(rows: 24, columns: 40) { $0.lines.contains("> 4 d") && $0.lines.last { !$0.isEmpty } == "  6 f" },
      "two lines below the cursor: \(session.screen().text)")
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "d\n")
  }

  func testPreviewWindowInFzfsSyntaxGivenTwice() throws {
    for (spec, corner) in [("right,30%,border-rounded", "╭"), ("up,4,border-sharp", "┌"), ("left:40%:border-double", "╔")] {
      let session = try start(
        ["--preview", "printf 'top\\n%s\\n' {}", "--preview-window", spec, "--preview-window", "~1", "--height", "12",
         "--border"])
      waitFor(session, spec) { screen in
        screen.lines.contains { $0.contains(corner) } && screen.lines.contains { $0.contains("top") }
          && screen.lines.filter { $0.contains("item 1") }.count == 2
      }
      session.send("\r")
      XCTAssertEqual(try session.finish().output, "item 1\n", spec)
    }
  }

  /// `--freeze-right 1` keeps a path's file name in view while the query
  /// matches far to its left; the match is drawn bold in the cut middle.
  func testFrozenFieldsOnTheTerminal() throws {
    let path = "src/" + String(repeating: "deep/", count: 12) + "needle/" + String(repeating: "more/", count: 12) + "main.swift"
    let session = try TerminalSession(
      ["-d", "/", "--freeze-right", "1", "--freeze-left", "1", "--height", "4"], stdin: Array("\(path)\n".utf8),
      rows: 10, columns: 50)
    waitFor(session, "the picker") { $0.lines.contains { $0.contains("1/1") } }
    session.send("needle")
    waitFor(session, "shifted to the match") { $0.lines.contains { $0.contains("needle") && $0.contains("main") } }
    let screen = session.screen()
    let row = try XCTUnwrap(screen.lines.firstIndex { $0.contains("needle") && $0.contains("main") })
    XCTAssertTrue(screen.lines[row].contains("src…"), screen.lines[row])
    XCTAssertTrue(screen.lines[row].hasSuffix("…main.swift"), screen.lines[row])
    let column = try XCTUnwrap(screen.lines[row].range(of: "needle")).lowerBound.utf16Offset(in: screen.lines[row])
    XCTAssertTrue(screen.cell(row: row, column: column).isBold)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, path + "\n")
  }

  func testFzfColoursReachTheTerminal() throws {
    let session = try TerminalSession(
      ["--color=always,prompt:1,hl:3,fg+:5", "--query", "tem 2", "--height", "5"], stdin: items, rows: 24, columns: 80,
      environment: ["TERM": "xterm-256color"])
    waitFor(session, "narrowed") { $0.lines.contains { $0.contains("1 item 2") } }
    let screen = session.screen()
    let row = try XCTUnwrap(screen.lines.firstIndex { $0.contains("1 item 2") })
    let promptRow = try XCTUnwrap(screen.lines.firstIndex { $0.hasPrefix("> tem 2") })
    XCTAssertEqual(screen.cell(row: promptRow, column: 0).foreground, 1, "the prompt")
    let label = try XCTUnwrap(screen.lines[row].range(of: "item 2")).lowerBound.utf16Offset(in: screen.lines[row])
    XCTAssertEqual(screen.cell(row: row, column: label).foreground, 5, "fg+ on the unmatched i of the row under the cursor")
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
    let result = try SelectBinary.run(["--color", "fg:nonsense"], stdin: Array("a\n".utf8))
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(String(decoding: result.stderr, as: UTF8.self).hasPrefix("select: --color: 'nonsense'"))
  }

  func testStyleFullBoxesEachSectionInBothLayouts() throws {
    for layout in ["top-down", "bottom-up"] {
      let session = try start(
        ["--style", "full", "--layout", layout, "--header", "Hd", "--footer", "Ft", "--input-label", " in ",
         "--list-label", " li ", "--preview", "echo P{}", "--preview-label", " pv ", "--height", "20"])
      waitFor(session, layout) { screen in
        let text = screen.text
        return text.contains("─ in ─") && text.contains("─ li ─") && text.contains("─ pv ─")
          && screen.lines.contains { $0.hasPrefix("│ Hd ") } && screen.lines.contains { $0.hasPrefix("│ Ft ") }
          && screen.lines.contains { $0.contains("│ Pitem 1") }
      }
      let lines = session.screen().lines
      let input = try XCTUnwrap(lines.firstIndex { $0.contains("─ in ─") })
      let list = try XCTUnwrap(lines.firstIndex { $0.contains("─ li ─") })
      XCTAssertEqual(layout == "top-down", input < list, layout)
      session.send("\r")
      XCTAssertEqual(try session.finish().output, "item 1\n", layout)
    }
  }

  func testWrapAndMultiLineItems() throws {
    let session = try TerminalSession(
      ["--read0", "--height", "8", "--wrap"], stdin: Array("first\nsecond\u{0}\(String(repeating: "w", count: 90))\u{0}last\u{0}".utf8),
      rows: 24, columns: 40)
    XCTAssertTrue(
      session.waitForScreen(rows: 24, columns: 40) { screen in
        screen.lines.contains("> 1 first") && screen.lines.contains("    second")
          && screen.lines.contains { $0.hasPrefix("    ↳ www") } && screen.lines.contains("  3 last")
      }, session.screen().text)
    session.send("\u{1B}[B\u{1B}[B\r")
    XCTAssertEqual(try session.finish().output, "last\n")
    let plain = try TerminalSession(
      ["--read0", "--height", "5", "--no-multi-line"], stdin: Array("first\nsecond\u{0}".utf8), rows: 24, columns: 40)
    XCTAssertTrue(plain.waitForScreen(rows: 24, columns: 40) { $0.lines.contains("> 1 first^Jsecond") }, plain.screen().text)
    plain.send("\r")
    XCTAssertEqual(try plain.finish().output, "first\nsecond\n")
  }

  func testRawKeepsTheOthersAndDownMatchSkipsThem() throws {
    let session = try TerminalSession(
      ["--raw", "--height", "8", "--bind", "ctrl-n:down-match,ctrl-p:up-match"],
      stdin: Array("apple\nbanana\navocado\ncherry\nlava\n".utf8), rows: 24, columns: 40)
    XCTAssertTrue(session.waitFor("apple"))
    session.send("av")
    XCTAssertTrue(
      session.waitForScreen(rows: 24, columns: 40) { screen in
        screen.lines.contains { $0.hasPrefix("> av") && $0.hasSuffix("2/5") } && screen.lines.contains("  2 banana")
      }, session.screen().text)
    session.send("\u{0E}\u{0E}")
    XCTAssertTrue(session.waitForScreen(rows: 24, columns: 40) { $0.lines.contains("> 5 lava") }, session.screen().text)
    session.send("\u{10}\r")
    XCTAssertEqual(try session.finish().output, "avocado\n")
  }

  func testInfoCommandReplacesTheCountVisibly() throws {
    let session = try start(["--info-command", "printf '[%s] \\033[2J' \"$FZF_INFO\"", "--height", "6", "--info", "inline"])
    waitFor(session, "the command's line") { $0.lines.first?.contains("< [30/30] ^[[2J") == true }
    session.send("29")
    waitFor(session, "run again for the new count") { $0.lines.first?.contains("[1/30]") == true }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "item 29\n")
  }

  func testMinHeightRaisesAPercentHeight() throws {
    let session = try start(["--height", "10%", "--min-height", "5+", "--border"])
    waitFor(session, "five items inside the border") { screen in
      screen.lines.contains { $0.contains("5 item 5") } && !screen.lines.contains { $0.contains("6 item 6") }
        && screen.lines.contains { $0.hasPrefix("╰") }
    }
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
  }

  func testTinyTerminalsWithEveryLookEndCleanly() throws {
    for (rows, columns) in [(1, 1), (2, 3), (3, 10), (100, 300)] {
      let session = try start(
        ["--border", "--margin", "2", "--padding", "1", "--info", "right", "--footer", "f", "--gap", "2",
         "--preview", "echo {}", "--scrollbar", "--border-label", "long label here", "--style", "full",
         "--color", "dark", "--wrap", "--raw", "--query", "1"], rows: rows, columns: columns)
      XCTAssertTrue(session.waitFor { !$0.isEmpty }, "\(rows)x\(columns)")
      session.send("\u{1B}")
      XCTAssertEqual(try session.finish().status, 130, "\(rows)x\(columns)")
    }
  }

  func testBadLooksExitTwoNamingTheOption() throws {
    for (arguments, message) in [
      (["--border=wavy"], "select: --border takes a style"), (["--info", "up"], "select: --info takes"),
      (["--margin", "1,2,3,4,5"], "select: --margin takes"), (["--pointer", "long"], "select: --pointer takes"),
    ] {
      let result = try SelectBinary.run(arguments, stdin: Array("a\n".utf8))
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertTrue(String(decoding: result.stderr, as: UTF8.self).hasPrefix(message), "\(arguments)")
    }
  }

  func testTheSameAnswerAsFzfWithTheSameLooks() throws {
    for looks in [
      ["--border", "--border-label", "x", "--margin", "1,2", "--padding", "1", "--info", "inline"],
      ["--border=sharp", "--info", "right", "--pointer", "->", "--marker", "*", "--ghost", "g", "--footer", "f"],
      ["--gap", "--no-separator", "--scrollbar", "--highlight-line", "--no-bold"],
    ] {
      let run = try sideBySide(looks, stdin: "alpha\nbeta\ngamma\n", steps: ["gam", .showing("1/3", hiding: ["alpha"]), "\r"])
      XCTAssertSameAsFzf(run, "\(looks)")
      XCTAssertEqual(run.select.output, "gamma\n")
    }
  }
}

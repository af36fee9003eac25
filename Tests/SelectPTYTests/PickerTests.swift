import Glibc
import SelectTestSupport
import XCTest

/// The full-screen picker, driven through a real pseudo-terminal: every
/// assertion waits for a screen condition, never for a fixed time.
final class PickerTests: XCTestCase {
  private let colours = Array("red\ngreen\nblue\n".utf8)

  private func start(
    _ arguments: [String] = [], stdin: [UInt8]? = nil, rows: Int = 24, columns: Int = 80
  ) throws -> TerminalSession {
    let session = try TerminalSession(arguments, stdin: stdin ?? colours, rows: rows, columns: columns)
    XCTAssertTrue(
      session.waitForScreen(rows: rows, columns: columns) { $0.lines.filter { $0.hasPrefix(">") }.count >= 2 },
      "no picker; transcript: \(session.text)")
    return session
  }

  /// Waits for the screen's rows from the top to be `expected` (the prompt
  /// row compared only up to the count).
  private func waitForRows(_ session: TerminalSession, _ expected: [String], rows: Int = 24, columns: Int = 80) {
    let passed = session.waitForScreen(rows: rows, columns: columns) { Array($0.lines.prefix(expected.count)) == expected }
    XCTAssertTrue(passed, "wanted \(expected), screen:\n\(session.screen(rows: rows, columns: columns).text)")
  }

  private func promptRow(_ query: String, count: String, columns: Int = 80) -> String {
    "> " + query + String(repeating: " ", count: columns - 2 - query.count - count.count) + count
  }

  func testMenuAppearsNumberedTopDownAndEnterChoosesTheFirst() throws {
    let session = try start()
    let before = session.initialSettings
    waitForRows(session, [promptRow("", count: "3/3"), "> 1 red", "  2 green", "  3 blue"])
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "red\n")
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(session.settings, before)
    // The terminal's last bytes may still be on their way to the test.
    XCTAssertTrue(
      session.waitForScreen { $0.text == "" && $0.cursorVisible }, "not erased: \(session.screen().text)")
  }

  func testArrowsMoveAndEnterPrintsTheItemUnderTheCursor() throws {
    let session = try start()
    session.send("\u{1B}[B\u{1B}[B\u{1B}[A")
    waitForRows(session, [promptRow("", count: "3/3"), "  1 red", "> 2 green"])
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "green\n")
  }

  func testTypingNarrowsAndRenumbers() throws {
    let session = try start()
    session.send("bl")
    waitForRows(session, [promptRow("bl", count: "1/3"), "> 1 blue", ""])
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "blue\n")
  }

  func testTypingAndEnterAtOnceChooseFromTheNarrowedList() throws {
    let session = try start()
    session.send("gre\r")
    XCTAssertEqual(try session.finish().output, "green\n")
  }

  func testEnterOnAnEmptyListChoosesNothing() throws {
    let session = try start()
    session.send("xyz")
    waitForRows(session, [promptRow("xyz", count: "0/3"), ""])
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stdout, [])
  }

  func testEscAndCtrlCCancelWith130AndRestoreTheTerminal() throws {
    for key: [UInt8] in [[0x1B], [3], [7]] {
      let session = try start()
      let before = session.initialSettings
      session.send(key)
      let result = try session.finish()
      XCTAssertEqual(result.status, 130, "key \(key)")
      XCTAssertEqual(result.stdout, [])
      XCTAssertEqual(result.stderr, [])
      XCTAssertEqual(session.settings, before)
      XCTAssertTrue(session.waitForScreen { $0.cursorVisible })
    }
  }

  func testJumpWithColonNumberAndAltDigits() throws {
    let session = try start()
    session.send(":3")
    waitForRows(session, [promptRow(":3", count: "Enter: go to 3")])
    session.send("\r")
    waitForRows(session, [promptRow("", count: "3/3"), "  1 red", "  2 green", "> 3 blue"])
    session.send("\u{1B}2")
    waitForRows(session, [promptRow("", count: "3/3"), "  1 red", "> 2 green"])
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "green\n")
  }

  func testSelectedMarksTheCurrentValueAndStartsThere() throws {
    let session = try start(["--selected", "green"])
    waitForRows(session, [promptRow("", count: "3/3"), "    1 red", "> ✓ 2 green", "    3 blue"])
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "green\n")
  }

  func testHeaderPromptAndQueryOptions() throws {
    let session = try TerminalSession(["--header", "Pick one", "--prompt", "colour? ", "--query", "b"], stdin: colours)
    XCTAssertTrue(session.waitForScreen { $0.lines.prefix(3) == ["Pick one", "colour? b" + String(repeating: " ", count: 68) + "1/3", "> 1 blue"] }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "blue\n")
  }

  func testEscapeSequenceInInputIsShownNotObeyed() throws {
    let session = try start(stdin: Array("a\u{1B}[2Jb\u{1B}]0;title\u{07}\nplain\n".utf8))
    waitForRows(session, [promptRow("", count: "2/2"), "> 1 a^[[2Jb^[]0;title^G", "  2 plain"])
    XCTAssertFalse(session.text.contains("\u{1B}]0;"))
    session.send("\r")
    XCTAssertEqual(try session.finish().stdout, Array("a\u{1B}[2Jb\u{1B}]0;title\u{07}\n".utf8))
  }

  func testWideCharactersAlignAndLongLabelsAreCut() throws {
    let long = String(repeating: "x", count: 50)
    let session = try start(stdin: Array("日本語\n(´･ω･`)\n\(long)\n".utf8), columns: 30)
    waitForRows(
      session,
      [promptRow("", count: "3/3", columns: 30), "> 1 日本語", "  2 (´･ω･`)", "  3 " + String(repeating: "x", count: 24) + "…"],
      columns: 30)
    session.send([3])
    XCTAssertEqual(try session.finish().status, 130)
  }

  func testResizeRedrawsAtTheNewWidth() throws {
    let session = try start()
    let drawn = session.transcript.count
    session.resize(rows: 24, columns: 40)
    let expected = [promptRow("", count: "3/3", columns: 40), "> 1 red"]
    XCTAssertTrue(
      session.waitForScreen(columns: 40, from: drawn) { Array($0.lines.prefix(2)) == expected },
      session.screen(columns: 40, from: drawn).text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "red\n")
  }

  func testTinyTerminalsDoNotCrash() throws {
    for (rows, columns) in [(1, 1), (2, 10), (3, 4), (100, 300)] {
      // Words, not stdin: words are all in the first frame, so all three
      // are there before Down, which a screen this small cannot show us.
      let session = try TerminalSession(["red", "green", "blue"], stdin: nil, rows: rows, columns: columns)
      XCTAssertTrue(session.waitFor("\u{1B}[?2004h"), session.text)
      // Clicks and wheel notches anywhere, on and off the screen, move nothing
      // that Down then does not.
      session.send("\u{1B}[<0;1;\(rows + 5)M\u{1B}[<65;\(columns + 9);1M\u{1B}[<64;1;1M\u{1B}[<0;999;999m")
      session.send("\u{1B}[B\r")
      let result = try session.finish()
      XCTAssertEqual(result.output, "green\n", "\(rows)×\(columns)")
    }
  }

  func testSigtermRestoresTheTerminalAndExits143() throws {
    let session = try start()
    let before = session.initialSettings
    session.signal(SIGTERM)
    XCTAssertEqual(try session.finish().status, 128 + SIGTERM)
    XCTAssertEqual(session.settings, before)
    XCTAssertTrue(session.waitForScreen { $0.cursorVisible })
  }

  func testTimeoutIs124() throws {
    let session = try start(["--timeout", "0.5"])
    let result = try session.finish()
    XCTAssertEqual(result.status, 124)
    XCTAssertEqual(result.errors, "select: timed out waiting for a choice\n")
  }

  func testFullScreenUsesTheAlternateScreenAndLeavesIt() throws {
    let session = try start(["--full-screen"])
    XCTAssertTrue(session.screen().isAlternateScreen)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "red\n")
    XCTAssertTrue(session.waitForScreen { !$0.isAlternateScreen })
  }

  func testStreamingShowsTheFirstLineBeforeInputEnds() throws {
    let session = try TerminalSession([], stdin: Array("first\n".utf8), streamsStdin: true)
    XCTAssertTrue(session.waitForScreen { $0.lines.first?.hasSuffix(" 1/1") == true && $0.lines[1] == "> 1 first" }, session.screen().text)
    session.writeStdin(Array("second\n".utf8))
    XCTAssertTrue(session.waitForScreen { $0.lines.first?.hasSuffix(" 2/2") == true && $0.lines[2] == "  2 second" }, session.screen().text)
    session.send("\u{1B}[B")
    session.closeStdin()
    waitForRows(session, [promptRow("", count: "2/2"), "  1 first", "> 2 second"])
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "second\n")
  }

  func testCtrlZGivesTheTerminalBackAndRedrawsOnContinue() throws {
    let session = try start()
    let before = session.initialSettings
    func entries(_ text: String) -> Int { text.components(separatedBy: "\u{1B}[?2004h").count - 1 }
    session.send([0x1A])
    // The region is erased, the modes restored and the job stopped; in this
    // test's orphaned process group the kernel ignores the stop, so the
    // picker comes straight back, and again on SIGCONT.
    XCTAssertTrue(session.waitFor { entries($0) == 2 }, session.text)
    session.signal(SIGCONT)
    XCTAssertTrue(session.waitFor { entries($0) == 3 }, session.text)
    waitForRows(session, [promptRow("", count: "3/3"), "> 1 red"])
    XCTAssertNotEqual(session.settings, before, "raw mode again")
    session.send("\u{1B}[B\r")
    XCTAssertEqual(try session.finish().output, "green\n")
    XCTAssertEqual(session.settings, before)
  }

  /// A long ranking draws its best rows before it ends: each such frame
  /// counts the matches so far (not the rows it drew), the count only
  /// grows, and the last frame counts them all.
  func testFramesWhileALongListIsRankedCountTheMatchesSoFar() throws {
    let total = 400_000
    let session = try start(stdin: Array((1...total).map { "\($0)\n" }.joined().utf8))
    waitForRows(session, [promptRow("", count: "\(total)/\(total)")])
    let before = session.transcript.count
    session.send("1")
    let matching = (1...total).filter { String($0).contains("1") }.count
    waitForRows(session, [promptRow("1", count: "\(matching)/\(total)")])
    var screen = VirtualScreen(width: 80, height: 24)
    screen.feed(session.transcript.prefix(before))
    var counts: [Int] = []
    // Each frame is one synchronized update; the first after the key
    // shows the query over the old list.
    for frame in session.transcript.dropFirst(before).split(separator: Array("\u{1B}[?2026l".utf8)) {
      screen.feed(frame)
      let count = screen.lines[0].split(separator: " ").last.flatMap { Int($0.split(separator: "/")[0]) }
      if let count, count != total { counts.append(count) }
    }
    XCTAssertEqual(counts.last, matching, "\(counts)")
    XCTAssertEqual(counts, counts.sorted(), "the count only grows")
    // Thousands match by the first frame: a count the size of the list
    // drawn would be the rows', not the matches'.
    XCTAssertTrue(counts.allSatisfy { $0 > 24 }, "\(counts)")
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "1\n")
  }
}

/// The picker follows what the terminal and the locale say they can draw.
final class TerminalCapabilityTests: XCTestCase {
  private func drawn(_ environment: [String: String], arguments: [String] = []) throws -> TerminalSession {
    let session = try TerminalSession(["--enum", "colour"] + arguments, stdin: [], environment: environment)
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasSuffix("Violet") } }, session.text)
    return session
  }

  func testColourDepthFollowsCOLORTERMAndTERM() throws {
    let cases: [([String: String], String)] = [
      (["COLORTERM": "truecolor"], "38;2;220;50;47m"),
      (["TERM": "xterm-256color"], "38;5;160m"),
      (["TERM": "xterm"], "\u{1B}[0;31m"),
    ]
    for (environment, red) in cases {
      let session = try drawn(environment)
      XCTAssertTrue(session.text.contains(red), "\(environment): \(session.text)")
      if environment["COLORTERM"] == nil { XCTAssertFalse(session.text.contains(";2;220;50;47"), "\(environment)") }
      session.send("\u{1B}")
      XCTAssertEqual(try session.finish().status, 130)
    }
  }

  func testASCIIGlyphsWhenTheLocaleIsNotUTF8() throws {
    let session = try drawn(["LANG": "C"], arguments: ["--multi", "--selected", "blue", "--height", "15"])
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasSuffix("* 5 ## Blue") } }, session.screen().text)
    XCTAssertFalse(session.text.unicodeScalars.contains { $0.value > 0x7F }, session.text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "blue\n")
  }
}

/// What the picker shows of labels and headers on a real screen.
final class PickerLayoutTests: XCTestCase {
  private let tenItems = Array((1...10).map { "item \($0)\n" }.joined().utf8)

  func testASmallHeightStillShowsThreeItems() throws {
    for height in ["1", "5%"] {
      let session = try TerminalSession(["--height", height], stdin: tenItems)
      XCTAssertTrue(
        session.waitForScreen {
          // The scrollbar's thumb (3 rows of 10 lines: one row) on the first.
          Array($0.lines.prefix(5))
            == [$0.lines[0], ">  1 item 1" + String(repeating: " ", count: 68) + "│", "   2 item 2", "   3 item 3", ""]
        },
        "--height \(height): \(session.screen().text)")
      session.send("\r")
      XCTAssertEqual(try session.finish().output, "item 1\n")
    }
  }

  func testAnEmptyHeaderTakesNoRowAndNewlinesMakeRows() throws {
    let empty = try TerminalSession(["--enum", "answer", "--header", ""], stdin: [])
    XCTAssertTrue(empty.waitForScreen { $0.lines[0].hasPrefix(">") && $0.lines[1].hasSuffix("Yes") }, empty.screen().text)
    empty.send("\r")
    // A bare Enter answers no: the confirmation starts on No.
    XCTAssertEqual(try empty.finish().output, "no\n")
    let twoLines = try TerminalSession(["--enum", "answer", "--header", "Deploy\nto production?"], stdin: [])
    XCTAssertTrue(
      twoLines.waitForScreen { Array($0.lines.prefix(3)) == ["Deploy", "to production?", $0.lines[2]] && $0.lines[3].hasSuffix("Yes") },
      twoLines.screen().text)
    XCTAssertFalse(twoLines.text.contains("^J"))
    twoLines.send("\u{1B}")
    XCTAssertEqual(try twoLines.finish().status, 130)
  }

  func testALongLineShowsWhereItMatched() throws {
    let line = String(repeating: "a", count: 200) + "needle" + String(repeating: "b", count: 200)
    let session = try TerminalSession([], stdin: Array((line + "\nother\n").utf8), rows: 10, columns: 40)
    XCTAssertTrue(session.waitForScreen(rows: 10, columns: 40) { $0.lines.contains { $0.hasSuffix("other") } }, session.text)
    session.send("needle")
    XCTAssertTrue(
      session.waitForScreen(rows: 10, columns: 40) { $0.lines[1].hasPrefix("> 1 …aaaa") && $0.lines[1].contains("needlebbb") },
      session.screen(rows: 10, columns: 40).text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, line + "\n")
  }
}

import Glibc
import SelectTestSupport
import XCTest

/// What the picker sends to the terminal itself, beyond what it draws:
/// synchronized updates, the cursor-position query, mouse reporting.
final class TerminalLayerTests: XCTestCase {
  private let colours = Array("red\ngreen\nblue\n".utf8)

  func testEveryFrameIsOneSynchronizedUpdate() throws {
    let session = try TerminalSession([], stdin: colours)
    XCTAssertTrue(session.waitForScreen { $0.text.contains("3 blue") })
    for key in ["\u{1B}[B", "\u{1B}[B", "g", "\u{7F}", "x"] {
      let before = session.screen().synchronizedUpdates
      session.send(key)
      XCTAssertTrue(
        session.waitForScreen { $0.synchronizedUpdates > before },
        "no synchronized update after \(key.debugDescription)")
    }
    session.send("\r")
    _ = try session.finish()
    XCTAssertTrue(session.waitForScreen { $0.text == "" && $0.cursorVisible })
    let screen = session.screen()
    XCTAssertEqual(screen.unsynchronizedChanges, 0, "drawn outside a synchronized update")
    XCTAssertFalse(screen.isSynchronizedUpdateOn)
  }
}

/// The cursor-position query: text on the cursor's row is kept.
final class CursorQueryTests: XCTestCase {
  private func shellSession(_ script: String, answers: Bool = true) throws -> TerminalSession {
    try TerminalSession(
      ["-c", script.replacingOccurrences(of: "SELECT", with: "'\(SelectBinary.url.path)'")],
      executable: "/bin/sh", streamsOnTerminal: true, answersCursorQueries: answers)
  }

  func testTextBeforeThePickerStaysAndTheChoiceFollowsIt() throws {
    let session = try shellSession("printf partial; printf 'red\\ngreen\\n' | SELECT")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains("> 1 red") }, session.screen().text)
    let screen = session.screen()
    XCTAssertEqual(screen.lines[0], "partial")
    XCTAssertTrue(screen.lines[1].hasPrefix("> "), screen.text)
    session.send("\r")
    _ = try session.finish()
    XCTAssertTrue(session.waitForScreen { $0.text == "partialred" }, session.screen().text)
  }

  func testAPickerAtTheStartOfARowStartsThere() throws {
    let session = try shellSession("printf 'red\\ngreen\\n' | SELECT")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains("> 1 red") })
    XCTAssertTrue(session.screen().lines[0].hasPrefix("> "))
    session.send("\u{1B}")
    _ = try session.finish()
  }

  func testASilentTerminalStillGetsThePickerAndLosesNoKey() throws {
    let session = try shellSession("printf partial; printf 'red\\ngreen\\nblue\\n' | SELECT", answers: false)
    XCTAssertTrue(session.waitFor("\u{1B}[6n"))
    // Typed while the picker still waits for an answer that never comes.
    session.send("gre")
    XCTAssertTrue(session.waitForScreen { $0.text.contains("1/3") }, session.screen().text)
    XCTAssertTrue(session.screen().lines[0].hasPrefix("> gre"), session.screen().text)
    session.send("\r")
    _ = try session.finish()
    XCTAssertTrue(session.waitForScreen { $0.text.contains("green") }, session.screen().text)
  }
}

/// `--ansi` in the picker: only SGR reaches the terminal from the input.
final class AnsiPickerTests: XCTestCase {
  private let grepLike = Array("1:\u{1B}[01;31m\u{1B}[Kx\u{1B}[m\u{1B}[K one\n2:two \u{1B}]0;title\u{7}\u{1B}[2Jend\n3:plain\n".utf8)

  func testTheRowsShowNoSequenceAndTheChoiceHasNone() throws {
    let session = try TerminalSession(["--ansi"], stdin: grepLike)
    XCTAssertTrue(session.waitForScreen { $0.text.contains("3:plain") }, session.text)
    let screen = session.screen()
    XCTAssertTrue(screen.lines[1].hasSuffix("1:x one"), screen.text)
    XCTAssertTrue(screen.lines[2].hasSuffix("2:two end"), screen.text)
    XCTAssertFalse(session.text.contains("\u{1B}[2J"), "an erase from the input reached the terminal")
    XCTAssertFalse(session.text.contains("title"), "a title from the input reached the terminal")
    XCTAssertEqual(screen.cell(row: 1, column: 6).foreground, 1, "the match's red is drawn")
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "1:x one\n")
  }

  func testWithoutAnsiEverySequenceIsShownVisibly() throws {
    let session = try TerminalSession([], stdin: grepLike)
    XCTAssertTrue(session.waitForScreen { $0.text.contains("3:plain") }, session.text)
    XCTAssertTrue(session.screen().lines[1].contains("1:^[[01;31m^[[Kx"), session.screen().text)
    session.send("\u{1B}")
    _ = try session.finish()
  }

  func testThePickerChoosesWhatFzfChooses() throws {
    let run = try sideBySide(
      ["--ansi", "--layout", "reverse"], stdin: String(decoding: grepLike, as: UTF8.self), steps: [.type("\u{1B}[B\r")],
      ready: "3:plain")
    XCTAssertSameAsFzf(run)
  }
}

/// Emoji clusters at the terminal's right edge are cut whole, measured
/// with the wider reading (a skin tone and each emoji of a ZWJ sequence in
/// columns of their own, as tmux 3.3 draws them).
final class ClusterEdgeTests: XCTestCase {
  func testFlagsSkinTonesAndFamiliesAreCutBetweenClusters() throws {
    let items = "🇯🇵🇯🇵🇯🇵🇯🇵\n👍🏽👍🏽👍🏽👍🏽\n👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧\n"
    let session = try TerminalSession([], stdin: Array(items.utf8), rows: 6, columns: 14)
    XCTAssertTrue(
      session.waitForScreen(rows: 6, columns: 14, clusters: .apart) {
        $0.lines.count > 3 && $0.lines[3].hasPrefix("  3")
      }, session.screen(rows: 6, columns: 14, clusters: .apart).text)
    let lines = session.screen(rows: 6, columns: 14, clusters: .apart).lines
    XCTAssertEqual(lines[1], "> 1 🇯🇵🇯🇵🇯🇵🇯🇵")
    XCTAssertEqual(lines[2], "  2 👍🏽👍🏽…")
    XCTAssertEqual(lines[3], "  3 👨‍👩‍👧…")
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "🇯🇵🇯🇵🇯🇵🇯🇵\n")
  }
}

/// The preview pane follows the item under the cursor, and has none to
/// show when no item is there.
final class PreviewWithoutItemTests: XCTestCase {
  func testThePaneIsClearedWhenNothingMatches() throws {
    let session = try TerminalSession(["--preview", "echo PANE-{}"], stdin: Array("alpha\nbeta\n".utf8))
    XCTAssertTrue(session.waitForScreen { $0.text.contains("PANE-alpha") }, session.screen().text)
    session.send("zzz")
    XCTAssertTrue(
      session.waitForScreen { $0.text.contains("0/2") && !$0.text.contains("PANE-") }, session.screen().text)
    session.send("\u{7F}\u{7F}\u{7F}")
    XCTAssertTrue(session.waitForScreen { $0.text.contains("PANE-alpha") }, session.screen().text)
    session.send("\u{1B}")
    _ = try session.finish()
  }

  func testAQueryOnlyPreviewRunsWithoutAnItem() throws {
    let session = try TerminalSession(["--preview", "echo QUERY-{q}"], stdin: Array("alpha\nbeta\n".utf8))
    XCTAssertTrue(session.waitForScreen { $0.text.contains("QUERY-") }, session.screen().text)
    session.send("zzz")
    XCTAssertTrue(
      session.waitForScreen { $0.text.contains("0/2") && $0.text.contains("QUERY-zzz") }, session.screen().text)
    session.send("\u{1B}")
    _ = try session.finish()
  }
}

/// `--no-clear`: the last frame stays, as with fzf's.
final class NoClearTests: XCTestCase {
  private let colours = Array("red\ngreen\nblue\n".utf8)

  func testTheInlineFrameStaysAndTheModesAreOff() throws {
    let session = try TerminalSession(["--no-clear"], stdin: colours)
    XCTAssertTrue(session.waitForScreen { $0.text.contains("3 blue") })
    session.send("\u{1B}[B\r")
    XCTAssertEqual(try session.finish().output, "green\n")
    XCTAssertTrue(
      session.waitForScreen { $0.cursorVisible && $0.mouseModes.isEmpty && !$0.isBracketedPasteOn },
      session.text)
    let screen = session.screen()
    XCTAssertEqual(Array(screen.lines[1...3]), ["  1 red", "> 2 green", "  3 blue"])
  }

  func testTheFullScreenFrameStaysOnTheAlternateScreen() throws {
    let session = try TerminalSession(["--no-clear", "--full-screen"], stdin: colours)
    XCTAssertTrue(session.waitForScreen { $0.text.contains("3 blue") })
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "red\n")
    XCTAssertTrue(session.waitForScreen { $0.cursorVisible && $0.mouseModes.isEmpty }, session.text)
    let screen = session.screen()
    XCTAssertTrue(screen.isAlternateScreen)
    XCTAssertTrue(screen.text.contains("> 1 red"), screen.text)
  }

  func testWithoutItTheFrameIsErased() throws {
    let session = try TerminalSession([], stdin: colours)
    XCTAssertTrue(session.waitForScreen { $0.text.contains("3 blue") })
    session.send("\r")
    _ = try session.finish()
    XCTAssertTrue(session.waitForScreen { $0.text.isEmpty && $0.cursorVisible }, session.text)
  }
}

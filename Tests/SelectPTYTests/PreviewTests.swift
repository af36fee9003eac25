import Glibc
import SelectTestSupport
import XCTest

/// `--preview` through a real terminal: the pane follows the cursor, a
/// preview that hangs, floods or fails never holds the picker up, and no
/// process of any preview outlives `select`, however it ends.
final class PreviewTests: CommandTestCase {
  func testThePaneFollowsTheCursor() throws {
    let session = try start(["--preview", "echo preview of {} {q}"])
    waitForScreen(session, "a's preview beside the list") { screen in
      screen.lines[0].hasSuffix("│preview of a") && screen.lines[1].contains("> 1 a")
    }
    session.send("\u{1B}[B")
    waitForScreen(session, "b's preview") { $0.lines[0].hasSuffix("│preview of b") }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "b\n")
  }

  func testAResizeLaysThePaneOutAgain() throws {
    let session = try start(["--preview", "echo {}"])
    waitForScreen(session, "half of 80 columns") {
      Array($0.lines[1]).count > 39 && Array($0.lines[1])[39] == "│" && $0.lines[0].hasSuffix("│a")
    }
    let mark = session.transcript.count
    session.resize(rows: 24, columns: 60)
    XCTAssertTrue(
      session.waitForScreen(columns: 60, from: mark) {
        $0.lines.count > 1 && Array($0.lines[1]).count > 29 && Array($0.lines[1])[29] == "│"
      },
      "not laid out for 60 columns:\n\(session.screen(columns: 60, from: mark).text)")
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "a\n")
  }

  func testTheWindowGoesWhereItIsToldAndSaysHowThePreviewFailed() throws {
    let session = try start(["--preview", "echo out {}; exit 3", "--preview-window", "top:5"])
    // Issue 43: the status has a row of its own, the output's first line
    // stays whole.
    waitForScreen(session, "the pane on top, then a line, then the prompt") { screen in
      screen.lines[0] == "out a" && screen.lines[1] == "exit status 3"
        && screen.lines[5].hasPrefix("───") && screen.lines[6].hasPrefix(">")
    }
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
  }

  func testAStalePreviewIsStoppedWithItsWholeGroup() throws {
    let session = try start(["--preview", "echo start {}; sleep 100 & sleep 100"])
    waitForScreen(session, "a's preview") { $0.lines[0].contains("start a") }
    let first = waitForProcesses(session, count: 3)
    XCTAssertTrue(session.waitForScreen { $0.lines[0].contains("running…") })
    session.send("\u{1B}[B")
    waitForScreen(session, "b's preview") { $0.lines[0].contains("start b") }
    assertGone(first)
    let second = startedProcesses(session)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "b\n")
    assertGone(second)
  }

  func testAFloodLeavesThePickerResponsive() throws {
    let session = try start(["--preview", "yes {}"])
    waitForScreen(session, "the flood shown") { $0.lines[3].hasSuffix("│a") }
    session.send("c")
    waitForScreen(session, "the query typed and the list narrowed") { screen in
      screen.lines[0].hasPrefix("> c") && screen.lines[1].contains("> 1 c")
        && screen.lines[1].hasSuffix("│c")
    }
    let running = startedProcesses(session)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "c\n")
    assertGone(running)
  }

  func testAHundredMegabytesOfOutputAreNotKept() throws {
    let session = try start(["--preview", "cat /dev/zero | head -c 100000000"])
    waitForScreen(session, "the NULs shown visibly") { $0.lines[0].contains("│^@^@^@") }
    // The store full, the command is stopped while the picker goes on.
    for _ in 0..<500 where !startedProcesses(session).isEmpty { usleep(10_000) }
    XCTAssertEqual(startedProcesses(session), [], "the preview was not stopped")
    session.send("\u{1B}[B")
    waitForScreen(session, "the cursor moved") { $0.lines[2].contains("> 2 b") }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "b\n")
  }

  func testAHangingPreviewSaysSoAndHoldsNothingUp() throws {
    let session = try start(["--preview", "sleep 100"])
    waitForScreen(session, "running") { $0.lines[0].hasSuffix("running…") }
    // `$SHELL -c` (bash execs a lone command, sh may fork for it).
    let running = waitForProcesses(session, count: 1)
    session.send("b\r")
    XCTAssertEqual(try session.finish().output, "b\n")
    assertGone(running)
  }

  func testNoPreviewOutlivesSelectHoweverItEnds() throws {
    let endings: [(String, (TerminalSession) -> Void, Int32)] = [
      ("accept", { $0.send("\r") }, 0),
      ("cancel", { $0.send("\u{1B}") }, 130),
      ("SIGTERM", { $0.signal(SIGTERM) }, 128 + SIGTERM),
      ("SIGHUP", { $0.signal(SIGHUP) }, 128 + SIGHUP),
    ]
    for (name, end, status) in endings {
      let session = try start(["--preview", "trap '' TERM; sleep 100 & sleep 100 & echo up; wait"])
      waitForScreen(session, "\(name): the preview ran") { $0.lines[0].contains("up") }
      let running = waitForProcesses(session, count: 3)
      end(session)
      XCTAssertEqual(try session.finish().status, status, name)
      assertGone(running)
    }
  }
}

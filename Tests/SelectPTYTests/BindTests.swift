import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// `--bind` through a real terminal: each action a key can run, the
/// commands' terminal handling, and what is left afterwards (nothing).
final class BindTests: CommandTestCase {
  private func temporaryDirectory() throws -> String {
    let path =
      NSTemporaryDirectory() + "select-bind-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  func testMovingAndAcceptingActions() throws {
    let session = try start(["--bind", "ctrl-x:down+down+accept,ctrl-t:up"])
    session.send([0x18])
    XCTAssertEqual(try session.finish().output, "c\n")
  }

  func testExecuteRunsOnTheTerminalAndThePickerComesBack() throws {
    let session = try start([
      "--bind", "ctrl-o:execute(printf 'ran %s on the terminal' {}; read answer)",
    ])
    let before = session.initialSettings
    session.send("\u{1B}[B")
    waitForScreen(session, "b under the cursor") { $0.lines[2].hasPrefix("> 2 b") }
    session.send([0x0F])
    waitForScreen(session, "the command on the terminal, the picker put away") { screen in
      screen.text.contains("ran b on the terminal") && !screen.text.contains("3/3")
    }
    session.send("yes\r")
    waitForScreen(session, "the picker back") { $0.lines[2].hasPrefix("> 2 b") }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "b\n")
    XCTAssertEqual(session.settings, before)
  }

  func testExecuteSilentAndReloadAsTheIssueShowsThem() throws {
    let directory = try temporaryDirectory()
    for name in ["one", "two", "three"] {
      XCTAssertTrue(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data()))
    }
    let listing = Array("one\nthree\ntwo\n".utf8)
    let session = try start(
      ["--bind", "ctrl-d:execute-silent(rm \(directory)/{})+reload(ls \(directory))"],
      stdin: listing)
    session.send("\u{1B}[B")
    waitForScreen(session, "three under the cursor") { $0.lines[2].hasPrefix("> 2 three") }
    session.send([0x04])
    waitForScreen(session, "three removed and the list read again") { screen in
      screen.lines[0].hasSuffix("2/2") && screen.lines[1] == "> 1 one"
        && screen.lines[2] == "  2 two"
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/three"))
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "one\n")
  }

  func testReloadKeepsTheQuery() throws {
    let session = try start(["--bind", "ctrl-r:reload(printf 'xa\\nyb\\nzb\\n')"])
    session.send("b")
    waitForScreen(session, "b typed") {
      $0.lines[0].hasPrefix("> b") && $0.lines[0].hasSuffix("1/3")
    }
    session.send([0x12])
    waitForScreen(session, "the new items, narrowed by the same query") { screen in
      screen.lines[0].hasPrefix("> b") && screen.lines[0].hasSuffix("2/3")
        && screen.lines[1] == "> 1 yb"
    }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "yb\n")
  }

  func testReloadingAgainAndAgainLeaksNothing() throws {
    let session = try start(["--bind", "ctrl-r:reload(seq 3),ctrl-t:reload(seq 4)"])
    func openDescriptors() -> Int {
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(session.processID)/fd").count)
        ?? -1
    }
    session.send([0x12])
    waitForScreen(session, "reloaded once") { $0.lines[1] == "> 1 1" }
    let before = openDescriptors()
    for round in 2...30 {
      session.send("\(round % 10)")
      session.send([0x12])
    }
    // Four items only once the last reload, after all the others, is read.
    session.send([0x15, 0x14])
    waitForScreen(session, "reloaded, the query empty") {
      $0.lines[0].hasSuffix(" 4/4") && $0.lines[0].hasPrefix(">  ")
    }
    for _ in 0..<100 where openDescriptors() > before { usleep(20_000) }
    XCTAssertLessThanOrEqual(openDescriptors(), before)
    XCTAssertLessThanOrEqual(ProcessTable.livingDescendants(of: session.processID).count, 1)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "1\n")
  }

  func testBecomeReplacesSelectOnARestoredTerminal() throws {
    let session = try start(
      ["--bind", "enter:become(echo chose {}; exit 7)", "--preview", "sleep 100 & sleep 100"],
      stdin: nil)
    let before = session.initialSettings
    let previews = waitForProcesses(session, count: 3)
    session.send("\u{1B}[B\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "chose b\n")
    XCTAssertEqual(result.status, 7)
    XCTAssertEqual(session.settings, before)
    assertGone(previews)
  }

  func testChangePrompt() throws {
    let session = try start(["--bind", "ctrl-p:change-prompt(pick one: )"])
    session.send([0x10])
    waitForScreen(session, "the new prompt") { $0.lines[0].hasPrefix("pick one: ") }
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
  }

  func testPreviewKeysScrollAndToggleThePane() throws {
    let session = try start([
      "--preview", "seq 100", "--bind", "f2:preview-page-down,f3:preview-page-up", "--no-scrollbar",
    ])
    waitForScreen(session, "the preview") { $0.lines[0].hasSuffix("│1") }
    session.send("\u{1B}[1;2B")
    waitForScreen(session, "scrolled a line") {
      $0.lines[0].contains("│2") && $0.lines[0].hasSuffix("2/100")
    }
    session.send("\u{1B}[1;2A")
    waitForScreen(session, "back at the top") { $0.lines[0].hasSuffix("│1") }
    session.send("\u{1B}OQ")
    waitForScreen(session, "a page down") { $0.lines[0].contains("│25") }
    session.send("\u{1B}OR")
    waitForScreen(session, "a page up") { $0.lines[0].hasSuffix("│1") }
    session.send([0x1F])
    waitForScreen(session, "hidden") { !$0.text.contains("│") }
    session.send([0x1F])
    waitForScreen(session, "shown again") { $0.lines[0].hasSuffix("│1") }
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
  }

  func testAHiddenPaneStartsOnCtrlSlash() throws {
    let session = try start(["--preview", "echo shown {}", "--preview-window", "hidden"])
    waitForScreen(session, "no pane") { $0.lines[1].hasPrefix("> 1 a") && !$0.text.contains("│") }
    XCTAssertEqual(
      ProcessTable.livingDescendants(of: session.processID), [], "no preview while hidden")
    session.send([0x1F])
    waitForScreen(session, "the pane") { $0.lines[0].hasSuffix("│shown a") }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "a\n")
  }
}

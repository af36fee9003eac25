import Glibc
import SelectTestSupport
import XCTest

/// fzf's actions and events that show on the screen (preview actions,
/// `every(N)`, the preview's variables), and the temporary files of `{f}`.
final class BindActionsTests: CommandTestCase {
  func testPreviewActionWithoutPreviewOption() throws {
    let session = try start(["--bind", "ctrl-a:preview(echo shown {})"])
    session.send("\u{01}")
    waitForScreen(session, "the pane shows the command's output") { $0.text.contains("shown a") }
    session.send("\u{1B}")
    _ = try session.finish()
  }

  func testChangePreviewAndItsWindow() throws {
    let session = try start([
      "--preview", "echo first {}", "--bind", "ctrl-a:change-preview(echo second {})",
      "--bind", "ctrl-b:change-preview-window(hidden|)",
    ])
    waitForScreen(session, "the first preview") { $0.text.contains("first a") }
    session.send("\u{01}")
    waitForScreen(session, "the changed preview") { $0.text.contains("second a") }
    session.send("\u{02}")
    waitForScreen(session, "the pane hidden") { !$0.text.contains("second a") }
    session.send("\u{02}")
    waitForScreen(session, "the pane back") { $0.text.contains("second a") }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "a\n")
  }

  func testThePreviewGetsItsSize() throws {
    let session = try start(["--preview", "echo lines=$FZF_PREVIEW_LINES cols=$SELECT_PREVIEW_COLUMNS"])
    waitForScreen(session, "the pane's size") { screen in
      screen.text.range(of: #"lines=[1-9][0-9]* cols=[1-9][0-9]*"#, options: .regularExpression) != nil
    }
    session.send("\u{1B}")
    _ = try session.finish()
  }

  func testEveryEventFires() throws {
    let session = try start(["--bind", "every(0.05):transform-prompt(echo tick$FZF_TOTAL_COUNT)"])
    waitForScreen(session, "the prompt set by the timer") { $0.text.contains("tick3") }
    session.send("\u{1B}")
    _ = try session.finish()
  }

  func testFilesOfFPlaceholdersAreRemovedAfterTheCommand() throws {
    let record = NSTemporaryDirectory() + "select-f-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: record) }
    let session = try start(["--multi", "--bind", "ctrl-a:execute-silent(cat {+f} > \(record); echo {+f} >> \(record))"])
    session.send("\t\t\u{01}")
    for _ in 0..<500 where (try? String(contentsOfFile: record, encoding: .utf8))?.contains("/") != true {
      usleep(10_000)
    }
    let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
    XCTAssertEqual(lines.prefix(2), ["a", "b"])
    session.send("\u{1B}")
    _ = try session.finish()
    XCTAssertFalse(FileManager.default.fileExists(atPath: String(lines[2])), "the {+f} file is removed")
  }

  func testBellRings() throws {
    let session = try start(["--bind", "ctrl-a:bell+change-prompt(rung> )"])
    session.send("\u{01}")
    waitForScreen(session, "the prompt after the bell") { $0.text.contains("rung> ") }
    XCTAssertTrue(session.transcript.contains(0x07))
    session.send("\u{1B}")
    _ = try session.finish()
  }
}

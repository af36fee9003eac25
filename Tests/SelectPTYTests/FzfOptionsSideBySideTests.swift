import Foundation
import SelectTestSupport
import XCTest

/// fzf 0.74's options in the picker, beside fzf 0.74.5 on the same input,
/// options and keys (select(1), "fzf options"); `--layout reverse` where
/// Down must mean the same in both. Each test skips without fzf 0.74.5.
final class FzfOptionsSideBySideTests: XCTestCase {
  private let down = "\u{1B}[B"
  private let up = "\u{1B}[A"

  func testLayoutsMoveAsInFzf() throws {
    for (arguments, key) in [
      (["--layout", "reverse"], down), (["--reverse"], down), (["--layout=default"], up),
      (["--layout", "reverse-list"], down), (["--no-reverse"], up),
    ] {
      let run = try sideBySide(
        arguments, stdin: "alpha\nbeta\ngamma\n", steps: [.type(key), .waitForCursor(on: "beta"), "\r"])
      XCTAssertSameAsFzf(run, "\(arguments)")
      XCTAssertEqual(run.select.output, "beta\n", "\(arguments)")
    }
  }

  func testHistoryRecallsThePreviousQuery() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("select-history-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("history")
    try "gam\nbet\n".write(to: file, atomically: true, encoding: .utf8)
    // Ctrl-P brings back "bet"; Enter appends it again, in each run.
    let run = try sideBySide(
      ["--layout", "reverse", "--history", file.path], stdin: "alpha\nbeta\ngamma\n",
      steps: ["\u{10}", .showing("> bet", "1/3", hiding: ["alpha"]), "\r"])
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.output, "beta\n")
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "gam\nbet\nbet\nbet\n")
    // Twice back, then forward again, with a query typed first.
    let walk = try sideBySide(
      ["--layout", "reverse", "--history", file.path], stdin: "alpha\nbeta\ngamma\n",
      steps: [
        "al", .showing("> al", hiding: ["beta"]), "\u{10}\u{10}\u{10}", .showing("> bet", hiding: ["alpha"]),
        "\u{0E}\u{0E}\u{0E}", .showing("> al", "alpha", hiding: ["beta"]), "\r",
      ])
    XCTAssertSameAsFzf(walk)
    XCTAssertEqual(walk.select.output, "alpha\n")
  }

  func testDisabledDoesNotFilter() throws {
    let run = try sideBySide(
      ["--layout", "reverse", "--disabled", "--print-query"], stdin: "alpha\nbeta\ngamma\n",
      steps: ["gam", .showing("> gam"), .type(down + "\r")])
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.output, "gam\nbeta\n")
  }

  func testTrackKeepsTheCursorOnItsItem() throws {
    let run = try sideBySide(
      ["--layout", "reverse", "--track"], stdin: "a1\nb2\na3\nb4\n",
      steps: [.type(down + down), .waitForCursor(on: "a3"), "a", .showing("2/4", hiding: ["b2"]), "\r"])
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.output, "a3\n")
  }

  func testSelectOneAndExitZeroAnswerAtOnce() throws {
    let one = try sideBySide(["-1", "--query", "bet"], stdin: "alpha\nbeta\n", steps: [], ready: "")
    XCTAssertSameAsFzf(one)
    XCTAssertEqual(one.select.output, "beta\n")
    let none = try sideBySide(["-0", "--query", "zzz"], stdin: "alpha\nbeta\n", steps: [], ready: "")
    XCTAssertSameAsFzf(none)
    XCTAssertEqual(none.select.status, 1)
  }

  func testSyncAndTail() throws {
    let sync = try sideBySide(
      ["--layout", "reverse", "--sync"], stdin: "alpha\nbeta\n", steps: [.type(down + "\r")])
    XCTAssertSameAsFzf(sync)
    let tail = try sideBySide(
      ["--layout", "reverse", "--tail", "2"], stdin: "alpha\nbeta\ngamma\n",
      steps: [.showing("beta", "gamma", hiding: ["alpha"]), "\r"], ready: "gamma")
    XCTAssertSameAsFzf(tail)
    XCTAssertEqual(tail.select.output, "beta\n")
  }

  func testCaseSpellingsInThePicker() throws {
    let run = try sideBySide(
      ["--layout", "reverse", "+i"], stdin: "Apple\napple\n",
      steps: ["app", .showing("1/2", hiding: ["Apple"]), "\r"], ready: "Apple")
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.output, "apple\n")
  }

  func testFilepathWordDeletesPathParts() throws {
    for arguments in [["--filepath-word"], []] {
      let run = try sideBySide(
        ["--layout", "reverse", "--disabled", "--print-query"] + arguments, stdin: "alpha\n",
        steps: ["ab/cd ef", .showing("> ab/cd ef"), "\u{1B}\u{7F}", .showing("> ab/", hiding: ["ef"]), "\r"])
      XCTAssertSameAsFzf(run, "\(arguments)")
    }
  }

  /// `--ambidouble`: a row of 50 `§` is 100 columns, cut at 80; 50 without.
  func testAmbidoubleCountsAmbiguousCharactersTwice() throws {
    let label = String(repeating: "§", count: 50)
    let wide = try TerminalSession(["--ambidouble"], stdin: Array((label + "\n").utf8))
    XCTAssertTrue(wide.waitFor("…"), wide.text)
    wide.send("\r")
    XCTAssertEqual(try wide.finish().output, label + "\n")
    let narrow = try TerminalSession([], stdin: Array((label + "\n").utf8))
    XCTAssertTrue(narrow.waitFor(label), narrow.text)
    narrow.send("\r")
    _ = try narrow.finish()
    XCTAssertFalse(narrow.text.contains("…"), narrow.text)
  }

  /// The walker and the default command apply when stdin is the terminal.
  func testWalkerAndDefaultCommandWhenStdinIsATerminal() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("select-walker-\(getpid())")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("sub/.hidden"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["sub/file", "sub/.hidden/deep", ".top"] {
      XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil))
    }
    let root = directory.path
    // Stdout is the terminal here: what was printed is read off it.
    let walk = try TerminalSession(
      ["--walker", "file,hidden", "--walker-root", root, "--filter", ""], streamsOnTerminal: true)
    for path in ["\(root)/sub/file", "\(root)/sub/.hidden/deep", "\(root)/.top"] {
      XCTAssertTrue(walk.waitFor(path), walk.text)
    }
    _ = try walk.finish()
    let plain = try TerminalSession(
      ["--walker", "file", "--walker-root", root, "--filter", "", "--print0"], streamsOnTerminal: true)
    XCTAssertTrue(plain.waitFor("\(root)/sub/file\0"), plain.text)
    _ = try plain.finish()
    XCTAssertFalse(plain.text.contains(".top"), plain.text)
    let command = try TerminalSession(
      ["--filter", "q"], environment: ["FZF_DEFAULT_COMMAND": "printf 'p\\nq1\\n'"], streamsOnTerminal: true)
    XCTAssertTrue(command.waitFor("q1"), command.text)
    _ = try command.finish()
    let ours = try TerminalSession(
      ["--filter", "s"],
      environment: ["FZF_DEFAULT_COMMAND": "echo fzf", "SELECT_DEFAULT_COMMAND": "echo sel"], streamsOnTerminal: true)
    XCTAssertTrue(ours.waitFor("sel"), ours.text)
    _ = try ours.finish()
  }
}

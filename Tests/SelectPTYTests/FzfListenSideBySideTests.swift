import Foundation
import SelectTestSupport
import XCTest

/// `--listen` beside fzf 0.74.5: a binding runs curl against the server,
/// and what the server did or said is compared. Skips without curl or fzf 0.74.5.
/// (fzf 0.74.5 leaves FZF_SOCK empty in children although its manual
/// names it; select sets it, so it is not compared.)
final class FzfListenSideBySideTests: XCTestCase {
  private func requireCurl() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") else {
      throw XCTSkip("curl is not installed at /usr/bin/curl")
    }
  }

  private func same(_ arguments: [String], keys: [TerminalStep], file: StaticString = #filePath, line: UInt = #line) throws {
    let run = try sideBySide(
      arguments, stdin: "alpha\nbeta\ngamma\n", steps: keys,
      environment: ["FZF_DEFAULT_OPTS": "--layout reverse"])
    XCTAssertSameAsFzf(run, arguments.joined(separator: " "), file: file, line: line)
  }

  /// Waits until a binding's command has written `file` whole (it writes
  /// another name and renames it); the binding that reads it removes it,
  /// so select's run waits for its own.
  private func written(_ file: String) -> TerminalStep {
    .waitUntil("\(file) written") { FileManager.default.fileExists(atPath: file) }
  }

  func testActionsPostedOverTCP() throws {
    try requireCurl()
    try same(
      ["--listen", "--bind", #"ctrl-a:execute-silent:curl -s -XPOST localhost:$FZF_PORT -d "pos(2)+print(posted)+accept" >/dev/null &"#],
      keys: ["\u{01}"])
  }

  func testTheStateAnsweredOverTCP() throws {
    try requireCurl()
    let file = NSTemporaryDirectory() + "select-listen-state-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: file) }
    try same(
      [
        "--listen", "--bind",
        "ctrl-a:execute-silent(curl -s 'localhost:'$FZF_PORT'?limit=2' > \(file).part && mv \(file).part \(file) &)",
        "--bind", "ctrl-b:become(cat \(file); rm \(file))",
      ],
      keys: ["\u{1B}[B", "\u{01}", written(file), "\u{02}"])
  }

  /// fzf's manual's recipe: a synchronous `transform` asks its own server
  /// for the state (the picker answers while it waits for the command).
  func testTheStateAskedFromInsideATransform() throws {
    try requireCurl()
    // It accepts before anything need be drawn: no marker to wait for.
    let run = try sideBySide(
      [
        "--multi", "--listen", "--bind",
        #"load:transform:curl -s localhost:$FZF_PORT | grep -q '"text":"beta"' && echo 'pos(2)+select+print(seen)+accept'"#,
      ],
      stdin: "alpha\nbeta\ngamma\n", steps: [], ready: "", environment: ["FZF_DEFAULT_OPTS": "--layout reverse"])
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.output, "seen\nbeta\n")
  }

  func testAUnixSocket() throws {
    try requireCurl()
    let path = NSTemporaryDirectory() + "select-listen-\(getpid()).sock"
    let file = path + ".state"
    defer { try? FileManager.default.removeItem(atPath: file) }
    try same(
      [
        "--listen", path, "--bind",
        "ctrl-a:execute-silent(curl -s --unix-socket $FZF_SOCK http -d last >/dev/null; "
          + "curl -s --unix-socket $FZF_SOCK http > \(file).part && mv \(file).part \(file) &)",
        "--bind", "ctrl-b:become(cat \(file); rm \(file))",
      ],
      keys: ["\u{01}", written(file), "\u{02}"])
  }
}

import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// `--tmux` with a real tmux: the test opens a pseudo-terminal, attaches a
/// tmux client to a server of its own on it (a popup needs a client), runs
/// a shell line in the session and types into the client, which shows the
/// popup; the line's output goes to files the test reads.
final class TmuxPopupTests: XCTestCase {
  private var folder: URL!
  private var socket = ""

  override func setUpWithError() throws {
    guard let tmux = Self.tmuxPath else { throw XCTSkip("tmux is not installed") }
    let version = try Self.output(of: tmux, ["-V"])
    guard version.hasPrefix("tmux 3.") || version.hasPrefix("tmux next") else {
      throw XCTSkip("tmux is older than 3.3: \(version)")
    }
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("select-tmux-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    socket = "select-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  }

  override func tearDownWithError() throws {
    if let tmux = Self.tmuxPath { _ = try? Self.output(of: tmux, ["-L", socket, "kill-server"]) }
    if let folder { try? FileManager.default.removeItem(at: folder) }
  }

  static let tmuxPath: String? = {
    for folder in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
      let path = folder + "/tmux"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }()

  static func output(of executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Starts a tmux client on a new terminal whose session runs `line`
  /// (with SELECT the built binary).
  private func attach(_ line: String) throws -> TerminalSession {
    // A server of its own each time: one killed just before may still be
    // going, and a client reaching it fails with "server exited
    // unexpectedly".
    socket = "select-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let script = line.replacingOccurrences(of: "SELECT", with: "'\(SelectBinary.url.path)'")
    // `env -u TMUX`: a test run inside tmux must not look nested to it.
    let session = try TerminalSession(
      ["-u", "TMUX", Self.tmuxPath!, "-L", socket, "-f", "/dev/null", "new-session", "-x", "100", "-y", "30",
       "sh", "-c", script],
      executable: "/usr/bin/env", rows: 30, columns: 100, environment: ["SHELL": "/bin/sh"],
      streamsOnTerminal: true)
    return session
  }

  private func file(_ name: String) -> String { folder.appendingPathComponent(name).path }

  private func contents(_ name: String) -> String? {
    try? String(contentsOfFile: file(name), encoding: .utf8)
  }

  private func waitForFile(_ name: String, timeout: TimeInterval = 10) -> String? {
    _ = waitUntil(timeout: timeout) { contents(name)?.hasSuffix("\n") == true }
    return contents(name)
  }

  func testThePickerRunsInAPopupAndItsChoiceAndStatusComeBack() throws {
    let session = try attach(
      "printf 'apple\\nbanana\\ncherry\\n' | TMPDIR=\(folder.path) SELECT --tmux=center,60%,50% --bind 'start:execute-silent(stat -c %a \"$TMPDIR\"/select-popup.*/run.sh >\(file("mode")))' >\(file("out")) 2>\(file("err")); echo $? >\(file("status")); sleep 5")
    XCTAssertTrue(session.waitForScreen(rows: 30, columns: 100) { $0.text.contains("3 cherry") }, session.text)
    session.send("\u{1B}[B\r")
    XCTAssertEqual(waitForFile("status"), "0\n", contents("err") ?? "")
    XCTAssertEqual(contents("out"), "banana\n")
    XCTAssertEqual(contents("err"), "")
    // tmux runs the script as the user, who must be able to read it.
    XCTAssertEqual(contents("mode"), "600\n")
    XCTAssertEqual(popupDirectoriesLeft(), [])
  }

  /// The popups' private directories still in the test's folder (its TMPDIR).
  private func popupDirectoriesLeft() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasPrefix("select-popup.") }
  }

  func testCancellingInThePopupIs130AndStderrComesBack() throws {
    let session = try attach(
      "printf 'apple\\n' | SELECT --popup --bind 'ctrl-o:execute-silent(echo to-stderr >&2)' >\(file("out")) 2>\(file("err")); echo $? >\(file("status")); sleep 5")
    XCTAssertTrue(session.waitForScreen(rows: 30, columns: 100) { $0.text.contains("1 apple") }, session.text)
    session.send("\u{1B}")
    XCTAssertEqual(waitForFile("status"), "130\n")
    XCTAssertEqual(contents("out"), "")
  }

  func testEnvironmentAndDirectoryReachThePickerAndBecomeRunsOutside() throws {
    // `become` runs outside the popup, in the place of the select there.
    try "printf '%s:%s:%s' \"$POPUP_TEST_VALUE\" \"$(pwd)\" \"${SELECT_IN_TMUX_POPUP:-outside}\"".write(
      toFile: file("show.sh"), atomically: true, encoding: .utf8)
    let session = try attach(
      "cd \(folder.path) && printf 'x\\n' | POPUP_TEST_VALUE=\"it's here\" SELECT --tmux --bind 'enter:become(sh show.sh)' >\(file("out")); echo $? >\(file("status")); sleep 5")
    XCTAssertTrue(session.waitForScreen(rows: 30, columns: 100) { $0.text.contains("1 x") }, session.text)
    session.send("\r")
    XCTAssertEqual(waitForFile("status"), "0\n")
    XCTAssertEqual(contents("out"), "it's here:\(folder.path):outside")
  }

  func testSIGTERMClosesThePopupAndEndsUsAsItWould() throws {
    let session = try attach(
      "printf 'apple\\n' | TMPDIR=\(folder.path) SELECT --tmux >\(file("out")) & echo $! >\(file("pid")); wait $!; echo $? >\(file("status")); sleep 5")
    XCTAssertTrue(session.waitForScreen(rows: 30, columns: 100) { $0.text.contains("1 apple") }, session.text)
    let pid = try XCTUnwrap(waitForFile("pid").flatMap { Int32($0.filter(\.isNumber)) })
    kill(pid, SIGTERM)
    XCTAssertEqual(waitForFile("status"), "143\n")
    XCTAssertEqual(popupDirectoriesLeft(), [], "dying of the signal, it removes the popup's directory")
    XCTAssertTrue(
      session.waitForScreen(rows: 30, columns: 100) { !$0.text.contains("1 apple") }, "the popup is closed")
  }

  /// Issue 43: the popup has fzf 0.74.5's size for the same arguments
  /// and the picker fills it (it drew a 10-row picker in a 24-row popup);
  /// a `--height` after `--tmux` draws inline, as fzf's does.
  func testThePopupHasFzfsSizeAndThePickerFillsIt() throws {
    let fzf = try ReferenceFzf.required()
    /// The rows from the popup's top border to its bottom one.
    func popupRows(_ program: String, _ spec: String) throws -> Int {
      let session = try attach("seq 100 | \(program) \(spec); sleep 5")
      var rows = 0
      XCTAssertTrue(
        session.waitForScreen(rows: 30, columns: 100) { screen in
          guard let top = screen.lines.firstIndex(where: { $0.contains("╭") }),
            let bottom = screen.lines.lastIndex(where: { $0.contains("╰") }),
            screen.text.contains("100/100")
          else { return false }
          rows = bottom - top + 1
          return true
        }, "\(program) \(spec):\n\(session.screen(rows: 30, columns: 100).text)")
      session.send("\u{1B}")
      _ = try? Self.output(of: Self.tmuxPath!, ["-L", socket, "kill-server"])
      return rows
    }
    for spec in ["--tmux 80%", "--tmux center,60%,50%"] {
      let expected = try popupRows(fzf, spec)
      XCTAssertGreaterThan(expected, 12, spec)
      XCTAssertEqual(try popupRows("SELECT", spec), expected, spec)
    }
    let inline = try attach("seq 100 | SELECT --tmux 80% --height 5; sleep 5")
    XCTAssertTrue(
      inline.waitForScreen(rows: 30, columns: 100) { $0.lines.contains("    4 4") && !$0.text.contains("╭") },
      inline.screen(rows: 30, columns: 100).text)
  }

  func testOutsideTmuxItRunsInPlace() throws {
    let session = try TerminalSession(["--tmux"], stdin: Array("red\ngreen\n".utf8), environment: ["TMUX": ""])
    XCTAssertTrue(session.waitForScreen { $0.text.contains("2 green") }, session.text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "red\n")
  }

  func testWithFilterItNeverOpensAPopup() throws {
    let result = try SelectBinary.run(
      ["--tmux", "--filter", "gr"], stdin: Array("red\ngreen\n".utf8),
      environment: ["TMUX": "/nonexistent,1,0"])
    XCTAssertEqual(result.output, "green\n")
  }
}

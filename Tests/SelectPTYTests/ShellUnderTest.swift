import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// A real interactive bash, zsh or fish on a pseudo-terminal, started
/// without the user's start-up files, that has typed `select`'s setup line
/// and finds the built `select` first on PATH: the key bindings are tested
/// by pressing keys in it and reading back the command lines it runs.
///
/// Every wait polls the screen or the file system up to a generous
/// deadline, so a loaded machine only makes the tests slower.
final class ShellUnderTest {
  enum Kind: String {
    case bash, zsh, fish
  }

  let kind: Kind
  let session: TerminalSession
  /// The directory the shell starts in.
  let tree: URL
  /// Where the shell writes the arguments of the lines it runs.
  let results: URL
  private let home: URL
  private var resultCount = 0

  /// Keys as the terminal sends them.
  static let ctrlT = "\u{14}"
  static let ctrlR = "\u{12}"
  static let altC = "\u{1B}c"
  static let escape = "\u{1B}"
  static let tab = "\t"
  static let ctrlU = "\u{15}"
  static let ctrlE = "\u{05}"
  static let left = "\u{1B}[D"

  /// Starts `kind` in `tree`, or skips the test when it is not installed.
  /// `environment` adds variables (the `SELECT_*` and `FZF_*` ones are
  /// empty unless given, whatever the test runner's environment holds).
  init(_ kind: Kind, in tree: URL, environment: [String: String] = [:]) throws {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    guard
      let program = path.split(separator: ":").lazy
        .map({ "\($0)/\(kind.rawValue)" })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      throw XCTSkip("\(kind.rawValue) is not installed (not found on PATH)")
    }
    self.kind = kind
    self.tree = tree
    // Short paths keep the typed lines from wrapping much.
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("sh-\(UUID().uuidString.prefix(8))")
    results = home.appendingPathComponent("r")
    try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
    var variables = [
      "HOME": home.path, "PATH": SelectBinary.url.deletingLastPathComponent().path + ":" + path,
      "LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": "", "TERM": "xterm-256color",
      "INPUTRC": "/dev/null", "HISTFILE": home.appendingPathComponent("history").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
      "SELECT_DEFAULT_OPTS": "", "SELECT_CTRL_T_COMMAND": "", "SELECT_CTRL_T_OPTS": "",
      "SELECT_CTRL_R_OPTS": "", "SELECT_ALT_C_COMMAND": "", "SELECT_ALT_C_OPTS": "",
      "SELECT_COMPLETION_TRIGGER": "", "SELECT_COMPLETION_OPTS": "",
      "FZF_DEFAULT_OPTS": "", "FZF_CTRL_T_COMMAND": "", "FZF_CTRL_T_OPTS": "", "FZF_CTRL_R_OPTS": "",
      "FZF_ALT_C_COMMAND": "", "FZF_ALT_C_OPTS": "", "FZF_COMPLETION_TRIGGER": "", "FZF_COMPLETION_OPTS": "",
    ]
    variables.merge(environment) { $1 }
    let arguments =
      switch kind {
      case .bash: ["--norc", "--noprofile", "-i"]
      case .zsh: ["-f", "-i"]
      case .fish: ["--no-config", "-i"]
      }
    session = try TerminalSession(
      arguments, executable: program, environment: variables, streamsOnTerminal: true)
    // A prompt that names the directory, then the setup line the README
    // gives for this shell.
    let setup =
      switch kind {
      case .bash: #"PS1='[\W]\$ '; eval "$(command select --init bash)""#
      case .zsh: #"PS1='[%1~]%# '; eval "$(command select --init zsh)""#
      case .fish:
        #"function fish_prompt; printf '[%s]> ' (basename $PWD); end; "#
          + "command select --init fish | source"
      }
    try run("cd \(quoted(tree.path)); \(setup)")
  }

  deinit {
    session.signal(SIGKILL)
    try? FileManager.default.removeItem(at: home)
  }

  /// Types `text`.
  func type(_ text: String) {
    session.send(text)
  }

  /// Types a command, presses Enter, and waits until the shell has run it.
  func run(_ command: String) throws {
    type(command + "; " + "printf '%s\\0' done" + resultRedirection() + "\r")
    XCTAssertEqual(try waitForResult(), ["done"], "the shell did not run: \(command)")
  }

  /// Finishes the line being edited with a redirection of its output to a
  /// new result file and presses Enter: for a line `printf '%s\0' ARGS`,
  /// `waitForResult` then returns the arguments as the shell saw them.
  /// `toEnd` moves the cursor to the end of the line (Ctrl-E, or `A` in
  /// vi's command mode).
  func finishLine(toEnd: String = ShellUnderTest.ctrlE) {
    type(toEnd + resultRedirection() + "\r")
  }

  /// Removes the last result file, to wait for the same line to run again.
  func forgetResult() throws {
    try FileManager.default.removeItem(at: results.appendingPathComponent("\(resultCount)"))
  }

  /// The redirection of a line's output into the next result file, in two
  /// steps so that the file appears complete.
  func resultRedirection() -> String {
    resultCount += 1
    let file = results.appendingPathComponent("\(resultCount)").path
    return " > \(quoted(file + ".part")) && mv \(quoted(file + ".part")) \(quoted(file))"
  }

  /// Waits for the last result file, then for the shell's next prompt;
  /// the file's NUL-terminated fields.
  func waitForResult(timeout: Double = 30) throws -> [String] {
    let file = results.appendingPathComponent("\(resultCount)")
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let data = FileManager.default.contents(atPath: file.path) {
        waitForPrompt()
        return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false)
          .dropLast().map(String.init)
      }
      usleep(20_000)
    }
    throw ShellTestError.noResult(screen: screen.text)
  }

  /// Types a command and Enter, and waits for the next prompt.
  ///
  /// Typed once the prompt for the line before is drawn: a prompt still
  /// being drawn when the command was typed passed for the one after it,
  /// and a Ctrl-R sent then reached the kernel while the command ran (one
  /// run of fish's Ctrl-R test in twenty). The newline and the prompt are
  /// judged on one reading of the transcript: a screen drawn from a reading
  /// before the command's echo still shows the prompt it was typed at (once
  /// in a CI run).
  func submit(_ command: String) {
    waitForPrompt()
    let before = session.transcript.count
    type(command + "\r")
    let passed = session.waitForScreen(timeout: 30, writtenSince: before) { screen, written in
      written.contains(10) && Self.isPromptOnly(screen)
    }
    XCTAssertTrue(passed, "waited for the prompt after \(command); screen:\n\(screen.text)")
  }

  /// Waits until the line being edited is an empty one after the prompt.
  ///
  /// Control keys must wait for it: while a command runs the terminal is
  /// in canonical mode, where the kernel takes Ctrl-R (reprint) and Ctrl-U
  /// (kill) for itself, and the shell would never see them.
  func waitForPrompt(file: StaticString = #filePath, line: UInt = #line) {
    waitForScreen("a prompt", file: file, line: line, Self.isPromptOnly)
  }

  /// Whether the cursor's row holds only a prompt, the cursor after it:
  /// `[w]# `, `(ins)[w]$ `, `[I] [w]> `.
  private static func isPromptOnly(_ screen: VirtualScreen) -> Bool {
    let row = screen.lines[screen.cursor.row]
    return row.wholeMatch(of: #/.*\][#$%>]/#) != nil && screen.cursor.column == row.count + 1
  }

  /// Whether no result beyond those waited for has appeared.
  var hasNoNewResult: Bool {
    !FileManager.default.fileExists(atPath: results.appendingPathComponent("\(resultCount + 1)").path)
  }

  var screen: VirtualScreen { session.screen() }

  /// Waits until the screen satisfies `condition`.
  func waitForScreen(
    _ what: String, timeout: Double = 30, file: StaticString = #filePath, line: UInt = #line,
    _ condition: @escaping (VirtualScreen) -> Bool
  ) {
    let passed = session.waitForScreen(timeout: timeout, condition)
    XCTAssertTrue(passed, "waited for \(what); screen:\n\(screen.text)", file: file, line: line)
  }

  /// Waits for the row the cursor is on (the line being edited) to
  /// contain `text`: a prompt, a mode indicator.
  func waitForCursorRow(
    containing text: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    waitForScreen("the cursor's row to contain \(text)", file: file, line: line) {
      $0.lines[$0.cursor.row].contains(text)
    }
  }

  /// Waits for the picker to show, with a row containing `label` if given.
  func waitForPicker(
    showing label: String? = nil, file: StaticString = #filePath, line: UInt = #line
  ) {
    waitForScreen("the picker showing \(label ?? "anything")", file: file, line: line) { screen in
      let rows = Self.pickerRows(screen)
      return !rows.isEmpty && (label.map { label in rows.contains { $0.contains(label) } } ?? true)
    }
  }

  /// Waits for the picker's cursor to be on the row of `label`.
  func waitForCursor(on label: String, file: StaticString = #filePath, line: UInt = #line) {
    waitForScreen("the cursor on \(label)", file: file, line: line) { screen in
      Self.pickerRows(screen).dropFirst().contains { $0.hasPrefix(">") && $0.contains(label) }
    }
  }

  /// In the picker: types `query`, waits for the cursor to reach
  /// `label`, accepts, and waits for the picker to close.
  func choose(_ query: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
    type(query)
    waitForCursor(on: label, file: file, line: line)
    type("\r")
    waitForPickerToClose(file: file, line: line)
  }

  /// Waits until the picker has gone from the screen.
  func waitForPickerToClose(file: StaticString = #filePath, line: UInt = #line) {
    waitForScreen("the picker to close", file: file, line: line) { !Self.pickerIsShown($0) }
  }

  /// The picker's rows from its prompt row down, while it is shown.
  var pickerRows: [String] { Self.pickerRows(screen) }

  private static func pickerRows(_ screen: VirtualScreen) -> [String] {
    let lines = screen.lines
    guard let top = lines.firstIndex(where: isCount) else { return [] }
    return Array(lines[top...])
  }

  /// The picker's prompt row ends with its count, right-aligned: `3/12`,
  /// `3/12 · 1 checked`.
  private static func isCount(_ line: String) -> Bool {
    line.wholeMatch(of: #/.* \d+\/\d+( · \d+ checked)?/#) != nil
  }

  private static func pickerIsShown(_ screen: VirtualScreen) -> Bool {
    screen.lines.contains(where: isCount)
  }

  /// `text` quoted for the shell under test (single quotes, no single
  /// quote inside: the tests' paths have none).
  func quoted(_ text: String) -> String {
    precondition(!text.contains("'"))
    return "'\(text)'"
  }
}

enum ShellTestError: Error {
  case noResult(screen: String)
}

/// A fresh folder for shell tests: `top`, a temporary folder named from
/// `prefix`, holding the working tree `w` with empty `files` (paths under it).
func makeTree(_ prefix: String, files: [String]) throws -> (top: URL, tree: URL) {
  let top = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))")
  let tree = top.appendingPathComponent("w")
  for file in files {
    let url = tree.appendingPathComponent(file)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: url)
  }
  return (top, tree)
}

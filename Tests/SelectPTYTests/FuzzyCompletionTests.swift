import Foundation
import SelectTestSupport
import XCTest

/// fzf's fuzzy completion in `select --init bash|zsh` (issue 43): a word
/// ending in `**` and Tab opens a picker whose choice replaces the word,
/// paths or directories by the command, process ids after `kill`, hosts
/// after `ssh`, names after `unset`; `FZF_COMPLETION_TRIGGER`,
/// `FZF_COMPLETION_OPTS` and the `_fzf_compgen_path` hook as fzf reads
/// them, select's own spellings first. Any other Tab completes as before.
final class FuzzyCompletionTests: XCTestCase {
  private typealias Keys = ShellUnderTest

  private var top: URL!
  private var tree: URL!

  override func setUpWithError() throws {
    (top, tree) = try makeTree(
      "complete", files: ["src/main.swift", "src/lib/util.swift", "docs/guide.md", "a b.txt"])
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: top)
  }

  func testBashPathsAndDirectories() throws { try pathsAndDirectories(.bash) }
  func testZshPathsAndDirectories() throws { try pathsAndDirectories(.zsh) }

  func testBashProcessesHostsAndNames() throws { try processesHostsAndNames(.bash) }
  func testZshProcessesHostsAndNames() throws { try processesHostsAndNames(.zsh) }

  func testBashTriggerOptionsAndHooks() throws { try triggerOptionsAndHooks(.bash) }
  func testZshTriggerOptionsAndHooks() throws { try triggerOptionsAndHooks(.zsh) }

  /// Waits for the line being edited to contain `text` (the screen keeps
  /// no blank at a row's end), then empties it.
  private func waitForLine(_ shell: ShellUnderTest, _ text: String, line: UInt = #line) {
    shell.waitForCursorRow(containing: text, line: line)
    shell.type(Keys.ctrlU)
    shell.waitForPrompt()
  }

  /// `src/**` offers what is under src only; `cd **` directories only; a
  /// path with a space comes back quoted; a Tab without the trigger is the
  /// shell's own completion.
  private func pathsAndDirectories(_ kind: ShellUnderTest.Kind) throws {
    let shell = try ShellUnderTest(kind, in: tree)
    shell.type(#"printf '%s\0' src/**"# + Keys.tab)
    shell.waitForPicker(showing: "src/lib/util.swift")
    XCTAssertFalse(shell.pickerRows.contains { $0.contains("docs") }, "\(shell.pickerRows)")
    shell.choose("util", "src/lib/util.swift")
    shell.type("ab**" + Keys.tab)
    shell.waitForPicker(showing: "a b.txt")
    shell.choose("", "a b.txt")
    shell.finishLine()
    XCTAssertEqual(try shell.waitForResult(), ["src/lib/util.swift", "a b.txt"])

    shell.type("cd **" + Keys.tab)
    shell.waitForPicker(showing: "src/lib")
    XCTAssertFalse(shell.pickerRows.contains { $0.contains(".swift") }, "\(shell.pickerRows)")
    shell.choose("lib", "src/lib")
    waitForLine(shell, "cd src/lib")

    shell.type(#"printf '%s\0' doc"# + Keys.tab)
    shell.waitForCursorRow(containing: "docs/")
    shell.finishLine()
    // zsh takes the slash back before the space that follows.
    XCTAssertEqual(try shell.waitForResult(), [kind == .zsh ? "docs" : "docs/"])
  }

  private func processesHostsAndNames(_ kind: ShellUnderTest.Kind) throws {
    let shell = try ShellUnderTest(kind, in: tree)
    // A process to find: its id as the shell knows it.
    shell.type("sleep 1011 & printf '%s\\0' $!" + shell.resultRedirection() + "\r")
    let pid = try XCTUnwrap(try shell.waitForResult().first)
    defer { kill(pid_t(pid) ?? 0, SIGTERM) }
    shell.type("kill -0 **" + Keys.tab)
    shell.waitForPicker(showing: "PID")
    shell.choose("sleep 1011", "sleep 1011")
    waitForLine(shell, "kill -0 \(pid)")

    try shell.run("mkdir -p ~/.ssh && printf 'Host alpha-host\\nHost *.wild\\n' > ~/.ssh/config")
    shell.type("ssh **" + Keys.tab)
    shell.waitForPicker(showing: "alpha-host")
    XCTAssertFalse(shell.pickerRows.contains { $0.contains("wild") }, "\(shell.pickerRows)")
    shell.choose("alpha", "alpha-host")
    waitForLine(shell, "ssh alpha-host")

    try shell.run("SELECTTESTNAME=1")
    shell.type("unset SELECTTEST**" + Keys.tab)
    shell.waitForCursor(on: "SELECTTESTNAME")
    shell.type("\r")
    shell.waitForPickerToClose()
    waitForLine(shell, "unset SELECTTESTNAME")
  }

  /// `FZF_COMPLETION_TRIGGER` and `FZF_COMPLETION_OPTS` as fzf reads them;
  /// `_fzf_compgen_path` gives the paths, and `_select_compgen_path`, when
  /// defined, comes first.
  private func triggerOptionsAndHooks(_ kind: ShellUnderTest.Kind) throws {
    let shell = try ShellUnderTest(
      kind, in: tree,
      environment: ["FZF_COMPLETION_TRIGGER": ",,", "FZF_COMPLETION_OPTS": "--header 'from fzf'"])
    try shell.run(#"_fzf_compgen_path() { printf '%s\n' "$1/hooked.txt"; }"#)
    shell.type(#"printf '%s\0' ,,"# + Keys.tab)
    shell.waitForPicker(showing: "./hooked.txt")
    shell.waitForScreen("the header") { $0.lines.contains("from fzf") }
    shell.choose("", "./hooked.txt")
    shell.finishLine()
    XCTAssertEqual(try shell.waitForResult(), ["./hooked.txt"])

    try shell.run(#"_select_compgen_path() { printf '%s\n' "$1/own.txt"; }"#)
    shell.type(#"printf '%s\0' ,,"# + Keys.tab)
    shell.waitForPicker(showing: "./own.txt")
    shell.choose("", "./own.txt")
    shell.finishLine()
    XCTAssertEqual(try shell.waitForResult(), ["./own.txt"])
  }
}

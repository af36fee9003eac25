import Foundation
import SelectTestSupport
import XCTest

/// Ctrl-T, Ctrl-R and Alt-C of `select --init bash|zsh|fish`, pressed in a
/// real interactive shell on a pseudo-terminal. Each line the keys build is
/// run as `printf '%s\0' ARGS > file`, so the test reads back exactly the
/// words the shell parsed, quoting and all.
final class ShellKeyBindingTests: XCTestCase {
  private typealias Keys = ShellUnderTest

  private var top: URL!
  private var tree: URL!

  /// Names with a space, quotes, a `$` and a newline; a hidden file and a
  /// hidden directory the walk leaves out. The tree is `w`, so prompts that
  /// name their directory stay short.
  override func setUpWithError() throws {
    (top, tree) = try makeTree(
      "tree", files: ["a b.txt", "it's $x.txt", "new\nline.txt", "sub dir/inner/deep.txt", ".hidden/x"])
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: top)
  }

  func testBashCtrlTInsertsQuotedPathsAtTheCursor() throws { try ctrlT(.bash) }
  func testZshCtrlTInsertsQuotedPathsAtTheCursor() throws { try ctrlT(.zsh) }
  func testFishCtrlTInsertsQuotedPathsAtTheCursor() throws { try ctrlT(.fish) }

  func testBashCtrlRPutsAWholeCommandFromHistoryOnTheLine() throws { try ctrlR(.bash) }
  func testZshCtrlRPutsAWholeCommandFromHistoryOnTheLine() throws { try ctrlR(.zsh) }
  func testFishCtrlRPutsAWholeCommandFromHistoryOnTheLine() throws { try ctrlR(.fish) }

  func testBashAltCChangesDirectoryAndKeepsTheLine() throws { try altC(.bash) }
  func testZshAltCChangesDirectoryAndKeepsTheLine() throws { try altC(.zsh) }
  func testFishAltCChangesDirectoryAndKeepsTheLine() throws { try altC(.fish) }

  func testBashCancellingLeavesLineAndCursor() throws { try cancelling(.bash) }
  func testZshCancellingLeavesLineAndCursor() throws { try cancelling(.zsh) }
  func testFishCancellingLeavesLineAndCursor() throws { try cancelling(.fish) }

  func testBashViModeKeys() throws { try viMode(.bash) }
  func testZshViModeKeys() throws { try viMode(.zsh) }
  func testFishViModeKeys() throws { try viMode(.fish) }

  func testBashVariablesChangeTheListsAndAddOptions() throws { try variables(.bash) }
  func testZshVariablesChangeTheListsAndAddOptions() throws { try variables(.zsh) }
  func testFishVariablesChangeTheListsAndAddOptions() throws { try variables(.fish) }

  func testBashFzfVariablesChangeTheListsAndAddOptions() throws { try fzfVariables(.bash) }
  func testZshFzfVariablesChangeTheListsAndAddOptions() throws { try fzfVariables(.zsh) }
  func testFishFzfVariablesChangeTheListsAndAddOptions() throws { try fzfVariables(.fish) }

  func testBashKeysDrawNoNumbersAndSayNothingWhenNothingMatches() throws { try numbersAndQuiet(.bash) }
  func testZshKeysDrawNoNumbersAndSayNothingWhenNothingMatches() throws { try numbersAndQuiet(.zsh) }
  func testFishKeysDrawNoNumbersAndSayNothingWhenNothingMatches() throws { try numbersAndQuiet(.fish) }

  func testBashCtrlTInAnEmptyDirectoryOpensAnEmptyPicker() throws { try emptyDirectory(.bash) }
  func testZshCtrlTInAnEmptyDirectoryOpensAnEmptyPicker() throws { try emptyDirectory(.zsh) }
  func testFishCtrlTInAnEmptyDirectoryOpensAnEmptyPicker() throws { try emptyDirectory(.fish) }

  // MARK: - Scenarios

  /// Issue 43: Ctrl-T (and Alt-C) in an empty directory printed `select:
  /// no input` above the prompt; fzf's open an empty picker, and so do
  /// select's. Esc leaves the line as it was.
  private func emptyDirectory(_ kind: ShellUnderTest.Kind) throws {
    let empty = top.appendingPathComponent("e")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let shell = try ShellUnderTest(kind, in: empty)
    shell.type(#"printf '%s\0' kept"#)
    for key in [Keys.ctrlT, Keys.altC] {
      let before = shell.session.transcript.count
      shell.type(key)
      shell.waitForScreen("an empty picker") { $0.lines.contains { $0.hasSuffix(" 0/0") } }
      shell.type(Keys.escape)
      shell.waitForPickerToClose()
      let drawn = String(decoding: shell.session.transcript.dropFirst(before), as: UTF8.self)
      XCTAssertFalse(drawn.contains("select:"), "a message: \(drawn)")
    }
    shell.finishLine()
    XCTAssertEqual(try shell.waitForResult(), ["kept"])
  }

  /// Three paths checked with Tab, inserted before the word under the
  /// cursor, each quoted so that the shell reads it back whole, whatever
  /// options the shell has on.
  private func ctrlT(_ kind: ShellUnderTest.Kind) throws {
    let shell = try ShellUnderTest(kind, in: tree)
    // Options some users set, which the widgets must not depend on.
    switch kind {
    case .bash: try shell.run("set -u -o pipefail")
    case .zsh: try shell.run("setopt ksh_arrays sh_word_split")
    case .fish: break
    }
    shell.type(#"printf '%s\0' last"# + String(repeating: Keys.left, count: 4) + Keys.ctrlT)
    shell.waitForPicker(showing: "sub dir/inner")
    for (query, label) in [("ab", "a b.txt"), ("its", "it's $x.txt"), ("newline", "new^Jline.txt")] {
      shell.type(query)
      shell.waitForCursor(on: label)
      shell.type(Keys.tab + Keys.ctrlU)
    }
    shell.waitForScreen("three checked") { $0.text.contains("3 checked") }
    shell.type("\r")
    shell.waitForPickerToClose()
    shell.finishLine()
    let words = try shell.waitForResult()
    XCTAssertEqual(Set(words.dropLast()), ["a b.txt", "it's $x.txt", "new\nline.txt"])
    XCTAssertEqual(words.last, "last")
  }

  /// History newest first with each command once; a command of two lines
  /// comes back whole and replaces the line without running; the line is
  /// the initial query.
  private func ctrlR(_ kind: ShellUnderTest.Kind) throws {
    let shell = try ShellUnderTest(kind, in: tree)
    shell.submit("true one")
    shell.submit("true two")
    shell.type(#"printf '%s\0' "multi"# + "\r" + #"line""# + shell.resultRedirection() + "\r")
    XCTAssertEqual(try shell.waitForResult(), ["multi\nline"])
    try shell.forgetResult()
    shell.submit("true one")

    shell.type(Keys.ctrlR)
    shell.waitForPicker(showing: "true two")
    let rows = shell.pickerRows
    XCTAssertEqual(rows.filter { $0.contains("true one") }.count, 1, "\(rows)")
    let one = try XCTUnwrap(rows.firstIndex { $0.contains("true one") })
    // A command of two lines takes two rows, as fzf's --multi-line draws it.
    let multi = try XCTUnwrap(rows.firstIndex { $0.contains(#"printf '%s\0' "multi"#) })
    XCTAssertTrue(rows.indices.contains(multi + 1) && rows[multi + 1].contains(#"line""#), "\(rows)")
    let two = try XCTUnwrap(rows.firstIndex { $0.contains("true two") })
    XCTAssertLessThan(one, multi, "newest first: \(rows)")
    XCTAssertLessThan(multi, two, "newest first: \(rows)")
    shell.type("multi")
    shell.waitForCursor(on: #"printf '%s\0' "multi"#)
    let before = shell.session.transcript.count
    shell.type("\r")
    shell.waitForPickerToClose()
    // The shell draws the chosen command's second line at the start of a
    // row (the picker drew it on two rows too).
    XCTAssertTrue(
      shell.session.waitFor(timeout: 30) { _ in
        // Without CR: Swift takes CR LF for one character, which \n misses.
        let drawn = String(decoding: shell.session.transcript.dropFirst(before).filter { $0 != 13 }, as: UTF8.self)
        return drawn.contains(#/\n(\s|\e\[[0-9;?]*[A-Za-z])*line"/#)
      }, "the chosen command is not on the line: \(shell.screen.text)")
    XCTAssertTrue(shell.hasNoNewResult, "the chosen command ran")
    shell.type("\r")
    XCTAssertEqual(try shell.waitForResult(), ["multi\nline"])

    shell.type("two" + Keys.ctrlR)
    shell.waitForPicker(showing: "true two")
    XCTAssertTrue(shell.pickerRows.first?.hasPrefix("> two") == true, "\(shell.pickerRows)")
    shell.type(Keys.escape)
    shell.waitForPickerToClose()
  }

  /// The shell changes into the chosen directory, the prompt says so, and
  /// the line and the cursor are as they were.
  private func altC(_ kind: ShellUnderTest.Kind) throws {
    let shell = try ShellUnderTest(kind, in: tree)
    shell.type(#"printf '%s\0' "$PWD" keep"# + Keys.left + Keys.left + Keys.altC)
    shell.waitForPicker(showing: "sub dir/inner")
    shell.choose("inner", "sub dir/inner")
    shell.waitForCursorRow(containing: "[inner]")
    shell.type("X")
    shell.finishLine()
    XCTAssertEqual(
      try shell.waitForResult(),
      [tree.appendingPathComponent("sub dir/inner").resolvingSymlinksInPath().path, "keXep"])
  }

  /// Esc in each picker: the line and the cursor stay as they were.
  private func cancelling(_ kind: ShellUnderTest.Kind) throws {
    let shell = try ShellUnderTest(kind, in: tree)
    shell.type(#"printf '%s\0' abc def"# + Keys.left + Keys.left)
    for (key, mark) in [(Keys.ctrlT, "X"), (Keys.ctrlR, "Y"), (Keys.altC, "Z")] {
      shell.type(key)
      shell.waitForPicker()
      shell.type(Keys.escape)
      shell.waitForPickerToClose()
      shell.type(mark)
    }
    shell.finishLine()
    XCTAssertEqual(try shell.waitForResult(), ["abc", "dXYZef"])
  }

  /// The keys in vi's insert mode and in its command mode, where Ctrl-T
  /// inserts before the character under the cursor.
  private func viMode(_ kind: ShellUnderTest.Kind) throws {
    let shell = try ShellUnderTest(kind, in: tree)
    // Each shell shows its mode in the prompt, so the test knows when Esc
    // has taken effect.
    let (setup, commandMode): (String, String) =
      switch kind {
      case .bash: ("set -o vi; bind 'set show-mode-in-prompt on'", "(cmd)")
      case .zsh:
        (
          "bindkey -v; zle-keymap-select() { PS1=\"[$KEYMAP %1~]%# \"; zle reset-prompt }; "
            + "zle -N zle-keymap-select",
          "[vicmd"
        )
      // --no-config leaves out the handler that applies a change of
      // fish_key_bindings; the function then installs the bindings itself.
      case .fish: ("set -g fish_key_bindings fish_vi_key_bindings; fish_vi_key_bindings", "[N]")
      }
    try shell.run(setup)
    let escape = {
      shell.type(Keys.escape)
      shell.waitForCursorRow(containing: commandMode)
    }

    shell.type(#"printf '%s\0' "# + Keys.ctrlT)
    shell.waitForPicker(showing: "a b.txt")
    shell.choose("ab", "a b.txt")
    shell.type("X")
    escape()
    shell.type(Keys.ctrlT)
    shell.waitForPicker(showing: "a b.txt")
    shell.choose("its", "it's $x.txt")
    shell.finishLine(toEnd: "A")
    XCTAssertEqual(try shell.waitForResult(), ["a b.txt", "it's $x.txt", "X"])

    shell.type(#"printf '%s\0' "$PWD""#)
    escape()
    shell.type(Keys.altC)
    shell.waitForPicker(showing: "sub dir/inner")
    shell.choose("inner", "sub dir/inner")
    shell.waitForCursorRow(containing: "inner")
    escape()
    shell.finishLine(toEnd: "A")
    XCTAssertEqual(
      try shell.waitForResult(),
      [tree.appendingPathComponent("sub dir/inner").resolvingSymlinksInPath().path])

    try shell.forgetResult()
    shell.type("true")
    escape()
    shell.type(Keys.ctrlR)
    shell.waitForPicker()
    XCTAssertTrue(shell.pickerRows.first?.hasPrefix("> true") == true, "\(shell.pickerRows)")
    shell.choose(Keys.ctrlU + "PWD", "PWD")
    shell.type("\r")
    XCTAssertEqual(
      try shell.waitForResult(),
      [tree.appendingPathComponent("sub dir/inner").resolvingSymlinksInPath().path])
  }

  /// `SELECT_CTRL_T_COMMAND` and `SELECT_ALT_C_COMMAND` replace the walk;
  /// the `_OPTS` variables add options, quoted as words of the shell.
  private func variables(_ kind: ShellUnderTest.Kind) throws {
    try variables(kind, prefix: "SELECT_", historyPrompt: "history> ")
  }

  /// Issue 43: fzf users' `FZF_CTRL_T_COMMAND`, `FZF_CTRL_T_OPTS`,
  /// `FZF_CTRL_R_OPTS`, `FZF_ALT_C_COMMAND` and `FZF_ALT_C_OPTS` were
  /// ignored; they count now, and a `SELECT_` spelling comes first.
  private func fzfVariables(_ kind: ShellUnderTest.Kind) throws {
    try variables(kind, prefix: "FZF_", also: ["SELECT_CTRL_R_OPTS": "--prompt 'own> '"], historyPrompt: "own> ")
  }

  /// The shell keys under the variables spelled with `prefix`, and `also`
  /// beside them; Ctrl-R's prompt is then `historyPrompt`.
  private func variables(
    _ kind: ShellUnderTest.Kind, prefix: String, also: [String: String] = [:], historyPrompt: String
  ) throws {
    let shell = try ShellUnderTest(
      kind, in: tree,
      environment: [
        prefix + "CTRL_T_COMMAND": "printf '%s\\n' one 'two words'",
        prefix + "CTRL_T_OPTS": "--header 'pick a word'",
        prefix + "CTRL_R_OPTS": "--prompt 'history> '",
        prefix + "ALT_C_COMMAND": "printf '%s\\n' '\(tree.appendingPathComponent("sub dir").path)'",
        prefix + "ALT_C_OPTS": "--prompt 'where> '",
      ].merging(also) { $1 })
    shell.type(#"printf '%s\0' "# + Keys.ctrlT)
    shell.waitForPicker(showing: "two words")
    shell.waitForScreen("the header") { $0.lines.contains("pick a word") }
    shell.choose("two", "two words")
    shell.finishLine()
    XCTAssertEqual(try shell.waitForResult(), ["two words"])

    shell.type(#"printf '%s\0' "$PWD""# + Keys.altC)
    shell.waitForPicker(showing: "sub dir")
    XCTAssertTrue(shell.pickerRows.first?.hasPrefix("where> ") == true, "\(shell.pickerRows)")
    shell.type("\r")
    shell.waitForPickerToClose()
    shell.finishLine()
    XCTAssertEqual(
      try shell.waitForResult(), [tree.appendingPathComponent("sub dir").resolvingSymlinksInPath().path])

    shell.type(Keys.ctrlR)
    shell.waitForPicker(showing: "PWD")
    XCTAssertTrue(shell.pickerRows.first?.hasPrefix(historyPrompt) == true, "\(shell.pickerRows)")
    shell.type(Keys.escape)
    shell.waitForPickerToClose()
  }

  /// The keys pass --no-numbers: rows carry no numbers and a digit is text
  /// to look for; Enter when nothing matches closes the picker and prints
  /// nothing above the prompt, leaving the line as it was.
  private func numbersAndQuiet(_ kind: ShellUnderTest.Kind) throws {
    let shell = try ShellUnderTest(kind, in: tree)
    shell.submit("true 4")
    shell.submit("true x")
    let numbered = #/^[> ] [ ✓]? ?\d+ /#
    for key in [Keys.ctrlR, Keys.ctrlT, Keys.altC] {
      shell.type(key)
      shell.waitForPicker(showing: key == Keys.ctrlR ? "true x" : "sub dir")
      let rows = shell.pickerRows.dropFirst().filter { !$0.isEmpty }
      XCTAssertFalse(rows.contains { $0.firstMatch(of: numbered) != nil }, "numbered rows: \(rows)")
      if key == Keys.ctrlR {
        shell.type("4")
        shell.waitForCursor(on: "true 4")
        shell.type(Keys.ctrlU)
      }
      let before = shell.session.transcript.count
      shell.type("zzzz")
      shell.waitForScreen("no match") { $0.lines.contains { $0.firstMatch(of: #/ 0\/\d+$/#) != nil } }
      shell.type("\r")
      shell.waitForPickerToClose()
      let drawn = String(decoding: shell.session.transcript.dropFirst(before), as: UTF8.self)
      XCTAssertFalse(drawn.contains("select:"), "a message after Enter with no match: \(drawn)")
    }
    shell.type(#"printf '%s\0' quiet"#)
    shell.finishLine()
    XCTAssertEqual(try shell.waitForResult(), ["quiet"], "the line was left as it was")
  }
}

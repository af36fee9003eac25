import Foundation
import SelectTestSupport
import XCTest

/// The widgets of `select --init bash|zsh|fish` remember: what Ctrl-T and
/// Alt-C chose in a directory, and what Ctrl-R chose, come first the next
/// time the key is pressed and the query they were chosen with (or a
/// prefix of it) is typed. Before anything is typed, the list keeps its
/// order: Ctrl-R's history stays newest first (issue 43).
final class ShellMemoryTests: XCTestCase {
  private typealias Keys = ShellUnderTest

  private var top: URL!
  private var tree: URL!

  override func setUpWithError() throws {
    (top, tree) = try makeTree("mem", files: ["a.txt", "b.txt", "c dir/inner/deep.txt", "d dir/x.txt"])
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: top)
  }

  func testBashWidgetsRemember() throws { try remembering(.bash) }
  func testZshWidgetsRemember() throws { try remembering(.zsh) }
  func testFishWidgetsRemember() throws { try remembering(.fish) }

  func testBashCtrlTForgetsWithNoRemember() throws {
    let shell = try ShellUnderTest(
      .bash, in: tree, environment: ["SELECT_CTRL_T_OPTS": "--no-remember"])
    for _ in 0..<2 {
      shell.type(#"printf '%s\0' "# + Keys.ctrlT)
      shell.waitForPicker(showing: "deep.txt")
      XCTAssertFalse(
        shell.pickerRows.dropFirst().first?.contains("deep.txt") == true, "\(shell.pickerRows)")
      shell.choose("deep", "c dir/inner/deep.txt")
      shell.type(Keys.ctrlU)
    }
  }

  private func remembering(_ kind: ShellUnderTest.Kind) throws {
    let shell = try ShellUnderTest(kind, in: tree)
    // Ctrl-T: chosen once with a query; the next time, in the walk's order
    // before anything is typed, first for a prefix of that query.
    shell.type(#"printf '%s\0' "# + Keys.ctrlT)
    shell.waitForPicker(showing: "deep.txt")
    shell.choose("deep", "c dir/inner/deep.txt")
    shell.waitForCursorRow(containing: "deep.txt")
    shell.finishLine()
    XCTAssertEqual(try shell.waitForResult(), ["c dir/inner/deep.txt"])
    shell.type(#"printf '%s\0' "# + Keys.ctrlT)
    waitForWholeListWithCursorOff("deep.txt", count: 7, in: shell)
    shell.type("d")
    shell.waitForCursor(on: "c dir/inner/deep.txt")
    shell.type(Keys.escape)
    shell.waitForPickerToClose()
    shell.type(Keys.ctrlU)
    shell.waitForPrompt()

    // Alt-C: the directory chosen from here comes first from here.
    let chosen = tree.appendingPathComponent("d dir").resolvingSymlinksInPath().path
    shell.type(#"printf '%s\0' "$PWD""# + Keys.altC)
    shell.waitForPicker(showing: "d dir")
    shell.choose("dd", "d dir")
    shell.waitForCursorRow(containing: "[d dir]")
    shell.finishLine()
    XCTAssertEqual(try shell.waitForResult(), [chosen])
    try shell.run("cd ..")
    shell.type(#"printf '%s\0' "$PWD""# + Keys.altC)
    shell.waitForPicker(showing: "d dir")
    shell.type("d")
    shell.waitForCursor(on: "d dir")
    shell.type(Keys.escape)
    shell.waitForPickerToClose()
    shell.type(Keys.ctrlU)
    shell.waitForPrompt()

    // Ctrl-R: the command chosen with `tone` stays where it is in the
    // history on the empty query, where the newest is under the cursor,
    // and comes first for `t`, where every command matches as well.
    shell.submit("true one")
    shell.submit("true two")
    shell.submit("true three")
    shell.type(Keys.ctrlR)
    shell.waitForPicker(showing: "true one")
    shell.choose("tone", "true one")
    shell.waitForCursorRow(containing: "true one")
    shell.type(Keys.ctrlU)
    shell.waitForPrompt()
    shell.type(Keys.ctrlR)
    shell.waitForPicker(showing: "true one")
    shell.waitForCursor(on: "true three")
    shell.type("t")
    shell.waitForCursor(on: "true one")
    shell.type(Keys.escape)
    shell.waitForPickerToClose()
  }

  /// Waits for the picker to show all `count` items with the cursor on
  /// another row than `label`'s.
  private func waitForWholeListWithCursorOff(
    _ label: String, count: Int, in shell: ShellUnderTest, line: UInt = #line
  ) {
    shell.waitForScreen("all \(count) items, the cursor off \(label)", line: line) { screen in
      let lines = screen.lines
      guard let top = lines.firstIndex(where: { $0.hasSuffix(" \(count)/\(count)") }) else { return false }
      let rows = lines[(top + 1)...]
      return rows.contains { $0.contains(label) } && rows.contains { $0.hasPrefix(">") }
        && !rows.contains { $0.hasPrefix(">") && $0.contains(label) }
    }
  }
}

import Foundation
import SelectTestSupport
import XCTest

/// The widgets of `select --init bash|zsh|fish` remember: what Ctrl-T and
/// Alt-C chose in a directory, and what Ctrl-R chose, come first the next
/// time the key is pressed, before anything is typed.
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
    // Ctrl-T: chosen once with a query, under the cursor with none the
    // next time.
    shell.type(#"printf '%s\0' "# + Keys.ctrlT)
    shell.waitForPicker(showing: "deep.txt")
    shell.choose("deep", "c dir/inner/deep.txt")
    shell.waitForCursorRow(containing: "deep.txt")
    shell.finishLine()
    XCTAssertEqual(try shell.waitForResult(), ["c dir/inner/deep.txt"])
    shell.type(#"printf '%s\0' "# + Keys.ctrlT)
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
    shell.waitForCursor(on: "d dir")
    shell.type(Keys.escape)
    shell.waitForPickerToClose()
    shell.type(Keys.ctrlU)
    shell.waitForPrompt()

    // Ctrl-R: the command chosen comes before newer ones.
    shell.submit("true one")
    shell.submit("true two")
    shell.submit("true three")
    shell.type(Keys.ctrlR)
    shell.waitForPicker(showing: "true one")
    shell.choose("one", "true one")
    shell.waitForCursorRow(containing: "true one")
    shell.type(Keys.ctrlU)
    shell.waitForPrompt()
    shell.type(Keys.ctrlR)
    shell.waitForCursor(on: "true one")
    shell.type(Keys.escape)
    shell.waitForPickerToClose()
  }
}

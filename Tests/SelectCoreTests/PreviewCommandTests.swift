@testable import SelectCore
import XCTest

/// `PreviewState`'s command: the setting, `change-preview`'s, and a
/// one-off `preview(...)` until the focus moves.
final class PreviewCommandTests: XCTestCase {
  private func template(_ text: String) throws -> PrintTemplate {
    try PrintTemplate(parsing: text, option: "--preview")
  }

  func testAOneOffGivesWayWhenTheFocusMoves() throws {
    let setting = try template("cat {}")
    var preview = PreviewState(isHidden: true, command: setting)
    preview.showOnce(try template("head {}"))
    XCTAssertFalse(preview.isHidden, "preview(...) shows the pane")
    XCTAssertEqual(preview.command, try template("head {}"))
    XCTAssertEqual(preview.refreshes, 1)
    preview.focusMoved(setting: setting)
    XCTAssertEqual(preview.command, setting)
    preview.focusMoved(setting: nil)
    XCTAssertEqual(preview.command, setting, "only a one-off gives way")
  }

  func testAChangedCommandStaysAndRunsAgain() throws {
    var preview = PreviewState(command: try template("cat {}"))
    preview.change(to: try template("wc {}"))
    preview.focusMoved(setting: nil)
    XCTAssertEqual(preview.command, try template("wc {}"))
    preview.refresh()
    XCTAssertEqual(preview.refreshes, 2)
    preview.change(to: nil)
    XCTAssertNil(preview.command)
  }
}

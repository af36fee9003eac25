import Glibc
import SelectTestSupport
import XCTest

/// What the picker sends to the terminal itself, beyond what it draws:
/// synchronized updates, the cursor-position query, mouse reporting.
final class TerminalLayerTests: XCTestCase {
  private let colours = Array("red\ngreen\nblue\n".utf8)

  func testEveryFrameIsOneSynchronizedUpdate() throws {
    let session = try TerminalSession([], stdin: colours)
    XCTAssertTrue(session.waitForScreen { $0.text.contains("3 blue") })
    for key in ["\u{1B}[B", "\u{1B}[B", "g", "\u{7F}", "x"] {
      let before = session.screen().synchronizedUpdates
      session.send(key)
      XCTAssertTrue(
        session.waitForScreen { $0.synchronizedUpdates > before },
        "no synchronized update after \(key.debugDescription)")
    }
    session.send("\r")
    _ = try session.finish()
    XCTAssertTrue(session.waitForScreen { $0.text == "" && $0.cursorVisible })
    let screen = session.screen()
    XCTAssertEqual(screen.unsynchronizedChanges, 0, "drawn outside a synchronized update")
    XCTAssertFalse(screen.isSynchronizedUpdateOn)
  }
}

import SelectCore
import XCTest

/// When keys come after a pause, on a clock the test sets; what a pause
/// does to an Alt-digit number is PickerQueryEditingTests'.
final class KeyPauseTests: XCTestCase {
  func testTheFirstKeysComeAfterAPause() {
    var pause = KeyPause()
    XCTAssertTrue(pause.keysArrive(at: 0))
  }

  func testKeysWithinASecondOfTheLastAreNoPause() {
    var pause = KeyPause()
    _ = pause.keysArrive(at: 10)
    XCTAssertFalse(pause.keysArrive(at: 10.4))
    XCTAssertFalse(pause.keysArrive(at: 11.3), "measured from the last key, not the first")
    XCTAssertTrue(pause.keysArrive(at: 12.3))
  }
}

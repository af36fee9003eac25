import Glibc
import XCTest

@testable import SelectTerminal

/// Signals become readable events on one descriptor, each taken once, in
/// the order they came, outside the handler.
final class SignalWatchTests: XCTestCase {
  func testACaughtSignalWakesThePollAndIsTakenOnce() {
    SignalWatch.install([SIGUSR1, SIGUSR2])
    _ = SignalWatch.takeAll()
    XCTAssertFalse(waitReadable(SignalWatch.fd, milliseconds: 0))
    raise(SIGUSR2)
    raise(SIGUSR1)
    raise(SIGUSR2)
    XCTAssertTrue(waitReadable(SignalWatch.fd, milliseconds: 1000))
    XCTAssertEqual(SignalWatch.takeAll(), [SIGUSR2, SIGUSR1])
    XCTAssertEqual(SignalWatch.takeAll(), [])
  }

  func testContinueIsFoundAndOtherSignalsStayQueued() {
    SignalWatch.install([SIGUSR1, SIGCONT])
    _ = SignalWatch.takeAll()
    raise(SIGUSR1)
    raise(SIGCONT)
    XCTAssertTrue(SignalWatch.continueArrived())
    XCTAssertEqual(SignalWatch.takeAll(), [SIGUSR1])
    XCTAssertFalse(SignalWatch.continueArrived())
  }
}

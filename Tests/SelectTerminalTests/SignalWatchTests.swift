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
    XCTAssertEqual(SignalWatch.takeAll(), [SIGUSR1, SIGUSR2])
    XCTAssertEqual(SignalWatch.takeAll(), [])
  }

  // The interrupted code may read errno right after the handler returns:
  // a handler whose write fails (its pipe full) must not change it.
  func testTheHandlerLeavesErrnoAsItFoundIt() {
    SignalWatch.install([SIGUSR1])
    defer { SignalWatch.restore() }
    _ = SignalWatch.takeAll()
    // More than the wake pipe holds (64 KiB): the last writes fail with
    // EAGAIN.
    XCTAssertEqual(fcntl(SignalWatch.fd, 1032), 65_536)  // F_GETPIPE_SZ
    for _ in 0..<70_000 { raise(SIGUSR1) }
    errno = EDOM
    raise(SIGUSR1)
    XCTAssertEqual(errno, EDOM)
    _ = SignalWatch.takeAll()
  }

  // Taken together, continue-stop-continue is a continue: keeping only the
  // first continue in arrival order once lost the second, and the picker
  // stopped with nobody left to continue it (the soak's TSTP/CONT rounds).
  func testAStopFollowedByAContinueIsNoStop() {
    SignalWatch.install([SIGTSTP, SIGCONT])
    defer { SignalWatch.restore() }
    _ = SignalWatch.takeAll()
    raise(SIGCONT)
    raise(SIGTSTP)
    raise(SIGCONT)
    XCTAssertEqual(SignalWatch.takeAll(), [SIGCONT])
    raise(SIGCONT)
    raise(SIGTSTP)
    XCTAssertEqual(SignalWatch.takeAll(), [SIGCONT, SIGTSTP])
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

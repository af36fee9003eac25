import Foundation
import SelectTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal the test opens for itself, for SelectKit to ask on in
/// this very process (`ChoiceSettings(terminal: path)`): keys go in at the
/// master side, the screen comes out of it.
final class OwnTerminal: @unchecked Sendable {
  let path: String
  private let master: Int32
  private let slave: Int32
  private let output = ByteLog()

  init() throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw XCTSkip("no pseudo-terminal: errno \(errno)")
    }
    self.master = master
    self.slave = slave
    path = String(cString: ttyname(slave))
    // Kept open by the test so the master never reads end-of-file between
    // two questions; the reader closes the master at the end.
    _ = drain(master, output.append)
  }

  deinit {
    close(slave)
  }

  /// Types `text` on the terminal.
  func send(_ text: String) {
    _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// The terminal's settings now, to compare before and after.
  var settings: [UInt8] {
    var settings = termios()
    tcgetattr(slave, &settings)
    return withUnsafeBytes(of: &settings) { Array($0) }
  }

  /// The screen after everything written so far.
  var screen: VirtualScreen {
    var screen = VirtualScreen(width: 80, height: 24)
    screen.feed(output.bytes)
    return screen
  }

  /// Waits until the screen satisfies `condition`; false after `seconds`.
  func waitForScreen(seconds: TimeInterval = 10, _ condition: (VirtualScreen) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition(screen) { return true }
      usleep(10_000)
    }
    return condition(screen)
  }
}

/// Runs `body` on a thread of its own, as a program waiting on the user
/// would, while the test types; `result` waits for its outcome.
final class Asking<Value>: @unchecked Sendable {
  private var outcome: Result<Value, Error>?
  private let done = DispatchSemaphore(value: 0)

  init(_ body: @escaping @Sendable () throws -> Value) {
    Thread.detachNewThread { [self] in
      outcome = Result(catching: body)
      done.signal()
    }
  }

  /// The value returned or the error thrown; fails the test after ten
  /// seconds.
  func result() throws -> Value {
    guard done.wait(timeout: .now() + 10) == .success else { throw NoAnswer() }
    return try outcome!.get()
  }
}

/// The question was still open after ten seconds.
struct NoAnswer: Error {}

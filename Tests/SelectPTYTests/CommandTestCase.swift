import Glibc
import SelectTestSupport
import XCTest

/// Helpers for the tests of commands `select` runs (`--preview`, `--bind`):
/// a full-screen picker over `a b c`, screen conditions with a reason, and
/// the processes it started, alive or gone.
class CommandTestCase: XCTestCase {
  /// Starts `select arguments --full-screen` over `stdin` (`a b c` unless
  /// given) and waits for the picker.
  func start(_ arguments: [String], stdin: [UInt8]? = nil) throws -> TerminalSession {
    let session = try TerminalSession(
      arguments + ["--full-screen"], stdin: stdin ?? Array("a\nb\nc\n".utf8))
    XCTAssertTrue(session.waitForScreen { $0.text.contains("/3") }, "no picker: \(session.text)")
    return session
  }

  /// Waits until `condition` holds for the screen, failing with
  /// `description` and the screen at the deadline.
  func waitForScreen(
    _ session: TerminalSession, _ description: String, file: StaticString = #filePath,
    line: UInt = #line,
    _ condition: (VirtualScreen) -> Bool
  ) {
    XCTAssertTrue(
      session.waitForScreen(condition), "\(description); screen:\n\(session.screen().text)",
      file: file, line: line)
  }

  /// The processes `select` started that are alive now.
  func startedProcesses(_ session: TerminalSession) -> [pid_t] {
    ProcessTable.livingDescendants(of: session.processID)
  }

  /// Waits until `select` has started at least `count` processes, and
  /// returns them.
  func waitForProcesses(
    _ session: TerminalSession, count: Int, file: StaticString = #filePath, line: UInt = #line
  ) -> [pid_t] {
    var found = startedProcesses(session)
    for _ in 0..<1000 where found.count < count {
      usleep(10_000)
      found = startedProcesses(session)
    }
    XCTAssertGreaterThanOrEqual(
      found.count, count, "the command did not start", file: file, line: line)
    return found
  }

  /// Waits until none of `pids` is alive: SIGKILL, sent already, may take a
  /// moment to land.
  func assertGone(_ pids: [pid_t], file: StaticString = #filePath, line: UInt = #line) {
    for _ in 0..<500 where pids.contains(where: ProcessTable.isAlive) { usleep(10_000) }
    XCTAssertEqual(
      pids.filter(ProcessTable.isAlive), [], "processes left behind", file: file, line: line)
  }
}

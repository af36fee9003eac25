import Glibc
import SelectTestSupport
import XCTest

@testable import SelectTerminal

/// The child-process layer on its own: commands that exit, fail, hang,
/// flood their output, leave children behind or refuse SIGTERM, and what
/// is left of them afterwards (nothing).
final class RunningCommandTests: XCTestCase {
  private func start(_ command: String) throws -> RunningCommand {
    var wiring = CommandWiring()
    wiring.output = .pipe
    wiring.errors = .pipe
    let running = try RunningCommand(command, wiring)
    running.readsWithoutBlocking()
    return running
  }

  /// Reads the output until its end or until `limit` bytes, polling.
  private func readOutput(_ command: RunningCommand, limit: Int = 1 << 20, timeout: Double = 10)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = monotonicSeconds() + timeout
    while bytes.count < limit && monotonicSeconds() < deadline {
      var entry = pollfd(fd: command.output, events: Int16(POLLIN), revents: 0)
      _ = poll(&entry, 1, 50)
      guard let n = buffer.withUnsafeMutableBytes({ command.read($0) }) else { continue }
      if n == 0 { break }
      bytes += buffer[..<n]
    }
    return bytes
  }

  /// Waits for the shell to exit, as SIGCHLD would prompt the loop to look.
  private func waitForExit(_ command: RunningCommand, timeout: Double = 10) -> CommandExit? {
    let deadline = monotonicSeconds() + timeout
    while monotonicSeconds() < deadline {
      if let exit = command.advance() { return exit }
      usleep(2000)
    }
    return nil
  }

  /// Moves a stopping command along until it is reaped.
  private func waitUntilFinished(_ command: RunningCommand, timeout: Double = 10) {
    let deadline = monotonicSeconds() + timeout
    while !command.isFinished && monotonicSeconds() < deadline {
      command.advance()
      usleep(5000)
    }
  }

  /// Nothing of the command is left: the shell reaped (no zombie), and no
  /// process alive in its group once SIGKILL, sent already, has landed.
  private func assertNothingLeft(
    _ command: RunningCommand, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(command.isFinished, "not reaped", file: file, line: line)
    var status: Int32 = 0
    XCTAssertEqual(
      waitpid(command.pid, &status, WNOHANG), -1, "a zombie is left", file: file, line: line)
    let deadline = monotonicSeconds() + 2
    while !ProcessTable.living(inGroup: command.pid).isEmpty && monotonicSeconds() < deadline {
      usleep(5000)
    }
    XCTAssertEqual(
      ProcessTable.living(inGroup: command.pid), [], "processes left", file: file, line: line)
  }

  func testACommandThatExitsGivesItsOutputAndStatus() throws {
    let command = try start("echo hello; echo oops >&2")
    XCTAssertEqual(String(decoding: readOutput(command), as: UTF8.self), "hello\noops\n")
    XCTAssertEqual(waitForExit(command), .exited(0))
    command.stop()
    waitUntilFinished(command)
    assertNothingLeft(command)
  }

  func testACommandThatFailsGivesItsStatus() throws {
    let command = try start("exit 3")
    XCTAssertEqual(readOutput(command), [])
    XCTAssertEqual(waitForExit(command), .exited(3))
    XCTAssertEqual(command.exit, .exited(3))
    command.finish()
    assertNothingLeft(command)
  }

  func testAMissingProgramIsTheShellsStatus127() throws {
    let command = try start("no-such-program-anywhere")
    XCTAssertFalse(readOutput(command).isEmpty, "the shell says why")
    XCTAssertEqual(waitForExit(command), .exited(127))
    command.finish()
  }

  func testTheCommandRunsInAGroupOfItsOwn() throws {
    let command = try start("sleep 100")
    defer { command.finish() }
    XCTAssertEqual(getpgid(command.pid), command.pid)
    XCTAssertNotEqual(getpgid(command.pid), getpgrp())
  }

  func testAHangingCommandIsStoppedWithoutWaiting() throws {
    let command = try start("sleep 100")
    command.stop()
    // Stopping only signals: the waiting and the reap are left to advance.
    XCTAssertFalse(command.isFinished, "stop waited for the command")
    XCTAssertNil(command.exit, "stop waited for the command")
    waitUntilFinished(command)
    XCTAssertEqual(command.exit, .killed(SIGTERM))
    assertNothingLeft(command)
  }

  func testAFloodIsCutWhenTheOutputIsClosed() throws {
    let command = try start("yes")
    XCTAssertEqual(readOutput(command, limit: 1 << 16).count >= 1 << 16, true)
    command.stop()
    waitUntilFinished(command)
    assertNothingLeft(command)
  }

  func testAFloodDiesOfSIGPIPEEvenWhenSelectIgnoresIt() throws {
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let command = try start("yes")
    _ = readOutput(command, limit: 4096)
    command.closeOutput()
    // The shell reports its command's death as 128+13, or the command
    // took the shell's place and SIGPIPE ended it.
    let exit = waitForExit(command)
    XCTAssertTrue(exit == .exited(128 + SIGPIPE) || exit == .killed(SIGPIPE), "\(String(describing: exit))")
    command.finish()
    assertNothingLeft(command)
  }

  func testGrandchildrenAreStoppedWithTheCommand() throws {
    let command = try start("sleep 100 & sleep 100 & echo $!; wait")
    let line = String(decoding: readOutput(command, limit: 1, timeout: 5), as: UTF8.self)
    var grandchild = pid_t(line.split(separator: "\n").first ?? "") ?? 0
    if grandchild == 0 {
      usleep(100_000)
      grandchild = ProcessTable.livingDescendants(of: command.pid).first ?? 0
    }
    XCTAssertNotEqual(grandchild, 0)
    XCTAssertEqual(ProcessTable.living(inGroup: command.pid).count, 3)
    command.finish()
    assertNothingLeft(command)
    XCTAssertFalse(ProcessTable.isAlive(grandchild))
  }

  func testChildrenLeftBehindByAShellThatEndedAreStopped() throws {
    let command = try start("sleep 100 > /dev/null 2>&1 & echo started")
    XCTAssertEqual(String(decoding: readOutput(command), as: UTF8.self), "started\n")
    XCTAssertEqual(waitForExit(command), .exited(0))
    XCTAssertEqual(ProcessTable.living(inGroup: command.pid).count, 1, "the sleep")
    command.stop()
    waitUntilFinished(command)
    assertNothingLeft(command)
  }

  func testACommandThatIgnoresSIGTERMIsKilled() throws {
    let command = try start("trap '' TERM; echo ready; while :; do sleep 0.05; done")
    XCTAssertEqual(String(decoding: readOutput(command, limit: 6), as: UTF8.self), "ready\n")
    command.stop()
    command.advance()
    XCTAssertNil(command.exit, "SIGTERM is ignored")
    waitUntilFinished(command)
    XCTAssertEqual(command.exit, .killed(SIGKILL))
    assertNothingLeft(command)
  }

  func testFinishWaitsUntilNothingIsLeft() throws {
    let command = try start("trap '' TERM; sleep 100 & echo started; sleep 100")
    XCTAssertEqual(String(decoding: readOutput(command, limit: 8), as: UTF8.self), "started\n")
    XCTAssertGreaterThanOrEqual(ProcessTable.living(inGroup: command.pid).count, 2)
    command.finish()
    assertNothingLeft(command)
  }

  func testOurDescriptorsAreClosedInTheCommand() throws {
    guard let wake = makeWakePipe() else { return XCTFail("no pipe") }
    defer {
      close(wake.read)
      close(wake.write)
    }
    let command = try start("ls /proc/self/fd")
    let listed = String(decoding: readOutput(command), as: UTF8.self).split(separator: "\n")
      .compactMap { Int32($0) }
    command.finish()
    XCTAssertTrue(listed.contains(1))
    XCTAssertFalse(listed.contains(wake.read))
    XCTAssertFalse(listed.contains(wake.write))
    XCTAssertFalse(listed.contains(command.output))
  }

  func testACommandOnOurStreamsIsWaitedFor() throws {
    guard let pipe = makeWakePipe() else { return XCTFail("no pipe") }
    defer { close(pipe.read) }
    var wiring = CommandWiring()
    wiring.output = .descriptor(pipe.write)
    wiring.ownsGroup = false
    let command = try RunningCommand("echo done; exit 4", wiring)
    close(pipe.write)
    XCTAssertEqual(getpgid(command.pid), getpgrp())
    XCTAssertEqual(command.waitUntilExit(), .exited(4))
    var buffer = [UInt8](repeating: 0, count: 16)
    let n = read(pipe.read, &buffer, 16)
    XCTAssertEqual(String(decoding: buffer[..<max(n, 0)], as: UTF8.self), "done\n")
    assertNothingLeft(command)
  }
}

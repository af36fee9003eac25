import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// Runs `swift COMMAND...` (the `swift` on PATH) on the package at
/// `package` (this one unless given), collecting stdout, stderr and the
/// status; kills it after `timeout` seconds. Skips the test, saying why,
/// when there is no `swift` to run.
///
/// Each call builds under a scratch path of its own in `.build`: the
/// `swift test` running this holds the lock on `.build` itself.
func runSwift(
  _ command: [String], package: URL = SelectBinary.packageRoot, scratch: String,
  timeout: TimeInterval = 900
) throws -> RunResult {
  let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
  guard let swift = folders.map({ "\($0)/swift" }).first(where: FileManager.default.isExecutableFile)
  else { throw XCTSkip("no swift on PATH to build a package with") }
  let scratchPath = SelectBinary.packageRoot.appendingPathComponent(".build/\(scratch)").path
  // Options go after the first word: `swift package --package-path P dump-package`.
  let arguments =
    [command[0], "--package-path", package.path, "--scratch-path", scratchPath] + command.dropFirst()
  let out = try makePipe()
  let err = try makePipe()
  let child = try ChildProcess(arguments, executable: swift, stdin: -1, stdout: out.write, stderr: err.write)
  close(out.write)
  close(err.write)
  let stdout = ByteLog()
  let stderr = ByteLog()
  let readers = [drain(out.read, stdout.append), drain(err.read, stderr.append)]
  guard let status = child.wait(timeout: timeout) else {
    kill(child.pid, SIGKILL)
    _ = child.wait(timeout: 10)
    throw RunnerError.timedOut(arguments)
  }
  for reader in readers { while !reader.isFinished { usleep(1000) } }
  return RunResult(stdout: stdout.bytes, stderr: stderr.bytes, status: status)
}

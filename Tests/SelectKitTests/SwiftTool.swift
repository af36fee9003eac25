import Foundation
import SelectTestSupport
import XCTest

/// Runs `swift COMMAND...` (the `swift` on PATH) on the package at
/// `package` (this one unless given), collecting stdout, stderr and the
/// status; skips the test, saying why, when there is no `swift` to run.
///
/// Each call builds under a scratch path of its own in `.build`: the
/// `swift test` running this holds the lock on `.build` itself.
func runSwift(
  _ command: [String], package: URL = SelectBinary.packageRoot, scratch: String,
  timeout: TimeInterval = 900
) throws -> RunResult {
  let scratchPath = SelectBinary.packageRoot.appendingPathComponent(".build/\(scratch)").path
  // Options go after the first word: `swift package --package-path P dump-package`.
  let words =
    [command[0], "--package-path", package.path, "--scratch-path", scratchPath]
    + command.dropFirst()
  let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
  let result = try SelectBinary.runScript(
    "command -v swift >/dev/null || exit 127; exec swift " + quoted.joined(separator: " "),
    shell: "/bin/sh", timeout: timeout)
  if result.status == 127 { throw XCTSkip("no swift on PATH to build a package with") }
  return result
}

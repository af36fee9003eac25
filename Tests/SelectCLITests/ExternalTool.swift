import Foundation
import XCTest

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()

/// The text of a file in the package, such as `man/select.1`.
func packageFile(_ path: String) throws -> String {
  try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
}

/// What a finished program left behind.
struct ToolResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// An outside program (bash, zsh, fish, mandoc, make) that a test needs.
struct ExternalTool {
  let url: URL

  /// Finds `name` on `PATH`, or skips the calling test with the reason.
  init(_ name: String) throws {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let found = path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    guard let found else {
      throw XCTSkip("\(name) is not installed (not found on PATH)")
    }
    url = found
  }

  /// A program at a known place: the built `select`, run like an outside tool
  /// when a test needs a working directory of its own.
  init(url: URL) {
    self.url = url
  }

  /// Runs the program to its end, killing it after `timeout` seconds.
  ///
  /// Output goes through files rather than pipes, so a chatty child cannot
  /// block on a full pipe while the test waits for it to exit.
  func run(
    _ arguments: [String], stdin: String = "", environment: [String: String]? = nil,
    directory: URL? = nil, timeout: TimeInterval = 30
  ) throws -> ToolResult {
    let scratch = try TemporaryDirectory()
    let input = scratch.url.appendingPathComponent("stdin")
    let output = scratch.url.appendingPathComponent("stdout")
    let errors = scratch.url.appendingPathComponent("stderr")
    try Data(stdin.utf8).write(to: input)
    try Data().write(to: output)
    try Data().write(to: errors)

    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      XCTFail("\(url.lastPathComponent) \(arguments) ran longer than \(timeout) s")
    }
    return ToolResult(
      status: process.terminationStatus,
      stdout: try String(contentsOf: output, encoding: .utf8),
      stderr: try String(contentsOf: errors, encoding: .utf8))
  }
}

/// A fresh directory that is removed when the value goes away.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("select-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` to `name` in the directory, executable if asked.
  @discardableResult
  func write(_ text: String, to name: String, executable: Bool = false) throws -> URL {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    if executable {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
    return file
  }
}

import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run of the `select` binary produced.
package struct RunResult: Equatable {
  package var stdout: [UInt8]
  package var stderr: [UInt8]
  /// The exit status, or 128 + signal when it died of one.
  package var status: Int32

  package init(stdout: [UInt8], stderr: [UInt8], status: Int32) {
    self.stdout = stdout
    self.stderr = stderr
    self.status = status
  }

  /// stdout decoded as UTF-8 (repairing invalid bytes), for assertions.
  package var output: String { String(decoding: stdout, as: UTF8.self) }
  /// stderr decoded as UTF-8.
  package var errors: String { String(decoding: stderr, as: UTF8.self) }
}

/// Finds and runs the built `select` binary, as a user's shell would.
package enum SelectBinary {
  /// The package's root folder.
  package static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    fatalError("Package.swift not found above \(#filePath)")
  }()

  /// The `select` executable built beside the test bundle.
  package static let url: URL =
    builtExecutable("select") ?? packageRoot.appendingPathComponent(".build/debug/select")

  /// The executable `name` built beside the running test bundle, if any.
  package static func builtExecutable(_ name: String) -> URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// Runs `select` with `arguments`, feeding `stdin` (or /dev/null), and
  /// collects everything; kills it after `timeout` seconds.
  package static func run(
    _ arguments: [String], stdin: [UInt8]? = nil, stdinFile: String? = nil,
    environment: [String: String] = [:], timeout: TimeInterval = 20
  ) throws -> RunResult {
    var input: (read: Int32, write: Int32)? = nil
    var inputFD: Int32 = -1
    if let stdinFile {
      inputFD = open(stdinFile, O_RDONLY | O_CLOEXEC)
    } else if stdin != nil {
      input = try makePipe()
      inputFD = input!.read
    }
    return try collect(arguments, timeout: timeout) { stdout, stderr in
      let child = try ChildProcess(
        arguments, stdin: inputFD, stdout: stdout, stderr: stderr, environment: environment)
      if inputFD >= 0 { close(inputFD) }
      if let input, let stdin { feed(stdin, to: input.write) }
      return child
    }
  }

  /// Runs `script` in `shell` with `$0` set to the `select` binary (so
  /// pipelines and redirections can be tested as a user types them) and
  /// `$1`… to `arguments`, stdin from /dev/null; kills its whole session
  /// after `timeout` seconds.
  package static func runScript(
    _ script: String, arguments: [String] = [], shell: String = "/bin/bash", timeout: TimeInterval = 10
  ) throws -> RunResult {
    try collect([script], timeout: timeout) { stdout, stderr in
      try ChildProcess(
        ["-c", script, url.path] + arguments, executable: shell, stdin: -1, stdout: stdout, stderr: stderr)
    }
  }

  /// Starts a child writing to two new pipes, reads them to their end and
  /// waits for the child.
  private static func collect(
    _ arguments: [String], timeout: TimeInterval,
    start: (_ stdout: Int32, _ stderr: Int32) throws -> ChildProcess
  ) throws -> RunResult {
    let outPipe = try makePipe()
    let errPipe = try makePipe()
    let child = try start(outPipe.write, errPipe.write)
    close(outPipe.write)
    close(errPipe.write)
    let out = ByteLog()
    let err = ByteLog()
    let readers = [drain(outPipe.read, out.append), drain(errPipe.read, err.append)]
    guard let status = child.wait(timeout: timeout) else {
      // The child leads a session of its own: its group is its pipeline.
      kill(-child.pid, SIGKILL)
      _ = child.wait(timeout: 10)
      throw RunnerError.timedOut(arguments)
    }
    for reader in readers { while !reader.isFinished { usleep(1000) } }
    return RunResult(stdout: out.bytes, stderr: err.bytes, status: status)
  }
}

/// Why a run failed to complete.
package enum RunnerError: Error {
  case timedOut([String])
}

import Foundation

/// What one run of the `select` binary produced.
public struct RunResult: Equatable {
  public var stdout: [UInt8]
  public var stderr: [UInt8]
  /// The exit status, or 128 + signal when it died of one.
  public var status: Int32

  /// stdout decoded as UTF-8 (repairing invalid bytes), for assertions.
  public var output: String { String(decoding: stdout, as: UTF8.self) }
  /// stderr decoded as UTF-8.
  public var errors: String { String(decoding: stderr, as: UTF8.self) }
}

/// Finds and runs the built `select` binary, as a user's shell would.
public enum SelectBinary {
  /// The package's root folder.
  public static let packageRoot: URL = {
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
  public static let url: URL = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("select")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/select")
  }()

  /// Runs `select` with `arguments`, feeding `stdin` (or /dev/null), and
  /// collects everything; kills it after `timeout` seconds.
  public static func run(
    _ arguments: [String], stdin: [UInt8]? = nil, stdinFile: String? = nil,
    environment: [String: String] = [:], timeout: TimeInterval = 20
  ) throws -> RunResult {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    var inPipe: Pipe?
    if let stdinFile {
      process.standardInput = FileHandle(forReadingAtPath: stdinFile)
    } else if stdin != nil {
      inPipe = Pipe()
      process.standardInput = inPipe
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    let collected = Collector()
    let group = DispatchGroup()
    for (handle, isOut) in [(outPipe.fileHandleForReading, true), (errPipe.fileHandleForReading, false)] {
      group.enter()
      DispatchQueue.global().async {
        let data = handle.readDataToEndOfFile()
        collected.store(Array(data), isOut: isOut)
        group.leave()
      }
    }
    if let inPipe, let stdin {
      DispatchQueue.global().async {
        // The binary may stop reading early (`--pick 3`): a broken pipe here is fine.
        signal(SIGPIPE, SIG_IGN)
        try? inPipe.fileHandleForWriting.write(contentsOf: Data(stdin))
        try? inPipe.fileHandleForWriting.close()
      }
    }
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      process.waitUntilExit()
      finished.signal()
    }
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      kill(process.processIdentifier, SIGKILL)
      finished.wait()
      throw RunnerError.timedOut(arguments)
    }
    group.wait()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return RunResult(stdout: collected.out, stderr: collected.err, status: status)
  }
}

/// Why a run failed to complete.
public enum RunnerError: Error {
  case timedOut([String])
}

private final class Collector: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var out: [UInt8] = []
  private(set) var err: [UInt8] = []

  func store(_ bytes: [UInt8], isOut: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if isOut { out = bytes } else { err = bytes }
  }
}

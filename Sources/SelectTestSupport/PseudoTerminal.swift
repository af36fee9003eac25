import Foundation
import Glibc

/// A pseudo-terminal opened by the test itself, and the `select` process
/// running on it: keys go in through the master side, the screen comes out.
///
/// The child is started in a session of its own with the pty as its
/// controlling terminal (as a shell would), so `/dev/tty`, Ctrl-C and
/// SIGWINCH behave as for a user.
public final class TerminalSession {
  public let master: Int32
  private let slave: Int32
  /// The slave's path, for `--tty`.
  public let slavePath: String
  private let pid: pid_t
  private let output = ByteLog()
  private let stdoutLog = ByteLog()
  private let stderrLog = ByteLog()
  private var readers: [Thread] = []
  private let finished = DispatchSemaphore(value: 0)
  private var exitStatus: Int32?

  /// Starts `select arguments` on a new `rows`×`columns` terminal with
  /// `stdin` piped in (nil: stdin is /dev/null).
  public init(
    _ arguments: [String], stdin: [UInt8]? = nil, rows: Int = 24, columns: Int = 80,
    environment: [String: String] = [:]
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw SessionError.openpty(errno) }
    // openpty's descriptors are inherited by children unless marked.
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    self.master = master
    self.slave = slave
    slavePath = String(cString: ttyname(slave))

    var env = ProcessInfo.processInfo.environment
    env["TERM"] = "xterm-256color"
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }

    let inPipe = try makePipe()
    let outPipe = try makePipe()
    let errPipe = try makePipe()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if stdin == nil {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    } else {
      posix_spawn_file_actions_adddup2(&actions, inPipe.read, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, outPipe.write, 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe.write, 2)
    // Opened after setsid, without O_NOCTTY: becomes the controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 3, slavePath, O_RDWR, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    // POSIX_SPAWN_SETSID (glibc hides the name without _GNU_SOURCE).
    let spawnSetsid: Int16 = 0x80
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF) | Int16(POSIX_SPAWN_SETSIGMASK) | spawnSetsid)

    let argv = ([SelectBinary.url.path] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var spawned: pid_t = 0
    let failure = posix_spawn(&spawned, SelectBinary.url.path, &actions, &attributes, argv, envp)
    for fd in [inPipe.read, outPipe.write, errPipe.write] { close(fd) }
    guard failure == 0 else { throw SessionError.spawn(failure) }
    pid = spawned

    startReading(master, awaited: false) { [output] in output.append($0) }
    startReading(outPipe.read) { [stdoutLog] in stdoutLog.append($0) }
    startReading(errPipe.read) { [stderrLog] in stderrLog.append($0) }
    let inWrite = inPipe.write
    Thread.detachNewThread {
      if let stdin {
        stdin.withUnsafeBytes { bytes in
          var done = 0
          while done < bytes.count {
            let n = write(inWrite, bytes.baseAddress! + done, bytes.count - done)
            if n <= 0 { break }
            done += n
          }
        }
      }
      close(inWrite)
    }
    let child = spawned
    Thread.detachNewThread { [self] in
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0 && errno == EINTR {}
      let signalled = status & 0x7f
      exitStatus = signalled == 0 ? (status >> 8) & 0xff : 128 + signalled
      finished.signal()
    }
  }

  deinit {
    if exitStatus == nil { kill(pid, SIGKILL) }
    close(master)
    close(slave)
  }

  /// Everything the program wrote to the terminal so far.
  public var transcript: [UInt8] { output.bytes }

  /// The transcript as text.
  public var text: String { String(decoding: output.bytes, as: UTF8.self) }

  /// Types bytes on the terminal.
  public func send(_ text: String) {
    send(Array(text.utf8))
  }

  /// Types raw bytes on the terminal.
  public func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Changes the terminal's size; the kernel sends SIGWINCH.
  public func resize(rows: Int, columns: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Sends a signal to the program.
  public func signal(_ number: Int32) {
    kill(pid, number)
  }

  /// The terminal's current settings, to compare before and after.
  public var settings: [UInt8] {
    var settings = termios()
    tcgetattr(slave, &settings)
    return withUnsafeBytes(of: &settings) { Array($0) }
  }

  /// Waits until `condition` holds for the transcript text.
  @discardableResult
  public func waitFor(timeout: TimeInterval = 10, _ condition: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition(text) { return true }
      usleep(10_000)
    }
    return condition(text)
  }

  /// Waits until the transcript contains `needle`.
  @discardableResult
  public func waitFor(_ needle: String, timeout: TimeInterval = 10) -> Bool {
    waitFor(timeout: timeout) { $0.contains(needle) }
  }

  /// Waits for the program to end and returns what it printed and its status.
  public func finish(timeout: TimeInterval = 10) throws -> RunResult {
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      kill(pid, SIGKILL)
      finished.wait()
      throw SessionError.timedOut(text)
    }
    finished.signal()
    for reader in readers { while !reader.isFinished { usleep(1000) } }
    return RunResult(stdout: stdoutLog.bytes, stderr: stderrLog.bytes, status: exitStatus ?? -1)
  }

  /// Reads `fd` on a thread until EOF; `finish` waits for awaited readers
  /// (the output pipes), not for the terminal, which the test holds open.
  private func startReading(_ fd: Int32, awaited: Bool = true, _ store: @escaping ([UInt8]) -> Void) {
    let master = self.master
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        store(Array(buffer[..<n]))
      }
      if fd != master { close(fd) }
    }
    if awaited { readers.append(reader) }
    reader.start()
  }
}

/// Why a terminal session failed.
public enum SessionError: Error {
  case openpty(Int32)
  case spawn(Int32)
  case timedOut(String)
}

private func makePipe() throws -> (read: Int32, write: Int32) {
  var fds: [Int32] = [0, 0]
  guard pipe(&fds) == 0 else { throw SessionError.openpty(errno) }
  _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
  _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
  return (fds[0], fds[1])
}

/// Bytes appended by a reader thread and read by the test.
private final class ByteLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [UInt8] = []

  var bytes: [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  func append(_ bytes: [UInt8]) {
    lock.lock()
    defer { lock.unlock() }
    stored += bytes
  }
}

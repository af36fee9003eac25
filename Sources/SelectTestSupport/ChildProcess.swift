import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `select` process started in a session of its own, as a shell starts a
/// job: without a controlling terminal unless it is given one.
///
/// Foundation's `Process` leaves the child in the test's session, so on a
/// developer's terminal `/dev/tty` would open and a test meant to run
/// "without a terminal" would wait for the developer instead.
///
/// Sendable by hand: `status` is written once, by the thread that waits
/// for the child, before `finished` is signalled, and read only after it.
package final class ChildProcess: @unchecked Sendable {
  package let pid: pid_t
  private let finished = DispatchSemaphore(value: 0)
  private var status: Int32?

  /// Starts `executable` (the built `select` unless given) with `arguments`; stdin, stdout and stderr become
  /// the given descriptors (-1 for /dev/null), and `terminalPath`, when
  /// given, is opened after `setsid` so it becomes the controlling terminal.
  /// With `streamsOnTerminal`, stdin, stdout and stderr are that terminal
  /// instead, as for a shell in a terminal window.
  package init(
    _ arguments: [String], executable: String = SelectBinary.url.path, stdin: Int32, stdout: Int32,
    stderr: Int32, terminalPath: String? = nil, streamsOnTerminal: Bool = false,
    environment: [String: String] = [:]
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if streamsOnTerminal, let terminalPath {
      // Opened after setsid, without O_NOCTTY: becomes the controlling terminal.
      posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 1)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
    } else {
      for (fd, target) in [(stdin, Int32(0)), (stdout, 1), (stderr, 2)] {
        if fd < 0 {
          posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
        } else {
          posix_spawn_file_actions_adddup2(&actions, fd, target)
        }
      }
    }
    if let terminalPath, !streamsOnTerminal {
      // Opened after setsid, without O_NOCTTY: becomes the controlling terminal.
      posix_spawn_file_actions_addopen(&actions, 3, terminalPath, O_RDWR, 0)
    }
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

    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    // The tester's own defaults are not the test's.
    for name in ["SELECT_DEFAULT_OPTS", "FZF_DEFAULT_OPTS", "FZF_DEFAULT_OPTS_FILE"] { env[name] = nil }
    for (key, value) in environment { env[key] = value }
    let path = executable
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var spawned: pid_t = 0
    let failure = posix_spawn(&spawned, path, &actions, &attributes, argv, envp)
    guard failure == 0 else { throw SessionError.spawn(failure) }
    pid = spawned
    let child = spawned
    Thread.detachNewThread { [self] in
      var raw: Int32 = 0
      while waitpid(child, &raw, 0) < 0 && errno == EINTR {}
      let signalled = raw & 0x7f
      status = signalled == 0 ? (raw >> 8) & 0xff : 128 + signalled
      finished.signal()
    }
  }

  /// The exit status (128 + signal when killed), or nil after `timeout`.
  package func wait(timeout: TimeInterval) -> Int32? {
    guard finished.wait(timeout: .now() + timeout) == .success else { return nil }
    finished.signal()
    return status
  }

  /// Whether the process has ended.
  package var hasEnded: Bool { wait(timeout: 0) != nil }
}

/// A pipe whose ends are closed in children.
package func makePipe() throws -> (read: Int32, write: Int32) {
  var fds: [Int32] = [0, 0]
  guard pipe(&fds) == 0 else { throw SessionError.openpty(errno) }
  _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
  _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
  return (fds[0], fds[1])
}

/// Writes all of `bytes` to `fd` on a thread, then closes it; a reader that
/// stops early (`--pick 3`) just ends the writing.
func feed(_ bytes: [UInt8], to fd: Int32) {
  // A child that stops reading must not kill the test with SIGPIPE.
  signal(SIGPIPE, SIG_IGN)
  Thread.detachNewThread {
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
        if n <= 0 { break }
        done += n
      }
    }
    close(fd)
  }
}

/// Everything `fd` gives until its end (or an error, a socket's receive
/// timeout among them), read on this thread; `fd` stays open.
package func readToEnd(_ fd: Int32) -> [UInt8] {
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if n < 0 && errno == EINTR { continue }
    if n <= 0 { return bytes }
    bytes += buffer[..<n]
  }
}

/// Reads `fd` to its end on a thread, handing each chunk to `store`, then
/// closes it; the returned thread is finished once the end was reached.
package func drain(_ fd: Int32, _ store: @escaping @Sendable ([UInt8]) -> Void) -> Thread {
  let reader = Thread {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      store(Array(buffer[..<n]))
    }
    close(fd)
  }
  reader.start()
  return reader
}

/// Bytes appended by a reader thread and read by the test.
package final class ByteLog: @unchecked Sendable {
  package init() {}

  private let lock = NSLock()
  private var stored: [UInt8] = []

  package var bytes: [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  package func append(_ bytes: [UInt8]) {
    lock.lock()
    defer { lock.unlock() }
    stored += bytes
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A shell command `select` started (`sh -c`), usually in a process group
/// of its own, watched without ever blocking the caller.
///
/// The command's leader is never reaped before its whole group has been
/// sent SIGKILL: while the exited leader is a zombie, its pid (which is the
/// group's id) cannot be given to another process, so signalling the group
/// can never reach a stranger. Stopping is SIGTERM to the group, then,
/// after a short grace, SIGKILL to the group, then the reap: a command that
/// ignores SIGTERM, or left children behind, is gone all the same.
final class RunningCommand {
  /// The shell's pid, also the id of its process group when it owns one.
  let pid: pid_t
  /// The read end of the command's output pipe, non-blocking; -1 when the
  /// output is not captured or was closed.
  private(set) var output: Int32
  private let ownsGroup: Bool
  /// How the shell ended, once it has (seen without reaping it).
  private(set) var exit: CommandExit?
  /// When SIGKILL goes to the group, once stopping began.
  private(set) var killTime: Double?
  /// Whether the shell was reaped: nothing of the command is left.
  private(set) var isFinished = false

  /// Seconds between SIGTERM and SIGKILL.
  static let grace = 0.2

  /// Starts `command` wired as `wiring` says.
  init(_ command: String, _ wiring: CommandWiring) throws(SpawnFailure) {
    let capturing = [wiring.output, wiring.errors].contains {
      if case .pipe = $0 { return true }
      return false
    }
    var pipe: (read: Int32, write: Int32) = (-1, -1)
    if capturing {
      guard let made = makeCommandPipe() else { throw SpawnFailure(code: errno) }
      pipe = made
    }
    let result = spawnShell(command, wiring, pipeWrite: pipe.write)
    if capturing { systemClose(pipe.write) }
    switch result {
    case .success(let pid): self.pid = pid
    case .failure(let failure):
      if capturing { systemClose(pipe.read) }
      throw failure
    }
    output = pipe.read
    ownsGroup = wiring.ownsGroup
  }

  deinit {
    if output >= 0 { systemClose(output) }
  }

  /// Makes the output pipe non-blocking, for a poll loop.
  func readsWithoutBlocking() {
    if output >= 0 { _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK) }
  }

  /// Hands the output descriptor over to the caller, who closes it.
  func takeOutput() -> Int32 {
    defer { output = -1 }
    return output
  }

  /// Reads what the command wrote so far into `buffer`: the count, 0 at
  /// the end of the output, nil when nothing is there yet.
  func read(_ buffer: UnsafeMutableRawBufferPointer) -> Int? {
    guard output >= 0 else { return 0 }
    let n = systemRead(output, buffer)
    if n < 0 { return errno == EAGAIN ? nil : 0 }
    return n
  }

  /// Stops reading the output: a command still writing gets SIGPIPE.
  func closeOutput() {
    if output >= 0 { systemClose(output) }
    output = -1
  }

  /// Looks whether the shell has exited (without reaping it), and moves a
  /// stopping command along: SIGKILL once the grace is over, then the reap.
  /// Call it when SIGCHLD arrived and at `killTime`.
  @discardableResult
  func advance(now: Double = monotonicSeconds()) -> CommandExit? {
    guard !isFinished else { return exit }
    if exit == nil { exit = peekExit() }
    if let killTime, now >= killTime {
      signalAll(SIGKILL)
      if exit == nil {
        // SIGKILL cannot be refused: the shell ends almost at once.
        exit = waitExit()
      }
      reap()
    } else if exit != nil && killTime == nil && !ownsGroup {
      reap()
    }
    return exit
  }

  /// Starts stopping the command: SIGTERM to its group now, SIGKILL when
  /// `advance` runs after the grace. The output is no longer read.
  func stop(now: Double = monotonicSeconds()) {
    guard !isFinished, killTime == nil else { return }
    closeOutput()
    signalAll(SIGTERM)
    // A shell that ended on its own may still have left its group
    // running (`cmd &`): the group gets SIGKILL all the same.
    killTime = now + Self.grace
  }

  /// Stops the command and waits until nothing of it is left: SIGTERM,
  /// up to the grace for the shell to end, SIGKILL, the reap.
  func finish() {
    guard !isFinished else { return }
    stop()
    let deadline = monotonicSeconds() + Self.grace
    while peekExit() == nil && monotonicSeconds() < deadline {
      usleep(2000)
    }
    advance(now: .infinity)
  }

  /// Waits until the shell exits, and reaps it and its group; for a
  /// command the user waits for (`execute`).
  func waitUntilExit() -> CommandExit {
    if exit == nil { exit = waitExit() }
    if ownsGroup { signalAll(SIGKILL) }
    reap()
    return exit!
  }

  private func signalAll(_ signal: Int32) {
    _ = ownsGroup ? kill(-pid, signal) : kill(pid, signal)
  }

  private func reap() {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    isFinished = true
    killTime = nil
  }

  /// `waitid(2)` with WNOWAIT: how the shell ended, leaving it a zombie.
  private func peekExit() -> CommandExit? {
    var info = siginfo_t()
    guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0,
      info._sifields._sigchld.si_pid == pid
    else { return nil }
    return Self.exit(info)
  }

  /// `waitid(2)` with WNOWAIT, blocking.
  private func waitExit() -> CommandExit {
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 {
      if errno != EINTR { return .killed(SIGKILL) }
    }
    return Self.exit(info)
  }

  private static func exit(_ info: siginfo_t) -> CommandExit {
    let status = info._sifields._sigchld.si_status
    return info.si_code == CLD_EXITED ? .exited(status) : .killed(status)
  }
}

import SelectCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a started command's standard streams go.
struct CommandWiring {
  /// Where a stream comes from or goes to.
  enum Stream {
    /// `/dev/null`.
    case null
    /// A descriptor of ours, duplicated into the command.
    case descriptor(Int32)
    /// The write end of a pipe that `RunningCommand.output` reads (output
    /// streams only).
    case pipe
    /// Whatever `select` has there itself.
    case inherited
  }

  var input: Stream = .null
  var output: Stream = .null
  var errors: Stream = .null
  /// Whether the command gets a process group of its own, so that it and
  /// everything it starts can be stopped together; a command that uses
  /// the terminal stays in ours, so the terminal's keys reach it.
  var ownsGroup = true
}

/// The signals a command gets with their default action whatever we do
/// with them: `select` ignores SIGPIPE, and an ignored signal stays ignored
/// across exec (`yes` into a closed pipe would never end).
private let signalsReset = [
  SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGWINCH, SIGCONT,
]

/// `posix_spawn(3)` of `/bin/sh -c command`, wired as `wiring` says.
/// Returns the pid, or the `errno` of the failure. `pipeWrite` is the pipe
/// end for `.pipe` streams.
func spawnShell(_ command: String, _ wiring: CommandWiring, pipeWrite: Int32) -> Result<
  pid_t, SpawnFailure
> {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  for (stream, target) in [(wiring.input, Int32(0)), (wiring.output, 1), (wiring.errors, 2)] {
    switch stream {
    case .null:
      posix_spawn_file_actions_addopen(
        &actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
    case .descriptor(let fd):
      posix_spawn_file_actions_adddup2(&actions, fd, target)
    case .pipe:
      posix_spawn_file_actions_adddup2(&actions, pipeWrite, target)
    case .inherited:
      break
    }
  }
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var defaults = sigset_t()
  sigemptyset(&defaults)
  for signal in signalsReset { sigaddset(&defaults, signal) }
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  var mask = sigset_t()
  sigemptyset(&mask)
  posix_spawnattr_setsigmask(&attributes, &mask)
  var flags = Int16(POSIX_SPAWN_SETSIGDEF) | Int16(POSIX_SPAWN_SETSIGMASK)
  if wiring.ownsGroup {
    posix_spawnattr_setpgroup(&attributes, 0)
    flags |= Int16(POSIX_SPAWN_SETPGROUP)
  }
  posix_spawnattr_setflags(&attributes, flags)
  let words: [String] = ["sh", "-c", command]
  let arguments = words.map { strdup($0) } + [nil]
  defer {
    for argument in arguments { free(argument) }
  }
  var pid: pid_t = 0
  let failure = posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, environ)
  return failure == 0 ? .success(pid) : .failure(SpawnFailure(code: failure))
}

/// Why a command could not be started: an `errno` value.
struct SpawnFailure: Error, Equatable {
  let code: Int32

  var description: String { errorText(code) }
}

/// `pipe(2)` with both ends closed in children (the command gets its end
/// through `dup2`, which clears the flag on the copy). Commands are only
/// started from one thread, so no other spawn can slip in before the flag
/// is set (glibc hides `pipe2` without _GNU_SOURCE).
func makeCommandPipe() -> (read: Int32, write: Int32)? {
  var fds: [Int32] = [0, 0]
  guard pipe(&fds) == 0 else { return nil }
  for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
  return (fds[0], fds[1])
}

/// How a command ended.
package enum CommandExit: Equatable, Sendable {
  /// It exited with this status.
  case exited(Int32)
  /// A signal killed it.
  case killed(Int32)

  /// The status as a shell reports it: 128+n for a signal.
  package var shellStatus: Int32 {
    switch self {
    case .exited(let status): status
    case .killed(let signal): 128 + signal
    }
  }
}

/// `execv(3)` of `/bin/sh -c command` in place of this process, with
/// `input` as its stdin and the signal dispositions a new program expects
/// (we ignore SIGPIPE, and an ignored signal stays ignored across exec).
/// Returns only by throwing, when the shell could not be started.
func replaceProcess(with command: String, input: Int32) throws(SelectError) -> Never {
  _ = dup2(input, 0)
  signalsReset.forEach(restoreDefaultAction)
  var mask = sigset_t()
  sigemptyset(&mask)
  sigprocmask(SIG_SETMASK, &mask, nil)
  let words: [String] = ["sh", "-c", command]
  let arguments = words.map { strdup($0) } + [nil]
  execv("/bin/sh", arguments)
  throw .unreadableInput("cannot run '\(command)': \(errorText(errno))")
}

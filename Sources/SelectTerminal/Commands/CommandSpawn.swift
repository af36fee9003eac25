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
  /// The shell and its flags the command line is given to.
  var shell = ChildShell.standard
  /// `NAME=value` entries set for the command over our own environment.
  var environment: [String] = []
}

/// The program commands run with: `$SHELL -c`, else `sh -c`, as fzf does
/// (`--with-shell` names another).
package struct ChildShell: Sendable, Equatable {
  /// The program and its flags, the command line coming after them.
  package var words: [String]

  package init(words: [String]) {
    self.words = words
  }

  /// `$SHELL -c`, or `sh -c` without `SHELL`.
  package static var standard: ChildShell {
    if let shell = getenv("SHELL").map({ String(cString: $0) }), !shell.isEmpty {
      return ChildShell(words: [shell, "-c"])
    }
    return ChildShell(words: ["sh", "-c"])
  }
}

/// Our environment with `overrides` (`NAME=value`) put over it, for a child.
func childEnvironment(_ overrides: [String]) -> [UnsafeMutablePointer<CChar>?] {
  var entries: [String] = []
  let names = Set(overrides.map { String($0.prefix { $0 != "=" }) })
  var pointer = environ
  while let entry = pointer.pointee {
    let text = String(cString: entry)
    if !names.contains(String(text.prefix { $0 != "=" })) { entries.append(text) }
    pointer += 1
  }
  return (entries + overrides).map { strdup($0) } + [nil]
}

/// The signals a command gets with their default action whatever we do
/// with them: `select` ignores SIGPIPE, and an ignored signal stays ignored
/// across exec (`yes` into a closed pipe would never end).
private let signalsReset = [
  SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGWINCH, SIGCONT,
]

/// `posix_spawnp(3)` of the shell with `command`, wired as `wiring` says.
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
  let words = wiring.shell.words + [command]
  let arguments = words.map { strdup($0) } + [nil]
  let environment = childEnvironment(wiring.environment)
  defer {
    for argument in arguments { free(argument) }
    for entry in environment { free(entry) }
  }
  var pid: pid_t = 0
  let failure = posix_spawnp(&pid, words[0], &actions, &attributes, arguments, environment)
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
}

/// `execvp(3)` of the shell with `command` in place of this process, with
/// `input` as its stdin and the signal dispositions a new program expects
/// (we ignore SIGPIPE, and an ignored signal stays ignored across exec).
/// Returns only by throwing, when the shell could not be started.
func replaceProcess(
  with command: String, input: Int32, shell: ChildShell, environment: [String]
) throws(SelectError) -> Never {
  _ = dup2(input, 0)
  signalsReset.forEach(restoreDefaultAction)
  var mask = sigset_t()
  sigemptyset(&mask)
  sigprocmask(SIG_SETMASK, &mask, nil)
  for entry in environment {
    let name = String(entry.prefix { $0 != "=" })
    setenv(name, String(entry.dropFirst(name.count + 1)), 1)
  }
  let words = shell.words + [command]
  let arguments = words.map { strdup($0) } + [nil]
  execvp(words[0], arguments)
  throw .unreadableInput("cannot run '\(command)': \(errorText(errno))")
}

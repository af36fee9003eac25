#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if os(Linux)
  import Synchronization
#endif

// Signal handlers may only make async-signal-safe calls and touch lock-free
// atomics: they write the signal's number to a pipe, which wakes the poll
// loop that then acts on it outside the handler, and leave `errno` as they
// found it, since the code they interrupted may be about to read it. The
// pipe is set once, under `setup`, before any handler that reads it is
// installed, and never again; the handler reads its write end from an
// atomic (on Darwin, where `Atomic` needs macOS 15, from the plain global,
// an aligned word that is written before the handler exists).
nonisolated(unsafe) private var signalPipe: (read: Int32, write: Int32) = (-1, -1)
#if os(Linux)
  private let signalWriteEnd = Atomic<Int32>(-1)
#endif

/// The signal pipe's write end, as a handler may read it.
@inline(__always)
private func signalWakeDescriptor() -> Int32 {
  #if os(Linux)
    signalWriteEnd.load(ordering: .acquiring)
  #else
    signalPipe.write
  #endif
}
// What each watched signal did before, to put back when a session ends.
// Touched only under `setup`, from whichever thread asks: one ask runs at
// a time in a process (`TerminalTurn`), but it need not be the main thread.
nonisolated(unsafe) private var previousActions: [Int32: sigaction] = [:]
private let setup = Locked(())

/// Catches the signals that end or disturb an interactive session and turns
/// them into readable events on `fd`.
package enum SignalWatch {
  /// The descriptor that becomes readable when a signal arrived.
  static var fd: Int32 { signalPipe.read }

  /// Installs the handlers (once); interrupted reads return EINTR rather than
  /// restarting, so a blocked read sees the signal at once.
  static func install(_ signals: [Int32]) {
    setup.withLock { _ in
      guard prepareLocked() else { return }
      for signal in signals { installLocked(signal) }
    }
  }

  /// Makes the pipe, once, so that `interrupt` can reach an ask about to
  /// install its handlers.
  package static func prepare() {
    setup.withLock { _ in _ = prepareLocked() }
  }

  /// Ends the ask running now, from another thread, as Ctrl-C would: how a
  /// cancelled task closes its picker (`AskCancellation`).
  package static func interrupt() {
    var byte = UInt8(truncatingIfNeeded: SIGINT)
    _ = write(signalPipe.write, &byte, 1)
  }

  private static func prepareLocked() -> Bool {
    if signalPipe.read < 0 {
      guard let wake = makeWakePipe() else { return false }
      signalPipe = wake
      #if os(Linux)
        signalWriteEnd.store(wake.write, ordering: .releasing)
      #endif
    }
    return true
  }

  private static func installLocked(_ signal: Int32) {
    var action = sigaction()
    let handler: @convention(c) (Int32) -> Void = { number in
      let interrupted = errno
      var byte = UInt8(truncatingIfNeeded: number)
      _ = write(signalWakeDescriptor(), &byte, 1)
      errno = interrupted
    }
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(signal, &action, &previous)
    if previousActions[signal] == nil { previousActions[signal] = previous }
  }

  /// Puts back what the watched signals did before `install`, so that a
  /// program that asked once goes on with its own handlers or the defaults.
  package static func restore() {
    setup.withLock { _ in
      for (signal, var action) in previousActions { sigaction(signal, &action, nil) }
      previousActions = [:]
    }
  }

  /// Sends `signal` again once `restore` put back the program's own action:
  /// the default ends the process, as it would have without the picker; a
  /// handler of the program's own runs, and this returns.
  package static func redeliver(_ signal: Int32) {
    restore()
    raise(signal)
  }

  /// Takes every signal that arrived since the last call, each once, in
  /// the order of its latest arrival. A stop already followed by a
  /// continue (`kill -TSTP; kill -CONT` at once) is left out: acting on it
  /// would stop us with nobody left to continue us.
  static func takeAll() -> [Int32] {
    var byte: UInt8 = 0
    var taken: [Int32] = []
    while read(signalPipe.read, &byte, 1) == 1 {
      let signal = Int32(byte)
      taken.removeAll { $0 == signal }
      taken.append(signal)
    }
    if let stop = taken.firstIndex(of: SIGTSTP), taken[(stop + 1)...].contains(SIGCONT) {
      taken.remove(at: stop)
    }
    return taken
  }

  /// Whether SIGCONT came, or is waiting to be handled, since the last
  /// `takeAll`; other signals taken on the way stay queued.
  static func continueArrived() -> Bool {
    var pending = sigset_t()
    sigpending(&pending)
    let taken = takeAll()
    for signal in taken where signal != SIGCONT {
      var byte = UInt8(truncatingIfNeeded: signal)
      _ = write(signalPipe.write, &byte, 1)
    }
    return taken.contains(SIGCONT) || sigismember(&pending, SIGCONT) == 1
  }

  /// Restores the default action for `signal` and sends it to ourselves:
  /// how a process killed by SIGTERM or SIGHUP ends once it has cleaned up.
  package static func die(of signal: Int32) -> Never {
    restoreDefaultAction(signal)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
    exit(128 + signal)
  }
}

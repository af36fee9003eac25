import SelectCore

/// One ask at a time on the terminal of a process: two threads or tasks
/// that ask at once would draw over each other and split the keys, so the
/// second waits until the first has restored the terminal.
package enum TerminalTurn {
  private static let busy = Locked(false)

  /// Runs `body` once no other ask is running, and none starts until it
  /// returns or throws.
  package static func take<Result>(_ body: () throws -> Result) rethrows -> Result {
    busy.withLock(when: { !$0 }) { $0 = true }
    defer { busy.withLockWakingWaiters { $0 = false } }
    return try body()
  }
}

/// A way to end an ask from another thread: a task cancelled while its
/// picker is up closes the picker as Ctrl-C would, the terminal restored,
/// and the ask throws `.cancelled`.
package final class AskCancellation: Sendable {
  private enum Phase { case waiting, asking, cancelled, interrupted, over }
  private let phase = Locked(Phase.waiting)

  package init() {}

  /// Called on the asking thread, in its turn, before the terminal is
  /// touched: throws when cancelled already.
  package func begin() throws(SelectError) {
    SignalWatch.prepare()
    let cancelled = phase.withLock { phase -> Bool in
      if phase == .cancelled { return true }
      phase = .asking
      return false
    }
    if cancelled { throw .cancelled }
  }

  /// Called on the asking thread once the ask has ended, still in its turn.
  package func end() {
    let interrupted = phase.withLock { phase -> Bool in
      defer { phase = .over }
      return phase == .interrupted
    }
    // An interrupt sent as the ask ended anyway must not end the next one.
    if interrupted { _ = SignalWatch.takeAll() }
  }

  /// Ends the ask if it runs, or keeps it from starting.
  package func cancel() {
    phase.withLock { phase in
      switch phase {
      case .waiting: phase = .cancelled
      case .asking:
        SignalWatch.interrupt()
        phase = .interrupted
      case .cancelled, .interrupted, .over: break
      }
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

extension PickerSession {
  /// Waits for keys, items, signals or time, and applies what came.
  /// Returns the choices when the user accepted.
  func waitAndHandle(until deadline: Double?) throws -> [PickerChoice]? {
    let now = monotonicSeconds()
    var timeout = PickerTiming.idle
    if let deadline { timeout = min(timeout, deadline - now) }
    if let since = pendingKeySince { timeout = min(timeout, since + PickerTiming.escape - now) }
    if state.isLoading { timeout = min(timeout, lastTick + PickerTiming.tick - now) }
    if let next = preview?.nextDeadline { timeout = min(timeout, next - now) }
    // A descriptor of -1 is skipped by poll(2).
    var entries = [
      pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: SignalWatch.fd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: state.isLoading ? feed.fd : -1, events: Int16(POLLIN), revents: 0),
      pollfd(fd: preview?.outputFD ?? -1, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&entries, 4, Int32(max(timeout, 0) * 1000) + 1)
    let signals = SignalWatch.takeAll()
    for signal in signals { try receive(signal) }
    if ready > 0 && entries[0].revents != 0 {
      if let choices = try readKeys() { return choices }
    }
    let later = monotonicSeconds()
    if let since = pendingKeySince, later >= since + PickerTiming.escape {
      // A lone ESC: nothing followed it, so it is the Esc key.
      pendingKeySince = nil
      if let choices = try press(decoder.flush()) { return choices }
    }
    if state.isLoading && later >= lastTick + PickerTiming.tick {
      lastTick = later
      _ = state.apply(.tick)
    }
    if let deadline, later >= deadline { throw SelectError.timedOut }
    return nil
  }

  private func readKeys() throws -> [PickerChoice]? {
    // A stop handled since the poll gave the terminal back with TCSAFLUSH,
    // which drops the typeahead the poll saw: a read now would wait for a
    // key that may never come, deaf to signals.
    guard waitReadable(tty.fd, milliseconds: 0) else { return nil }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { readInterruptible(tty.fd, $0) }
    if n < 0 && (errno == EINTR || errno == EAGAIN) { return nil }
    // The terminal went away (or Ctrl-D in a cooked mode): nobody to ask.
    if n <= 0 { throw SelectError.cancelled }
    let keys = decoder.feed(buffer[..<n])
    pendingKeySince = decoder.hasPendingInput ? monotonicSeconds() : nil
    return try press(keys)
  }

  func press(_ keys: [Key]) throws -> [PickerChoice]? {
    guard !keys.isEmpty else { return nil }
    let now = monotonicSeconds()
    if now - lastKeyAt >= 1 { _ = state.apply(.keyPause) }
    lastKeyAt = now
    for key in keys {
      let effect = if case .mouse(let event) = key { mouse(event) } else { state.apply(.key(key)) }
      if let choices = try handle(effect) { return choices }
    }
    return nil
  }

  private func receive(_ signal: Int32) throws {
    switch signal {
    case SIGINT: throw SelectError.cancelled
    case SIGWINCH:
      redraw()
    case SIGCONT:
      // Back from a stop: the shell may have reset the modes.
      tty.enterRawMode(flushing: false)
      redraw()
    case SIGTSTP: suspend()
    // A command we started ended: the next turn of the loop looks.
    case SIGCHLD: break
    default: throw SelectError.killed(signal: signal)
    }
  }

  /// Erases the picker and draws it again from scratch.
  func redraw() {
    tty.write(renderer.leave(after: last))
    enter()
    draw()
  }

  /// Ctrl-Z: gives the terminal back as it was, stops the job (as the
  /// terminal's own Ctrl-Z would with ISIG on), and on `fg` takes the
  /// terminal again and redraws.
  func suspend() {
    tty.write(renderer.leave(after: last))
    last = nil
    tty.restoreMode()
    stopUntilContinued()
    tty.enterRawMode(flushing: false)
    enter()
    draw()
  }

  /// Stops the job, as the terminal's own Ctrl-Z would, until `fg`.
  func stopUntilContinued() {
    // A continue that came while we gave the terminal back (`kill -TSTP`
    // then `kill -CONT` at once) must not be followed by a stop that nobody
    // would end: SIGCONT is held back while we look for it.
    var held = sigset_t()
    var previous = sigset_t()
    sigemptyset(&held)
    sigaddset(&held, SIGCONT)
    pthread_sigmask(SIG_BLOCK, &held, &previous)
    if !SignalWatch.continueArrived() {
      signal(SIGTSTP, SIG_DFL)
      // The whole process group, as the terminal would: `ls | select` stops
      // as one job.
      kill(0, SIGTSTP)
      SignalWatch.install([SIGTSTP])
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }
}

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
    if state.input.isLoading { timeout = min(timeout, lastTick + PickerTiming.tick - now) }
    if let next = preview?.nextDeadline { timeout = min(timeout, next - now) }
    for timer in timers { timeout = min(timeout, timer.next - now) }
    // A descriptor of -1 is skipped by poll(2).
    var entries = [
      pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: SignalWatch.fd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: state.input.isLoading ? feed.fd : -1, events: Int16(POLLIN), revents: 0),
      pollfd(fd: preview?.outputFD ?? -1, events: Int16(POLLIN), revents: 0),
    ]
    entries += background.map { pollfd(fd: $0.command.output, events: Int16(POLLIN), revents: 0) }
    if let listener = display.listener { entries.append(pollfd(fd: listener.wakeFD, events: Int16(POLLIN), revents: 0)) }
    let ready = poll(&entries, nfds_t(entries.count), Int32(max(timeout, 0) * 1000) + 1)
    let signals = SignalWatch.takeAll()
    for signal in signals {
      if let choices = try receive(signal) { return choices }
    }
    if let choices = try takeRemoteRequests() { return choices }
    if ready > 0 && entries[0].revents != 0 {
      if let choices = try readKeys() { return choices }
    }
    let later = monotonicSeconds()
    if let since = pendingKeySince, later >= since + PickerTiming.escape {
      // A lone ESC: nothing followed it, so it is the Esc key.
      pendingKeySince = nil
      if let choices = try press(decoder.flush()) { return choices }
    }
    if state.input.isLoading && later >= lastTick + PickerTiming.tick {
      lastTick = later
      _ = state.apply(.tick)
    }
    if let deadline, later >= deadline { throw SelectError.timedOut }
    return nil
  }

  private func readKeys() throws -> [PickerChoice]? {
    // A stop handled since the poll gave the terminal back, and the shell
    // may have read the typeahead the poll saw: a read now would wait for
    // a key that may never come, deaf to signals.
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
    if keyPause.keysArrive(at: monotonicSeconds()) { _ = state.apply(.keyPause) }
    for key in keys {
      let effect = if case .mouse(let event) = key { mouse(event) } else { state.apply(.key(key)) }
      if let choices = try handle(effect) { return choices }
    }
    return nil
  }

  /// Does what `--listen` clients asked: their actions as a key's, and
  /// the state for a `GET`.
  func takeRemoteRequests() throws -> [PickerChoice]? {
    guard let listener = display.listener else { return nil }
    let held = heldRequests
    heldRequests = []
    for request in held + listener.take() {
      switch request {
      case .actions(let actions):
        if let choices = try handle(state.apply(.remote(actions))) { return choices }
      case .state(let limit, let offset, let reply):
        // The whole list of the query typed, once its order is complete.
        if !state.showsWholeOrder {
          heldRequests.append(request)
          continue
        }
        let json = state.json(limit: limit, offset: offset)
        reply.withLockWakingWaiters { $0 = json }
      }
    }
    return nil
  }

  /// Fires the `every(N)` events that came round.
  func fireTimers() throws -> [PickerChoice]? {
    let now = monotonicSeconds()
    for index in timers.indices where now >= timers[index].next {
      timers[index].next = now + timers[index].seconds
      if let choices = try handle(state.apply(.timer(timers[index].seconds))) { return choices }
    }
    return nil
  }

  private func receive(_ signal: Int32) throws -> [PickerChoice]? {
    switch signal {
    case SIGINT: throw SelectError.cancelled
    case SIGWINCH:
      redraw()
      return try handle(state.apply(.terminalResized))
    case SIGCONT:
      // Back from a stop: the shell may have reset the modes.
      tty.enterRawMode(flushing: false)
      redraw()
    case SIGTSTP: suspend()
    // A command we started ended: the next turn of the loop looks.
    case SIGCHLD: break
    default: throw SelectError.killed(signal: signal)
    }
    return nil
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

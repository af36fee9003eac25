#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Moves bytes between us and the picker in a tmux popup, on one thread:
/// our stdin into the `in` pipe, the `out` and `err` pipes to our stdout
/// and stderr, until the popup closes.
///
/// `out` and `err` are opened read-write, which never waits, so the picker
/// can open them whenever it starts; `in` is opened for writing once the
/// picker opened it for reading (a non-blocking open fails until then),
/// and closed after our stdin ended, which the picker reads as its end.
struct PopupRelay {
  private let directory: PopupDirectory
  private var streamsInput: Bool
  private var input: Int32 = -1
  private var pending: [UInt8] = []
  private var inputEnded = false
  private let output: Int32
  private let errors: Int32

  /// At most this much of stdin waits for the picker to read it.
  private static let pendingLimit = 1 << 20

  init(directory: PopupDirectory, streamsInput: Bool) {
    self.directory = directory
    self.streamsInput = streamsInput
    output = systemOpen(directory.path("out"), O_RDWR | O_NONBLOCK)
    errors = systemOpen(directory.path("err"), O_RDWR | O_NONBLOCK)
  }

  /// Relays until `popup` (the `tmux display-popup` command) ends; returns
  /// SIGTERM or SIGHUP if one came (the popup was closed for it).
  mutating func pass(until popup: RunningCommand) -> Int32? {
    SignalWatch.install([SIGTERM, SIGHUP])
    var signal: Int32?
    defer {
      if input >= 0 { systemClose(input) }
      systemClose(output)
      systemClose(errors)
    }
    while popup.advance() == nil {
      if streamsInput && input < 0 {
        input = systemOpen(directory.path("in"), O_WRONLY | O_NONBLOCK)
        finishInputIfDone()
      }
      var entries = [
        pollfd(fd: streamsInput && !inputEnded && pending.count < Self.pendingLimit ? 0 : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: input >= 0 && !pending.isEmpty ? input : -1, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: output, events: Int16(POLLIN), revents: 0),
        pollfd(fd: errors, events: Int16(POLLIN), revents: 0),
        pollfd(fd: SignalWatch.fd, events: Int16(POLLIN), revents: 0),
      ]
      _ = poll(&entries, 5, 20)
      if entries[0].revents != 0 { readInput() }
      if entries[1].revents != 0 { writeInput() }
      copy(output, to: 1)
      copy(errors, to: 2)
      for caught in SignalWatch.takeAll() where caught == SIGTERM || caught == SIGHUP {
        signal = caught
        var wiring = CommandWiring()
        wiring.errors = .inherited
        if let closing = try? RunningCommand("tmux display-popup -C", wiring) { _ = closing.waitUntilExit() }
      }
    }
    // What the picker wrote just before it ended.
    copy(output, to: 1)
    copy(errors, to: 2)
    return signal
  }

  private mutating func readInput() {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    if n < 0 && (errno == EINTR || errno == EAGAIN) { return }
    if n <= 0 {
      inputEnded = true
    } else {
      pending += buffer[..<n]
    }
    finishInputIfDone()
  }

  private mutating func writeInput() {
    let n = pending.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    if n > 0 {
      pending.removeFirst(n)
    } else if n < 0 && errno != EAGAIN && errno != EINTR {
      // The picker stopped reading (it chose already): drop the rest.
      pending = []
      inputEnded = true
      streamsInput = false
    }
    finishInputIfDone()
  }

  /// Closes `in` once everything of our stdin went into it.
  private mutating func finishInputIfDone() {
    guard inputEnded, pending.isEmpty, input >= 0 else { return }
    systemClose(input)
    input = -1
    streamsInput = false
  }

  /// Copies what is waiting on `source` to `target`.
  private func copy(_ source: Int32, to target: Int32) {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = buffer.withUnsafeMutableBytes { systemRead(source, $0) }
      guard n > 0 else { return }
      systemWriteAll(target, Array(buffer[..<n]))
    }
  }
}

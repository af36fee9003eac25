#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// The terminal the user answers on: `/dev/tty`, or `--tty PATH`.
///
/// Opened before stdin is read, so a missing terminal is reported at once
/// rather than after reading an endless pipe.
package final class TerminalDevice {
  /// The open descriptor, read and write.
  package let fd: Int32
  private var saved: termios?

  /// Opens the terminal at `path`, or the controlling terminal.
  package init(path: String?) throws(SelectError) {
    let name = path ?? "/dev/tty"
    let fd = systemOpen(name, O_RDWR | O_NOCTTY)
    guard fd >= 0 else { throw .noTerminal(MissingTerminal(path: path, reason: errorText(errno))) }
    guard isatty(fd) == 1 else {
      systemClose(fd)
      throw .noTerminal(MissingTerminal(path: path ?? name, reason: nil))
    }
    self.fd = fd
  }

  deinit {
    restoreMode()
    systemClose(fd)
  }

  /// The terminal's size in rows and columns; `LINES`/`COLUMNS` when the
  /// terminal does not say, 24×80 when nothing does.
  package var size: (rows: Int, columns: Int) {
    var window = winsize()
    if ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
      return (Int(window.ws_row), Int(window.ws_col))
    }
    let rows = environment("LINES").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 24
    let columns = environment("COLUMNS").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    return (rows, columns)
  }

  /// Writes bytes to the terminal.
  package func write(_ bytes: [UInt8]) {
    systemWriteAll(fd, bytes)
  }

  /// Writes text to the terminal.
  package func write(_ text: String) {
    write(Array(text.utf8))
  }

  /// Switches to raw mode (no echo, no line editing, no signals from keys),
  /// remembering the settings to restore. `flushing` discards keys typed
  /// before (right for a first entry, wrong when coming back from a stop).
  package func enterRawMode(flushing: Bool = true) {
    var settings = termios()
    guard tcgetattr(fd, &settings) == 0 else { return }
    if saved == nil { saved = settings }
    settings.c_iflag &= ~tcflag_t(ICRNL | IXON | BRKINT | INPCK | ISTRIP)
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    settings.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(fd, flushing ? TCSAFLUSH : TCSANOW, &settings)
  }

  /// Puts back the settings found before `enterRawMode`, once what was
  /// written has gone out. Keys typed meanwhile are kept for whoever reads
  /// the terminal next: a shell's line after a key binding's picker closed
  /// must not lose what was typed right after Enter.
  package func restoreMode() {
    guard var settings = saved else { return }
    tcsetattr(fd, TCSADRAIN, &settings)
  }

  /// Waits for input on the terminal or a signal, up to `deadline`
  /// (monotonic seconds). Returns what woke it.
  func wait(until deadline: Double?) -> Wake {
    var entries = [
      pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: SignalWatch.fd, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      var timeout: Int32 = -1
      if let deadline {
        let left = deadline - monotonicSeconds()
        if left <= 0 { return .timedOut }
        timeout = Int32(min(left * 1000 + 1, 1e9))
      }
      let ready = poll(&entries, SignalWatch.fd >= 0 ? 2 : 1, timeout)
      if ready < 0 && errno != EINTR { return .input }
      if let signal = SignalWatch.takeAll().first { return .signal(signal) }
      if ready > 0 && entries[0].revents != 0 { return .input }
    }
  }

  /// What ended a wait.
  enum Wake: Equatable {
    case input
    case signal(Int32)
    case timedOut
  }
}

import Foundation
import SelectCore
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal opened by the test itself, and the program running on
/// it (`select`, or any other, such as a program built on SelectKit): keys
/// go in through the master side, the screen comes out.
///
/// The child is started in a session of its own with the pty as its
/// controlling terminal (as a shell would), so `/dev/tty`, Ctrl-C and
/// SIGWINCH behave as for a user.
package final class TerminalSession {
  package let master: Int32
  private let slave: Int32
  /// The slave's path, for `--tty`.
  package let slavePath: String
  private let pid: pid_t
  private let output = ByteLog()
  private let stdoutLog = ByteLog()
  private let stderrLog = ByteLog()
  private var readers: [Thread] = []
  private let child: ChildProcess
  /// The terminal's settings before the program started, to compare with
  /// `settings` after it ended.
  package private(set) var initialSettings: [UInt8] = []
  /// The pipe to the program's stdin, while a streaming session keeps it.
  private var stdinWrite: Int32 = -1

  /// Starts `executable arguments` (the built `select` unless given) on a
  /// new `rows`×`columns` terminal with `stdin` piped in (nil: stdin is
  /// /dev/null). With `streamsStdin`, the pipe stays open after `stdin` for
  /// `writeStdin` and `closeStdin`. With `streamsOnTerminal`, stdin, stdout
  /// and stderr are all the terminal, as for a shell in a terminal window.
  /// The terminal answers the cursor-position query (`ESC[6n`) as a real
  /// one does, unless `answersCursorQueries` is false: a terminal that
  /// stays silent. With `drawsClustersAsOne`, it says it is in
  /// grapheme-cluster mode when asked (DECRQM 2027); else it does not
  /// answer that query.
  ///
  ///     let session = try TerminalSession(["settings.conf"], executable: "/path/to/mytool")
  ///     session.waitForScreen { $0.text.contains("Theme") }
  package init(
    _ arguments: [String], executable: String = SelectBinary.url.path, stdin: [UInt8]? = nil,
    rows: Int = 24, columns: Int = 80, environment: [String: String] = [:], streamsStdin: Bool = false,
    streamsOnTerminal: Bool = false, answersCursorQueries: Bool = true, drawsClustersAsOne: Bool = false
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw SessionError.openpty(errno) }
    // openpty's descriptors are inherited by children unless marked.
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    self.master = master
    self.slave = slave
    slavePath = String(cString: ttyname(slave))

    var termSettings = termios()
    tcgetattr(slave, &termSettings)
    // A Ctrl-C typed once select has given the terminal back discards the
    // output the terminal has not read yet (the line discipline flushes on
    // an interrupt unless NOFLSH); this reader lags under load where a
    // terminal emulator would not, and the soak then saw frames cut short.
    termSettings.c_lflag |= tcflag_t(NOFLSH)
    tcsetattr(slave, TCSANOW, &termSettings)
    let initial = withUnsafeBytes(of: &termSettings) { Array($0) }
    // The same terminal and locale whatever the tests run under.
    var env = ["TERM": "xterm-256color", "COLORTERM": "", "LC_ALL": "", "LC_CTYPE": "", "LANG": "C.UTF-8"]
    for (key, value) in environment { env[key] = value }
    let inPipe = try makePipe()
    let outPipe = try makePipe()
    let errPipe = try makePipe()
    child = try ChildProcess(
      arguments, executable: executable, stdin: stdin == nil && !streamsStdin ? -1 : inPipe.read, stdout: outPipe.write, stderr: errPipe.write,
      terminalPath: slavePath, streamsOnTerminal: streamsOnTerminal, environment: env)
    pid = child.pid
    initialSettings = initial
    for fd in [inPipe.read, outPipe.write, errPipe.write] { close(fd) }
    if streamsStdin {
      stdinWrite = inPipe.write
      writeStdin(stdin ?? [])
    } else if let stdin {
      feed(stdin, to: inPipe.write)
    } else {
      close(inPipe.write)
    }

    // The reader closes the master once the slave side is gone: closing it
    // here while the reader still waits would let the next session's
    // descriptor take its number, and this reader steal that screen.
    if answersCursorQueries {
      let answerer = CursorQueryAnswerer(
        rows: rows, columns: columns, master: master, drawsClustersAsOne: drawsClustersAsOne)
      let log = output
      _ = drain(master) { bytes in
        log.append(bytes)
        answerer.answer(after: bytes)
      }
    } else {
      _ = drain(master, output.append)
    }
    readers = [drain(outPipe.read, stdoutLog.append), drain(errPipe.read, stderrLog.append)]
  }

  deinit {
    closeStdin()
    if !child.hasEnded { kill(pid, SIGKILL) }
    close(slave)
  }

  /// The program's pid.
  package var processID: pid_t { pid }

  /// Everything the program wrote to the terminal so far.
  package var transcript: [UInt8] { output.bytes }

  /// The transcript as text.
  package var text: String { String(decoding: output.bytes, as: UTF8.self) }

  /// Types bytes on the terminal.
  package func send(_ text: String) {
    send(Array(text.utf8))
  }

  /// Types raw bytes on the terminal.
  package func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Writes more input to a streaming session's stdin.
  package func writeStdin(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(stdinWrite, $0.baseAddress, $0.count) }
  }

  /// Ends a streaming session's stdin.
  package func closeStdin() {
    if stdinWrite >= 0 { close(stdinWrite) }
    stdinWrite = -1
  }

  /// Changes the terminal's size; the kernel sends SIGWINCH.
  package func resize(rows: Int, columns: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Sends a signal to the program.
  package func signal(_ number: Int32) {
    kill(pid, number)
  }

  /// The terminal's current settings, to compare before and after.
  package var settings: [UInt8] {
    var settings = termios()
    tcgetattr(slave, &settings)
    return withUnsafeBytes(of: &settings) { Array($0) }
  }

  /// Waits until `condition` holds for the transcript text.
  @discardableResult
  package func waitFor(timeout: TimeInterval = 10, _ condition: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition(text) { return true }
      usleep(10_000)
    }
    return condition(text)
  }

  /// Waits until the transcript contains `needle`.
  @discardableResult
  package func waitFor(_ needle: String, timeout: TimeInterval = 10) -> Bool {
    waitFor(timeout: timeout) { $0.contains(needle) }
  }

  /// Waits up to `timeout` for the program to end; true when it has.
  package func waitForExit(timeout: TimeInterval) -> Bool {
    child.wait(timeout: timeout) != nil
  }

  /// Waits for the program to end and returns what it printed and its status.
  package func finish(timeout: TimeInterval = 10) throws -> RunResult {
    guard let status = child.wait(timeout: timeout) else {
      kill(pid, SIGKILL)
      _ = child.wait(timeout: 10)
      throw SessionError.timedOut(text)
    }
    for reader in readers { while !reader.isFinished { usleep(1000) } }
    return RunResult(stdout: stdoutLog.bytes, stderr: stderrLog.bytes, status: status)
  }
}

/// Why a terminal session failed.
package enum SessionError: Error {
  case openpty(Int32)
  case spawn(Int32)
  case timedOut(String)
}

/// Follows what a program draws on a test terminal and answers its
/// cursor-position queries with where the cursor is, 1-based, as a
/// terminal does: `ESC [ row ; column R`. Used on the reader thread only.
private final class CursorQueryAnswerer: @unchecked Sendable {
  private var screen: VirtualScreen
  private let master: Int32
  private let drawsClustersAsOne: Bool

  init(rows: Int, columns: Int, master: Int32, drawsClustersAsOne: Bool) {
    screen = VirtualScreen(width: columns, height: rows)
    self.master = master
    self.drawsClustersAsOne = drawsClustersAsOne
  }

  func answer(after bytes: [UInt8]) {
    let asked = screen.cursorQueries.count
    let modesAsked = screen.modeQueries.count
    screen.feed(bytes)
    // Answered in the order asked: a mode query comes before the
    // cursor's position in what select writes.
    for mode in screen.modeQueries[modesAsked...] where mode == 2027 && drawsClustersAsOne {
      let report = Array("\u{1B}[?2027;1$y".utf8)
      _ = report.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }
    for position in screen.cursorQueries[asked...] {
      let report = Array("\u{1B}[\(position.row + 1);\(position.column + 1)R".utf8)
      _ = report.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }
  }
}

extension TerminalSession {
  /// The terminal's screen as a `rows`×`columns` terminal shows it after
  /// everything written so far.
  /// `from` skips what was written before a byte count (after a resize,
  /// what was drawn at the old size).
  package func screen(
    rows: Int = 24, columns: Int = 80, from start: Int = 0, clusters: VirtualScreen.ClusterDrawing = .asOne
  ) -> VirtualScreen {
    var screen = VirtualScreen(width: columns, height: rows, clusters: clusters)
    screen.feed(transcript.dropFirst(start))
    return screen
  }

  /// Waits until the screen satisfies `condition`; false at the deadline.
  @discardableResult
  package func waitForScreen(
    rows: Int = 24, columns: Int = 80, from start: Int = 0, clusters: VirtualScreen.ClusterDrawing = .asOne,
    timeout: Double = 10, _ condition: (VirtualScreen) -> Bool
  ) -> Bool {
    var passed = false
    waitFor(timeout: timeout) { _ in
      passed = condition(screen(rows: rows, columns: columns, from: start, clusters: clusters))
      return passed
    }
    return passed
  }

  /// Waits until `condition` holds for the screen and for the bytes written
  /// since the transcript held `mark` bytes; false at the deadline.
  ///
  /// Both come from one reading of the transcript: a screen drawn from an
  /// earlier reading than the bytes would still show what was there before
  /// them.
  @discardableResult
  package func waitForScreen(
    rows: Int = 24, columns: Int = 80, timeout: Double = 10, writtenSince mark: Int,
    _ condition: (VirtualScreen, ArraySlice<UInt8>) -> Bool
  ) -> Bool {
    var passed = false
    waitFor(timeout: timeout) { _ in
      let bytes = transcript
      var screen = VirtualScreen(width: columns, height: rows)
      screen.feed(bytes)
      passed = condition(screen, bytes.dropFirst(mark))
      return passed
    }
    return passed
  }
}

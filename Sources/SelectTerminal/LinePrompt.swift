#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Runs the line-mode menu on the terminal: print, prompt, read an answer
/// line in the terminal's own cooked mode, repeat until something is chosen.
package struct LinePrompt {
  let tty: TerminalDevice
  let header: [String]
  let prompt: String
  let timeout: Double?
  /// What a refusal begins with: `select`, or the program asking.
  let programName: String

  /// The header and prompt of `settings`, and the `--header-lines`, come
  /// from outside and may hold escape sequences: they are drawn as safely
  /// as labels are, line by line.
  package init(
    tty: TerminalDevice, settings: PickerState.Settings, headerLines: [String] = [], timeout: Double?,
    programName: String = "select"
  ) {
    self.programName = programName
    self.tty = tty
    let lines = settings.headerLines + headerLines
    self.header = lines.map { DisplayText(Array($0.utf8)).string }
    self.prompt = DisplayText(Array(settings.prompt.utf8)).string
    self.timeout = timeout
  }

  /// Asks until an answer chooses, and returns what it chose.
  package func run(_ menu: inout LineMenu) throws(SelectError) -> Choices {
    SignalWatch.install([SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    let deadline = timeout.map { monotonicSeconds() + $0 }
    var printMenu = true
    while true {
      if printMenu {
        var text = header.map { $0 + "\n" }.joined()
        let size = tty.size
        let otherRows = header.count + (menu.hint == nil ? 0 : 1) + 1
        for line in menu.menuLines(width: menuWidth(size.columns), rows: size.rows, otherRows: otherRows) {
          text += line + "\n"
        }
        if let hint = menu.hint { text += hint + "\n" }
        tty.write(text)
      }
      tty.write((menu.keptOnEnter ?? "") + prompt)
      let line = try readLine(until: deadline)
      switch menu.answer(line) {
      case .chosen(let positions):
        return menu.choices(positions)
      case .changed:
        printMenu = true
      case .refused(let reason):
        // A reason may quote the answer, escape sequences and all.
        tty.write("\(programName): \(DisplayText(Array(reason.utf8)).string)\n")
        printMenu = false
      }
    }
  }

  /// How wide a menu in columns may be: `COLUMNS` when it is a number, as
  /// bash's `select` takes it, else the terminal's width.
  private func menuWidth(_ terminalColumns: Int) -> Int {
    environment("COLUMNS").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? terminalColumns
  }

  private func readLine(until deadline: Double?) throws(SelectError) -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      switch tty.wait(until: deadline) {
      case .timedOut:
        tty.write("\n")
        throw .timedOut
      case .signal(let signal):
        tty.write("\n")
        throw signal == SIGINT ? .cancelled : .killed(signal: signal)
      case .input:
        let n = chunk.withUnsafeMutableBytes { readInterruptible(tty.fd, $0) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          // Ctrl-D on an empty line, or the terminal went away.
          if bytes.isEmpty {
            tty.write("\n")
            throw .cancelled
          }
          return String(decoding: bytes, as: UTF8.self)
        }
        bytes += chunk[..<n]
        if let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
          return String(decoding: bytes[..<end], as: UTF8.self)
        }
      }
    }
  }
}

import Glibc
import SelectTestSupport
import XCTest

/// A seeded soak through a pseudo-terminal: 1,000 sessions of random keys
/// (partial escape sequences and invalid UTF-8 among them), resizes and
/// signals, mouse reports, a third of them with a preview running a random
/// command (quick, failing, endless, flooding, hanging, forking), most with
/// one of the terminal layer's options (--no-mouse, --no-clear, a header
/// bound to clicks, --ansi, --full-screen, --border), at sizes from 1×1 to
/// 300×100. After each, the process has ended within its bound, the
/// terminal settings equal those before it started, the cursor is visible,
/// mouse reporting is off, and no process it started is left.
/// A failure names its round; the same seed replays it.
final class SoakTests: XCTestCase {
  private static let sessions = 1_000
  private static let seed: UInt64 = 4_242

  private static let keys: [[UInt8]] = [
    Array("a".utf8), Array("e".utf8), Array("Z".utf8), Array(" ".utf8), Array(":3".utf8),
    [0x1B, 0x5B, 0x41], [0x1B, 0x5B, 0x42], [0x1B, 0x5B, 0x35, 0x7E], [0x1B, 0x5B, 0x36, 0x7E],
    [0x1B, 0x5B], [0x1B, 0x4F], [0x1B, 0x5B, 0x31, 0x3B], [0x1B, 0x31], [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E],
    [0xFF], [0xC3], [0xE2, 0x80], [0xF0, 0x9F, 0x8E, 0x89], [0x09], [0x7F], [0x15], [0x17], [0x0E], [0x10],
    [0x1B, 0x5B, 0x48], [0x1B, 0x5B, 0x46], [0x00], [0x1B, 0x5D, 0x35, 0x32, 0x3B],
    [0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x41], [0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x42], [0x1F],
    // Mouse reports (SGR): clicks on and off the screen, a double click,
    // wheel notches, a drag, a release, one cut short, nonsense numbers.
    Array("\u{1B}[<0;3;2M\u{1B}[<0;3;2m".utf8), Array("\u{1B}[<0;5;3M\u{1B}[<0;5;3M".utf8),
    Array("\u{1B}[<64;2;2M".utf8), Array("\u{1B}[<65;70;4M".utf8), Array("\u{1B}[<32;4;4M".utf8),
    Array("\u{1B}[<0;1;1M".utf8), Array("\u{1B}[<0;999;999M".utf8), Array("\u{1B}[<2;1".utf8),
    Array("\u{1B}[<99999999;0;0M".utf8),
  ]

  /// Options of the terminal layer, one of them (or none) per session.
  private static let terminalOptions: [[String]] = [
    [], ["--no-mouse"], ["--no-clear"], ["--header", "Head", "--bind", "click-header:last"], ["--ansi"],
    ["--full-screen"], ["--border"],
  ]

  private static let previews = [
    "echo {}", "printf '\\033[31m%s\\033[0m\\n' {1}", "exit 3", "yes {}", "sleep 100",
    "seq 100000", "head -c 1000000 /dev/zero", "sleep 100 & echo {}", "trap '' TERM; sleep 100",
    "sleep 0.05; echo {q}",
  ]

  /// fzf's looks, several at a time.
  private static let looks: [[String]] = [
    ["--style", "full", "--border", "--border-label", "\u{1B}[31ml"], ["--margin", "1,2", "--padding", "1", "--info", "inline"],
    ["--wrap", "--gap", "--scrollbar", "--footer", "f\u{7}"], ["--raw", "--highlight-line", "--color", "dark,hl:1"],
    ["--layout", "bottom-up", "--header-first", "--header", "h", "--info", "right", "--list-border"],
    ["--preview", "echo {}", "--preview-window", "up,3,border-bold,~1", "--no-input"],
    ["--wrap-word", "--freeze-left", "1", "--freeze-right", "1", "--preview", "echo {} {}", "--preview-window", "wrap-word"],
  ]

  private static let sizes: [(rows: Int, columns: Int)] = [
    (24, 80), (2, 10), (1, 1), (5, 20), (60, 200), (100, 300),
  ]

  /// `SELECT_SOAK_ROUND=N` runs round N alone (the others are drawn, not
  /// run), to replay a failure.
  private static let onlyRound = getenv("SELECT_SOAK_ROUND").flatMap { Int(String(cString: $0)) }

  func testRandomSessionsAlwaysEndCleanly() throws {
    var generator = SeededGenerator(seed: Self.seed)
    var failures: [String] = []
    for round in 0..<Self.sessions where failures.count < 3 {
      if let failure = try soak(round: round, using: &generator) {
        failures.append("round \(round) (seed \(Self.seed)): \(failure)")
      }
    }
    XCTAssertEqual(failures, [])
  }

  /// One round drawn from the generator: what is started and what is done
  /// to it, so that a round is the same whether it runs or not.
  private struct Round {
    var size: (rows: Int, columns: Int)
    var lines: String
    var arguments: [String]
    var actions: [Action]
    var ending: Int

    enum Action {
      case resize(rows: Int, columns: Int), winch, stopAndContinue, key([UInt8])
    }
  }

  private static func draw(using generator: inout SeededGenerator) -> Round {
    let size = sizes[generator.next(below: sizes.count)]
    let lines = (0..<generator.next(below: 40) + 1).map { "item \($0) \u{1B}[31m é 日本\n" }.joined()
    var arguments = generator.next(below: 3) == 0 ? ["--multi"] : []
    arguments += terminalOptions[generator.next(below: terminalOptions.count)]
    if generator.next(below: 3) == 0 {
      arguments += ["--preview", previews[generator.next(below: previews.count)]]
    }
    if generator.next(below: 2) == 0 {
      arguments += looks[generator.next(below: looks.count)]
    }
    var actions: [Round.Action] = []
    for _ in 0..<generator.next(below: 12) {
      switch generator.next(below: 10) {
      case 0:
        let next = sizes[generator.next(below: sizes.count)]
        actions.append(.resize(rows: next.rows, columns: next.columns))
      case 1: actions.append(.winch)
      case 2: actions.append(.stopAndContinue)
      default: actions.append(.key(keys[generator.next(below: keys.count)]))
      }
    }
    return Round(size: size, lines: lines, arguments: arguments, actions: actions, ending: generator.next(below: 6))
  }

  private func soak(round: Int, using generator: inout SeededGenerator) throws -> String? {
    let planned = Self.draw(using: &generator)
    if let only = Self.onlyRound, only != round { return nil }
    let size = planned.size
    let arguments = planned.arguments
    let session = try TerminalSession(
      arguments, stdin: Array(planned.lines.utf8), rows: size.rows, columns: size.columns)
    guard session.waitFor(timeout: 10, { !$0.isEmpty }) else {
      session.signal(SIGKILL)
      let result = try? session.finish()
      return "never drew at \(size), \(arguments); status \(result?.status ?? -1), stderr \(result?.errors ?? "")"
    }
    let before = session.initialSettings
    var actions: [String] = ["\(size)"]
    for action in planned.actions {
      switch action {
      case .resize(let rows, let columns):
        session.resize(rows: rows, columns: columns)
        actions.append("resize \((rows, columns))")
      case .winch:
        session.signal(SIGWINCH)
        actions.append("SIGWINCH")
      case .stopAndContinue:
        session.signal(SIGTSTP)
        session.signal(SIGCONT)
        actions.append("SIGTSTP SIGCONT")
      case .key(let key):
        session.send(key)
        actions.append("\(key)")
      }
    }
    let started = ProcessTable.livingDescendants(of: session.processID)
    let ending = planned.ending
    switch ending {
    case 0:
      // A first Enter may only end a `:N` jump, and inside a stray paste
      // Enter is pasted text: then Esc, as a user would, must end it.
      session.send("\r\r")
      if !session.waitForExit(timeout: 3) { session.send([0x1B]) }
    case 1:
      // The first Esc may only leave a `:N` jump.
      session.send([0x1B])
      if !session.waitForExit(timeout: 3) { session.send([0x1B]) }
    case 2:
      // Keys typed while the picker hands the terminal back on a stop are
      // flushed with the rest of the typeahead: press again.
      session.send([0x03])
      if !session.waitForExit(timeout: 3) { session.send([0x03]) }
    case 3: session.signal(SIGINT)
    case 4: session.signal(SIGTERM)
    default: session.signal(SIGHUP)
    }
    let result: RunResult
    do {
      result = try session.finish(timeout: 10)
    } catch {
      return "did not end after \(actions) then ending \(ending)"
    }
    let allowed: Set<Int32> = [0, 1, 130, 128 + SIGTERM, 128 + SIGHUP]
    if !allowed.contains(result.status) { return "exit \(result.status), stderr \(result.errors)" }
    if session.settings != before { return "terminal settings changed (ending \(ending))" }
    let cursorShown = session.waitForScreen(rows: size.rows, columns: size.columns, timeout: 5) { $0.cursorVisible }
    if !cursorShown { return "cursor left hidden (ending \(ending))" }
    // The last bytes may still be on their way (the cursor shows in frames too).
    let mouseOff = session.waitForScreen(rows: size.rows, columns: size.columns, timeout: 5) { $0.mouseModes.isEmpty }
    if !mouseOff {
      return "mouse reporting left on after \(arguments) (ending \(ending))"
    }
    // Every process was sent SIGKILL before select ended; give it a moment.
    for _ in 0..<200 where started.contains(where: ProcessTable.isAlive) { usleep(10_000) }
    if started.contains(where: ProcessTable.isAlive) { return "processes left after \(arguments) (ending \(ending))" }
    return nil
  }
}

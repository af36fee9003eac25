import SelectTestSupport

/// A program of one's own run on a pseudo-terminal the test opens, for the
/// program's tests: keys typed in, the screen read back, as its user sees
/// it. The program gets the terminal as its controlling terminal, so
/// SelectKit asks on it as it would in a terminal window.
///
/// Where `ScriptedAnswers` answers the asks in the test's own process,
/// this drives the built program whole: its drawing, keys and exit status.
///
///     let program = try ProgramOnTerminal(built: "mytool", arguments: ["settings.conf"])
///     XCTAssertTrue(program.waitForScreen { $0.contains("> ✓ 3 System") })
///     program.type(TerminalKey.up + TerminalKey.enter)
///     XCTAssertEqual(try program.finish().status, 0)
public final class ProgramOnTerminal {
  private let session: TerminalSession
  private let rows: Int
  private let columns: Int

  /// Starts `executable` with `arguments` on a new `rows`×`columns`
  /// terminal (`TERM=xterm-256color`, a UTF-8 locale, and `environment`
  /// on top); stdin is empty.
  ///
  ///     let program = try ProgramOnTerminal("/usr/local/bin/mytool", arguments: ["--plain"])
  public init(
    _ executable: String, arguments: [String] = [], rows: Int = 24, columns: Int = 80,
    environment: [String: String] = [:]
  ) throws {
    session = try TerminalSession(
      arguments, executable: executable, rows: rows, columns: columns, environment: environment)
    self.rows = rows
    self.columns = columns
  }

  /// Starts the executable product `name` built with the tests (found
  /// beside the test bundle, as `swift build --build-tests` puts it).
  ///
  ///     let program = try ProgramOnTerminal(built: "mytool")
  public convenience init(
    built name: String, arguments: [String] = [], rows: Int = 24, columns: Int = 80,
    environment: [String: String] = [:]
  ) throws {
    guard let url = SelectBinary.builtExecutable(name) else { throw NotBuilt(name: name) }
    try self.init(
      url.path, arguments: arguments, rows: rows, columns: columns, environment: environment)
  }

  /// Types `keys` on the terminal: text, or the `TerminalKey` sequences.
  ///
  ///     program.type("dark" + TerminalKey.enter)
  public func type(_ keys: String) {
    session.send(keys)
  }

  /// The screen's lines as the terminal shows them now, without trailing
  /// blanks.
  public var screen: [String] {
    session.screen(rows: rows, columns: columns).lines
  }

  /// Waits until the screen's lines satisfy `condition`; false after
  /// `timeout` seconds.
  ///
  ///     XCTAssertTrue(program.waitForScreen { $0.contains("Theme: Dark") })
  @discardableResult
  public func waitForScreen(timeout: Double = 10, _ condition: ([String]) -> Bool) -> Bool {
    session.waitForScreen(rows: rows, columns: columns, timeout: timeout) { condition($0.lines) }
  }

  /// Waits for the program to end and returns its status and what it
  /// printed; throws if it is still running after `timeout` seconds (it
  /// is then killed).
  ///
  ///     let outcome = try program.finish()
  public func finish(timeout: Double = 10) throws -> Outcome {
    let result = try session.finish(timeout: timeout)
    return Outcome(status: result.status, output: result.output, errors: result.errors)
  }

  /// How the program ended: its exit status (128 + N for signal N) and
  /// what it wrote to stdout and stderr.
  ///
  ///     XCTAssertEqual(try program.finish().errors, "")
  public struct Outcome: Equatable, Sendable {
    /// The exit status, or 128 + the signal that ended it.
    public let status: Int32
    /// What it wrote to stdout.
    public let output: String
    /// What it wrote to stderr.
    public let errors: String
  }

  /// No executable of that name was built beside the test bundle.
  ///
  ///     catch let error as ProgramOnTerminal.NotBuilt { throw XCTSkip("\(error)") }
  public struct NotBuilt: Error, CustomStringConvertible {
    /// The product looked for.
    public let name: String
    /// What went wrong, in words.
    public var description: String { "no executable '\(name)' built beside the tests" }
  }
}

/// The bytes a terminal sends for keys a test types.
///
///     program.type(TerminalKey.down + TerminalKey.tab + TerminalKey.enter)
public enum TerminalKey {
  /// Enter.
  public static let enter = "\r"
  /// Esc.
  public static let escape = "\u{1B}"
  /// Tab.
  public static let tab = "\t"
  /// The up arrow.
  public static let up = "\u{1B}[A"
  /// The down arrow.
  public static let down = "\u{1B}[B"
  /// Ctrl-C.
  public static let controlC = "\u{03}"
}

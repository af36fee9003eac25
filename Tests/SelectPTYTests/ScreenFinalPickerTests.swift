import SelectCore
import SelectTestSupport
import XCTest

/// The rows on the screen are final first (select(1), the count's spinner
/// while the order is still being ranked): after a letter typed on a long
/// list, once the list rows are the first of what `--filter` ranks, no
/// later frame changes them, while the count goes on to the whole count.
/// Every frame the picker wrote is replayed, one synchronized update at a
/// time.
final class ScreenFinalPickerTests: XCTestCase {
  /// Long enough for the picker to rank in slices and to walk the earlier
  /// order: paths of varied length, so that scores differ.
  private static let paths: [String] = {
    var generator = SeededGenerator(seed: 44)
    let parts = ["src", "app", "models", "amor", "lib", "test", "Main.swift", "order", "map", "docs"]
    return (0..<100_000).map { i in
      (0..<(1 + generator.next(below: 4))).map { _ in parts[generator.next(below: parts.count)] }
        .joined(separator: "/") + "/\(i)"
    }
  }()

  private static let input = Array((paths.joined(separator: "\n") + "\n").utf8)
  private static let rows = 24
  private static let columns = 100

  /// What `--filter` ranks for `query`, with `arguments`.
  private func filtered(_ query: String, _ arguments: [String], _ environment: [String: String]) throws -> [String] {
    let result = try SelectBinary.run(
      arguments + ["--filter", query], stdin: Self.input, environment: environment, timeout: 60)
    return result.output.split(separator: "\n").map(String.init)
  }

  /// Whether the screen's list rows, below the prompt, are `expected`
  /// (a scroll bar may end a row).
  private func shows(_ screen: VirtualScreen, _ expected: [String]) -> Bool {
    let lines = screen.lines.dropFirst().map { line in
      var line = Substring(line)
      while line.last == " " || line.last == "\u{2502}" { line.removeLast() }
      return line
    }
    return lines.count >= expected.count
      && zip(lines, expected).allSatisfy { line, path in line.hasSuffix(" " + path) }
  }

  /// The end of the prompt row once `matches` are all found: the count
  /// without the spinner before it.
  private func countLine(_ matches: Int) -> String { "  \(matches)/\(Self.paths.count)" }

  /// Types `typed`, waits for its whole order, types `letter`, waits for
  /// its whole order, then replays the frames `letter` caused.
  private func assertRowsStayOnceFinal(
    _ arguments: [String], typed: String, letter: String, environment: [String: String] = [:]
  ) throws {
    let first = try filtered(typed, arguments, environment)
    let whole = try filtered(typed + letter, arguments, environment)
    let expected = Array(whole.prefix(8))
    XCTAssertEqual(expected.count, 8, "the query should have rows to show")
    let session = try TerminalSession(
      arguments, stdin: Self.input, rows: Self.rows, columns: Self.columns, environment: environment)
    let loaded = session.waitForScreen(rows: Self.rows, columns: Self.columns, timeout: 60) {
      $0.lines.first?.hasSuffix(self.countLine(Self.paths.count)) == true
    }
    XCTAssertTrue(loaded, "not loaded: \(session.screen(rows: Self.rows, columns: Self.columns).text)")
    session.send(typed)
    XCTAssertTrue(
      session.waitForScreen(rows: Self.rows, columns: Self.columns, timeout: 60) {
        $0.lines.first?.hasSuffix(self.countLine(first.count)) == true
      })
    let mark = session.transcript.count
    session.send(letter)
    let settled = session.waitForScreen(rows: Self.rows, columns: Self.columns, timeout: 60) {
      $0.lines.first?.hasSuffix(self.countLine(whole.count)) == true && self.shows($0, expected)
    }
    XCTAssertTrue(settled, "\(arguments): \(session.screen(rows: Self.rows, columns: Self.columns).text)")
    let transcript = session.transcript
    var screen = VirtualScreen(width: Self.columns, height: Self.rows)
    screen.feed(transcript.prefix(mark))
    var frames = 0
    var finalSince: Int?
    var start = mark
    let end = FrameRenderer.synchronizedUpdateEnd
    while let range = transcript[start...].firstRange(of: end) {
      screen.feed(transcript[start..<range.upperBound])
      start = range.upperBound
      frames += 1
      if shows(screen, expected) {
        if finalSince == nil { finalSince = frames }
      } else {
        XCTAssertNil(finalSince, "\(arguments): frame \(frames) changed the rows final since frame \(finalSince ?? 0):\n\(screen.text)")
      }
    }
    XCTAssertNotNil(finalSince, "\(arguments): the rows never showed")
    session.send("\u{1B}")
    _ = try? session.finish(timeout: 20)
  }

  func testRowsStayOnceFinal() throws {
    try assertRowsStayOnceFinal([], typed: "am", letter: "o")
    try assertRowsStayOnceFinal([], typed: "a", letter: "m")
  }

  /// An item chosen before for `amo`, far down its order, is lifted
  /// first for every prefix: in the first rows of a first letter (found
  /// apart from the scan) and of a letter typed on.
  func testRowsStayOnceFinalWithMemory() throws {
    let state = NSTemporaryDirectory() + "select-screen-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: state) }
    let environment = ["XDG_STATE_HOME": state]
    let chosen = try SelectBinary.run(
      ["--remember", "s", "--query", "amo", "--pick", "400"], stdin: Self.input, environment: environment)
    XCTAssertEqual(chosen.status, 0, chosen.errors)
    let lifted = try filtered("a", ["--remember", "s"], environment)
    XCTAssertEqual(lifted.first, chosen.output.split(separator: "\n").first.map(String.init), "the choice is lifted")
    try assertRowsStayOnceFinal(["--remember", "s"], typed: "", letter: "a", environment: environment)
    try assertRowsStayOnceFinal(["--remember", "s"], typed: "am", letter: "o", environment: environment)
  }

  func testRowsStayOnceFinalWithTac() throws {
    try assertRowsStayOnceFinal(["--tac"], typed: "am", letter: "o")
  }

  func testRowsStayOnceFinalWithNoSort() throws {
    try assertRowsStayOnceFinal(["--no-sort"], typed: "ma", letter: "p")
  }

  func testRowsStayOnceFinalWithTiebreak() throws {
    try assertRowsStayOnceFinal(["--tiebreak", "length"], typed: "am", letter: "o")
  }
}

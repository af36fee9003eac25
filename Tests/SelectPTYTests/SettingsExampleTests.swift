import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// `Examples/Settings`, a program built on SelectKit, driven through a
/// pseudo-terminal as a user would: the current value of each setting is
/// check-marked, the new one is saved, the terminal is given back as it was.
final class SettingsExampleTests: XCTestCase {
  private var file = ""

  override func setUp() {
    file = NSTemporaryDirectory() + "settings-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).conf"
  }

  override func tearDown() {
    unlink(file)
  }

  private var example: String {
    SelectBinary.url.deletingLastPathComponent().appendingPathComponent("SettingsExample").path
  }

  private func start(environment: [String: String] = [:]) throws -> TerminalSession {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: example), "SettingsExample is not built")
    return try TerminalSession([file], executable: example, environment: environment)
  }

  private func waitForRows(
    _ session: TerminalSession, _ expected: [String], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    // A row is compared without the scrollbar's thumb at its end.
    let passed = session.waitForScreen { screen in
      expected.allSatisfy { row in
        screen.lines.contains { ($0.hasSuffix("│") ? String($0.dropLast()) : $0).trimmingTrailingSpaces == row }
      }
    }
    XCTAssertTrue(
      passed, "wanted \(expected), screen:\n\(session.screen().text)", file: file, line: line)
  }

  private var saved: String { (try? String(contentsOfFile: file, encoding: .utf8)) ?? "" }

  func testTheCurrentThemeIsCheckedAndUnderTheCursorAndTheNewOneIsSaved() throws {
    let session = try start()
    let before = session.initialSettings
    waitForRows(
      session, ["Settings", "> 1 Theme: System", "  2 Working days: Mon Tue Wed Thu Fri"])
    session.send("\r")
    waitForRows(
      session, ["Theme", "How windows and the picker look", "    1 Light", "    2 Dark", "> ✓ 3 System"])
    session.send("\u{1B}[A\r")
    waitForRows(session, ["Settings", "> 1 Theme: Dark"])
    XCTAssertEqual(
      saved,
      "theme=dark\nworking-days=monday,tuesday,wednesday,thursday,friday\naccent=blue\nrecent-projects=\n")
    session.send("\u{1B}")
    let result = try session.finish()
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(session.settings, before)
    // What was chosen is left on the screen, one line for each answer.
    XCTAssertTrue(
      session.waitForScreen { $0.text == "Theme: Dark" && $0.cursorVisible }, session.screen().text)
  }

  func testWorkingDaysAreCheckedInASectionOfTheirOwn() throws {
    let session = try start()
    waitForRows(session, ["Settings"])
    session.send(":2\r\r")
    waitForRows(
      session, ["Working days", "Off (2)", ">   6 Saturday", "Working (5)", "  ✓ 1 Monday"])
    session.send("\t")
    waitForRows(session, ["Off (1)", ">   7 Sunday", "Working (6)"])
    session.send("\r")
    waitForRows(session, ["  2 Working days: Mon Tue Wed Thu Fri Sat"])
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 0)
    XCTAssertTrue(
      saved.contains("working-days=monday,tuesday,wednesday,thursday,friday,saturday\n"), saved)
  }

  func testEscInASettingGoesBackAndConfirmAsksBeforeResetting() throws {
    let session = try start()
    waitForRows(session, ["Settings"])
    session.send(":3\r\r")
    waitForRows(session, ["Accent colour", "    1 ██ Red", "> ✓ 5 ██ Blue"])
    session.send("\u{1B}")
    waitForRows(session, ["Settings", "  3 Accent colour: Blue"])
    session.send(":1\r\r")
    waitForRows(session, ["Theme"])
    session.send("light\r")
    waitForRows(session, ["> 1 Theme: Light"])
    session.send(":5\r\r")
    waitForRows(session, ["Reset every setting?", "> 1 No", "  2 Yes"])
    session.send("\r")
    waitForRows(session, ["Reset every setting?: No", "> 1 Theme: Light"])
    session.send(":5\r\r")
    waitForRows(session, ["Reset every setting?", "> 1 No"])
    session.send("y\r")
    waitForRows(session, ["Reset every setting?: Yes", "> 1 Theme: System"])
    session.send(":6\r\r")
    XCTAssertEqual(try session.finish().status, 0)
    XCTAssertTrue(saved.hasPrefix("theme=system\n"), saved)
  }

  func testTheLineModeAsksByNumberWhenTheTerminalIsDumb() throws {
    let session = try start(environment: ["TERM": "dumb"])
    XCTAssertTrue(session.waitFor("Settings\r\n1) Theme: System\r\n"), session.text)
    session.send("1\r")
    XCTAssertTrue(
      session.waitFor(
        "Theme\r\nHow windows and the picker look\r\n1) Light\r\n2) Dark\r\n3) System (current)\r\n"
          + "(Enter keeps System) > "),
      session.text)
    session.send("dark\r")
    XCTAssertTrue(session.waitFor("1) Dark\r\n> "), session.text)
    session.send("1\r")
    XCTAssertTrue(session.waitFor("Theme: Dark\r\nSettings\r\n1) Theme: Dark\r\n"), session.text)
    session.send([4])
    XCTAssertEqual(try session.finish().status, 0)
    XCTAssertTrue(saved.hasPrefix("theme=dark\n"), saved)
  }

  func testSigtermRestoresTheTerminalAndEndsTheProgramAsItWould() throws {
    let session = try start()
    let before = session.initialSettings
    waitForRows(session, ["Settings"])
    session.send("\r")
    waitForRows(session, ["Theme"])
    session.signal(SIGTERM)
    XCTAssertEqual(try session.finish().status, 128 + SIGTERM)
    XCTAssertEqual(session.settings, before)
  }

  func testAResizedTerminalRedrawsAtTheNewWidth() throws {
    let session = try start()
    waitForRows(session, ["Settings"])
    let drawn = session.transcript.count
    session.resize(rows: 24, columns: 30)
    XCTAssertTrue(
      session.waitForScreen(columns: 30, from: drawn) {
        $0.lines.contains("  2 Working days: Mon Tue We…")
      },
      session.screen(columns: 30, from: drawn).text)
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 0)
  }

  func testCtrlZGivesTheTerminalBackAndRedrawsOnContinue() throws {
    let session = try start()
    let before = session.initialSettings
    func entries(_ text: String) -> Int { text.components(separatedBy: "\u{1B}[?2004h").count - 1 }
    waitForRows(session, ["Settings"])
    session.send([0x1A])
    // As for select: the kernel ignores the stop in this orphaned process
    // group, so the picker comes straight back, and again on SIGCONT.
    XCTAssertTrue(session.waitFor { entries($0) == 2 }, session.text)
    session.signal(SIGCONT)
    XCTAssertTrue(session.waitFor { entries($0) == 3 }, session.text)
    waitForRows(session, ["> 1 Theme: System"])
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 0)
    XCTAssertEqual(session.settings, before)
  }

  func testCtrlCInTheListLeavesQuietly() throws {
    let session = try start()
    waitForRows(session, ["Settings"])
    session.send([3])
    let result = try session.finish()
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stderr, [])
  }

  func testWithoutATerminalItSaysSoAtOnce() throws {
    try XCTSkipUnless(
      FileManager.default.isExecutableFile(atPath: example), "SettingsExample is not built")
    let out = try makePipe()
    let err = try makePipe()
    let child = try ChildProcess(
      [file], executable: example, stdin: -1, stdout: out.write, stderr: err.write)
    close(out.write)
    close(err.write)
    let errors = ByteLog()
    let reader = drain(err.read, errors.append)
    _ = drain(out.read, { _ in })
    XCTAssertEqual(child.wait(timeout: 10), 2)
    while !reader.isFinished { usleep(1000) }
    XCTAssertEqual(
      String(decoding: errors.bytes, as: UTF8.self),
      "settings: no terminal to ask on\n"
    )
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

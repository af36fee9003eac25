import Glibc
import SelectTestSupport
import XCTest

/// The full-screen picker, driven through a real pseudo-terminal.
final class PickerTests: XCTestCase {
  private let colours = Array("red\ngreen\nblue\n".utf8)

  private func start(
    _ arguments: [String] = [], stdin: [UInt8]? = nil, rows: Int = 24, columns: Int = 80
  ) throws -> TerminalSession {
    let session = try TerminalSession(arguments, stdin: stdin ?? colours, rows: rows, columns: columns)
    XCTAssertTrue(
      session.waitForScreen(rows: rows, columns: columns) { $0.lines.contains { $0.hasPrefix("> ") } },
      "no picker; transcript: \(session.text)")
    return session
  }

  func testMenuAppearsNumberedTopDown() throws {
    let session = try start()
    XCTAssertTrue(session.waitForScreen { $0.lines.prefix(4) == ["> " + String(repeating: " ", count: 73) + "3/3", "> 1 red", "  2 green", "  3 blue"] }, session.screen().text)
    session.send("\u{1B}")
    _ = try session.finish()
  }
}

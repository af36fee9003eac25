import Glibc
import SelectTestSupport
import XCTest

/// `--checklist` in the full-screen picker: tasks move between "To do" and
/// "Done", and the document comes back with only the marks changed.
final class ChecklistPickerTests: XCTestCase {
  private let document = Array("# Release\n\n- [ ] tag it\nprose\n- [x] write notes\r\n* [ ] announce".utf8)

  private func start() throws -> TerminalSession {
    let session = try TerminalSession(["--checklist"], stdin: document)
    XCTAssertTrue(
      session.waitForScreen { $0.lines.contains("Done (1)") && $0.lines.contains { $0.contains("announce") } },
      session.screen().text)
    return session
  }

  func testSectionsAndToggling() throws {
    let session = try start()
    let screen = session.screen().lines
    XCTAssertTrue(screen.contains("To do (2)"), screen.joined(separator: "\n"))
    session.send("\t")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains("Done (2)") }, session.screen().text)
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.stdout, Array("# Release\n\n- [x] tag it\nprose\n- [x] write notes\r\n* [ ] announce".utf8))
    XCTAssertEqual(result.status, 0)
  }

  func testUncheckingEverythingIsWritten() throws {
    let session = try start()
    session.send("\u{1B}[F\t")
    XCTAssertTrue(session.waitForScreen { !$0.lines.contains { $0.hasPrefix("Done") } }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(
      try session.finish().stdout,
      Array("# Release\n\n- [ ] tag it\nprose\n- [ ] write notes\r\n* [ ] announce".utf8))
  }

  func testTasksShowTheirNumbersNestingAndTheTitle() throws {
    let nested = "# Release\n\n- [ ] tag it\n  - [ ] sign the tag\nprose\n- [x] write notes\n* [ ] announce\n"
    let session = try TerminalSession(["--checklist"], stdin: Array(nested.utf8))
    let expected = [
      "Release", "To do (3)", ">   1 tag it", "    2   sign the tag", "    4 announce", "Done (1)", "  ✓ 3 write notes",
    ]
    XCTAssertTrue(
      session.waitForScreen { [$0.lines[0]] + $0.lines[2...7] == expected }, session.screen().text)
    session.send(":4\r\t")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains("  ✓ 4 announce") }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(
      try session.finish().output,
      "# Release\n\n- [ ] tag it\n  - [ ] sign the tag\nprose\n- [x] write notes\n* [x] announce\n")
  }

  func testCancelWritesNothing() throws {
    let session = try start()
    session.send("\t")
    session.send([0x03])
    let result = try session.finish()
    XCTAssertEqual(result.status, 130)
    XCTAssertEqual(result.stdout, [])
  }
}

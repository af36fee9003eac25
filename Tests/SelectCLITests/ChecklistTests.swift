import Foundation
import SelectTestSupport
import XCTest

/// `--checklist` through the binary: snapshots of toggling, picking and
/// errors, and byte-exact round trips over a real-looking document.
final class ChecklistTests: XCTestCase {
  private let todo =
    "# Todo\n\n- [ ] milk\n- [X] report\n  * [x] draft\n1. [ ] call mum\n\n```\n- [ ] not a task\n```\n"
  private let fixture = SelectBinary.packageRoot.appendingPathComponent(
    "Tests/SelectCLITests/Fixtures/release-checklist.md")

  func testToggleFlipsTheNamedTasks() throws {
    try assertSnapshot(
      "checklist-toggle", arguments: ["--checklist", "--toggle", "1,2"], stdin: todo)
  }

  func testToggleByTaskTextIgnoringCase() throws {
    try assertSnapshot(
      "checklist-toggle-text", arguments: ["--checklist", "--toggle", "Call Mum"], stdin: todo)
  }

  func testToggleTheLastTask() throws {
    try assertSnapshot(
      "checklist-toggle-last", arguments: ["--checklist", "--toggle", "-1"], stdin: todo)
  }

  func testPickChecksExactlyTheNamedTasks() throws {
    try assertSnapshot("checklist-pick", arguments: ["--checklist", "--pick", "1,3"], stdin: todo)
  }

  func testListShowsTaskNumbersAndMarks() throws {
    try assertSnapshot("checklist-list", arguments: ["--checklist", "--list"], stdin: todo)
  }

  func testTogglePastTheLastTask() throws {
    try assertSnapshot(
      "checklist-toggle-past-end", arguments: ["--checklist", "--toggle", "5"], stdin: todo)
  }

  func testToggleWithABackwardRange() throws {
    try assertSnapshot(
      "checklist-toggle-backward", arguments: ["--checklist", "--toggle", "3-1"], stdin: todo)
  }

  func testToggleAnUnknownText() throws {
    try assertSnapshot(
      "checklist-toggle-unknown", arguments: ["--checklist", "--toggle", "buy bread"], stdin: todo)
  }

  func testNoTasks() throws {
    try assertSnapshot(
      "checklist-no-tasks", arguments: ["--checklist", "--toggle", "1"],
      stdin: "# Notes\n\n- plain item\n")
  }

  func testToggleNeedsChecklist() throws {
    try assertSnapshot("toggle-without-checklist", arguments: ["--toggle", "1"], stdin: "a\n")
  }

  func testChecklistRefusesOutputOptions() throws {
    try assertSnapshot(
      "checklist-with-print", arguments: ["--checklist", "--toggle", "1", "--print", "{label}"],
      stdin: todo)
  }

  func testChecklistWithoutTerminalOrToggle() throws {
    try assertSnapshot("checklist-no-terminal", arguments: ["--checklist"], stdin: todo)
  }

  func testPickSeveralPrintsInSourceOrder() throws {
    try assertSnapshot("pick-source-order", arguments: ["--pick", "3,1"], stdin: "a\nb\nc\n")
  }

  func testPickSeveralInSelectionOrder() throws {
    try assertSnapshot(
      "pick-selection-order", arguments: ["--pick", "3,1,3", "--order", "selection"],
      stdin: "a\nb\nc\n")
  }

  func testPickingTheCheckedTasksChangesNoByte() throws {
    let document = try Data(contentsOf: fixture)
    let listed = try SelectBinary.run(["--checklist", "--list"], stdinFile: fixture.path)
    let checked = listed.output.split(separator: "\n").filter { $0.contains(") [x] ") }.map {
      $0.prefix { $0 != ")" }
    }
    XCTAssertEqual(checked, ["1", "3", "6", "11"])
    let result = try SelectBinary.run(
      ["--checklist", "--pick", checked.joined(separator: ",")], stdinFile: fixture.path)
    XCTAssertEqual(result.stdout, Array(document))
    XCTAssertEqual(result.status, 0)
  }

  func testTogglingEveryTaskChangesOnlyMarks() throws {
    let document = Array(try Data(contentsOf: fixture))
    let result = try SelectBinary.run(["--checklist", "--toggle", "1-13"], stdinFile: fixture.path)
    XCTAssertEqual(result.stdout.count, document.count)
    let changed = zip(document, result.stdout).filter { $0 != $1 }
    XCTAssertEqual(changed.count, 13)
    for (before, after) in changed {
      XCTAssertTrue([" ", "x", "X"].map { UInt8(ascii: $0) }.contains(before))
      XCTAssertEqual(after, before == UInt8(ascii: " ") ? UInt8(ascii: "x") : UInt8(ascii: " "))
    }
    XCTAssertEqual(result.stdout.suffix(3), Array("ist".utf8), "no newline is added at the end")
    XCTAssertTrue(
      String(decoding: result.stdout, as: UTF8.self).contains(
        "- [x] Test the installer on Windows 11\r\n"))
  }

  func testTogglingTwiceGivesTheDocumentBack() throws {
    let document = Array(try Data(contentsOf: fixture))
    let once = try SelectBinary.run(
      ["--checklist", "--toggle", "1-2,4-13"], stdinFile: fixture.path)
    let twice = try SelectBinary.run(["--checklist", "--toggle", "1-2,4-13"], stdin: once.stdout)
    XCTAssertEqual(twice.stdout, document)
  }

  func testAwkwardBytesPassThrough() throws {
    let document: [UInt8] =
      [0xff, 0xfe, 10, 0, 9, 27] + Array("\n- [ ] a\u{0}b\t \r\n".utf8) + [0xc3, 0x28]
    let result = try SelectBinary.run(["--checklist", "--toggle", "1"], stdin: document)
    XCTAssertEqual(
      result.stdout,
      [0xff, 0xfe, 10, 0, 9, 27] + Array("\n- [x] a\u{0}b\t \r\n".utf8) + [0xc3, 0x28])
  }
}

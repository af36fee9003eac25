import SelectCore
import SelectTestSupport
import XCTest

/// How a checklist's new marks are decided and written: `--toggle`,
/// `--pick`, `--list` and asking.
final class ChecklistMarksTests: XCTestCase {
  private let checklist = Checklist(
    parsing: Array("# Today\n- [ ] milk\n- [x] report\ntext\n- [X] bank\n".utf8))

  private func written(
    _ decision: Checklist.Decision,
    ask: (ItemList, Set<Int>) throws -> Set<Int> = { _, _ in XCTFail("asked"); return [] }
  ) throws -> String {
    let output = WrittenBytes()
    try checklist.write(decision, to: output, ask: ask)
    return output.text
  }

  func testToggleFlipsTheTasksNamedAndKeepsTheRest() throws {
    XCTAssertEqual(
      try written(.toggle(PickSpec(parsing: "1-2"))),
      "# Today\n- [x] milk\n- [ ] report\ntext\n- [X] bank\n")
  }

  func testPickChecksExactlyTheTasksNamed() throws {
    XCTAssertEqual(
      try written(.pick(PickSpec(parsing: "milk"))),
      "# Today\n- [x] milk\n- [ ] report\ntext\n- [ ] bank\n")
  }

  func testListNumbersTheTasksWithTheirMarksUnderTheTitle() throws {
    XCTAssertEqual(try written(.list(header: nil)), "Today\n1) [ ] milk\n2) [x] report\n3) [x] bank\n")
    XCTAssertEqual(try written(.list(header: "")), "1) [ ] milk\n2) [x] report\n3) [x] bank\n")
  }

  func testNestedTasksAreIndentedByDepthAndTheFirstHeadingIsTheTitle() throws {
    let nested = Checklist(
      parsing: Array("Intro\n## Release 2.0 ##\n# Later\n- [ ] tag\n  - [ ] notes\n    * [x] proofread\n  - [ ] upload\n- [ ] announce\n1. [ ] numbered\n".utf8))
    XCTAssertEqual(nested.title, "Release 2.0")
    XCTAssertEqual(nested.tasks.map(\.depth), [0, 1, 2, 1, 0, 0])
    let output = WrittenBytes()
    try nested.write(.list(header: nil), to: output) { _, checked in checked }
    XCTAssertEqual(
      output.text,
      "Release 2.0\n1) [ ] tag\n2) [ ]   notes\n3) [x]     proofread\n4) [ ]   upload\n5) [ ] announce\n6) [ ] numbered\n")
  }

  func testAskGetsTheTasksAndTheirMarks() throws {
    let text = try written(.ask) { items, checked in
      XCTAssertEqual(items.values, ["- [ ] milk", "- [x] report", "- [X] bank"])
      XCTAssertEqual(checked, [1, 2])
      return [0]
    }
    XCTAssertEqual(text, "# Today\n- [x] milk\n- [ ] report\ntext\n- [ ] bank\n")
  }

  func testErrorsNameTasksNotItems() {
    XCTAssertThrowsError(try written(.toggle(PickSpec(parsing: "4")))) { error in
      XCTAssertEqual(error as? SelectError, .noSuchTask(number: 4, count: 3))
    }
    XCTAssertThrowsError(try written(.pick(PickSpec(parsing: "eggs")))) { error in
      XCTAssertEqual(error as? SelectError, .noTaskNamed("eggs"))
    }
    XCTAssertThrowsError(
      try Checklist(parsing: Array("no tasks\n".utf8)).write(.list(header: nil), to: WrittenBytes()) {
        _, checked in checked
      }
    ) { error in
      XCTAssertEqual(error as? SelectError, .noTasks)
    }
  }

  func testTheEnumTableAlignsItsColumns() throws {
    let output = WrittenBytes()
    try BuiltinEnum.writeTable(to: output)
    let lines = output.text.split(separator: "\n")
    XCTAssertEqual(lines.count, BuiltinEnum.all.count)
    XCTAssertEqual(lines.first, "colour   Colour    7  (also color)")
    XCTAssertEqual(lines[1], "answer   Answer    2")
    XCTAssertEqual(lines[3], "month    Month    12")
  }
}

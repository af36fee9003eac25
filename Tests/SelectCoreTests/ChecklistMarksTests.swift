import SelectCore
import SelectTestSupport
import XCTest

/// How a checklist's new marks are decided and written: `--toggle`,
/// `--pick`, `--list` and asking.
final class ChecklistMarksTests: XCTestCase {
  private let checklist = Checklist(
    parsing: Array("# Today\n- [ ] milk\n- [x] report\ntext\n- [X] bank\n".utf8))

  private func written(
    _ decision: Checklist.Decision, onTerminal: Bool = false,
    ask: (ItemList, Set<Int>) throws -> Set<Int> = { _, _ in XCTFail("asked"); return [] }
  ) throws -> String {
    let output = WrittenBytes()
    try checklist.write(decision, to: output, onTerminal: onTerminal, ask: ask)
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

  func testListNumbersTheTasksWithTheirMarks() throws {
    XCTAssertEqual(try written(.list), "1) [ ] milk\n2) [x] report\n3) [x] bank\n")
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
      try Checklist(parsing: Array("no tasks\n".utf8)).write(.list, to: WrittenBytes(), onTerminal: false) {
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

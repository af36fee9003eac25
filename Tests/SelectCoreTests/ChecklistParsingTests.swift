import SelectCore
import XCTest

/// Which lines of a Markdown document are tasks, and what each task is.
final class ChecklistParsingTests: XCTestCase {
  /// The task texts of a document, with `[x]` before checked ones.
  private func tasks(_ document: String) -> [String] {
    let checklist = Checklist(parsing: Array(document.utf8))
    return checklist.tasks.map { task in
      (task.isChecked ? "[x] " : "")
        + String(decoding: checklist.document[task.text], as: UTF8.self)
    }
  }

  func testEachBulletKindIsATask() {
    XCTAssertEqual(tasks("- [ ] dash\n* [ ] star\n+ [x] plus\n"), ["dash", "star", "[x] plus"])
  }

  func testNumberedItemsAreTasks() {
    XCTAssertEqual(tasks("1. [ ] one\n2) [x] two\n10. [ ] ten\n"), ["one", "[x] two", "ten"])
  }

  func testUpperCaseXIsChecked() {
    XCTAssertEqual(tasks("- [X] done\n"), ["[x] done"])
  }

  func testOtherLinesAreNotTasks() {
    let document = """
      # Heading with - [ ] inside
      Prose mentioning - [ ] a box.
      - plain item
      - [] no space
      - [y] other mark
      -[ ] no blank after the bullet
      - [ ]no blank after the mark
      > - [ ] in a quote
      1234567890. [ ] too many digits
      - [ ] real

      """
    XCTAssertEqual(tasks(document), ["real"])
  }

  func testIndentedAndNestedListsAreTasks() {
    let document = "- [ ] parent\n  - [x] child\n    - [ ] grandchild\n\t- [ ] tabbed\n"
    XCTAssertEqual(tasks(document), ["parent", "[x] child", "grandchild", "tabbed"])
  }

  func testNestedListAfterABlankLineStaysATask() {
    XCTAssertEqual(tasks("- [ ] parent\n\n    - [ ] nested\n"), ["parent", "nested"])
  }

  func testTasksInFencedCodeAreNotTasks() {
    let document =
      "- [ ] before\n```md\n- [ ] code\n```\n~~~~\n- [x] code\n~~~\n- [ ] still code\n~~~~\n- [ ] after\n"
    XCTAssertEqual(tasks(document), ["before", "after"])
  }

  func testAFenceClosesOnlyWithItsOwnByteAndLength() {
    let document = "````\n```\n- [ ] code\n~~~~\n- [ ] code\n````\n- [ ] after\n"
    XCTAssertEqual(tasks(document), ["after"])
  }

  func testIndentedFenceInAListHidesItsTasks() {
    let document = "- [ ] item\n  ```\n  - [ ] code\n  ```\n  - [ ] nested\n"
    XCTAssertEqual(tasks(document), ["item", "nested"])
  }

  func testAnUnclosedFenceRunsToTheEnd() {
    XCTAssertEqual(tasks("- [ ] a\n```\n- [ ] b\n"), ["a"])
  }

  func testABacktickFenceWithBackticksAfterIsNoFence() {
    XCTAssertEqual(tasks("``` a`b\n- [ ] task\n"), ["task"])
  }

  func testIndentedCodeAfterProseIsNotATask() {
    XCTAssertEqual(
      tasks("Example:\n\n    - [ ] code\n\n    - [ ] more code\nText\n- [ ] task\n"), ["task"])
  }

  func testIndentedLinesAfterAListEndedByProseAreCode() {
    XCTAssertEqual(tasks("- [ ] a\n\nProse.\n\n    - [ ] code\n"), ["a"])
  }

  func testHTMLCommentsAndPreHideTasks() {
    let document = """
      <!--
      - [ ] commented out
      -->
      <!-- - [ ] one line -->
      <pre>
      - [ ] preformatted
      </pre>
      - [ ] real

      """
    XCTAssertEqual(tasks(document), ["real"])
  }

  func testBlockHTMLEndsAtABlankLine() {
    let document = "<details>\n- [ ] raw html\n\n- [x] markdown inside details\n\n</details>\n"
    XCTAssertEqual(tasks(document), ["[x] markdown inside details"])
  }

  func testInlineHTMLDoesNotStartABlock() {
    XCTAssertEqual(tasks("<span>note</span>\n- [ ] task\n"), ["task"])
  }

  func testTaskLineAndTextRanges() {
    let checklist = Checklist(parsing: Array("intro\n  - [x]   spaced text  \r\nend".utf8))
    let task = checklist.tasks[0]
    XCTAssertEqual(
      String(decoding: checklist.document[task.line], as: UTF8.self), "  - [x]   spaced text  \r")
    XCTAssertEqual(String(decoding: checklist.document[task.text], as: UTF8.self), "spaced text")
    XCTAssertEqual(checklist.document[task.mark], UInt8(ascii: "x"))
  }

  func testLastLineWithoutNewlineIsATask() {
    XCTAssertEqual(tasks("- [ ] a\n- [x] b"), ["a", "[x] b"])
  }

  func testItemsAreNumberedAmongTasks() {
    let checklist = Checklist(parsing: Array("# List\n- [ ] a\ntext\n- [x] b\r\n".utf8))
    checklist.items.withItems { items in
      XCTAssertEqual(items.map(\.index), [0, 1])
      XCTAssertEqual(items.map(\.value.string), ["- [ ] a", "- [x] b\r"])
      XCTAssertEqual(items.map(\.label.string), ["a", "b"])
    }
    XCTAssertEqual(checklist.checked, [1])
  }

  func testNoTasksInAnEmptyOrOddDocument() {
    XCTAssertEqual(tasks(""), [])
    XCTAssertEqual(Checklist(parsing: [0, 0xff, 10, 13]).tasks, [])
  }
}

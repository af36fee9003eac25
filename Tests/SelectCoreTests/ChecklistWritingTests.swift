import SelectCore
import SelectTestSupport
import XCTest

/// Writing a checklist back: only the marks of toggled tasks change.
final class ChecklistWritingTests: XCTestCase {
  private func write(_ document: String, checking checked: Set<Int>) -> String {
    String(
      decoding: Checklist(parsing: Array(document.utf8)).document(checking: checked), as: UTF8.self)
  }

  func testCheckingWritesX() {
    XCTAssertEqual(write("- [ ] a\n- [ ] b\n", checking: [1]), "- [ ] a\n- [x] b\n")
  }

  func testUncheckingWritesASpace() {
    XCTAssertEqual(write("- [x] a\n- [X] b\n", checking: []), "- [ ] a\n- [ ] b\n")
  }

  func testUpperCaseXThatStaysCheckedStaysUpperCase() {
    XCTAssertEqual(write("- [X] a\n- [x] b\n", checking: [0, 1]), "- [X] a\n- [x] b\n")
  }

  func testEveryOtherByteIsKept() {
    let document =
      "# T\r\n\t- [ ] tab\u{0}nul  \r\n1) [x] crlf\r\n```\r\n- [ ] code\r\n```\r\n- [ ] last"
    XCTAssertEqual(
      write(document, checking: [0, 2]),
      "# T\r\n\t- [x] tab\u{0}nul  \r\n1) [ ] crlf\r\n```\r\n- [ ] code\r\n```\r\n- [x] last")
  }

  func testInvalidUTF8AroundTasksIsKept() {
    let document: [UInt8] = [0xff, 10] + Array("- [ ] ".utf8) + [0xc3, 0x28, 10, 0xfe]
    let written = Checklist(parsing: document).document(checking: [0])
    XCTAssertEqual(written, [0xff, 10] + Array("- [x] ".utf8) + [0xc3, 0x28, 10, 0xfe])
  }

  func testCheckingWhatIsAlreadyCheckedChangesNothing() {
    let document = Array("- [x] a\n- [ ] b\n".utf8)
    let checklist = Checklist(parsing: document)
    XCTAssertEqual(checklist.document(checking: checklist.checked), document)
  }

  /// Any document, written back with its own marks, is byte-identical;
  /// toggling every task twice is too.
  func testRoundTripOverRandomDocuments() {
    let pieces =
      [
        "- [ ] ", "- [x] ", "* [X] ", "+ [ ] ", "1. [ ] ", "2) [x] ", "  ", "    ", "\t", "```",
        "~~~", "<!--",
        "-->", "<pre>", "</pre>", "<div>", "# ", "> ", "text", "é", "🎉", "\r\n", "\n", "\n", "\n",
        "\r", " ",
        "[", "]", "x", "\u{0}",
      ].map { Array($0.utf8) } + [[0xff], [0xc3]]
    var generator = SeededGenerator(seed: 0xC4EC_4115)
    var taskCount = 0
    for _ in 0..<500 {
      let count = Int.random(in: 0...60, using: &generator)
      let document = (0..<count).flatMap { _ in pieces.randomElement(using: &generator)! }
      let checklist = Checklist(parsing: document)
      taskCount += checklist.tasks.count
      XCTAssertEqual(checklist.document(checking: checklist.checked), document)
      let all = Set(checklist.tasks.indices)
      let flipped = Checklist(
        parsing: checklist.document(checking: all.subtracting(checklist.checked)))
      XCTAssertEqual(flipped.tasks.count, checklist.tasks.count)
      let back = flipped.document(checking: checklist.checked).enumerated().map { offset, byte in
        // `[X]` comes back as `[x]` once unchecked and checked again.
        checklist.document[offset] == UInt8(ascii: "X") && byte == UInt8(ascii: "x")
          ? UInt8(ascii: "X") : byte
      }
      XCTAssertEqual(back, document)
    }
    XCTAssertGreaterThan(taskCount, 200, "the documents should hold many tasks")
  }
}

@testable import SelectCore
import XCTest

/// `QueryLine` alone: its reducer (`edit(_:)`), without a picker round it.
final class QueryLineEditTests: XCTestCase {
  /// The text with `|` where the cursor is.
  private func shown(_ line: QueryLine) -> String {
    var scalars = Array(line.text.unicodeScalars)
    scalars.insert("|", at: line.cursor)
    return String(String.UnicodeScalarView(scalars))
  }

  private func edited(_ line: QueryLine, _ actions: [PickerAction]) -> QueryLine {
    var line = line
    for action in actions { XCTAssertTrue(line.edit(action), "\(action) edits the line") }
    return line
  }

  func testStartsWithTheCursorAtTheEnd() {
    XCTAssertEqual(shown(QueryLine("abc")), "abc|")
    XCTAssertEqual(shown(QueryLine("")), "|")
  }

  func testMovesByCharacterWordAndSubword() {
    let line = QueryLine("git  fooBar_baz")
    XCTAssertEqual(shown(edited(line, [.backwardWord])), "git  fooBar_|baz")
    XCTAssertEqual(shown(edited(line, [.backwardSubword])), "git  fooBar_|baz")
    XCTAssertEqual(shown(edited(line, [.backwardSubword, .backwardSubword])), "git  foo|Bar_baz")
    XCTAssertEqual(shown(edited(line, [.beginningOfLine, .forwardWord])), "git|  fooBar_baz")
    XCTAssertEqual(shown(edited(line, [.beginningOfLine, .forwardChar, .endOfLine, .backwardChar])), "git  fooBar_ba|z")
  }

  func testAnAccentedLetterIsOneStep() {
    var line = QueryLine("")
    line.insert("e")
    line.insert("\u{301}")
    XCTAssertEqual(line.cursor, 2)
    XCTAssertEqual(edited(line, [.backwardChar]).cursor, 0)
  }

  func testKillingKeepsTheTextForYank() {
    let line = edited(QueryLine("one two"), [.backwardKillWord])
    XCTAssertEqual(shown(line), "one |")
    XCTAssertEqual(shown(edited(line, [.beginningOfLine, .yank])), "two|one ")
    let deleted = edited(QueryLine("ab"), [.backwardDeleteChar, .yank])
    XCTAssertEqual(shown(deleted), "a|", "a deleted character is not kept")
  }

  func testLineDeletionsAndRubout() {
    XCTAssertEqual(shown(edited(QueryLine("a/b c.d"), [.unixWordRubout])), "a/b |")
    XCTAssertEqual(shown(edited(QueryLine("abc"), [.backwardChar, .unixLineDiscard])), "|c")
    XCTAssertEqual(shown(edited(QueryLine("abc"), [.beginningOfLine, .forwardChar, .killLine])), "a|")
    XCTAssertEqual(shown(edited(QueryLine("abc"), [.clearQuery])), "|")
  }

  func testFilepathWordsStopOnlyAtSlashes() {
    XCTAssertEqual(shown(edited(QueryLine("src/my-file.c"), [.backwardWord])), "src/my-file.|c")
    XCTAssertEqual(
      shown(edited(QueryLine("src/my-file.c", filepathWords: true), [.backwardWord])), "src/|my-file.c")
  }

  func testHistoryBringsBackPastQueries() {
    let line = QueryLine("new", history: QueryHistory(["old", "older"]))
    XCTAssertEqual(edited(line, [.previousHistory]).text, "older")
    XCTAssertEqual(edited(line, [.previousHistory, .previousHistory]).text, "old")
    XCTAssertEqual(edited(line, [.previousHistory, .nextHistory]).text, "new")
    XCTAssertEqual(edited(QueryLine("x"), [.previousHistory]).text, "x", "nothing without --history")
  }

  func testOtherActionsAreNotEdits() {
    var line = QueryLine("x")
    XCTAssertFalse(line.edit(.accept))
    XCTAssertFalse(line.edit(.up))
    XCTAssertEqual(shown(line), "x|")
  }
}

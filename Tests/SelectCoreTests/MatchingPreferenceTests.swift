import XCTest

@testable import SelectCore

/// How the scorer orders candidates, stated as preferences rather than
/// numbers (after fzy's test_match.c).
final class MatchingPreferenceTests: XCTestCase {
  func assertPrefers(
    _ query: String, _ better: String, over worse: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard let b = score(query, better), let w = score(query, worse) else {
      return XCTFail("both should match \(query)", file: file, line: line)
    }
    XCTAssertGreaterThan(b, w, "\(query): \(better) should beat \(worse)", file: file, line: line)
  }

  func testWordStartsBeatMiddles() {
    assertPrefers("amor", "app/models/order", over: "app/models/zrder")
    assertPrefers("amo", "app/models/foo", over: "app/m/foo")
    assertPrefers("fb", "foo_bar", over: "foobar")
    assertPrefers("fb", "foo-bar", over: "fooxbar")
    assertPrefers("fb", "foo bar", over: "fooxbar")
    assertPrefers("fb", "fooBar", over: "foobar")
    assertPrefers("fb", "foo.bar", over: "fooxbar")
  }

  func testSlashBeatsOtherSeparators() {
    assertPrefers("b", "a/b", over: "a-b")
    assertPrefers("b", "a-b", over: "a.b")
  }

  func testConsecutiveBeatsScattered() {
    assertPrefers("gemfil", "Gemfile", over: "Gemfile.lock")
    assertPrefers("abc", "xabcx", over: "xaxbxcx")
    assertPrefers("abce", "abcdef", over: "abc de")
  }

  func testConsecutiveBeatsWordStarts() {
    assertPrefers("ab", "xabx", over: "xa_bx")
  }

  func testShorterBeatsLonger() {
    assertPrefers("test", "tests", over: "testing")
    assertPrefers("abc", "yyyyyabc", over: "yabcyyyyy")
    assertPrefers("abc", "yyyyyyyyyabc", over: "yabcyyyyyyyyy")
    assertPrefers("abc", "    a b c ", over: " a  b  c ")
    assertPrefers("abc", " a b c    ", over: " a  b  c ")
  }

  func testLeadingAndTrailingGapsCostTheSame() {
    XCTAssertEqual(score("a", "xa___"), score("a", "___xa"))
    XCTAssertEqual(Weight.gapLeading, Weight.gapTrailing)
    assertPrefers("test", "testing", over: "/testing")
  }

  func testWholeLabelScoresHighest() {
    assertPrefers("abc", "abc", over: "abcd")
    assertPrefers("abc", "ABC", over: "abcd")
    XCTAssertEqual(score("abc", "abc"), Weight.wholeLabel)
  }

  func testLongLabelsMatchButRankLast() {
    let long = String(repeating: "x", count: Weight.maxScoredLength) + "a"
    XCTAssertEqual(score("a", long), Weight.tooLong)
    assertPrefers("a", String(repeating: "x", count: 1000) + "a", over: long)
  }

  func testGapsAndBonusesAddUp() {
    // Leading gap of one, no bonus (a follows a non-separator).
    XCTAssertEqual(score("a", "*a"), Int(Weight.gapLeading))
    XCTAssertEqual(score("a", "*ba"), 2 * Int(Weight.gapLeading))
    XCTAssertEqual(
      score("a", "**a**"), 2 * Int(Weight.gapLeading) + 2 * Int(Weight.gapTrailing))
    XCTAssertEqual(
      score("aa", "*aa"), Int(Weight.gapLeading) + Int(Weight.consecutive))
    XCTAssertEqual(
      score("ab", "a*b"), Int(Weight.afterSlash) + Int(Weight.gapInner))
    XCTAssertEqual(score("a", "a"), Weight.wholeLabel)
    XCTAssertEqual(score("a", "/a"), Int(Weight.gapLeading) + Int(Weight.afterSlash))
    XCTAssertEqual(score("B", "aB"), Int(Weight.gapLeading) + Int(Weight.camelHump))
    XCTAssertEqual(score("b", "a.b"), 2 * Int(Weight.gapLeading) + Int(Weight.afterDot))
  }

  func testMultipleTermsAddTheirScores() {
    let a = score("foo", "foo/bar.txt")!
    let b = score("bar", "foo/bar.txt")!
    XCTAssertEqual(score("foo bar", "foo/bar.txt"), a + b)
  }

  func testEmptyQueryMatchesEverythingEqually() {
    XCTAssertEqual(score("", "anything"), 0)
    XCTAssertEqual(score("   ", ""), 0)
  }
}

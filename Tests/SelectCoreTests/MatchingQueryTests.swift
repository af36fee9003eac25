import XCTest

@testable import SelectCore

/// The query syntax, smart case, exact mode and Unicode handling.
final class MatchingQueryTests: XCTestCase {
  func testTermsAreSplitOnSpacesAndAllMustMatch() {
    XCTAssertEqual(Query("  foo   bar ").terms.map(\.utf8), [Array("foo".utf8), Array("bar".utf8)])
    XCTAssertTrue(matches("foo bar", "bar/foo"))
    XCTAssertFalse(matches("foo baz", "bar/foo"))
  }

  func testEscapedSpaceIsLiteral() {
    XCTAssertEqual(Query(#"a\ b c"#).terms.map(\.utf8), [Array("a b".utf8), Array("c".utf8)])
    XCTAssertTrue(matches(#"o\ b"#, "foo bar"))
    XCTAssertFalse(matches(#"o\ b"#, "foobar"))
  }

  func testFuzzyTermsMatchInOrder() {
    XCTAssertTrue(matches("fbr", "foo/bar"))
    XCTAssertFalse(matches("rbf", "foo/bar"))
    XCTAssertFalse(matches("fooo", "foo"))
  }

  func testQuoteMeansExact() {
    XCTAssertEqual(Query("'abc").terms[0].kind, .substring)
    XCTAssertTrue(matches("'oba", "foobar"))
    XCTAssertFalse(matches("'fbr", "foobar"))
  }

  func testCaretAnchorsTheStart() {
    XCTAssertEqual(Query("^abc").terms[0].kind, .prefix)
    XCTAssertTrue(matches("^foo", "foobar"))
    XCTAssertFalse(matches("^bar", "foobar"))
  }

  func testDollarAnchorsTheEnd() {
    XCTAssertEqual(Query("abc$").terms[0].kind, .suffix)
    XCTAssertTrue(matches("bar$", "foobar"))
    XCTAssertFalse(matches("foo$", "foobar"))
  }

  func testCaretAndDollarMeanTheWholeLabel() {
    XCTAssertEqual(Query("^abc$").terms[0].kind, .whole)
    XCTAssertTrue(matches("^foobar$", "foobar"))
    XCTAssertFalse(matches("^foo$", "foobar"))
  }

  func testBangNegatesExactly() {
    let term = Query("!abc").terms[0]
    XCTAssertTrue(term.isNegated)
    XCTAssertEqual(term.kind, .substring)
    XCTAssertTrue(matches("!xyz", "foobar"))
    XCTAssertFalse(matches("!oba", "foobar"))
    XCTAssertTrue(matches("!fbr", "foobar"), "negation is not fuzzy")
    XCTAssertFalse(matches("!^foo", "foobar"))
    XCTAssertTrue(matches("!^bar", "foobar"))
    XCTAssertFalse(matches("!bar$", "foobar"))
    XCTAssertTrue(matches("foo !baz", "foobar"))
    XCTAssertEqual(score("foo !baz", "foobar"), score("foo", "foobar"))
  }

  func testLoneOperatorsAreLiteral() {
    for text in ["'", "^", "!", "$"] {
      let term = Query(text).terms[0]
      XCTAssertEqual(term.utf8, Array(text.utf8))
      XCTAssertFalse(term.isNegated)
      XCTAssertTrue(matches(text, "a\(text)b"))
      XCTAssertFalse(matches(text, "ab"))
    }
  }

  func testExactModeMakesPlainTermsContiguousAndQuoteFuzzy() {
    XCTAssertTrue(matches("oba", "foobar", exact: true))
    XCTAssertFalse(matches("fbr", "foobar", exact: true))
    XCTAssertTrue(matches("'fbr", "foobar", exact: true))
    XCTAssertTrue(matches("^foo", "foobar", exact: true))
  }

  func testSmartCase() {
    XCTAssertTrue(matches("foo", "FOO"))
    XCTAssertTrue(matches("foo", "Foo"))
    XCTAssertTrue(matches("Foo", "Foo"))
    XCTAssertFalse(matches("Foo", "foo"))
    XCTAssertFalse(matches("FOO", "Foo"))
    XCTAssertFalse(Query("foo").terms[0].isCaseSensitive)
    XCTAssertTrue(Query("fOo").terms[0].isCaseSensitive)
    // Per term, as in fzf.
    XCTAssertTrue(matches("Foo bar", "Foo/BAR"))
    XCTAssertTrue(matches("'oo", "FOO"))
  }

  func testSmartCaseBeyondASCII() {
    XCTAssertTrue(matches("é", "CAFÉ"))
    XCTAssertTrue(matches("é", "café"))
    XCTAssertFalse(matches("É", "café"))
    XCTAssertTrue(matches("É", "CAFÉ"))
    XCTAssertTrue(matches("straße", "STRAßE"))
    XCTAssertTrue(matches("ω", "ΩMEGA"))
  }

  func testScalarsAreComparedWholeNotByteByByte() {
    // "é" is C3 A9; "Ã©" is C3 83 C2 A9, containing both bytes in order.
    XCTAssertFalse(matches("é", "Ã©"))
    XCTAssertFalse(matches("é", "\u{00C3}x\u{00A9}"))
    XCTAssertFalse(matches("'é", "Ã©"))
    // 🎉 is F0 9F 8E 89; 🍉 is F0 9F 8D 89, 🎁 F0 9F 8E 81.
    XCTAssertFalse(matches("🎉", "🍉🎁"))
    XCTAssertTrue(matches("🎉", "party 🎉!"))
    XCTAssertTrue(matches("a🎉", "a 🎉"))
  }

  func testCombiningSequencesAreMatchedByScalar() {
    // "e" + U+0301 contains the scalar e (precomposed é matches "e" only
    // by folding); a query with the mark matches only the mark.
    XCTAssertTrue(matches("e", "e\u{301}"))
    XCTAssertFalse(matches("e\u{301}", "\u{E9}"))
  }

  func testInvalidUTF8NeverCrashesAndMatchesOnlyItself() {
    let matcher = Matcher(query: Query("ab"))
    for label: [UInt8] in [
      [0xFF, 0x61, 0xC3, 0x62], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x61, 0x62],
    ] {
      let score = label.withUnsafeBufferPointer { matcher.score($0) }
      XCTAssertEqual(score != nil, label.contains(0x61) && label.contains(0x62))
      XCTAssertEqual(score, label.withUnsafeBufferPointer { matcher.referenceScore($0) })
    }
    let invalid = Matcher(query: Query(utf8: [0xFF]))
    XCTAssertNotNil([0x61, 0xFF].withUnsafeBufferPointer { invalid.score($0) })
    XCTAssertNil([0x61, 0xFE].withUnsafeBufferPointer { invalid.score($0) })
    XCTAssertNil(Array("ÿ".utf8).withUnsafeBufferPointer { invalid.score($0) })
    // The byte C3 of a valid "é" is not a lone invalid C3.
    let lone = Matcher(query: Query(utf8: [0xC3]))
    XCTAssertNil(Array("é".utf8).withUnsafeBufferPointer { lone.score($0) })
    XCTAssertNotNil([0xC3, 0x41].withUnsafeBufferPointer { lone.score($0) })
  }

  func testNarrowingFollowsTyping() {
    func narrows(_ new: String, _ old: String, exact: Bool = false) -> Bool {
      Query(new, exact: exact).narrows(Query(old, exact: exact))
    }
    XCTAssertTrue(narrows("fo", "f"))
    XCTAssertTrue(narrows("foo", "foo"))
    XCTAssertTrue(narrows("foo ", "foo"))
    XCTAssertTrue(narrows("foo b", "foo"))
    XCTAssertTrue(narrows("fooB", "foo"))
    XCTAssertTrue(narrows("'foo", "'fo"))
    XCTAssertTrue(narrows("^foo", "^fo"))
    XCTAssertTrue(narrows("^foo$", "^foo"))
    XCTAssertTrue(narrows("foo", "", exact: true))
    XCTAssertFalse(narrows("f", "fo"))
    XCTAssertFalse(narrows("!foo", "!fo"))
    XCTAssertFalse(narrows("'a", "'"))
    XCTAssertFalse(narrows("foo$b", "foo$"))
    XCTAssertFalse(narrows("x", "y"))
    XCTAssertFalse(narrows("fo", "fo bar"))
  }
}

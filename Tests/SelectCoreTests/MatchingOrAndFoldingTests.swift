import XCTest

@testable import SelectCore

/// fzf's OR (`a | b`) and diacritic folding (`danco` finds `Danço`).
final class MatchingOrAndFoldingTests: XCTestCase {
  func testOrMatchesEitherSide() {
    XCTAssertTrue(matches("foo | bar", "bar.txt"))
    XCTAssertTrue(matches("foo | bar", "foo.txt"))
    XCTAssertFalse(matches("foo | bar", "baz.txt"))
  }

  func testOrBindsTighterThanAnd() {
    XCTAssertTrue(matches("^src go$ | swift$", "src/main.swift"))
    XCTAssertTrue(matches("^src go$ | swift$", "src/main.go"))
    XCTAssertFalse(matches("^src go$ | swift$", "lib/main.go"))
  }

  func testOrWithOperators() {
    XCTAssertTrue(matches("'core | !test", "lib.c"))
    XCTAssertFalse(matches("'core | !test", "test.c"))
    XCTAssertTrue(matches("'core | !test", "core_test.c"))
  }

  func testLeadingBarIsLiteralAndTrailingBarIsIgnored() {
    XCTAssertEqual(Query("| a").terms.map(\.utf8), [Array("|".utf8), Array("a".utf8)])
    XCTAssertTrue(matches("foo |", "foo"))
    XCTAssertEqual(Query("foo |").terms.count, 1)
    XCTAssertTrue(matches("a|b", "a|b"))
    XCTAssertFalse(matches("a|b", "a"))
  }

  func testOrScoresTheFirstSideThatMatches() {
    XCTAssertEqual(score("zzz | abc", "abc"), score("abc", "abc"))
    XCTAssertEqual(positions("zzz | bc", "abc"), [1, 2])
  }

  func testOrIsNeverTakenToNarrow() {
    XCTAssertFalse(Query("foo | b").narrows(Query("foo")))
    XCTAssertFalse(Query("foo | ba").narrows(Query("foo | b")))
  }

  func testDiacriticsFoldToTheirBaseLetter() {
    XCTAssertTrue(matches("danco", "Danço"))
    XCTAssertTrue(matches("'cafe", "Café"))
    XCTAssertTrue(matches("zurich$", "Zürich"))
    XCTAssertTrue(matches("lodz", "Łódź"))
    XCTAssertTrue(matches("sao", "SÃO PAULO"))
    XCTAssertTrue(matches("bucuresti", "București"))
  }

  func testFoldingKeepsCase() {
    XCTAssertTrue(matches("Eclair", "Éclair"))
    XCTAssertFalse(matches("EClair", "Éclair"))
  }

  func testAQueryWithADiacriticMatchesOnlyThatLetter() {
    XCTAssertTrue(matches("danço", "Danço"))
    XCTAssertFalse(matches("danço", "Danco"))
    XCTAssertFalse(matches("café", "Cafe"))
    XCTAssertFalse(Query("café").foldsDiacritics)
    XCTAssertTrue(Query("cafe").foldsDiacritics)
  }

  func testNegatedTermsSeeFoldedLetters() {
    XCTAssertFalse(matches("!cafe", "Café"))
    XCTAssertTrue(matches("!cafe", "Tea"))
  }

  func testFoldedMatchesHighlightTheAccentedLetter() {
    // "Danço": ç is bytes 3 and 4, o is byte 5.
    XCTAssertEqual(positions("co", "Danço"), [3, 5])
  }

  func testLigaturesAndOwnLettersDoNotFold() {
    XCTAssertFalse(matches("strase", "Straße"))
    XCTAssertFalse(matches("aeon", "Æon"))
    XCTAssertEqual(DiacriticFolding.fold(0xDF), 0xDF)
  }

  func testEveryFoldIsAnASCIILetter() {
    for value in UInt32(0xC0)..<0x180 {
      let base = DiacriticFolding.fold(value)
      if base != value {
        XCTAssertTrue((65...90).contains(base) || (97...122).contains(base), "U+\(value)")
      }
    }
  }
}

import SelectCore
import SelectTestSupport
import XCTest

final class DisplayTextTests: XCTestCase {
  private func display(_ bytes: [UInt8], maxWidth: Int = .max) -> DisplayText {
    DisplayText(bytes, maxWidth: maxWidth)
  }

  private func display(_ text: String, maxWidth: Int = .max) -> DisplayText {
    DisplayText(Array(text.utf8), maxWidth: maxWidth)
  }

  /// Whether a string could reach a terminal without it acting on it.
  private func assertInert(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      XCTAssertFalse(
        value < 0x20 || (0x7F..<0xA0).contains(value), "control \(value)", file: file, line: line)
      XCTAssertFalse(
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value), file: file,
        line: line)
    }
  }

  func testPlainTextPassesThrough() {
    let text = display("hello 日本語 🎉")
    XCTAssertEqual(text.string, "hello 日本語 🎉")
    XCTAssertEqual(text.width, 15)
    XCTAssertFalse(text.isTruncated)
  }

  func testEscapeSequencesComeOutVisibleAndInert() {
    let clear = display("a\u{1B}[2Jb")
    XCTAssertEqual(clear.string, "a^[[2Jb")
    XCTAssertEqual(clear.width, 7)
    let osc52 = display("\u{1B}]52;c;aGVsbG8=\u{07}x")
    XCTAssertEqual(osc52.string, "^[]52;c;aGVsbG8=^Gx")
    XCTAssertEqual(display("\u{7F}\u{01}\r\n").string, "^?^A^M^J")
    for text in [clear, osc52] { assertInert(text.string) }
  }

  func testC1ControlsAsCodePoints() {
    XCTAssertEqual(display("a\u{9B}2Jb").string, "a<U+009B>2Jb")
    XCTAssertEqual(
      display([0x9B, 0x32, 0x4A]).string, "\u{FFFD}2J", "a bare 0x9b byte is invalid UTF-8")
  }

  func testBidiAndOtherFormatCharactersAreSpelledOut() {
    let text = display("abc\u{202E}fed\u{2066}x\u{2069}\u{200B}\u{FEFF}\u{E0041}")
    XCTAssertEqual(text.string, "abc<U+202E>fed<U+2066>x<U+2069><U+200B><U+FEFF><U+E0041>")
    assertInert(text.string)
    XCTAssertEqual(display("a\u{2028}b").string, "a<U+2028>b")
  }

  func testJoinersAndCombiningMarksStay() {
    let family = display("👨\u{200D}👩")
    XCTAssertEqual(family.string, "👨\u{200D}👩")
    let accent = display("e\u{0301}x")
    XCTAssertEqual(accent.pieces.count, 2)
    XCTAssertEqual(accent.pieces[0].text, "e\u{0301}")
    XCTAssertEqual(accent.pieces[0].bytes, 0..<3)
    XCTAssertEqual(accent.width, 2)
  }

  func testTabsExpandToMultiplesOfEight() {
    XCTAssertEqual(display("a\tb").string, "a       b")
    XCTAssertEqual(display("abcdefgh\tb").string, "abcdefgh        b")
    XCTAssertEqual(display("日本\tx").string, "日本    x")
  }

  func testInvalidUTF8BecomesOneReplacementPerMaximalSubpart() {
    XCTAssertEqual(display([0x61, 0xFF, 0x62]).string, "a\u{FFFD}b")
    XCTAssertEqual(display([0xF0, 0x9F, 0x8E, 0x41]).string, "\u{FFFD}A", "a cut 4-byte sequence")
    XCTAssertEqual(display([0xC0, 0xAF]).string, "\u{FFFD}\u{FFFD}", "overlong: two subparts")
    XCTAssertEqual(display([0xED, 0xA0, 0x80]).string, "\u{FFFD}\u{FFFD}\u{FFFD}", "surrogate")
    XCTAssertEqual(display([0x61, 0xE6, 0x97]).string, "a\u{FFFD}", "truncated at the end")
    let invalid = display([0x61, 0xFF])
    XCTAssertEqual(invalid.pieces[1].kind, .invalid)
    XCTAssertEqual(invalid.pieces[1].bytes, 1..<2)
  }

  func testAgreesWithStringDecodingOnInvalidInput() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<500 {
      let bytes = (0..<generator.next(below: 12)).map { _ in UInt8(generator.next(below: 256)) }
      let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter {
        DisplayText.visibleEscape(for: $0) == nil && $0 != "\t"
      }
      let actual = display(bytes).pieces.filter { $0.kind == .text || $0.kind == .invalid }
        .flatMap { $0.text.unicodeScalars }
      XCTAssertEqual(actual, Array(expected), "\(bytes)")
    }
  }

  func testTruncationEndsInEllipsisAtExactlyTheWidth() {
    let text = display("abcdefghij", maxWidth: 5)
    XCTAssertEqual(text.string, "abcd…")
    XCTAssertEqual(text.width, 5)
    XCTAssertTrue(text.isTruncated)
    XCTAssertEqual(display("abcde", maxWidth: 5).string, "abcde")
    XCTAssertEqual(display("abcdef", maxWidth: 1).string, "…")
    XCTAssertEqual(display("abcdef", maxWidth: 0).string, "")
    XCTAssertEqual(display("abc\u{0301}", maxWidth: 3).string, "abc\u{0301}")
  }

  func testTruncationNeverSplitsAWideCharacter() {
    XCTAssertEqual(display("日本語", maxWidth: 4).string, "日… ")
    XCTAssertEqual(display("日本語", maxWidth: 5).string, "日本…")
    XCTAssertEqual(display("日本語", maxWidth: 6).string, "日本語")
    XCTAssertEqual(display("a日本語", maxWidth: 3).string, "a… ")
    XCTAssertEqual(display("( ´･ω･`)人(´･ω･` )", maxWidth: 10).string, "( ´･ω･`)… ")
    for width in 0...20 {
      XCTAssertEqual(display("🎉a日本語ｘ( ᐛ?)パァ", maxWidth: width).width, min(width, 20))
    }
  }

  func testTruncationKeepsEscapesWholeAndSplitsTabs() {
    XCTAssertEqual(display("ab\u{1B}c", maxWidth: 4).string, "ab… ")
    XCTAssertEqual(display("a\tb", maxWidth: 5).string, "a   …")
  }

  func testMatchedBytesMapToCells() {
    let text = display("日本x\u{1B}é")
    XCTAssertEqual(text.columns(ofByte: 0), 0..<2)
    XCTAssertEqual(text.columns(ofByte: 3), 2..<4)
    XCTAssertEqual(text.columns(ofByte: 6), 4..<5)
    XCTAssertEqual(text.columns(ofByte: 7), 5..<7)
    XCTAssertEqual(text.columns(ofByte: 8), 7..<8)
    XCTAssertNil(display("abcdef", maxWidth: 3).columns(ofByte: 4))
  }

  func testRunsGroupMatchedAndEscapedPieces() {
    let runs = display("ab\u{1B}cd").runs(matching: [1, 3])
    XCTAssertEqual(runs.map(\.text), ["a", "b", "^[", "c", "d"])
    XCTAssertEqual(runs.map(\.isMatched), [false, true, false, true, false])
    XCTAssertEqual(runs.map(\.isEscape), [false, false, true, false, false])
    let cut = display("abcdef", maxWidth: 4).runs(matching: [0, 1])
    XCTAssertEqual(cut.map(\.text), ["ab", "c…"])
  }
}


final class PrintableASCIITests: XCTestCase {
  func testOnlyBytesFromSpaceToTildeArePrintableASCII() {
    func check(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(isPrintableASCII) }
    XCTAssertTrue(check([]))
    XCTAssertTrue(check(Array(" ~azAZ09".utf8) + Array("src/main.swift and more".utf8)))
    for bad: UInt8 in [0x00, 0x09, 0x0A, 0x1B, 0x1F, 0x7F, 0x80, 0xC3, 0xFF] {
      for position in 0..<20 {
        var bytes = Array(repeating: UInt8(ascii: "a"), count: 20)
        bytes[position] = bad
        XCTAssertFalse(check(bytes), "0x\(String(bad, radix: 16)) at \(position)")
      }
    }
  }
}

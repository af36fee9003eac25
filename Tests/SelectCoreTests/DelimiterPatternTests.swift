import SelectCore
import XCTest

/// `--delimiter` as fzf takes it: plain text or a regular expression.
final class DelimiterPatternTests: XCTestCase {
  private func fields(_ line: [UInt8], _ delimiter: String) -> [[UInt8]] {
    let splitter = FieldSplitter(delimiter: Array(delimiter.utf8))
    return line.withUnsafeBufferPointer { buffer in splitter.fields(of: buffer).map { Array(buffer[$0]) } }
  }

  private func strings(_ line: String, _ delimiter: String) -> [String] {
    fields(Array(line.utf8), delimiter).map { String(decoding: $0, as: UTF8.self) }
  }

  func testPlainTextStaysPlain() {
    XCTAssertEqual(strings("a.b.c", "."), ["a", "b", "c"])
    XCTAssertEqual(strings("a::b", "::"), ["a", "b"])
    XCTAssertEqual(strings("a(b", "("), ["a", "b"])
    // Not a valid expression: plain text, as in fzf.
    XCTAssertEqual(strings("ax(yb", "x(y"), ["a", "b"])
  }

  func testPatternsSplitAtEachMatch() {
    XCTAssertEqual(strings("a:b/c", "[:/]"), ["a", "b", "c"])
    XCTAssertEqual(strings("a  b \tc", #"\s+"#), ["a", "b", "c"])
    XCTAssertEqual(strings("a1b22c", "[0-9]+"), ["a", "b", "c"])
    XCTAssertEqual(strings("é:ü/ß", "[:/]"), ["é", "ü", "ß"])
  }

  func testOffsetsAreBytesWhenTheLineIsNotUTF8() {
    let line: [UInt8] = [0x61, 0xFF, 0x3A, 0xE9, 0x62, 0x2F, 0xC3, 0xA9]
    XCTAssertEqual(fields(line, "[:/]"), [[0x61, 0xFF], [0xE9, 0x62], [0xC3, 0xA9]])
  }

  func testTabEscapeIsATab() throws {
    XCTAssertEqual(try parseOptions(["-d", #"\t"#]).delimiter, [0x09])
    XCTAssertEqual(try parseOptions(["-d", #"a\tb"#]).delimiter, Array("a\tb".utf8))
  }
}

import SelectCore
import SelectTestSupport
import XCTest

final class KeyDecoderTests: XCTestCase {
  /// Bytes and the keys they stand for; none ends in a lone ESC.
  private let cases: [(String, [UInt8], [Key])] = [
    (
      "ascii", Array("aZ9 ~".utf8),
      [.character("a"), .character("Z"), .character("9"), .character(" "), .character("~")]
    ),
    ("utf-8", Array("é日🎉".utf8), [.character("é"), .character("日"), .character("🎉")]),
    ("enter, and ctrl-j apart from it", [0x0D, 0x0A], [.enter, .control("j")]),
    ("tab", [0x09], [.tab]),
    ("shift-tab", Array("\u{1B}[Z".utf8), [.shiftTab]),
    ("backspace", [0x7F, 0x08], [.backspace, .backspace]),
    (
      "controls", [0x01, 0x03, 0x0E, 0x10, 0x15, 0x17, 0x1A],
      [
        .control("a"), .control("c"), .control("n"), .control("p"), .control("u"), .control("w"),
        .control("z"),
      ]
    ),
    ("arrows", Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8), [.up, .down, .right, .left]),
    ("ss3 arrows", Array("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD".utf8), [.up, .down, .right, .left]),
    (
      "home/end",
      Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}OH\u{1B}OF".utf8),
      [.home, .end, .home, .end, .home, .end, .home, .end]
    ),
    ("pages", Array("\u{1B}[5~\u{1B}[6~".utf8), [.pageUp, .pageDown]),
    ("delete", Array("\u{1B}[3~".utf8), [.delete]),
    (
      "ctrl-space, ctrl-/ and the other ctrl keys", [0x00, 0x1F, 0x1C, 0x1D, 0x1E],
      [.control(" "), .control("/"), .control("\\"), .control("]"), .control("^")]
    ),
    (
      "function keys",
      Array(
        "\u{1B}OP\u{1B}OS\u{1B}[11~\u{1B}[15~\u{1B}[17~\u{1B}[21~\u{1B}[23~\u{1B}[24~\u{1B}[1;2P"
          .utf8),
      [
        .function(1), .function(4), .function(1), .function(5), .function(6), .function(10),
        .function(11), .function(12), .modified(.function(1), .shift),
      ]
    ),
    (
      "shift, alt and ctrl arrows",
      Array("\u{1B}[1;2A\u{1B}[1;2B\u{1B}[1;3A\u{1B}[1;3B\u{1B}[1;5D\u{1B}[1;5C\u{1B}O5D".utf8),
      [
        .modified(.up, .shift), .modified(.down, .shift), .modified(.up, .alt),
        .modified(.down, .alt),
        .modified(.left, .control), .modified(.right, .control), .modified(.left, .control),
      ]
    ),
    (
      "alt-b, alt-f, alt-d", Array("\u{1B}b\u{1B}f\u{1B}d".utf8),
      [
        .modified(.character("b"), .alt), .modified(.character("f"), .alt),
        .modified(.character("d"), .alt),
      ]
    ),
    (
      "alt", Array("\u{1B}1\u{1B}2\u{1B}x\u{1B}é\u{1B}\u{7F}".utf8),
      [
        .modified(.character("1"), .alt), .modified(.character("2"), .alt),
        .modified(.character("x"), .alt),
        .modified(.character("é"), .alt), .modified(.backspace, .alt),
      ]
    ),
    (
      "xterm modifiers",
      Array("\u{1B}[1;5A\u{1B}[1;2B\u{1B}[1;3C\u{1B}[1;6D\u{1B}[5;5~\u{1B}[1;5H".utf8),
      [
        .modified(.up, .control), .modified(.down, .shift), .modified(.right, .alt),
        .modified(.left, [.shift, .control]), .modified(.pageUp, .control),
        .modified(.home, .control),
      ]
    ),
    (
      "paste", Array("\u{1B}[200~hi\r\nthere\u{1B}[201~x".utf8),
      [.paste("hi\r\nthere"), .character("x")]
    ),
    (
      "an escape sequence ends a paste", Array("\u{1B}[200~ab\u{1B}[Ac\u{1B}[201~x".utf8),
      [.paste("ab"), .up, .character("c"), .character("x")]
    ),
    (
      "ctrl-c ends a paste", Array("\u{1B}[200~ab\u{03}c".utf8),
      [.paste("ab"), .control("c"), .character("c")]
    ),
    ("empty paste", Array("\u{1B}[200~\u{1B}[201~".utf8), [.paste("")]),
    ("esc esc", Array("\u{1B}\u{1B}[A".utf8), [.escape, .up]),
    (
      "unknown sequences",
      Array("\u{1B}[16~\u{1B}[?1;2c\u{1B}OX\u{1B}[99Xa".utf8),
      [.character("a")]
    ),
    ("insert, and ctrl-alt-x", Array("\u{1B}[2~\u{1B}\u{18}".utf8), [.insert, .modified(.control("x"), .alt)]),
    ("mouse report", Array("\u{1B}[<0;3;4Ma".utf8), [.mouse(MouseEvent(button: .left, kind: .press, row: 3, column: 2)), .character("a")]),
    ("malformed sequence", Array("\u{1B}[1\u{7}b".utf8), [.control("g"), .character("b")]),
    (
      "invalid utf-8", [0xFF, 0x61, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0xE6, 0x97, 0x62],
      [.character("a"), .character("("), .character("b")]
    ),
    ("c1", [0xC2, 0x9B, 0xC2, 0x80, 0x63], [.character("c")]),
  ]

  private func decode(_ chunks: [ArraySlice<UInt8>]) -> [Key] {
    var decoder = KeyDecoder()
    var keys = chunks.flatMap { decoder.feed($0) }
    keys += decoder.flush()
    return keys
  }

  func testEveryKeyInOneRead() {
    for (name, bytes, expected) in cases {
      XCTAssertEqual(decode([bytes[...]]), expected, name)
    }
  }

  func testEverySplitGivesTheSameKeys() {
    for (name, bytes, expected) in cases {
      for split in 0...bytes.count {
        XCTAssertEqual(
          decode([bytes[..<split], bytes[split...]]), expected, "\(name) split at \(split)")
      }
      XCTAssertEqual(decode(bytes.map { [$0][...] }), expected, "\(name) byte by byte")
    }
  }

  func testRandomSplitsOfEverythingTogether() {
    let bytes = cases.flatMap(\.1)
    let expected = cases.flatMap(\.2)
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      var chunks: [ArraySlice<UInt8>] = []
      var start = 0
      while start < bytes.count {
        let end = min(start + 1 + generator.next(below: 12), bytes.count)
        chunks.append(bytes[start..<end])
        start = end
      }
      XCTAssertEqual(decode(chunks), expected)
    }
  }

  func testLoneEscapeWaitsUntilFlushed() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.feed([0x61, 0x1B]), [.character("a")])
    XCTAssertTrue(decoder.hasPendingInput)
    XCTAssertEqual(decoder.flush(), [.escape])
    XCTAssertFalse(decoder.hasPendingInput)
    XCTAssertEqual(decoder.feed([0x1B]), [])
    XCTAssertEqual(decoder.feed(Array("[B".utf8)), [.down], "the rest arrived in time")
  }

  func testFlushResolvesOrDropsWhatIsPending() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.feed(Array("\u{1B}[".utf8)), [])
    XCTAssertEqual(decoder.flush(), [.modified(.character("["), .alt)])
    XCTAssertEqual(decoder.feed(Array("\u{1B}[1;".utf8)), [])
    XCTAssertEqual(decoder.flush(), [])
    XCTAssertEqual(decoder.feed([0xE6, 0x97]), [])
    XCTAssertEqual(decoder.flush(), [])
    XCTAssertEqual(decoder.feed([0x1B, 0xC3]), [])
    XCTAssertEqual(decoder.flush(), [])
    XCTAssertEqual(decoder.feed([0x61]), [.character("a")])
  }

  func testALoneEscapeInAPasteIsTheUsersEscape() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.feed(Array("\u{1B}[200~abc\u{1B}".utf8)), [])
    XCTAssertTrue(decoder.hasPendingInput)
    XCTAssertEqual(decoder.flush(), [.paste("abc"), .escape])
  }

  func testAPasteIsNotCutByATimeout() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)), [])
    XCTAssertFalse(decoder.hasPendingInput)
    XCTAssertEqual(decoder.flush(), [])
    XCTAssertEqual(decoder.feed(Array("1~\u{1B}".utf8)), [.paste("abc")])
    XCTAssertEqual(decoder.flush(), [.escape])
  }

  func testAStrayPasteStartDoesNotSwallowTheCancellingEscape() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.feed(Array("\u{1B}[200~abc".utf8)), [])
    XCTAssertEqual(decoder.feed([0x1B]), [])
    XCTAssertEqual(decoder.feed([0x61]), [.paste("abc"), .modified(.character("a"), .alt)])
    XCTAssertEqual(decoder.feed(Array("\u{1B}[200~x".utf8)), [])
    XCTAssertEqual(decoder.feed([0x1B, 0x1B]), [.paste("x"), .escape])
    XCTAssertEqual(decoder.flush(), [.escape])
  }

  func testOverlongSequencesAreDropped() {
    let garbage =
      Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100) + Array("Ax".utf8)
    XCTAssertEqual(
      decode([garbage[...]]),
      Array(repeating: .character("1"), count: 100 - 31) + [.character("A"), .character("x")])
  }
}

final class KeyDecoderRegressionTests: XCTestCase {
  func testAnIncompleteCharacterDoesNotSwallowCtrlC() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.feed([0xC3]), [])
    XCTAssertEqual(decoder.feed([0x03]), [.control("c")])
  }
}

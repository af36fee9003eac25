import SelectCore
import XCTest

final class DisplayWidthTests: XCTestCase {
  func testASCIIIsOneColumnEach() {
    XCTAssertEqual(displayWidth(of: "hello, world"), 12)
    XCTAssertEqual(displayWidth(of: "~"), 1)
  }

  func testCJKIsTwoColumnsEach() {
    XCTAssertEqual(displayWidth(of: "日本語"), 6)
    XCTAssertEqual(displayWidth(of: "한국어"), 6)
    XCTAssertEqual(displayWidth(of: "ＡＢ"), 4, "fullwidth forms")
    XCTAssertEqual(displayWidth(of: "ｱ"), 1, "halfwidth katakana")
    XCTAssertEqual(displayWidth(of: "\u{20000}"), 2, "CJK extension B")
  }

  func testEmojiPresentationIsTwoColumns() {
    XCTAssertEqual(displayWidth(of: "🎉"), 2)
    XCTAssertEqual(displayWidth(of: "🦀"), 2)
    XCTAssertEqual(displayWidth(of: "\u{1FAE8}"), 2, "an emoji newer than the table's data")
  }

  func testCombiningAndZeroWidthScalarsTakeNoColumns() {
    XCTAssertEqual(displayWidth(of: "e\u{0301}"), 1)
    XCTAssertEqual(displayWidth(of: "\u{200B}"), 0)
    XCTAssertEqual(displayWidth(of: "\u{200D}"), 0)
    XCTAssertEqual(displayWidth(of: "\u{FE0F}"), 0)
    XCTAssertEqual(displayWidth(of: "\u{20DD}"), 0, "enclosing mark")
    XCTAssertEqual(displayWidth(of: "\u{1160}"), 0, "conjoining Hangul vowel")
  }

  func testControlCharactersDrawNothing() {
    XCTAssertEqual(displayWidth(of: "\u{1B}"), 0)
    XCTAssertEqual(displayWidth(of: "\u{7F}"), 0)
    XCTAssertEqual(displayWidth(of: "\u{9B}"), 0)
  }

  func testKaomojiFromTheSeedList() {
    XCTAssertEqual(displayWidth(of: "(´･ω･`)"), 7)
    XCTAssertEqual(displayWidth(of: "( ᐛ?)パァ"), 9)
    XCTAssertEqual(displayWidth(of: "٩( ᐛ )و."), 8)
    XCTAssertEqual(displayWidth(of: "( ´･ω･`)人(´･ω･` )"), 18)
  }

  func testAgreesWithTheStandardLibrarysUnicodeData() {
    // The stdlib's data is newer than the table's, so only scalars the
    // table's Unicode 14.0 knew are compared. Regional indicators are emoji
    // but count 1 each, so that a pair (a flag) takes the usual 2 columns.
    var disagreements: [String] = []
    for value in UInt32(0x300)...0x10FFFF where !(0x1F1E6...0x1F1FF).contains(value) {
      guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
        age.major < 14 || (age.major == 14 && age.minor == 0)
      else { continue }
      let properties = scalar.properties
      let expected: Int?
      switch properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format: expected = 0
      default: expected = properties.isEmojiPresentation ? 2 : nil
      }
      if let expected, displayWidth(of: scalar) != expected {
        disagreements.append(String(value, radix: 16))
      }
    }
    XCTAssertEqual(disagreements, [])
  }
}

import SelectCore
import SelectTestSupport
import XCTest

/// Grapheme clusters are measured as the terminal draws them and cut whole.
final class GraphemeClusterTests: XCTestCase {
  private let japan = "🇯🇵"
  private let thumbsUp = "👍🏽"
  private let family = "👨\u{200D}👩\u{200D}👧"
  private let heart = "❤\u{FE0F}"
  private let accented = "e\u{301}"

  func testEachKindOfClusterIsOnePieceOfItsWidth() {
    for (text, width) in [(japan, 2), (thumbsUp, 2), (family, 2), (heart, 2), (accented, 1), ("🏽", 2), ("🇯", 1)] {
      let display = DisplayText(Array(text.utf8))
      XCTAssertEqual(display.pieces.count, 1, text)
      XCTAssertEqual(display.width, width, text)
      XCTAssertEqual(displayWidth(of: text), width, text)
    }
  }

  func testFlagsPairUpInOrder() {
    let display = DisplayText(Array((japan + japan + "🇯").utf8))
    XCTAssertEqual(display.pieces.map(\.text), [japan, japan, "🇯"])
    XCTAssertEqual(display.width, 5)
  }

  func testASkinToneAfterANarrowLetterIsItsOwnCluster() {
    XCTAssertEqual(DisplayText(Array("a🏽".utf8)).width, 3)
  }

  func testAJoinerBetweenLettersJoinsNoLetter() {
    XCTAssertEqual(DisplayText(Array("a\u{200D}b".utf8)).pieces.map(\.text), ["a\u{200D}", "b"])
  }

  func testCutsFallBetweenClustersNeverInside() {
    for text in [String(repeating: japan, count: 5), String(repeating: thumbsUp, count: 5), String(repeating: family, count: 5)] {
      for maxWidth in 1...9 {
        let display = DisplayText(Array(text.utf8), maxWidth: maxWidth)
        XCTAssertLessThanOrEqual(display.width, maxWidth)
        let drawn = display.string.replacingOccurrences(of: "…", with: "").trimmingCharacters(in: .whitespaces)
        let cluster = String(text.prefix(1))
        XCTAssertEqual(drawn, String(repeating: cluster, count: drawn.count), "\(maxWidth): \(display.string)")
        XCTAssertEqual(drawn.unicodeScalars.count % cluster.unicodeScalars.count, 0, "\(maxWidth): \(display.string)")
      }
    }
    XCTAssertEqual(DisplayText(Array(String(repeating: japan, count: 5).utf8), maxWidth: 6).string, japan + japan + "… ")
  }

  func testTheRendererDrawsWholeClustersUpToTheEdge() {
    let renderer = FrameRenderer(placement: .inline, usesColour: false)
    var frame = Screen(width: 6, height: 1)
    frame.rows[0] = Screen.Row(thumbsUp + family + japan)
    var terminal = VirtualScreen(width: 6, height: 1)
    terminal.feed(renderer.update(from: nil, to: frame))
    XCTAssertEqual(terminal.lines, [thumbsUp + family + japan])
  }

  func testAsciiStaysOneColumnAScalar() {
    var measure = ClusterMeasure()
    for scalar in "plain text ~".unicodeScalars {
      XCTAssertEqual(measure.step(scalar), .starts(width: 1))
    }
  }
}

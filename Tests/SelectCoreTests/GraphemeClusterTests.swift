import SelectCore
import SelectTestSupport
import XCTest

/// Grapheme clusters are cut whole and measured with the wider reading (a
/// skin tone or an emoji after a ZWJ in columns of its own, as tmux 3.3
/// draws them) unless the terminal draws clusters as one.
final class GraphemeClusterTests: XCTestCase {
  private let japan = "🇯🇵"
  private let thumbsUp = "👍🏽"
  private let family = "👨\u{200D}👩\u{200D}👧"
  private let heart = "❤\u{FE0F}"
  private let accented = "e\u{301}"

  func testEachKindOfClusterIsOnePieceOfItsWiderWidth() {
    for (text, width) in [(japan, 2), (thumbsUp, 4), (family, 6), (heart, 2), (accented, 1), ("🏽", 2), ("🇯", 1)] {
      let display = DisplayText(Array(text.utf8))
      XCTAssertEqual(display.pieces.count, 1, text)
      XCTAssertEqual(display.width, width, text)
      XCTAssertEqual(displayWidth(of: text), width, text)
    }
  }

  func testATerminalThatDrawsClustersAsOneHasThemTwoWide() {
    for (text, width) in [(japan, 2), (thumbsUp, 2), (family, 2), (heart, 2), (accented, 1)] {
      var measure = ClusterMeasure(readsClustersApart: false)
      let total = text.unicodeScalars.reduce(0) {
        switch measure.step($1) {
        case .starts(let width), .joins(let width): $0 + width
        }
      }
      XCTAssertEqual(total, width, text)
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
    var frame = Screen(width: 12, height: 1)
    frame.rows[0] = Screen.Row(thumbsUp + family + japan)
    var apart = VirtualScreen(width: 12, height: 1, clusters: .apart)
    apart.feed(renderer.update(from: nil, to: frame))
    XCTAssertEqual(apart.lines, [thumbsUp + family + japan])
    // A terminal that draws them narrower leaves gaps; the flag after
    // them is still where it was counted.
    var asOne = VirtualScreen(width: 12, height: 1, clusters: .asOne)
    asOne.feed(renderer.update(from: nil, to: frame))
    XCTAssertEqual(asOne.cell(row: 0, column: 10).text, japan)
    XCTAssertEqual(asOne.cell(row: 0, column: 4).text, family)
  }

  func testARowDrawnWiderThanCountedKeepsToItsRow() {
    // Autowrap is off while the picker draws: the end of a row the
    // terminal draws wider is lost, and the next row stays.
    let renderer = FrameRenderer(placement: .inline, usesColour: false)
    var terminal = VirtualScreen(width: 6, height: 2, clusters: .apart)
    terminal.feed(renderer.enter(height: 2))
    XCTAssertFalse(terminal.autowrap)
    terminal.feed(Array("\r\(String(repeating: thumbsUp, count: 2))\n\rnext".utf8))
    XCTAssertEqual(terminal.lines[1], "next")
    terminal.feed(renderer.leave(after: nil))
    XCTAssertTrue(terminal.autowrap)
  }

  func testAsciiStaysOneColumnAScalar() {
    var measure = ClusterMeasure()
    for scalar in "plain text ~".unicodeScalars {
      XCTAssertEqual(measure.step(scalar), .starts(width: 1))
    }
  }

  func testTheClusterModeAnswerIsTakenOutOfTheKeys() {
    var bytes = Array("a\u{1B}[?2027;1$yb".utf8)
    XCTAssertEqual(ClusterModeReport.take(from: &bytes), true)
    XCTAssertEqual(bytes, Array("ab".utf8))
    for (answer, set) in [("3", true), ("2", false), ("0", false), ("4", false)] {
      var bytes = Array("\u{1B}[?2027;\(answer)$y".utf8)
      XCTAssertEqual(ClusterModeReport.take(from: &bytes), set, answer)
      XCTAssertEqual(bytes, [])
    }
    var partial = Array("\u{1B}[?2027;1".utf8)
    XCTAssertNil(ClusterModeReport.take(from: &partial))
    XCTAssertEqual(partial.count, 9)
  }
}

import XCTest

@testable import SelectCore

/// The SGR parser behind `--ansi`: colours and attributes taken out of the
/// text into runs, everything else left in the text to be shown visibly.
final class StyledTextTests: XCTestCase {
  private func parse(_ text: String) -> StyledText {
    StyledText(parsing: Array(text.utf8))
  }

  private func text(_ styled: StyledText) -> String {
    String(decoding: styled.text, as: UTF8.self)
  }

  func testPlainTextHasNoRuns() {
    let styled = parse("main")
    XCTAssertEqual(text(styled), "main")
    XCTAssertEqual(styled.runs, [])
  }

  func testBasicColourAndReset() {
    let styled = parse("* \u{1B}[32mmain\u{1B}[m")
    XCTAssertEqual(text(styled), "* main")
    XCTAssertEqual(styled.runs, [.init(2..<6, Style(foreground: .palette(2)))])
  }

  func testBrightColoursAndBackgrounds() {
    let styled = parse("\u{1B}[91;104mx\u{1B}[0m")
    XCTAssertEqual(
      styled.runs, [.init(0..<1, Style(foreground: .palette(9), background: .palette(12)))])
  }

  func testPaletteAndTrueColour() {
    XCTAssertEqual(
      parse("\u{1B}[38;5;208mx").runs, [.init(0..<1, Style(foreground: .palette(208)))])
    XCTAssertEqual(
      parse("\u{1B}[48;2;10;20;30mx").runs, [.init(0..<1, Style(background: .rgb(10, 20, 30)))])
    XCTAssertEqual(parse("\u{1B}[38:5:1mx").runs, [.init(0..<1, Style(foreground: .palette(1)))])
    XCTAssertEqual(
      parse("\u{1B}[38:2::1:2:3mx").runs, [.init(0..<1, Style(foreground: .rgb(1, 2, 3)))])
    XCTAssertEqual(
      parse("\u{1B}[38:2:1:2:3mx").runs, [.init(0..<1, Style(foreground: .rgb(1, 2, 3)))])
  }

  func testAttributesAndTheirEnds() {
    let styled = parse("\u{1B}[1;2;3;4;7ma\u{1B}[22;23mb\u{1B}[24;27mc")
    XCTAssertEqual(text(styled), "abc")
    XCTAssertEqual(
      styled.runs,
      [
        .init(0..<1, Style(bold: true, dim: true, italic: true, underlined: true, reversed: true)),
        .init(1..<2, Style(underlined: true, reversed: true)),
      ])
  }

  func testDefaultColoursEndColours() {
    let styled = parse("\u{1B}[31;42ma\u{1B}[39mb\u{1B}[49mc")
    XCTAssertEqual(
      styled.runs,
      [
        .init(0..<1, Style(foreground: .palette(1), background: .palette(2))),
        .init(1..<2, Style(background: .palette(2))),
      ])
  }

  func testRepeatedStyleMergesIntoOneRun() {
    XCTAssertEqual(
      parse("\u{1B}[31ma\u{1B}[31mb").runs, [.init(0..<2, Style(foreground: .palette(1)))])
  }

  func testOtherEscapeSequencesStayInTheText() {
    // Erase-in-line (grep's `ESC [ K`), cursor moves and titles are not SGR.
    for sequence in ["\u{1B}[K", "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{1B}(B", "\u{1B}[?25l"] {
      let styled = parse("a\(sequence)b")
      XCTAssertEqual(text(styled), "a\(sequence)b", sequence.debugDescription)
      XCTAssertEqual(styled.runs, [])
    }
  }

  func testTruncatedSequencesStayInTheText() {
    for broken in ["\u{1B}", "\u{1B}[", "\u{1B}[31", "\u{1B}[38;5;", "x\u{1B}[1;"] {
      XCTAssertEqual(text(parse(broken)), broken, broken.debugDescription)
    }
  }

  func testIncompleteOrOutOfRangeColoursAreIgnored() {
    XCTAssertEqual(parse("\u{1B}[38;5mx").runs, [])
    XCTAssertEqual(parse("\u{1B}[38;5;256mx").runs, [])
    XCTAssertEqual(parse("\u{1B}[38;2;1;2mx").runs, [])
    XCTAssertEqual(parse("\u{1B}[38;2;1;2;300mx").runs, [])
    XCTAssertEqual(parse("\u{1B}[99999999999999999999mx").runs, [])
    // The codes after a complete extended colour still apply.
    XCTAssertEqual(
      parse("\u{1B}[38;5;1;1mx").runs, [.init(0..<1, Style(bold: true, foreground: .palette(1)))])
  }

  func testDisplayRunsCarryTheLabelStyle() {
    let styled = parse("a\u{1B}[31mbc\u{1B}[0md")
    let runs = DisplayText(styled.text).runs(matching: [2], styles: styled.runs)
    XCTAssertEqual(runs.map(\.text), ["a", "b", "c", "d"])
    XCTAssertEqual(runs.map(\.style.foreground), [nil, .palette(1), .palette(1), nil])
    XCTAssertEqual(runs.map(\.isMatched), [false, false, true, false])
  }

  func testSelectGraphicRenditionRoundTrips() {
    let style = Style(
      bold: true, italic: true, foreground: .rgb(1, 2, 3), background: .palette(200))
    var parsed = Style.plain
    let sequence = style.selectGraphicRendition(depth: .trueColour)
    Array(sequence.dropFirst(2).dropLast()).withBytes { parsed.applySGR($0) }
    XCTAssertEqual(parsed, style)
  }
}

import SelectCore
import SelectTestSupport
import XCTest

final class FrameRendererTests: XCTestCase {
  private let renderer = FrameRenderer(placement: .inline, usesColour: true)

  private func frame(_ lines: [String], width: Int = 20, cursor: Screen.Position? = nil) -> Screen {
    var screen = Screen(width: width, height: lines.count)
    screen.rows = lines.map { Screen.Row($0) }
    if let cursor { screen.cursor = cursor }
    return screen
  }

  private func menu(current: Int) -> Screen {
    var screen = frame((1...8).map { "\($0) item number \($0)" }, width: 30)
    screen.rows[current - 1].spans[0].style = Style(reversed: true)
    return screen
  }

  func testRoundTripReproducesTheFrame() {
    var first = frame(
      ["> que", "  1 日本語", "  2 🎉 party", "  3 e\u{301}"], cursor: .init(row: 0, column: 5))
    first.rows[1].spans.append(
      Screen.Span(" tail", style: Style(bold: true, foreground: .palette(2))))
    first.isCursorVisible = true
    var terminal = VirtualScreen(width: 20, height: 6)
    terminal.feed(renderer.enter(height: 4))
    terminal.feed(renderer.update(from: nil, to: first))
    XCTAssertEqual(terminal.lines[0..<4].map { $0 }, first.rows.map(\.text))
    XCTAssertEqual(terminal.cursor, Screen.Position(row: 0, column: 5))
    XCTAssertTrue(terminal.cursorVisible)
    XCTAssertTrue(terminal.cell(row: 1, column: 12).isBold)

    let second = frame(["> q", "  1 x", "  2 🎉 party", ""], cursor: .init(row: 0, column: 3))
    terminal.feed(renderer.update(from: first, to: second))
    XCTAssertEqual(terminal.lines[0..<4].map { $0 }, second.rows.map(\.text))
    XCTAssertEqual(terminal.cursor, Screen.Position(row: 0, column: 3))
    XCTAssertFalse(terminal.cursorVisible)
  }

  func testInlineRegionBelowThePromptScrollsAndIsErasedOnLeave() {
    var terminal = VirtualScreen(width: 20, height: 4)
    terminal.feed("$ one\r\n$ two\r\n$ ls | select\r\n")
    let screen = frame(["> ", "  1 a", "  2 b"])
    terminal.feed(renderer.enter(height: 3))
    terminal.feed(renderer.update(from: nil, to: screen))
    XCTAssertEqual(terminal.lines, ["$ ls | select", ">", "  1 a", "  2 b"])
    terminal.feed(renderer.leave(after: screen))
    XCTAssertEqual(terminal.lines, ["$ ls | select", "", "", ""])
    XCTAssertEqual(terminal.cursor, Screen.Position(row: 1, column: 0))
    XCTAssertTrue(terminal.cursorVisible)
  }

  func testFullScreenUsesAndLeavesTheAlternateScreen() {
    let fullScreen = FrameRenderer(placement: .fullScreen, usesColour: true)
    var terminal = VirtualScreen(width: 20, height: 3)
    terminal.feed("$ select")
    let screen = frame(["a", "b", "c"])
    terminal.feed(fullScreen.enter(height: 3))
    terminal.feed(fullScreen.update(from: nil, to: screen))
    XCTAssertTrue(terminal.isAlternateScreen)
    XCTAssertEqual(terminal.lines, ["a", "b", "c"])
    terminal.feed(fullScreen.leave(after: screen))
    XCTAssertFalse(terminal.isAlternateScreen)
    XCTAssertEqual(terminal.lines, ["$ select", "", ""])
  }

  func testMovingTheCurrentLineRewritesOnlyTwoRows() {
    let full = renderer.update(from: nil, to: menu(current: 1))
    let step = renderer.update(from: menu(current: 1), to: menu(current: 2))
    // Each frame's synchronized-update bracket is the same few bytes.
    let bracket = FrameRenderer.synchronizedUpdateStart.count + FrameRenderer.synchronizedUpdateEnd.count
    XCTAssertLessThan((step.count - bracket) * 3, full.count - bracket)
    var terminal = VirtualScreen(width: 30, height: 8)
    terminal.feed(full)
    terminal.feed(step)
    XCTAssertFalse(terminal.cell(row: 0, column: 0).isReversed)
    XCTAssertTrue(terminal.cell(row: 1, column: 0).isReversed)
    XCTAssertEqual(terminal.lines, menu(current: 2).rows.map(\.text))
  }

  func testAnUnchangedFrameWritesNothing() {
    XCTAssertEqual(renderer.update(from: menu(current: 3), to: menu(current: 3)), [])
  }

  func testAShrunkFrameBlanksTheRowsItNoLongerHas() {
    var terminal = VirtualScreen(width: 20, height: 4)
    let tall = frame(["a", "b", "c", "d"])
    let short = frame(["a", "b"])
    terminal.feed(renderer.update(from: nil, to: tall))
    terminal.feed(renderer.update(from: tall, to: short))
    XCTAssertEqual(terminal.lines, ["a", "b", "", ""])
  }

  func testRowsAreCutAtTheWidthAndFullRowsSurvive() {
    var terminal = VirtualScreen(width: 6, height: 2)
    let screen = frame(["abcdefgh", "日本語x"], width: 6)
    terminal.feed(renderer.update(from: nil, to: screen))
    XCTAssertEqual(terminal.lines, ["abcdef", "日本語"])
    terminal.feed(renderer.update(from: screen, to: frame(["abcdef", "12"], width: 6)))
    XCTAssertEqual(terminal.lines, ["abcdef", "12"])
  }

  func testControlCharactersInSpansNeverReachTheTerminal() {
    let bytes = renderer.update(from: nil, to: frame(["a\u{1B}[2J\u{9B}b"]))
    let text = String(decoding: bytes, as: UTF8.self)
    XCTAssertFalse(text.contains("\u{1B}[2J"))
    XCTAssertFalse(text.unicodeScalars.contains("\u{9B}"))
  }

  func testColourOffKeepsAttributesButDropsColours() {
    var screen = frame(["x"])
    screen.rows[0].spans[0].style = Style(
      bold: true, reversed: true, foreground: .rgb(1, 2, 3), background: .palette(4))
    let plain = FrameRenderer(placement: .inline, usesColour: false)
    let withoutColour = String(decoding: plain.update(from: nil, to: screen), as: UTF8.self)
    XCTAssertTrue(withoutColour.contains("\u{1B}[0;1;7m"))
    XCTAssertFalse(withoutColour.contains("38;"))
    XCTAssertFalse(withoutColour.contains("48;"))
    let withColour = String(decoding: renderer.update(from: nil, to: screen), as: UTF8.self)
    XCTAssertTrue(withColour.contains("\u{1B}[0;1;7;38;2;1;2;3;48;5;4m"))
  }

  func testColoursComeDownToTheTerminalsDepth() {
    var screen = frame(["x", "y"])
    screen.rows[0].spans[0].style = Style(foreground: .rgb(220, 50, 47), background: .palette(4))
    screen.rows[1].spans[0].style = Style(foreground: .palette(10), background: .palette(196))
    func drawn(_ depth: ColourDepth) -> String {
      var renderer = FrameRenderer(placement: .inline, usesColour: true)
      renderer.colourDepth = depth
      return String(decoding: renderer.update(from: nil, to: screen), as: UTF8.self)
    }
    XCTAssertTrue(drawn(.trueColour).contains("\u{1B}[0;38;2;220;50;47;48;5;4m"))
    XCTAssertTrue(drawn(.palette256).contains("\u{1B}[0;38;5;160;48;5;4m"))
    XCTAssertTrue(drawn(.basic).contains("\u{1B}[0;31;44m"))
    XCTAssertTrue(drawn(.basic).contains("\u{1B}[0;92;41m"))
    XCTAssertFalse(drawn(.basic).contains(";5;"))
    XCTAssertFalse(drawn(.palette256).contains(";2;"))
  }

  func testTheTerminalAnnouncesItsColours() {
    XCTAssertEqual(ColourDepth(colorTerm: "truecolor", term: "xterm"), .trueColour)
    XCTAssertEqual(ColourDepth(colorTerm: "24bit", term: nil), .trueColour)
    XCTAssertEqual(ColourDepth(colorTerm: nil, term: "xterm-256color"), .palette256)
    XCTAssertEqual(ColourDepth(colorTerm: "", term: "screen-256color"), .palette256)
    XCTAssertEqual(ColourDepth(colorTerm: "yes", term: "xterm"), .basic)
    XCTAssertEqual(ColourDepth(colorTerm: nil, term: nil), .basic)
  }

  func testTheLocaleDecidesBetweenUnicodeAndASCIIGlyphs() {
    XCTAssertEqual(Glyphs(lcAll: nil, lcCType: nil, lang: "en_GB.UTF-8"), .unicode)
    XCTAssertEqual(Glyphs(lcAll: "", lcCType: "C.utf8", lang: "C"), .unicode, "empty is unset")
    XCTAssertEqual(Glyphs(lcAll: "C", lcCType: "en_US.UTF-8", lang: nil), .ascii, "LC_ALL wins")
    XCTAssertEqual(Glyphs(lcAll: nil, lcCType: nil, lang: "de_DE.ISO-8859-1"), .ascii)
    XCTAssertEqual(Glyphs(lcAll: nil, lcCType: nil, lang: nil), .ascii)
  }
}

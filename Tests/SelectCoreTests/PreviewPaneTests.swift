import SelectCore
import XCTest

/// The preview pane in the core: `--preview-window`, what output is kept,
/// and the pane drawn beside, above or below the list.
final class PreviewPaneTests: PickerTestCase {
  private func state(_ window: String, output: String, status: PreviewState.Status = .succeeded)
    throws -> PickerState
  {
    var settings = PickerState.Settings()
    settings.previewWindow = try PreviewWindow(parsing: window)
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["red", "green"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    _ = state.apply(.previewStarted(0))
    _ = state.apply(.previewOutput(Array(output.utf8)))
    _ = state.apply(.previewEnded(status))
    return state
  }

  private func text(_ state: PickerState, width: Int, height: Int) -> [String] {
    let view = PickerView(width: width, height: height, usesColour: false)
    var state = state
    _ = state.apply(.resized(listRows: view.listRows(for: state)))
    return view.screen(state).rows.map(\.text)
  }

  func testWindowSpecs() throws {
    XCTAssertEqual(PreviewWindow(), try PreviewWindow(parsing: "right:50%"))
    let window = try PreviewWindow(parsing: "bottom:60%:hidden:wrap")
    XCTAssertEqual(window.position, .bottom)
    XCTAssertEqual(window.size, .percent(60))
    XCTAssertTrue(window.isHidden && window.wraps)
    XCTAssertEqual(try PreviewWindow(parsing: "up:7").size, .cells(7))
    for bad in ["middle", "right:0", "left:150%", "right:50%:wrapp"] {
      XCTAssertThrowsError(try PreviewWindow(parsing: bad), bad) { error in
        XCTAssertEqual((error as? SelectError)?.exitCode, 2)
      }
    }
  }

  func testOutputIsKeptOnlyUpToTheLimits() {
    var preview = PreviewState()
    preview.start(for: 0)
    preview.receive(Array(String(repeating: "y\n", count: PreviewState.keptLines + 50).utf8))
    XCTAssertEqual(preview.lineCount, PreviewState.keptLines)
    XCTAssertTrue(preview.isFull)
    preview.start(for: 1)
    preview.receive([UInt8](repeating: 0x41, count: 3 * PreviewState.keptLineBytes))
    preview.receive(Array("\r\nnext".utf8))
    XCTAssertEqual(preview.lines, [[UInt8](repeating: 0x41, count: PreviewState.keptLineBytes)])
    XCTAssertEqual(preview.line(1), Array("next".utf8), "a line still arriving is shown")
    XCTAssertFalse(preview.isFull)
    preview.start(for: 2)
    for _ in 0..<20 { preview.receive([UInt8](repeating: 0, count: 1 << 16)) }
    XCTAssertTrue(preview.isFull, "an endless line fills it too")
    XCTAssertEqual(preview.line(0).count, PreviewState.keptLineBytes)
  }

  func testThePaneBesideTheList() throws {
    let state = try state("right:10", output: "first line of it\n\u{1B}[2Jsecond\n")
    XCTAssertEqual(
      text(state, width: 30, height: 4),
      [
        ">               2/2│first lin…",
        "> 1 red            │^[[2Jseco…",
        "  2 green          │",
        "                   │",
      ])
  }

  func testColoursAreKeptAndOtherSequencesShown() throws {
    let state = try state(
      "right:20", output: "\u{1B}[1;31mred\u{1B}[0m \u{1B}[38;5;42mgreen\u{1B}[m\u{1B}[2J!\n")
    let view = PickerView(width: 40, height: 2, usesColour: true)
    let spans = view.screen(state).rows[0].spans.suffix(5)
    XCTAssertEqual(
      Array(spans),
      [
        Screen.Span("red", style: Style(bold: true, foreground: .palette(1))), Screen.Span(" "),
        Screen.Span("green", style: Style(foreground: .palette(42))),
        Screen.Span("^[", style: Style(dim: true)), Screen.Span("[2J!"),
      ])
  }

  func testThePaneOnTheLeftAndWrapped() throws {
    let state = try state("left:6:wrap", output: "abcdefghij\n", status: .failed(2))
    XCTAssertEqual(
      text(state, width: 30, height: 3),
      [
        "abcdef│>                   2/2",
        "↳ ghij│> 1 red",
        "      │  2 green",
      ])
    // Issue 43: the status is a row of its own under the output, which
    // stays whole (it was drawn over the end of the first line).
    let wide = try self.state("left:25", output: "abcdefghijklmnopqrstuvwxy\n", status: .failed(2))
    XCTAssertEqual(
      text(wide, width: 50, height: 3).prefix(2),
      ["abcdefghijklmnopqrstuvwxy│>                    2/2", "exit status 2            │> 1 red"])
    let full = try self.state("left:25", output: "one\ntwo\nthree\nfour\n", status: .killed(9))
    XCTAssertEqual(
      text(full, width: 50, height: 3).map { String($0.prefix(18)) },
      ["one               ", "two               ", "killed by signal 9"],
      "the pane's last row when the output fills it")
  }

  func testThePaneBelowTheList() throws {
    let state = try state("bottom:2", output: "one\ntwo\nthree\n")
    XCTAssertEqual(
      text(state, width: 20, height: 7),
      [">                2/2", "> 1 red", "  2 green", "", "────────────────────", "one                │", "two"])
    var scrolled = state.preview
    scrolled.scrollDown(by: 1)
    XCTAssertEqual(
      PickerView(width: 20, height: 7, usesColour: false).paneRows(
        scrolled, width: 20, height: 2, window: PreviewWindow()
      )
      .map(\.text), ["two              2/3", "three"])
  }

  func testNoRoomOrHiddenShowsTheListAlone() throws {
    XCTAssertEqual(text(try state("right:50%", output: "x\n"), width: 17, height: 3)[1], "> 1 red")
    XCTAssertEqual(
      text(try state("right:50%:hidden", output: "x\n"), width: 60, height: 3)[1], "> 1 red")
  }
}

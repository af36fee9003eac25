import SelectCore
import XCTest

/// The mouse lands on what is drawn: `PickerView.target` follows the rows,
/// the border and the preview pane of the frame `screen` draws.
final class HitTestTests: PickerTestCase {
  func testEveryRowOfTheFrameIsWhatItShows() {
    var settings = PickerState.Settings()
    settings.header = "Colours"
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["red", "green", "blue"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    let view = PickerView(width: 20, height: 6, usesColour: false)
    let rows = view.screen(state).rows.map(\.text)
    XCTAssertEqual(rows[0], "Colours")
    XCTAssertEqual(rows[2], "> 1 red")
    XCTAssertEqual(view.target(atRow: 0, column: 3, in: state), .header(line: 0, column: 3))
    XCTAssertEqual(view.target(atRow: 1, column: 0, in: state), .prompt)
    XCTAssertEqual(view.target(atRow: 2, column: 0, in: state), .item(offset: 0))
    XCTAssertEqual(view.target(atRow: 4, column: 19, in: state), .item(offset: 2))
    XCTAssertEqual(view.target(atRow: 5, column: 0, in: state), .nothing)
    XCTAssertEqual(view.target(atRow: 6, column: 0, in: state), .nothing)
    XCTAssertEqual(view.target(atRow: 2, column: 20, in: state), .nothing)
  }

  func testBottomUpAndTheBorderMoveTheTargetsWithTheRows() {
    let state = makeState(["red", "green", "blue"])
    var view = PickerView(width: 20, height: 7, usesColour: false)
    view.layout = .bottomUp
    view.looks.border = .rounded
    let rows = view.screen(state).rows.map(\.text)
    guard let red = rows.firstIndex(where: { $0.contains("1 red") }) else { return XCTFail("\(rows)") }
    XCTAssertEqual(view.target(atRow: red, column: 4, in: state), .item(offset: 0))
    XCTAssertEqual(view.target(atRow: red - 1, column: 4, in: state), .item(offset: 1))
    XCTAssertEqual(view.target(atRow: 0, column: 4, in: state), .nothing, "the border's top")
    XCTAssertEqual(view.target(atRow: red, column: 0, in: state), .nothing, "the border's side")
    XCTAssertEqual(view.target(atRow: 5, column: 4, in: state), .prompt)
  }

  func testThePreviewPaneIsThePreview() throws {
    var settings = PickerState.Settings()
    settings.previewWindow = try PreviewWindow(parsing: "right:50%")
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["red", "green"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    let view = PickerView(width: 40, height: 4, usesColour: false)
    XCTAssertEqual(view.target(atRow: 1, column: 2, in: state), .item(offset: 0))
    XCTAssertEqual(view.target(atRow: 1, column: 19, in: state), .nothing, "the separator")
    XCTAssertEqual(view.target(atRow: 1, column: 30, in: state), .preview)
  }
}

extension HitTestTests {
  /// Every cell of every size from 1×1 to 300×100, and cells off the
  /// frame, hit-test without a crash, bordered or not, beside a pane or not.
  func testEveryCellOfTinyAndHugeFramesHitTests() throws {
    var settings = PickerState.Settings()
    settings.header = "Head\nsecond"
    settings.multi = true
    settings.previewWindow = try PreviewWindow(parsing: "right:50%")
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["日本", "b", "🇯🇵👍🏽"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    for (width, height) in [(1, 1), (2, 10), (1, 3), (5, 4), (40, 6), (300, 100)] {
      for bordered in [false, true] {
        for layout in [PickerLayout.topDown, .bottomUp] {
          var view = PickerView(width: width, height: height, usesColour: true)
          view.looks.border = bordered ? .rounded : nil
          view.layout = layout
          _ = view.screen(state)
          for row in -1...min(height, 12) {
            for column in [-1, 0, width / 2, width - 1, width, 1000] {
              _ = view.target(atRow: row, column: column, in: state)
            }
          }
          XCTAssertEqual(view.target(atRow: height, column: 0, in: state), .nothing)
        }
      }
    }
  }
}

extension HitTestTests {
  /// The footer is where `--footer` draws it, and a click on it does what
  /// `click-footer` is bound to.
  func testTheFooterIsTheFooterAndItsClickIsClickFooter() throws {
    var settings = PickerState.Settings()
    settings.keymap.bind(.clickFooter, to: [.change(.prompt, "footer> ")])
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["red", "green"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    var view = PickerView(width: 20, height: 6, usesColour: false)
    view.looks = try parseOptions(["--footer", "the end"]).looks
    let rows = view.screen(state).rows.map(\.text)
    guard let footer = rows.firstIndex(of: "the end") else { return XCTFail("\(rows)") }
    XCTAssertEqual(view.target(atRow: footer, column: 2, in: state), .footer(line: 0, column: 2))
    _ = state.apply(.click(.footer(line: 0, column: 2), double: false))
    XCTAssertEqual(state.settings.prompt, "footer> ")
  }
}

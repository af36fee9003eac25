import SelectCore
import XCTest

/// How the preview scrolls: `--preview-window`'s `follow`, `cycle` and
/// `+SCROLL[OFFSETS][/DENOM]`, and the pane's scrollbar.
final class PreviewScrollingTests: PickerTestCase {
  private func state(_ window: String, items labels: [String] = ["a:20", "b:3"], pane rows: Int = 10) throws -> PickerState {
    var settings = PickerState.Settings()
    settings.previewWindow = try PreviewWindow(parsing: window)
    settings.delimiter = Array(":".utf8)
    settings.keymap.bind(Key(name: "f5")!, to: [.previewBottom])
    settings.keymap.bind(Key(name: "f6")!, to: [.previewTop])
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(labels)))
    _ = state.apply(.inputEnded)
    state.rankNow()
    _ = state.apply(.previewResized(rows: rows))
    _ = state.apply(.previewStarted(0))
    return state
  }

  /// Output lines numbered from 1.
  private func lines(_ range: ClosedRange<Int>) -> [UInt8] {
    Array(range.map { "\($0)\n" }.joined().utf8)
  }

  func testTheWordsParseAndBadOffsetsAreUsageErrors() throws {
    let window = try PreviewWindow(parsing: "right,follow,cycle,+{2}-5/2,~3")
    XCTAssertTrue(window.follows && window.cycles)
    XCTAssertNotNil(window.scroll)
    XCTAssertEqual(window.headerLines, 3)
    let undone = try PreviewWindow(parsing: "follow:cycle:nofollow:nocycle")
    XCTAssertFalse(undone.follows || undone.cycles)
    for bad in ["+", "+x", "+{2}*3", "+10abc"] {
      XCTAssertThrowsError(try PreviewWindow(parsing: bad), bad) { error in
        XCTAssertEqual((error as? SelectError)?.exitCode, 2)
        XCTAssertTrue("\(error)".contains("+SCROLL"), "\(error)")
      }
    }
  }

  func testAScrollOffsetPutsTheNamedLineAtTheTop() throws {
    // fzf's: +{2} is line 20 at the top (0-based 19); -5 five lines
    // above it; /2 half the pane's rows under the fixed lines higher.
    let cases: [(String, Int)] = [("+{2}", 19), ("+{2}-5", 14), ("+{2}/2", 14), ("+{2}+3/2,~3", 19), ("+5", 4), ("+{n}", 0)]
    for (window, scroll) in cases {
      var state = try state(window)
      _ = state.apply(.previewOutput(lines(1...100)))
      XCTAssertEqual(state.preview.scroll, scroll, window)
    }
    var short = try state("+{2}")
    _ = short.apply(.previewOutput(lines(1...8)))
    XCTAssertEqual(short.preview.scroll, 7, "kept in the output while it is shorter")
    _ = short.apply(.previewOutput(lines(9...40)))
    XCTAssertEqual(short.preview.scroll, 19, "and moves on as the rest arrives")
    _ = short.apply(.key(Key(name: "shift-up")!))
    _ = short.apply(.previewOutput(lines(41...50)))
    XCTAssertEqual(short.preview.scroll, 18, "scrolled by hand, it stays")
  }

  func testFollowKeepsToTheEndUntilScrolledUp() throws {
    var state = try state("follow")
    _ = state.apply(.previewOutput(lines(1...25)))
    XCTAssertEqual(state.preview.scroll, 15, "the last 10 lines in the pane")
    _ = state.apply(.previewOutput(lines(26...30)))
    XCTAssertEqual(state.preview.scroll, 20)
    _ = state.apply(.key(Key(name: "shift-up")!))
    _ = state.apply(.previewOutput(lines(31...40)))
    XCTAssertEqual(state.preview.scroll, 19, "scrolled up: no longer following")
    XCTAssertFalse(state.preview.isFollowing)
    _ = state.apply(.key(Key(name: "f5")!))
    _ = state.apply(.previewOutput(lines(41...42)))
    XCTAssertEqual(state.preview.scroll, 32, "back at the end, it follows again")
    var plain = try self.state("right")
    _ = plain.apply(.previewOutput(lines(1...25)))
    XCTAssertEqual(plain.preview.scroll, 0)
  }

  func testCycleGoesRoundPastEitherEnd() throws {
    var state = try state("cycle,~2")
    _ = state.apply(.previewOutput(lines(1...12)))
    _ = state.apply(.key(Key(name: "shift-up")!))
    XCTAssertEqual(state.preview.scroll, 11, "up from the top: the last line")
    _ = state.apply(.key(Key(name: "shift-down")!))
    XCTAssertEqual(state.preview.scroll, 2, "down from the last: the first under the fixed lines")
    var plain = try self.state("right")
    _ = plain.apply(.previewOutput(lines(1...12)))
    _ = plain.apply(.key(Key(name: "shift-up")!))
    XCTAssertEqual(plain.preview.scroll, 0)
  }

  func testPreviewBottomShowsTheLastPage() throws {
    var state = try state("right")
    _ = state.apply(.previewOutput(lines(1...50)))
    _ = state.apply(.key(Key(name: "f5")!))
    XCTAssertEqual(state.preview.scroll, 40, "as in fzf: the last line at the bottom")
    _ = state.apply(.key(Key(name: "f6")!))
    XCTAssertEqual(state.preview.scroll, 0)
  }

  func testThePaneHasAScrollbarWhenTheOutputOverflows() throws {
    var state = try state("right,50%,border-rounded", pane: 4)
    _ = state.apply(.previewOutput(lines(1...12)))
    _ = state.apply(.previewEnded(.succeeded))
    let rows = PickerView(width: 40, height: 6, usesColour: false).screen(state).rows.map(\.text)
    XCTAssertEqual(rows[1].suffix(20), "│ 1               ││", "the thumb: inside the right border")
    XCTAssertTrue(rows[2].hasSuffix(" │"), rows[2])
    var bare = try self.state("right,50%,noborder")
    _ = bare.apply(.previewOutput(lines(1...12)))
    let plain = PickerView(width: 40, height: 6, usesColour: false).screen(bare).rows.map(\.text)
    XCTAssertTrue(plain[0].hasSuffix("│") && plain[0].contains("1"), "in the last column: \(plain[0])")
    var hash = PickerView(width: 40, height: 6, usesColour: false)
    hash.looks = try parseOptions(["--scrollbar=|#"]).looks
    XCTAssertTrue(hash.screen(bare).rows[0].text.hasSuffix("#"), "the second character is the preview's")
    hash.looks = try parseOptions(["--no-scrollbar"]).looks
    XCTAssertFalse(hash.screen(bare).rows[0].text.hasSuffix("│"))
    var fits = try self.state("right,50%,noborder")
    _ = fits.apply(.previewOutput(lines(1...3)))
    XCTAssertFalse(PickerView(width: 40, height: 6, usesColour: false).screen(fits).rows[0].text.hasSuffix("│"))
  }
}

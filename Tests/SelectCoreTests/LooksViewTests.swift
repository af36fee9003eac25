import SelectCore
import XCTest

/// fzf's looks drawn as text at fixed sizes; the shapes are those fzf
/// 0.74.5 draws for the same options (captured with tmux).
final class LooksViewTests: PickerTestCase {
  private func looks(_ arguments: [String]) throws -> Looks {
    try parseOptions(arguments).looks
  }

  private func text(
    _ state: PickerState, _ arguments: [String], width: Int, height: Int, layout: PickerLayout = .topDown,
    glyphs: Glyphs = .unicode, trimmed: Bool = true
  ) throws -> [String] {
    var view = PickerView(width: width, height: height, usesColour: false, glyphs: glyphs)
    view.looks = try looks(arguments)
    view.layout = layout
    var state = state
    _ = state.apply(.resized(listRows: view.listRows(for: state)))
    let rows = view.screen(state).rows.map(\.text)
    guard trimmed else { return rows }
    return rows.map { row in
      var row = Substring(row)
      while row.last == " " { row.removeLast() }
      return String(row)
    }
  }

  private var three: PickerState { makeState(["1", "2", "3"]) }

  func testEveryBorderStyleDrawsItsLines() throws {
    let expected: [String: (top: String, side: String, bottom: String)] = [
      "rounded": ("╭────────╮", "│", "╰────────╯"), "sharp": ("┌────────┐", "│", "└────────┘"),
      "bold": ("┏━━━━━━━━┓", "┃", "┗━━━━━━━━┛"), "double": ("╔════════╗", "║", "╚════════╝"),
      "dashed": ("╭╶╶╶╶╶╶╶╶╮", "┆", "╰╶╶╶╶╶╶╶╶╯"), "block": ("▛▀▀▀▀▀▀▀▀▜", "▌", "▙▄▄▄▄▄▄▄▄▟"),
      "thinblock": ("🭽▔▔▔▔▔▔▔▔🭾", "▏", "🭼▁▁▁▁▁▁▁▁🭿"),
    ]
    for (style, lines) in expected {
      let rows = try text(three, ["--border=\(style)"], width: 10, height: 6)
      XCTAssertEqual(rows[0], lines.top, style)
      XCTAssertEqual(rows[5], lines.bottom, style)
      XCTAssertTrue(rows[1].hasPrefix(lines.side + " > "), "\(style): \(rows[1])")
      XCTAssertTrue(rows[2].hasSuffix(" " + lines.side.replacingOccurrences(of: "▌", with: "▐")
        .replacingOccurrences(of: "▏", with: "▕")), "\(style): \(rows[2])")
    }
  }

  func testLineStylesDrawOnlyTheirSides() throws {
    XCTAssertEqual(
      try text(three, ["--border", "horizontal"], width: 10, height: 6),
      ["──────────", ">      3/3", "> 1 1", "  2 2", "  3 3", "──────────"])
    let vertical = try text(three, ["--border=vertical"], width: 12, height: 4)
    XCTAssertEqual(vertical[1], "│ > 1 1    │")
    XCTAssertEqual(try text(three, ["--border=top"], width: 8, height: 5)[0], "────────")
    XCTAssertEqual(try text(three, ["--border=line"], width: 8, height: 5)[0], "────────")
    XCTAssertEqual(try text(three, ["--border=bottom"], width: 8, height: 5)[4], "────────")
    XCTAssertEqual(try text(three, ["--border=left"], width: 8, height: 4)[1], "│ > 1 1")
    XCTAssertEqual(try text(three, ["--border=right"], width: 8, height: 4)[1], "> 1 1  │")
    XCTAssertEqual(try text(three, ["--border=none"], width: 8, height: 4)[1], "> 1 1")
  }

  func testTheLabelGoesWhereItsPositionSays() throws {
    // Counted as fzf counts them on a 30-column border.
    let cases: [(String, String)] = [
      ("0", "╭──────────── L ─────────────╮"), ("2", "╭ L ─────────────────────────╮"),
      ("-2", "╭───────────────────────── L ╮"), ("3", "╭─ L ────────────────────────╮"),
    ]
    for (position, top) in cases {
      let rows = try text(
        three, ["--border", "--border-label", " L ", "--border-label-pos", position], width: 30, height: 6)
      XCTAssertEqual(rows[0], top, position)
    }
    let bottom = try text(
      three, ["--border", "--border-label", " L ", "--border-label-pos", "3:bottom"], width: 30, height: 6)
    XCTAssertEqual(bottom[5], "╰─ L ────────────────────────╯")
    XCTAssertEqual(bottom[0], "╭────────────────────────────╮")
    let horizontal = try text(three, ["--border=horizontal", "--border-label", " L "], width: 30, height: 6)
    XCTAssertEqual(horizontal[0], "───────────── L ──────────────")
  }

  func testALabelOrFooterWithAnEscapeShowsItVisibly() throws {
    let rows = try text(
      three, ["--border", "--border-label", "\u{1B}[31mx", "--footer", "\u{1B}]0;t\u{7}", "--ghost", "\u{1B}g"],
      width: 30, height: 9)
    XCTAssertTrue(rows[0].contains("^[[31mx"), rows[0])
    XCTAssertTrue(rows.contains { $0.contains("^[]0;t^G") }, "\(rows)")
    XCTAssertTrue(rows[1].contains("> ^[g"), rows[1])
    XCTAssertFalse(rows.joined().unicodeScalars.contains { $0.value < 0x20 })
  }

  func testMarginAndPaddingTakeFzfsSizes() throws {
    XCTAssertEqual(
      try text(three, ["--border", "--margin", "1,2", "--padding", "1", "--info=hidden", "--no-separator"],
        width: 20, height: 10),
      [
        "", "  ╭──────────────╮", "  │              │", "  │  >           │", "  │  > 1 1       │",
        "  │    2 2       │", "  │    3 3       │", "  │              │", "  ╰──────────────╯", "",
      ])
    XCTAssertEqual(try text(three, ["--margin", "0,0,0,50%", "--no-scrollbar"], width: 10, height: 4)[1], "     > 1 1")
  }

  func testATooSmallFrameDropsItsDressNotItsList() throws {
    XCTAssertEqual(try text(three, ["--border", "--margin", "5"], width: 8, height: 3), [">    3/3", "> 1 1  │", "  2 2"])
  }

  func testInfoStylesInBothLayouts() throws {
    let topDown: [(String, [String])] = [
      ("default", [">", "  3/3 ────────", "> 1 1"]),
      ("right", [">", "────────── 3/3", "> 1 1"]),
      ("hidden", [">", "──────────────", "> 1 1"]),
      ("inline", [">  < 3/3 ─────", "> 1 1", "  2 2"]),
      ("inline-right", [">          3/3", "──────────────", "> 1 1"]),
      ("inline-right:X", [">         X3/3", "──────────────", "> 1 1"]),
      ("inline:|", ["> |3/3 ───────", "> 1 1", "  2 2"]),
    ]
    for (style, rows) in topDown {
      XCTAssertEqual(Array(try text(three, ["--info", style], width: 14, height: 5).prefix(3)), rows, style)
      let bottomUp = try text(three, ["--info", style], width: 14, height: 5, layout: .bottomUp)
      XCTAssertEqual(Array(bottomUp.suffix(3)), rows.prefix(3).reversed(), style)
    }
    XCTAssertEqual(
      Array(try text(three, ["--info", "default", "--no-separator"], width: 14, height: 5).prefix(2)), [">", "  3/3"])
    XCTAssertEqual(
      Array(try text(three, ["--separator", "=-"], width: 14, height: 5).prefix(2)),
      [">          3/3", "=-=-=-=-=-=-=-"])
  }

  func testTheScrollbarThumbFollowsTheScroll() throws {
    var state = makeState((1...20).map(String.init))
    // On by default, as in fzf; the column stays the bar's, blank but for
    // the thumb.
    for options in [[], ["--scrollbar"]] {
      let rows = try text(state, options, width: 10, height: 6, trimmed: false)
      XCTAssertEqual(rows.map { $0.count }, [10, 10, 6, 6, 6, 6], "\(options)")
      XCTAssertEqual(rows[1].last, "│", "\(options)")
    }
    press(Array(repeating: .end, count: 1), on: &state)
    let rows = try text(state, ["--scrollbar=#"], width: 10, height: 6, trimmed: false)
    XCTAssertEqual(rows.dropFirst().map { $0.count == 10 ? $0.last : nil }, [nil, nil, nil, nil, "#"])
    XCTAssertEqual(try text(three, [], width: 10, height: 6, trimmed: false)[1], "> 1 1", "no thumb when all fits")
    XCTAssertEqual(
      try text(makeState(["abcdefghijkl"]), [], width: 10, height: 2)[1], "> 1 abcd…", "the bar's column is kept")
    for off in [["--no-scrollbar"], ["--scrollbar="]] {
      XCTAssertEqual(try text(state, off, width: 10, height: 6).filter { $0.contains("│") }, [], "\(off)")
      XCTAssertEqual(try text(makeState(["abcdefghijkl"]), off, width: 10, height: 2)[1], "> 1 abcde…", "\(off)")
    }
  }

  func testPointerMarkerAndGutter() throws {
    var state = makeState(["a", "b", "c"], multi: true)
    press([.tab], on: &state)
    XCTAssertEqual(
      try text(state, ["--pointer", "->", "--marker", "*", "--gutter", "."], width: 16, height: 6),
      // Numbers stay with their items when checking moves them (select(1), "Numbers").
      [">", "Unchecked (2)", "->   2 b", "..   3 c", "Checked (1)", ".. * 1 a"])
    XCTAssertThrowsError(try looks(["--pointer", "abc"]))
    XCTAssertThrowsError(try looks(["--gutter", "ab"]))
  }

  func testGhostFooterHeaderFirstAndNoInput() throws {
    XCTAssertEqual(try text(three, ["--ghost", "type"], width: 12, height: 4)[0], "> type   3/3")
    XCTAssertEqual(
      try text(three, ["--footer", "F"], width: 8, height: 6),
      [">    3/3", "> 1 1", "  2 2", "  3 3", "────────", "F"])
    XCTAssertEqual(
      try text(three, ["--footer", "F"], width: 8, height: 6, layout: .bottomUp),
      ["F", "────────", "  3 3", "  2 2", "> 1 1", ">    3/3"])
    var settings = PickerState.Settings()
    settings.header = "H"
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["1", "2"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    XCTAssertEqual(
      try text(state, ["--header-first"], width: 8, height: 4, layout: .bottomUp), ["  2 2", "> 1 1", ">    2/2", "H"])
    XCTAssertEqual(try text(state, [], width: 8, height: 4, layout: .bottomUp), ["  2 2", "> 1 1", "H", ">    2/2"])
    XCTAssertEqual(try text(state, ["--no-input"], width: 8, height: 3), ["H", "> 1 1", "  2 2"])
  }

  func testNoInputIgnoresTyping() throws {
    var settings = PickerState.Settings()
    settings.acceptsTyping = false
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["ab", "cd"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    press([.character("c"), .down], on: &state)
    XCTAssertEqual(state.query, "")
    XCTAssertEqual(state.list.cursor, 1)
  }

  func testHighlightLineNoBoldEllipsisAndGap() throws {
    var view = PickerView(width: 10, height: 4, usesColour: false)
    view.looks = try looks(["--highlight-line", "--no-bold", "--no-scrollbar"])
    let screen = view.screen(three)
    XCTAssertEqual(screen.rows[1].text, "> 1 1     ")
    XCTAssertEqual(screen.rows[1].spans.last?.style.isReversed, true)
    XCTAssertFalse(screen.rows.flatMap(\.spans).contains { $0.style.isBold })
    XCTAssertEqual(
      try text(makeState(["abcdefghijkl"]), ["--ellipsis", "..", "--no-scrollbar"], width: 10, height: 2)[1], "> 1 abcd..")
    XCTAssertEqual(
      try text(three, ["--gap"], width: 10, height: 6),
      [">      3/3", "> 1 1", "    ┈┈┈┈┈┈", "  2 2", "    ┈┈┈┈┈┈", "  3 3"])
    XCTAssertEqual(
      try text(three, ["--gap", "2", "--gap-line=-", "--no-scrollbar"], width: 8, height: 5),
      [">    3/3", "> 1 1", "", "    ----", "  2 2"])
    XCTAssertEqual(try text(three, ["--gap", "--no-gap-line"], width: 8, height: 4), [">    3/3", "> 1 1  │", "", "  2 2"])
  }

  func testTabstopKeepRightAndHorizontalScrolling() throws {
    XCTAssertEqual(try text(makeState(["a\tb"]), ["--tabstop", "4"], width: 20, height: 2)[1], "> 1 a   b")
    XCTAssertEqual(try text(makeState(["a\tb"]), [], width: 20, height: 2)[1], "> 1 a       b")
    let long = makeState(["abcdefghijklmnopqrstuvwxyz"])
    XCTAssertEqual(try text(long, ["--keep-right"], width: 15, height: 2)[1], "> 1 …rstuvwxyz")
    XCTAssertEqual(try text(long, [], width: 15, height: 2)[1], "> 1 abcdefghi…")
    let matched = makeState(["abcdefghijklmnopqrstuvwxyz"], query: "xy")
    XCTAssertEqual(try text(matched, [], width: 15, height: 2)[1], "> 1 …uvwxyz")
    XCTAssertEqual(try text(matched, ["--no-hscroll"], width: 15, height: 2)[1], "> 1 abcdefghi…")
    let longer = makeState(["abcdefghijklmnopqrstuvwxyz0123456789"], query: "xy")
    XCTAssertEqual(try text(longer, [], width: 15, height: 2)[1], "> 1 …uvwxyz01…")
    XCTAssertEqual(try text(longer, ["--hscroll-off", "1"], width: 15, height: 2)[1], "> 1 …rstuvwxy…")
  }

  /// `--freeze-left`/`--freeze-right`: the first and last fields stay,
  /// whole, and only what is between them is cut or shifted to the match.
  func testFrozenFieldsStayInView() throws {
    let labels = ["id1 aaaaaaaaaa bbbbbbbbbb zzz tail"]
    let plain = ["--no-scrollbar"]
    XCTAssertEqual(try text(makeState(labels, query: "zzz"), plain + ["--freeze-left", "1"], width: 24, height: 2)[1], "> 1 id1…bbbb zzz tail")
    XCTAssertEqual(try text(makeState(labels, query: "aaa"), plain + ["--freeze-right", "1"], width: 24, height: 2)[1], "> 1 id1 aaaaaaaaaa …tail")
    XCTAssertEqual(
      try text(makeState(labels, query: "bbb"), plain + ["--freeze-left", "1", "--freeze-right", "1"], width: 24, height: 2)[1],
      "> 1 id1…aaa bbbbbbb…tail")
    XCTAssertEqual(try text(makeState(["a b"]), plain + ["--freeze-left", "1"], width: 24, height: 2)[1], "> 1 a b", "it fits")
    XCTAssertEqual(
      try text(makeState(labels), plain + ["--freeze-left", "9"], width: 24, height: 2)[1], "> 1 id1 aaaaaaaaaa bbbb…",
      "fewer fields than frozen: cut as usual")
    XCTAssertThrowsError(try parseOptions(["--freeze-left", "-1"]))
  }

  func testInfoTextFromTheCommandIsSanitised() throws {
    var view = PickerView(width: 20, height: 2, usesColour: false)
    view.looks.infoText = "\u{1B}[31mok"
    XCTAssertEqual(view.screen(three).rows[0].text, ">           ^[[31mok")
    XCTAssertEqual(try parseOptions(["--info-command", "echo x"]).looks.infoCommand, "echo x")
  }

  func testMinHeightRaisesAHeightInPercent() throws {
    XCTAssertEqual(PickerHeight.percent(10).rows(terminalRows: 40, listRows: nil, chromeRows: 1, minimum: 12), 12)
    XCTAssertEqual(PickerHeight.lines(5).rows(terminalRows: 40, listRows: nil, chromeRows: 1, minimum: 12), 5)
    XCTAssertEqual(try parseOptions(["--min-height", "8+"]).looks.minHeight, Looks.MinimumHeight(rows: 8, addsChrome: true))
    XCTAssertThrowsError(try parseOptions(["--min-height", "x"]))
  }

  func testScrollOffKeepsLinesBeyondTheCursor() throws {
    var settings = PickerState.Settings()
    settings.scrollOff = 2
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items((1...20).map(String.init))))
    _ = state.apply(.inputEnded)
    _ = state.apply(.resized(listRows: 6))
    state.rankNow()
    press(Array(repeating: .down, count: 4), on: &state)
    XCTAssertEqual(state.list.scroll, 1, "two lines stay below the cursor on line 5")
    press(Array(repeating: .up, count: 2), on: &state)
    XCTAssertEqual(state.list.scroll, 0)
    XCTAssertEqual(try parseOptions(["--scroll-off", "3"]).looks.scrollOff, 3)
    XCTAssertThrowsError(try parseOptions(["--scroll-off", "-1"]))
    XCTAssertThrowsError(try parseOptions(["--tabstop", "0"]))
  }

  func testASCIIBordersOutsideAUTF8Locale() throws {
    let rows = try text(three, ["--border=double", "--border-label", "x"], width: 10, height: 5, glyphs: .ascii)
    XCTAssertEqual(rows[0], "+---x----+")
    XCTAssertEqual(rows[1].first, "|")
    XCTAssertEqual(rows[4], "+--------+")
  }

  func testAPreviewSitsInsideTheBorder() throws {
    var settings = PickerState.Settings()
    settings.previewWindow = PreviewWindow()
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["1", "2"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    let rows = try text(state, ["--border"], width: 40, height: 5)
    XCTAssertEqual(rows[0].count, 40)
    XCTAssertTrue(rows[1].hasPrefix("│ >"), rows[1])
    XCTAssertTrue(rows[1].hasSuffix(" │"), rows[1])
    XCTAssertEqual(rows[1].filter { $0 == "│" }.count, 3, rows[1])
  }

  func testBadValuesNameTheOption() {
    let cases: [([String], String)] = [
      (["--border=wavy"], "--border takes a style"), (["--margin", "1,2,3,4,5"], "--margin takes"),
      (["--padding", "x"], "--padding takes"), (["--info", "sideways"], "--info takes"),
      (["--info", "default:x"], "--info default takes no prefix"),
      (["--border-label-pos", "2:middle"], "--border-label-pos takes"), (["--gap=-1"], "--gap takes"),
      (["--margin", "101%"], "--margin takes"),
    ]
    for (arguments, message) in cases {
      XCTAssertThrowsError(try parseOptions(arguments), "\(arguments)") { error in
        XCTAssertTrue("\(error)".contains(message), "\(arguments): \(error)")
      }
    }
  }

  func testAStyleOrGapAsTheNextWordIsTakenAndOtherWordsAreItems() throws {
    let options = try parseOptions(["--border", "bottom", "--gap", "2", "--scrollbar", "x"])
    XCTAssertEqual(options.looks.border, .bottom)
    XCTAssertEqual(options.looks.gap, 2)
    XCTAssertEqual(options.arguments, ["x"])
    XCTAssertEqual(try parseOptions(["--border", "red"]).arguments, ["red"])
    XCTAssertEqual(try parseOptions(["--border", "red"]).looks.border, .rounded)
  }

  /// Random sizes from 1×1 to 300×100 with random looks: every frame has
  /// its height in rows and its cursor inside, and nothing crashes.
  func testAnySizeWithAnyLooksDrawsAFrameThatFits() throws {
    var seeded = SeededLooksGenerator(seed: 22)
    let words: [[String]] = [
      ["--border"], ["--border=block"], ["--border=horizontal"], ["--border=left"], ["--margin", "1,2"],
      ["--margin", "30%"], ["--padding", "2"], ["--info=default"], ["--info=inline"], ["--info=right"],
      ["--info=hidden"], ["--scrollbar"], ["--pointer", "👉"], ["--marker", "日"], ["--footer", "a\nb"],
      ["--ghost", "g"], ["--gap", "3"], ["--no-input"], ["--highlight-line"], ["--border-label", "日本語ラベル"],
      ["--border-label-pos", "-40:bottom"], ["--header-first"], ["--separator", "日"], ["--ellipsis", "~~~"],
      ["--style", "full"], ["--style", "minimal"], ["--list-border", "bold"], ["--input-border=line"],
      ["--header-border=horizontal"], ["--footer-border=block"], ["--preview-border=left"],
      ["--list-label", "x", "--list-label-pos", "-3"], ["--tabstop", "3"], ["--keep-right"], ["--color", "dark"],
      ["--wrap"], ["--wrap", "--gap"], ["--wrap-sign", "日本"],
    ]
    for round in 0..<400 {
      let width = seeded.next(below: 300) + 1
      let height = seeded.next(below: 100) + 1
      var arguments: [String] = []
      for _ in 0..<seeded.next(below: 6) { arguments += words[seeded.next(below: words.count)] }
      var settings = PickerState.Settings()
      settings.multi = round % 2 == 0
      if round % 4 == 0 {
        settings.previewWindow = try PreviewWindow(parsing: ["right", "top", "left:30%", "bottom:3"][round / 4 % 4])
      }
      var state = PickerState(settings: settings)
      _ = state.apply(.itemsArrived(items((0..<seeded.next(below: 60)).map { "item \($0) 日本" + ($0 % 3 == 0 ? "\nmore" : "") })))
      _ = state.apply(.inputEnded)
      state.rankNow()
      var view = PickerView(width: width, height: height, usesColour: true)
      view.looks = try looks(arguments)
      view.looks.labelsMayBreak = round % 5 == 0
      view.layout = round % 3 == 0 ? .bottomUp : .topDown
      _ = state.apply(.resized(listRows: view.listRows(for: state)))
      let screen = view.screen(state)
      XCTAssertEqual(screen.rows.count, height, "\(width)x\(height) \(arguments)")
      XCTAssertLessThan(screen.cursor.row, height, "\(width)x\(height) \(arguments)")
      XCTAssertLessThan(screen.cursor.column, width, "\(width)x\(height) \(arguments)")
      // What reaches the terminal is cut at the frame's width.
      let bytes = FrameRenderer(placement: .inline, usesColour: true).update(from: nil, to: screen)
      XCTAssertFalse(bytes.isEmpty)
    }
  }
}

/// A small seeded generator, so a failing round can be replayed.
struct SeededLooksGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(below bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}

/// `--preview-window` in fzf's syntax, and the pane's borders.
final class PreviewWindowLooksTests: PickerTestCase {
  private func state(_ spec: [String], output: String) throws -> PickerState {
    var settings = PickerState.Settings()
    var window = PreviewWindow()
    for text in spec { try window.apply(text) }
    settings.previewWindow = window
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["1", "2"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    _ = state.apply(.previewStarted(0))
    _ = state.apply(.previewOutput(Array(output.utf8)))
    _ = state.apply(.previewEnded(.succeeded))
    return state
  }

  private func text(_ state: PickerState, width: Int, height: Int) -> [String] {
    var state = state
    let view = PickerView(width: width, height: height, usesColour: false)
    _ = state.apply(.resized(listRows: view.listRows(for: state)))
    if let rows = view.previewHeight(for: state) { _ = state.apply(.previewResized(rows: rows)) }
    return view.screen(state).rows.map { row in
      var text = Substring(row.text)
      while text.last == " " { text.removeLast() }
      return String(text)
    }
  }

  func testFzfsCommaFormAndSelectsColonFormMeanTheSame() throws {
    let comma = try PreviewWindow(parsing: "up,30%,wrap,hidden")
    let colon = try PreviewWindow(parsing: "top:30%:wrap:hidden")
    XCTAssertEqual(comma, colon)
    var twice = try PreviewWindow(parsing: "left,40%")
    try twice.apply("wrap")
    XCTAssertEqual(twice.position, .left)
    XCTAssertEqual(twice.size, .percent(40))
    XCTAssertTrue(twice.wraps)
    try twice.apply("default")
    XCTAssertEqual(twice, PreviewWindow())
    XCTAssertEqual(try PreviewWindow(parsing: "border-bold").edge, .border(.bold))
    XCTAssertEqual(try PreviewWindow(parsing: "noborder").edge, .none)
    XCTAssertEqual(try PreviewWindow(parsing: "right,~2,noinfo").headerLines, 2)
    XCTAssertThrowsError(try PreviewWindow(parsing: "sideways"))
    XCTAssertThrowsError(try PreviewWindow(parsing: "<50(sideways)"))
    XCTAssertThrowsError(try PreviewWindow(parsing: "border-wavy"))
  }

  func testABorderedPaneBesideTheList() throws {
    XCTAssertEqual(
      text(try state(["right,10,border-rounded"], output: "a\nb\n"), width: 40, height: 4),
      [">                      2/2╭────────────╮", "> 1 1                     │ a          │",
       "  2 2                     │ b          │", "                          ╰────────────╯"])
    XCTAssertEqual(
      text(try state(["right,50%,border-left"], output: "a\n"), width: 40, height: 2),
      [">                2/2│ a", "> 1 1              ││"])
    XCTAssertEqual(
      text(try state(["left:50%:noborder"], output: "a\n"), width: 40, height: 2),
      ["a                   >                2/2", "                    > 1 1              │"])
  }

  func testABorderedPaneAboveAndBelow() throws {
    XCTAssertEqual(
      text(try state(["up,3,border-bottom"], output: "a\nb\nc\n"), width: 20, height: 8),
      ["a                  │", "b", "────────────────────", ">                2/2", "> 1 1", "  2 2", "", ""])
    XCTAssertEqual(
      text(try state(["down,4,border-horizontal"], output: "a\nb\n"), width: 20, height: 8).suffix(4),
      ["────────────────────", "a", "b", "────────────────────"])
  }

  func testHeaderLinesStayAndNoInfoHidesTheScroll() throws {
    var state = try state(["right:50%:~1"], output: "head\nx1\nx2\nx3\nx4\n")
    press([Key(name: "shift-down")!, Key(name: "shift-down")!], on: &state)
    XCTAssertEqual(text(state, width: 40, height: 3).map { String($0.dropFirst(20)) }, ["head            3/5", "x2                 │", "x3"])
    var quiet = try self.state(["right:50%:noinfo"], output: "x1\nx2\nx3\n")
    press([Key(name: "shift-down")!], on: &quiet)
    XCTAssertEqual(text(quiet, width: 40, height: 2).map { String($0.dropFirst(20)) }, ["x2", "x3                 │"])
  }

  func testAnAlternativeOnASmallTerminal() throws {
    let state = try state(["right,50%,<50(up,2)"], output: "a\nb\n")
    XCTAssertEqual(text(state, width: 40, height: 7).prefix(3), ["a", "b", "────────────────────────────────────────"])
    XCTAssertEqual(text(state, width: 60, height: 2)[0], ">                         2/2│a")
  }
}

/// `--color` with fzf's schemes and entries, drawn on the elements.
final class ThemeLooksTests: PickerTestCase {
  private func screen(_ colour: String, query: String = "", width: Int = 20, height: Int = 4, extra: [String] = [])
    throws -> Screen
  {
    let options = try parseOptions(["--color", colour] + extra)
    var view = PickerView(width: width, height: height, usesColour: true)
    view.looks = options.looks
    var state = makeState(["abc", "abd"], query: query)
    _ = state.apply(.resized(listRows: view.listRows(for: state)))
    return view.screen(state)
  }

  private func style(_ screen: Screen, row: Int, text: String) -> Style? {
    screen.rows[row].spans.first { $0.text.contains(text) }?.style
  }

  func testModesSchemesAndEntriesTogether() throws {
    let options = try parseOptions(["--color=always,dark,hl:65:bold", "--color", "pointer:#ff8800 prompt:-1"])
    XCTAssertEqual(options.color, .always)
    let theme = try XCTUnwrap(options.looks.theme)
    XCTAssertEqual(theme.paints[.hl]?.ink, .colour(.palette(65)))
    XCTAssertEqual(theme.paints[.hl]?.bold, true)
    XCTAssertEqual(theme.paints[.pointer]?.ink, .colour(.rgb(0xFF, 0x88, 0x00)))
    XCTAssertEqual(theme.paints[.prompt]?.ink, .terminal)
    XCTAssertEqual(theme.paints[.currentBg]?.ink, .colour(.palette(236)), "dark's bg+ stays")
    XCTAssertNil(try parseOptions(["--color", "never"]).looks.theme)
    XCTAssertEqual(try parseOptions(["--color", "current-fg:red"]).looks.theme?.paints[.currentFg]?.ink, .colour(.palette(1)))
    XCTAssertEqual(try parseOptions(["--color", "bw"]).looks.theme?.isMonochrome, true)
    for bad in ["wat", "fg:zzz", "fg:256", "fg:#12345", "nosuch:1"] {
      XCTAssertThrowsError(try parseOptions(["--color", bad]), bad) { error in
        XCTAssertTrue("\(error)".contains("--color"), "\(error)")
      }
    }
  }

  func testTheThemeColoursEachElement() throws {
    let drawn = try screen(
      "prompt:1,info:2,hl:3,hl+:4,fg+:5,bg+:6,pointer:7,fg:8,border:9,label:10,query:11",
      query: "ab", width: 24, height: 5, extra: ["--border", "--border-label", "L"])
    XCTAssertEqual(style(drawn, row: 1, text: ">")?.foreground, .palette(1))
    XCTAssertEqual(style(drawn, row: 1, text: "ab")?.foreground, .palette(11))
    XCTAssertEqual(style(drawn, row: 1, text: "2/2")?.foreground, .palette(2))
    XCTAssertEqual(style(drawn, row: 0, text: "╭")?.foreground, .palette(9))
    XCTAssertEqual(style(drawn, row: 0, text: "L")?.foreground, .palette(10))
    let cursorRow = drawn.rows[2].spans
    XCTAssertEqual(cursorRow.first { $0.text.hasPrefix(">") }?.style.foreground, .palette(7))
    XCTAssertEqual(cursorRow.first { $0.text == "ab" }?.style.foreground, .palette(4))
    XCTAssertEqual(cursorRow.first { $0.text == "c" }?.style.foreground, .palette(5))
    XCTAssertTrue(
      cursorRow.filter { [">", "ab", "c", " 1 "].contains($0.text) }.allSatisfy { $0.style.background == .palette(6) },
      "\(cursorRow)")
    XCTAssertFalse(cursorRow.contains { $0.style.isReversed }, "bg+ instead of reverse video")
    let other = drawn.rows[3].spans
    XCTAssertEqual(other.first { $0.text == "ab" }?.style.foreground, .palette(3))
    XCTAssertEqual(other.first { $0.text == "d" }?.style.foreground, .palette(8))
  }

  func testWithoutBgPlusTheCursorRowStillReverses() throws {
    let drawn = try screen("hl:3")
    XCTAssertTrue(drawn.rows[1].spans.contains { $0.style.isReversed })
  }
}

/// `--style` and the sections' own borders.
final class SectionLooksTests: PickerTestCase {
  private func text(_ arguments: [String], layout: PickerLayout = .topDown, width: Int = 20, height: Int = 12)
    throws -> [String]
  {
    var settings = PickerState.Settings()
    settings.header = "H"
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["1", "2", "3"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    var view = PickerView(width: width, height: height, usesColour: false)
    view.looks = try parseOptions(arguments).looks
    view.layout = layout
    _ = state.apply(.resized(listRows: view.listRows(for: state)))
    return view.screen(state).rows.map(\.text)
  }

  /// Issue 43: fzf's `--layout reverse` draws the prompt, the count on a
  /// row of its own, the header, the header lines (fzf 0.74.5, captured
  /// with tmux); `--header-first` puts the header above the prompt.
  func testReverseOrdersPromptCountAndHeaderAsFzf() throws {
    for (arguments, expected) in [
      ([String](), [">", "  3/3 ──────────────", "H", "    NAME", "> 1 1"]),
      (["--header-first"], ["H", ">", "  3/3 ──────────────", "    NAME", "> 1 1"]),
      (["--info", "inline-right"], [">                3/3", "────────────────────", "H", "    NAME"]),
    ] {
      let options = try parseOptions(["--layout", "reverse", "--header", "H", "--header-lines", "1"] + arguments)
      var state = PickerState(settings: PickerState.Settings(options, builtin: nil))
      _ = state.apply(.itemsArrived(items(["NAME", "1", "2", "3"])))
      _ = state.apply(.inputEnded)
      state.rankNow()
      var view = PickerView(width: 20, height: 8, usesColour: false)
      view.looks = state.settings.looks
      view.layout = state.settings.layout
      _ = state.apply(.resized(listRows: view.listRows(for: state)))
      let rows = view.screen(state).rows.map { row in
        var text = Substring(row.text)
        while text.last == " " || text.last == "│" { text.removeLast() }
        return String(text)
      }
      XCTAssertEqual(Array(rows.prefix(expected.count)), expected, "\(arguments)")
    }
  }

  /// The frame with the header `H`, the header line `NAME` and three items.
  private func withHeaderLine(_ arguments: [String], layout: PickerLayout = .topDown, height: Int = 12) throws
    -> (rows: [String], view: PickerView, state: PickerState)
  {
    var settings = PickerState.Settings()
    settings.header = "H"
    settings.headerLineCount = 1
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["NAME", "1", "2", "3"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    var view = PickerView(width: 20, height: height, usesColour: false)
    view.looks = try parseOptions(arguments).looks
    view.layout = layout
    _ = state.apply(.resized(listRows: view.listRows(for: state)))
    let rows = view.screen(state).rows.map { row in
      var text = Substring(row.text)
      while text.last == " " { text.removeLast() }
      return String(text)
    }
    return (rows, view, state)
  }

  func testHeaderLinesBorderSetsThemApart() throws {
    XCTAssertEqual(
      try withHeaderLine(["--header-border", "--header-lines-border=sharp"], height: 10).rows,
      [
        "╭──────────────────╮", "│ H                │", "╰──────────────────╯", ">                3/3",
        "┌──────────────────┐", "│     NAME         │", "└──────────────────┘", "> 1 1", "  2 2", "  3 3",
      ])
    XCTAssertEqual(
      try withHeaderLine(["--header-border"], height: 8).rows,
      ["╭──────────────────╮", "│ H                │", "│     NAME         │", "╰──────────────────╯", ">                3/3",
       "> 1 1", "  2 2", "  3 3"], "without it, the header's")
    XCTAssertEqual(
      try withHeaderLine(["--header-lines-border=none", "--header-border"], height: 8).rows.prefix(5),
      ["╭──────────────────╮", "│ H                │", "╰──────────────────╯", ">                3/3", "    NAME"],
      "none: apart, with no border")
  }

  func testInlineSectionsJoinTheListsBorder() throws {
    let inline = ["--list-border", "--header-border=inline", "--header-lines-border", "inline"]
    let (rows, view, state) = try withHeaderLine(inline + ["--layout", "bottom-up"], layout: .bottomUp, height: 10)
    XCTAssertEqual(rows, [
      "╭──────────────────╮", "│   3 3            │", "│   2 2            │", "│ > 1 1            │", "├──────────────────┤",
      "│     NAME         │", "├──────────────────┤", "│ H                │", "╰──────────────────╯", ">                3/3",
    ], "bottom-up: the list, its header lines, the header, in one box")
    XCTAssertEqual(view.target(atRow: 4, column: 3, in: state), .nothing, "a joining line")
    XCTAssertEqual(view.target(atRow: 5, column: 6, in: state), .header(line: 1, column: 6))
    XCTAssertEqual(view.target(atRow: 7, column: 2, in: state), .header(line: 0, column: 2))
    XCTAssertEqual(view.target(atRow: 3, column: 5, in: state), .item(offset: 0))
    let bold = try withHeaderLine(["--list-border=bold", "--header-border=inline", "--footer", "F", "--footer-border=inline"], height: 10).rows
    XCTAssertEqual(bold, [
      ">                3/3", "┏━━━━━━━━━━━━━━━━━━┓", "┃ H                ┃", "┃     NAME         ┃", "┣━━━━━━━━━━━━━━━━━━┫",
      "┃ > 1 1          │ ┃", "┃   2 2            ┃", "┣━━━━━━━━━━━━━━━━━━┫", "┃ F                ┃", "┗━━━━━━━━━━━━━━━━━━┛",
    ], "top-down: the header (and its lines) above the list in its box, the footer below; the prompt outside")
    let horizontal = try withHeaderLine(["--list-border=horizontal", "--footer", "F", "--footer-border=inline"], height: 9).rows
    XCTAssertEqual(horizontal.suffix(3), ["────────────────────", "F", "────────────────────"], "no sides: no T-junctions")
    let fallback = try withHeaderLine(["--header-border=inline"], height: 8).rows
    XCTAssertEqual(fallback.prefix(3), ["H", "    NAME", "────────────────────"], "no list border: a line")
  }

  func testFullStyleBoxesEverySection() throws {
    XCTAssertEqual(
      try text(["--style", "full", "--footer", "F", "--input-label", "in", "--list-label", "li"], height: 14),
      [
        "╭──────────────────╮", "│ H                │", "╰──────────────────╯",
        "╭────────in────────╮", "│ >            3/3 │", "╰──────────────────╯",
        "╭────────li────────╮", "│ > 1 1            │", "│   2 2            │", "│   3 3            │",
        "╰──────────────────╯", "╭──────────────────╮", "│ F                │", "╰──────────────────╯",
      ])
    let bottomUp = try text(["--style", "full:sharp"], layout: .bottomUp, height: 11)
    XCTAssertEqual(bottomUp.suffix(6), [
      "┌──────────────────┐", "│ H                │", "└──────────────────┘",
      "┌──────────────────┐", "│ >            3/3 │", "└──────────────────┘",
    ])
    XCTAssertEqual(bottomUp[0], "┌──────────────────┐")
    XCTAssertEqual(bottomUp[3], "│ > 1 1            │")
  }

  func testALineBorderFacesTheList() throws {
    XCTAssertEqual(
      Array(try text(["--input-border", "line"], height: 5)), ["H", ">                3/3", "────────────────────", "> 1 1              │", "  2 2"])
    XCTAssertEqual(
      Array(try text(["--input-border=line"], layout: .bottomUp, height: 5)),
      ["  2 2", "> 1 1              │", "H", "────────────────────", ">                3/3"])
  }

  func testMinimalAndDefaultPresets() throws {
    let minimal = try parseOptions(["--style", "minimal"]).looks
    XCTAssertEqual(minimal.info?.style, .default)
    XCTAssertEqual(minimal.separator, .off)
    XCTAssertEqual(minimal.previewBorder, .border(.left))
    let fzfDefault = try parseOptions(["--style", "default", "--no-scrollbar"]).looks
    XCTAssertEqual(fzfDefault.scrollbar, .off, "a later option wins over the preset")
    XCTAssertEqual(fzfDefault.previewBorder, .border(.rounded))
    XCTAssertThrowsError(try parseOptions(["--style", "fancy"]))
    XCTAssertThrowsError(try parseOptions(["--style", "full:wavy"]))
    XCTAssertThrowsError(try parseOptions(["--list-border", "--list-label-pos", "x"]))
  }

  func testThePreviewBorderAndItsLabel() throws {
    var settings = PickerState.Settings()
    settings.previewWindow = PreviewWindow()
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["1"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    var view = PickerView(width: 40, height: 4, usesColour: false)
    view.looks = try parseOptions(["--preview-border=double", "--preview-label", "pv", "--preview-label-pos", "2"]).looks
    let rows = view.screen(state).rows.map(\.text)
    XCTAssertEqual(rows[0], ">                1/1╔pv════════════════╗")
    XCTAssertEqual(rows[3], "                    ╚══════════════════╝")
  }
}

/// `--wrap` and multi-line items: an item over several rows.
final class WrapLooksTests: PickerTestCase {
  private func text(
    _ labels: [String], _ arguments: [String], breaks: Bool = false, multi: Bool = false, keys: [Key] = [],
    layout: PickerLayout = .topDown, width: Int = 16, height: Int = 6
  ) throws -> [String] {
    var view = PickerView(width: width, height: height, usesColour: false)
    view.looks = try parseOptions(arguments).looks
    view.looks.labelsMayBreak = breaks
    view.layout = layout
    var state = makeState(labels, multi: multi)
    for key in keys {
      press([key], on: &state)
      _ = state.apply(.resized(listRows: view.listRows(for: state)))
    }
    _ = state.apply(.resized(listRows: view.listRows(for: state)))
    return view.screen(state).rows.map { row in
      var text = Substring(row.text)
      while text.last == " " { text.removeLast() }
      return String(text)
    }
  }

  func testWrapGoesOnOverRowsAfterTheSign() throws {
    XCTAssertEqual(
      try text(["abcdefghijklmnopqrstuvwxyz", "z"], ["--wrap"]),
      [">            2/2", "> 1 abcdefghijk", "    ↳ lmnopqrst", "    ↳ uvwxyz", "  2 z", ""])
    XCTAssertEqual(
      try text(["abcdefghijklmnopqrstuvwxyz", "z"], ["--wrap", "--wrap-sign", "+"], layout: .bottomUp),
      ["", "  2 z", "> 1 abcdefghijk", "    +lmnopqrstu", "    +vwxyz", ">            2/2"])
  }

  func testWrapByWordsEndsARowAfterItsLastBlank() throws {
    XCTAssertEqual(
      try text(["aaa bbb cccc ddd", "aa  bb   cc dd", String(repeating: "x", count: 14)], ["--wrap=word"], height: 8),
      [">            3/3", "> 1 aaa bbb", "    ↳ cccc ddd", "  2 aa  bb   cc", "    ↳  dd", "  3 xxxxxxxxxxx",
       "    ↳ xxx", ""],
      "a row ends after its last blank; a blank that does not fit starts the next; a word too long is cut")
    XCTAssertEqual(try parseOptions(["--wrap-word"]).looks.wrapsAtWords, true)
    XCTAssertEqual(try parseOptions(["--wrap-word", "--wrap"]).looks.wrapsAtWords, false)
    XCTAssertEqual(try parseOptions(["--wrap-word", "--no-wrap"]).looks.wrap, false)
    XCTAssertThrowsError(try parseOptions(["--wrap=line"]))
  }

  func testALabelWithLineBreaksTakesARowALine() throws {
    XCTAssertEqual(
      try text(["one\ntwo", "three"], [], breaks: true), [">            2/2", "> 1 one", "    two", "  2 three", "", ""])
    XCTAssertEqual(
      try text(["one\ntwo", "three"], ["--no-multi-line"], breaks: true)[1], "> 1 one^Jtwo")
    XCTAssertEqual(
      try text(["one\ntwo\nsix", "x"], ["--marker-multi-line", "abc"], breaks: true, multi: true, keys: [.tab]).prefix(6),
      [">", "Unchecked (1)  │", ">   2 x        │", "Checked (1)", "  a 1 one", "  b   two"])
    XCTAssertThrowsError(try parseOptions(["--marker-multi-line", "ab"]))
  }

  func testMovingOntoATallItemScrollsItIntoView() throws {
    let rows = try text(["a", String(repeating: "b", count: 40), "c"], ["--wrap"], keys: [.down, .down], height: 5)
    XCTAssertTrue(rows.contains("> 3 c          │"), "\(rows)")
  }
}

/// `--raw`: every item stays listed, the ones that do not match dimmed.
final class RawLooksTests: PickerTestCase {
  private func rawState(_ labels: [String], query: String, layout: PickerLayout = .topDown) -> PickerState {
    var settings = PickerState.Settings()
    settings.raw = true
    settings.layout = layout
    var state = PickerState(settings: settings, query: query)
    _ = state.apply(.itemsArrived(items(labels)))
    _ = state.apply(.inputEnded)
    _ = state.apply(.resized(listRows: 5))
    state.rankNow()
    return state
  }

  func testNonMatchingItemsStayDimmedInSourceOrder() throws {
    let state = rawState(["apple", "banana", "cherry", "avocado"], query: "av")
    var view = PickerView(width: 20, height: 5, usesColour: false)
    view.looks = try parseOptions(["--gutter-raw", ":"]).looks
    let screen = view.screen(state)
    XCTAssertEqual(screen.rows.map(\.text), ["> av             1/4", "> 1 apple", ": 2 banana", ": 3 cherry", "  4 avocado"])
    XCTAssertTrue(screen.rows[2].spans.contains { $0.text == "banana" && $0.style.isDim })
    XCTAssertFalse(screen.rows[4].spans.contains { $0.text.contains("ocado") && $0.style.isDim })
  }

  func testUpMatchAndDownMatchSkipTheOthers() {
    let state = rawState(["apple", "banana", "cherry", "avocado", "kiwi", "avocado2"], query: "av")
    XCTAssertEqual(state.list.shown.count, 6)
    XCTAssertEqual(state.list.matchCount, 2)
    var settings = state.settings
    settings.keymap.bind(Key(name: "ctrl-n")!, to: [.downMatch])
    settings.keymap.bind(Key(name: "ctrl-p")!, to: [.upMatch])
    var bound = PickerState(settings: settings, query: "av")
    _ = bound.apply(.itemsArrived(items(["apple", "banana", "cherry", "avocado", "kiwi", "avocado2"])))
    _ = bound.apply(.inputEnded)
    bound.rankNow()
    press([Key(name: "ctrl-n")!], on: &bound)
    XCTAssertEqual(bound.list.cursor, 3)
    press([Key(name: "ctrl-n")!], on: &bound)
    XCTAssertEqual(bound.list.cursor, 5)
    press([Key(name: "ctrl-n")!], on: &bound)
    XCTAssertEqual(bound.list.cursor, 5, "no match further down")
    press([Key(name: "ctrl-p")!], on: &bound)
    XCTAssertEqual(bound.list.cursor, 3)
    XCTAssertEqual(try Keymap.bindings(parsing: "ctrl-j:down-match").first?.actions, [.downMatch])
  }

  func testWithoutRawOnlyMatchesAreShown() {
    let state = makeState(["apple", "banana", "avocado"], query: "av")
    XCTAssertEqual(state.list.shown.count, 1)
    XCTAssertNil(state.list.rawMatches)
  }
}

/// From a place on the screen back to what is drawn there.
final class ContentAtTests: PickerTestCase {
  func testARowOfTheScreenMapsBackThroughBorderMarginAndPreview() throws {
    var settings = PickerState.Settings()
    settings.previewWindow = try PreviewWindow(parsing: "left,10")
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["a", "b", "c"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    var view = PickerView(width: 40, height: 16, usesColour: false)
    view.looks = try parseOptions(["--border", "--margin", "1", "--style", "full"]).looks
    _ = state.apply(.resized(listRows: view.listRows(for: state)))
    let screen = view.screen(state).rows.map(\.text)
    let row = try XCTUnwrap(screen.firstIndex { $0.contains("2 b") })
    let column = try XCTUnwrap(screen[row].range(of: "2 b")).lowerBound.utf16Offset(in: screen[row])
    XCTAssertEqual(view.content(atRow: row, column: column, state), .list(1))
    let prompt = try XCTUnwrap(screen.firstIndex { $0.contains("3/3") })
    XCTAssertEqual(view.content(atRow: prompt, column: 30, state), .prompt)
    XCTAssertNil(view.content(atRow: 0, column: 5, state), "the margin")
    XCTAssertNil(view.content(atRow: row, column: 5, state), "the preview pane")
  }
}

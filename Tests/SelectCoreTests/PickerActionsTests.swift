import SelectCore
import XCTest

/// fzf's actions and events on the picker's state.
final class PickerActionsTests: PickerTestCase {
  private func state(_ labels: [String] = ["alpha", "beta", "gamma"], bind: String, multi: Bool = false) throws -> PickerState {
    var state = makeState(labels, multi: multi)
    var settings = state.settings
    for binding in try Keymap.bindings(parsing: bind) { settings.keymap.apply(binding) }
    state = PickerState(settings: settings)
    _ = state.apply(.started)
    _ = state.apply(.itemsArrived(items(labels)))
    _ = state.apply(.inputEnded)
    _ = state.apply(.resized(listRows: 5))
    state.rankNow()
    return state
  }

  private func current(_ state: PickerState) -> String? {
    state.cursorPosition.map { state.items[$0].value.string }
  }

  func testPositionFirstLastAndHalfPages() throws {
    var state = try state(bind: "a:pos(2),b:pos(-1),c:first,d:half-page-down")
    press([.character("a")], on: &state)
    XCTAssertEqual(current(state), "beta")
    press([.character("b")], on: &state)
    XCTAssertEqual(current(state), "gamma")
    press([.character("c"), .character("d")], on: &state)
    XCTAssertEqual(current(state), "gamma", "half of five rows is two")
  }

  func testChangeAndTransformActionsAskForCommands() throws {
    var state = try state(bind: "ctrl-a:change-prompt(P> )+transform-query(echo {})+up")
    let effect = press([.control("a")], on: &state)
    XCTAssertEqual(state.settings.prompt, "P> ")
    XCTAssertEqual(effect, .run(ShellCommand(.transform(.query, background: false), "echo 'alpha'")))
    _ = state.apply(.commandEnded(.transform(.query, background: false), output: Array("gam\n".utf8)))
    XCTAssertEqual(state.query, "gam")
  }

  func testTransformOutputIsDoneAsActions() throws {
    var state = try state(bind: "ctrl-a:transform(x)+print(after)")
    _ = press([.control("a")], on: &state)
    _ = state.apply(.commandEnded(.transform(nil, background: false), output: Array("pos(3)+print(first)\n".utf8)))
    XCTAssertEqual(current(state), "gamma")
    XCTAssertEqual(state.queue.printed, ["first", "after"], "the output's actions come before the rest of the chain")
  }

  func testStaleBackgroundTransformsAreDropped() throws {
    var state = try state(bind: "ctrl-a:bg-transform-prompt(x),ctrl-b:bg-cancel")
    _ = press([.control("a")], on: &state)
    _ = state.apply(.commandEnded(nil, output: []))
    press([.control("b")], on: &state)
    _ = state.apply(.backgroundTransformEnded(.prompt, output: Array("late".utf8), generation: 0))
    XCTAssertEqual(state.settings.prompt, "> ")
  }

  func testEventsFire() throws {
    var state = try state(bind: "change:print(change),focus:print(focus),one:print(one),zero:print(zero),backward-eof:print(eof)")
    XCTAssertEqual(state.queue.printed, ["focus"], "the first item got the focus")
    press([.character("b"), .character("e")], on: &state)
    XCTAssertEqual(state.queue.printed, ["focus", "change", "one", "focus", "change", "one"])
    press([.character("z")], on: &state)
    XCTAssertEqual(state.queue.printed.last, "zero")
    press([.backspace, .backspace, .backspace, .backspace], on: &state)
    XCTAssertEqual(state.queue.printed.last, "eof")
  }

  func testStartAndLoadEvents() throws {
    var settings = PickerState.Settings()
    for binding in try Keymap.bindings(parsing: "start:change-prompt(S),load:change-query(b)") { settings.keymap.apply(binding) }
    var state = PickerState(settings: settings)
    _ = state.apply(.started)
    XCTAssertEqual(state.settings.prompt, "S")
    _ = state.apply(.itemsArrived(items(["a", "b"])))
    state.rankNow()
    XCTAssertEqual(state.query, "", "no load before the input ends")
    _ = state.apply(.inputEnded)
    state.rankNow()
    XCTAssertEqual(state.query, "b")
  }

  func testUnbindRebindAndTrigger() throws {
    var state = try state(bind: "ctrl-a:unbind(enter),ctrl-b:rebind(enter),ctrl-t:trigger(ctrl-x),ctrl-x:last")
    press([.control("a")], on: &state)
    XCTAssertEqual(press([.enter], on: &state), .none)
    press([.control("b")], on: &state)
    press([.control("t")], on: &state)
    XCTAssertEqual(current(state), "gamma")
    XCTAssertEqual(chosen(press([.enter], on: &state), state), ["gamma"])
  }

  func testExcludeSearchAndSort() throws {
    var state = try state(["ab", "b", "cb"], bind: "ctrl-e:exclude,ctrl-d:disable-search,ctrl-s:toggle-sort")
    press([.control("e")], on: &state)
    XCTAssertEqual(state.list.shown.map { state.items[$0].value.string }, ["b", "cb"])
    press([.control("d"), .character("z")], on: &state)
    XCTAssertEqual(state.list.shown.count, 2, "the query no longer narrows")
  }

  func testWaitHoldsLaterActionsUntilTheRanking() throws {
    var state = try state(bind: "ctrl-a:change-query(gam)+wait+accept")
    XCTAssertEqual(state.apply(.key(.control("a"))), .none)
    XCTAssertEqual(chosen(state.rankNow(), state), ["gamma"])
  }

  func testTrackCurrentKeepsTheItemUntilTheCursorMoves() throws {
    var state = try state(["ab", "b", "cb"], bind: "ctrl-t:track-current")
    press([.down, .control("t"), .character("b")], on: &state)
    XCTAssertEqual(current(state), "b", "kept across the new ranking")
    press([.down, .backspace], on: &state)
    XCTAssertEqual(current(state), "ab", "moving ended the tracking")
  }

  func testCancelClearsTheQueryThenAborts() throws {
    var state = try state(bind: "ctrl-a:cancel")
    press([.character("a")], on: &state)
    XCTAssertEqual(press([.control("a")], on: &state), .none)
    XCTAssertEqual(state.query, "")
    XCTAssertEqual(press([.control("a")], on: &state), .cancel)
  }

  func testChangeAndTransformTheLabelsFooterGhostAndPointer() throws {
    var state = try state(
      bind: "a:change-footer(F1\nF2)+change-ghost(G)+change-pointer(->)+change-border-label(B)"
        + "+change-list-label(L)+change-input-label(I)+change-header-label(H)+change-footer-label(FL)"
        + "+change-preview-label(P),b:change-pointer(wide)+transform-border-label(x)")
    press([.character("a")], on: &state)
    let looks = state.settings.looks
    XCTAssertEqual(looks.footer, "F1\nF2", "a footer keeps its lines")
    XCTAssertEqual([looks.ghost, looks.pointer, looks.borderLabel, looks.previewLabel], ["G", "->", "B", "P"])
    XCTAssertEqual(
      [ContentLayout.Part.list, .input, .header, .footer].map { looks.sections[$0]?.label }, ["L", "I", "H", "FL"])
    let effect = press([.character("b")], on: &state)
    XCTAssertEqual(state.settings.looks.pointer, "->", "a pointer wider than two columns is ignored, as fzf does")
    XCTAssertEqual(effect, .run(ShellCommand(.transform(.borderLabel, background: false), "x")))
    _ = state.apply(.commandEnded(.transform(.borderLabel, background: false), output: Array("one\ntwo\n".utf8)))
    XCTAssertEqual(state.settings.looks.borderLabel, "one", "a label is one line")
  }

  func testHeaderAndInputShowAndHide() throws {
    var settings = try state(bind: "a:toggle-header,b:show-header,c:hide-input,d:toggle-input").settings
    settings.header = "title"
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["alpha", "beta"])))
    XCTAssertEqual(state.settings.headerLines, ["title"])
    press([.character("a")], on: &state)
    XCTAssertEqual(state.settings.headerLines, [], "hidden")
    press([.character("b"), .character("b")], on: &state)
    XCTAssertEqual(state.settings.headerLines, ["title"], "show-header shows, and showing again does nothing")
    press([.character("c"), .character("x")], on: &state)
    XCTAssertTrue(state.settings.looks.noInput)
    XCTAssertEqual(state.query, "", "without the input keys type nothing")
    press([.character("d"), .character("x")], on: &state)
    XCTAssertEqual(state.query, "x")
  }

  func testWrapMultiLineHscrollAndTrackToggle() throws {
    var state = try state(["a", "b1", "b2"], bind: "w:toggle-wrap+toggle-multi-line+toggle-hscroll,t:toggle-track")
    press([.character("w")], on: &state)
    XCTAssertEqual(
      [state.settings.looks.wrap, state.settings.looks.multiLine, state.settings.looks.hscroll], [true, false, false])
    var words = try self.state(["a"], bind: "w:toggle-wrap-word,c:toggle-wrap")
    let mode = { (state: PickerState) in [state.settings.looks.wrap, state.settings.looks.wrapsAtWords] }
    press([.character("w")], on: &words)
    XCTAssertEqual(mode(words), [true, true], "toggle-wrap-word turns wrapping at words on")
    press([.character("c")], on: &words)
    XCTAssertEqual(mode(words), [false, false], "toggle-wrap turns either mode off")
    press([.character("c"), .character("w")], on: &words)
    XCTAssertEqual(mode(words), [true, true], "from wrapping by characters to wrapping at words")
    press([.character("w")], on: &words)
    XCTAssertEqual(mode(words), [false, false])
    var untracked = state
    press([.character("t"), .down, .down, .character("b")], on: &state)
    XCTAssertTrue(state.settings.tracks)
    XCTAssertEqual(current(state), "b2", "--track keeps the item across the new ranking")
    press([.down, .down, .character("b")], on: &untracked)
    XCTAssertEqual(current(untracked), "b1", "without it, a new query starts at the top")
  }

  func testRawModeOnAndOff() throws {
    var state = try state(
      ["ab", "x", "cb", "y"], bind: "ctrl-r:toggle-raw,ctrl-e:enable-raw,ctrl-d:disable-raw,ctrl-t:toggle",
      multi: true)
    let shown = { (state: PickerState) in state.list.shown.map { state.items[$0].value.string } }
    press([.character("b")], on: &state)
    XCTAssertEqual(shown(state), ["ab", "cb"])
    press([.control("e"), .control("e")], on: &state)
    XCTAssertEqual(shown(state), ["ab", "x", "cb", "y"], "every item, in source order")
    XCTAssertEqual(current(state), "ab")
    press([.down, .control("t")], on: &state)
    XCTAssertEqual(state.checks.order.map { state.items[$0].value.string }, ["x"])
    press([.control("r")], on: &state)
    XCTAssertEqual(shown(state), ["ab", "cb"])
    XCTAssertEqual(current(state), "cb", "off a match, the cursor goes to the nearest one")
    XCTAssertEqual(state.checks.order, [], "a checked item that does not match is unchecked")
    press([.control("r")], on: &state)
    XCTAssertTrue(state.settings.raw)
    press([.control("d")], on: &state)
    XCTAssertFalse(state.settings.raw)
  }

  func testChangeHeaderLinesMovesItemsAndKeepsTheCursorOnItsItem() throws {
    var settings = try state(bind: "a:change-header-lines(2),b:change-header-lines(0),c:transform-header-lines(x)").settings
    settings.headerLineCount = 1
    settings.multi = true
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["h", "one", "two", "three"])))
    _ = state.apply(.inputEnded)
    state.rankNow()
    press([.tab], on: &state)
    XCTAssertEqual(state.checks.order.map { state.items[$0].value.string }, ["one"])
    XCTAssertEqual(current(state), "two")
    _ = state.apply(.key(.character("a")))
    XCTAssertEqual(state.input.headerItems.map { $0.value.string }, ["h", "one"])
    XCTAssertEqual(state.checks.order, [], "an item that became a header line is unchecked")
    XCTAssertEqual(current(state), "two", "shown before the new ranking")
    XCTAssertTrue(state.needsRanking)
    state.rankNow()
    XCTAssertEqual(state.list.shown.map { state.items[$0].value.string }, ["two", "three"])
    XCTAssertEqual(current(state), "two")
    press([.character("b")], on: &state)
    XCTAssertEqual(state.input.headerItems.count, 0)
    XCTAssertEqual(state.list.shown.map { state.items[$0].value.string }, ["h", "one", "two", "three"])
    XCTAssertEqual(current(state), "two", "the cursor stays on its item")
    _ = press([.character("c")], on: &state)
    _ = state.apply(.commandEnded(.transform(.headerLines, background: false), output: Array("nope\n".utf8)))
    XCTAssertEqual(state.settings.headerLineCount, 0, "output that is no number is ignored")
  }

  func testJumpLabelsTheRowsOnTheScreenAndALabelMovesThere() throws {
    let labels = (1...8).map { "item \($0)" }
    var state = try state(labels, bind: "space:jump,ctrl-a:jump-accept,jump:print(J),jump-cancel:print(C)")
    press([.down, .down, .down, .down, .down, .down], on: &state)
    XCTAssertEqual(state.list.scroll, 2, "five rows: items 3 to 7 on the screen")
    XCTAssertNil(state.jumpLabel(ofOffset: 2), "no labels outside jump mode")
    press([.character(" ")], on: &state)
    XCTAssertEqual((0..<8).map { state.jumpLabel(ofOffset: $0) }, [nil, nil, "a", "s", "d", "f", "g", nil])
    press([.character("s")], on: &state)
    XCTAssertEqual(current(state), "item 4")
    XCTAssertNil(state.jumpLabel(ofOffset: 2), "a label's key ends jump mode")
    XCTAssertEqual(state.query, "", "and types nothing")
    press([.character(" "), .character("z")], on: &state)
    XCTAssertEqual(current(state), "item 4", "a key that labels no row only ends jump mode")
    XCTAssertEqual(state.queue.printed, ["J", "C"])
    press([.control("a")], on: &state)
    XCTAssertEqual(chosen(press([.character("a")], on: &state), state), ["item 3"])
  }

  func testJumpModeEndsForActionsFromElsewhere() throws {
    var state = try state(bind: "space:jump,jump-cancel:print(C)")
    press([.character(" ")], on: &state)
    _ = state.apply(.remote([.print("R")]))
    XCTAssertEqual(state.queue.printed, ["C", "R"])
    XCTAssertNil(state.jumpLabel(ofOffset: 0))
  }

  func testChangeWithNthMakesTheLabelsAgain() throws {
    var settings = try state(bind: "a:change-with-nth(2|{3}-{1}),c:change-with-nth(),x:change-with-nth(nope)").settings
    settings.withNthText = "1"
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["a b c", "d e f"], labels: ["a", "d"])))
    state.rankNow()
    let labels = { (state: PickerState) in state.items.map { $0.label.string } }
    press([.character("a")], on: &state)
    XCTAssertEqual(labels(state), ["b", "e"])
    XCTAssertEqual(state.items.map { $0.value.string }, ["a b c", "d e f"], "the values stay")
    _ = state.apply(.itemsArrived(items(["g h i"], labels: ["g"], first: 2)))
    XCTAssertEqual(labels(state), ["b", "e", "h"], "items read later get the new labels too")
    press([.character("a")], on: &state)
    XCTAssertEqual(labels(state), ["c-a", "f-d", "i-g"], "the next alternative, a template")
    press([.character("x")], on: &state)
    XCTAssertEqual(labels(state), ["c-a", "f-d", "i-g"], "a bad one is ignored")
    press([.character("c")], on: &state)
    XCTAssertEqual(labels(state), ["a", "d", "g"], "empty: --with-nth as given")
    var plain = try self.state(bind: "a:change-with-nth(2)")
    _ = plain.apply(.key(.character("a")))
    XCTAssertEqual(plain.items.map { $0.label.string }, ["alpha", "beta", "gamma"], "nothing without --with-nth, as in fzf")
  }

  func testEnableSearchTurnsOnASearchThatStartedDisabled() throws {
    var settings = try state(bind: "ctrl-e:enable-search").settings
    settings.match.disabled = true
    var state = PickerState(settings: settings)
    _ = state.apply(.itemsArrived(items(["alpha", "beta", "gamma"])))
    _ = state.apply(.inputEnded)
    press([.character("b")], on: &state)
    XCTAssertEqual(state.list.shown.count, 3, "--disabled: the query does not narrow")
    press([.control("e")], on: &state)
    XCTAssertEqual(state.list.shown.map { state.items[$0].value.string }, ["beta"])
  }
}

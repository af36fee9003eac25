import Foundation
import SelectTestSupport
import XCTest

/// fzf's actions, events, placeholders and child variables, select beside
/// fzf 0.74.5 on the same input, command line and keys. Both get
/// `--layout reverse` through FZF_DEFAULT_OPTS, fzf's way of saying
/// select's top-down default, so that Tab and Down move the same way. A key
/// that waits on work done in the background (a ranking, a reload, a
/// transform) is followed by a wait for the screen that work shows, so
/// neither program races its own ranking.
final class FzfActionsSideBySideTests: XCTestCase {
  private let three = "alpha\nbeta\ngamma\n"
  /// A file a bound command makes when it starts (`touch`).
  private let started = NSTemporaryDirectory() + "select-side-by-side-started-\(getpid())"

  /// Waits until a bound command has made `started`, and removes it for
  /// the next run.
  private var commandStarted: TerminalStep {
    .waitUntil("the bound command's start") { [started] in unlink(started) == 0 }
  }

  private func same(
    _ arguments: [String], stdin: String? = nil, keys: TerminalStep..., ready: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let typed = keys.isEmpty ? ["\r"] : keys
    let run = try sideBySide(
      arguments, stdin: stdin ?? three, steps: typed,
      ready: ready, environment: ["FZF_DEFAULT_OPTS": "--layout reverse"])
    XCTAssertSameAsFzf(run, arguments.joined(separator: " "), file: file, line: line)
  }

  // Events.

  func testStartEventRunsBeforeTheFirstKey() throws {
    try same(["--bind", "start:change-query(gam)"], ready: "1/3")
    // (start:last is left out: whether fzf has read a short input by
    // `start` is a race, and it answers either way.)
    try same(["--bind", "start:reload(printf 'x\\ny\\n')"], ready: "2/2")
  }

  func testLoadEvent() throws {
    try same(["--bind", "load:last"], keys: .waitForCursor(on: "gamma"), "\r")
  }

  func testResultOneAndZeroEvents() throws {
    try same(["--query", "bet", "--bind", "one:accept"], keys: "", ready: "")
    try same(["--bind", "zero:print(none)+abort"], keys: "xyz")
    try same(["--bind", "result:transform-prompt(echo {q}:)+print(result)"], keys: "b", .showing("b:b"), "\r")
  }

  func testChangeEvent() throws {
    try same(["--bind", "change:last"], keys: "a", .showing("> a"), .waitForCursor(on: "gamma"), "\r")
  }

  func testFocusEventSeesTheItem() throws {
    try same(["--bind", "focus:transform-query(echo {})"], keys: .showing("> alpha", "1/3"), "\r")
  }

  func testBackwardEOFEvent() throws {
    try same(["--bind", "backward-eof:print(eof)+abort"], keys: "\u{7F}")
  }

  func testMultiEvent() throws {
    try same(["--multi", "--bind", "multi:accept"], keys: "\t")
  }

  // Binding syntax.

  func testSeveralKeysAndEventsAtOnceAndTheColonForm() throws {
    try same(["--bind", "start,ctrl-r:change-query:gam"], ready: "1/3")
    try same(["--bind", "ctrl-a:first+change-prompt[(x)> ]+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:print{a)b}+print(c)d)+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:print<x>+print@y@+print|z|+accept,::print(colon)+accept"], keys: "\u{01}")
    try same(["--bind", "::print(colon)+accept"], keys: ":")
    try same(["--bind", "ctrl-a:execute-silent~echo (x) >/dev/null~+accept"], keys: "\u{01}")
  }

  func testAppendingToABinding() throws {
    try same(["--bind", "ctrl-a:print(one)", "--bind", "ctrl-a:+print(two)+accept"], keys: "\u{01}")
  }

  // Actions.

  func testPositionAndMotion() throws {
    try same(["--bind", "ctrl-a:pos(2)+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:pos(-1)+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:last+accept"], keys: "\u{01}")
  }

  func testQueryActions() throws {
    try same(["--bind", "ctrl-a:change-query(beta)+wait+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:put(gam)"], keys: "\u{01}", .showing("1/3", hiding: ["alpha"]), "\r")
    try same(["--bind", "x:put+put"], keys: "x", .showing("0/3", hiding: ["alpha"]), "\r", ready: "alpha")
    try same(["--bind", "ctrl-a:pos(2)+replace-query+print-query"], keys: "\u{01}")
    try same(
      ["--bind", "ctrl-a:cancel"], keys: "gam", .showing("1/3", hiding: ["alpha"]), "\u{01}", .showing("3/3", "alpha"), "\r")
    try same(["--bind", "ctrl-a:cancel"], keys: "\u{01}")
  }

  func testAcceptVariants() throws {
    try same(["--bind", "enter:accept-or-print-query"], keys: "zzz", .showing("0/3", hiding: ["alpha"]), "\r")
    try same(
      ["--bind", "enter:accept-non-empty,ctrl-a:abort"], keys: "zzz", .showing("0/3", hiding: ["alpha"]), "\r", "\u{01}")
  }

  func testTransformActions() throws {
    try same(["--bind", "ctrl-a:transform:echo 'pos(3)+accept'"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:transform-query(echo gam)"], keys: "\u{01}", .showing("1/3", hiding: ["alpha"]), "\r")
    try same(["--bind", "ctrl-a:bg-transform-query(echo gam)"], keys: "\u{01}", .showing("1/3", hiding: ["alpha"]), "\r")
    try same(["--bind", "ctrl-a:transform-header(echo hi)+transform-search(echo bet)+wait+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:transform-prompt(echo x)+print(done)+accept"], keys: "\u{01}")
  }

  func testSearchAndExclude() throws {
    try same(["--bind", "ctrl-a:exclude+wait+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:disable-search"], keys: "\u{01}", "zz", .showing("> zz", "3/3"), "\r")
    try same(["--bind", "ctrl-a:toggle-sort"], stdin: "ab\nb\n", keys: "\u{01}", "b", .showing("> b", "2/2"), "\r")
    try same(["--bind", "ctrl-a:search(gam)"], keys: "\u{01}", .showing("1/3", hiding: ["alpha"]), "\r")
  }

  func testUnbindAndTrigger() throws {
    try same(["--bind", "ctrl-a:unbind(enter),ctrl-b:rebind(enter)"], keys: "\u{01}", "\r", "\u{02}", "\r")
    try same(["--bind", "ctrl-a:toggle-bind(enter)"], keys: "\u{01}", "\r", "\u{01}", "\r")
    try same(["--bind", "ctrl-a:trigger(ctrl-b)+accept,ctrl-b:last"], keys: "\u{01}")
  }

  func testMultiActions() throws {
    try same(["--multi", "--bind", "ctrl-a:select-all+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:change-multi+last+select+accept"], keys: "\u{01}")
    try same(["--multi", "--bind", "ctrl-a:select-all+deselect+accept"], keys: "\u{01}")
    try same(["--multi", "--bind", "ctrl-a:select-all+clear-multi+accept"], keys: "\u{01}")
  }

  /// `b` typed while the transform runs waits its turn and goes after the
  /// query the transform gave. (Typed in the same write as Ctrl-A, fzf
  /// sometimes takes it first: a race of its reader, not compared here.)
  func testKeysWaitForASynchronousTransform() throws {
    let run = try sideBySide(
      ["--bind", "ctrl-a:transform-query(touch \(started); sleep 0.5; echo gam)"], stdin: "gamma\ngammb\n",
      steps: [.showing("2/2"), "\u{01}", commandStarted, "b", .showing("> gamb", "1/2"), "\r"],
      environment: ["FZF_DEFAULT_OPTS": "--layout reverse"])
    XCTAssertSameAsFzf(run)
    XCTAssertEqual(run.select.output, "gammb\n")
  }

  /// fzf's interactive launcher: nothing on stdin, the items from a
  /// command rerun as the query changes, the query not filtering them.
  func testTheLauncherRecipe() throws {
    try same(
      ["--bind", "start:disable-search+reload:seq 10", "--bind", "change:reload:seq {q}"], stdin: "x\n",
      keys: "3", .showing("3/3", hiding: ["10"]), "\r", ready: "10/10")
  }

  func testReloadActions() throws {
    // fzf's reload sometimes never ends when the query changes as it starts.
    let reloaded: TerminalStep = .showing("2/2", "one")
    let ranked: TerminalStep = .showing("1/2", "two", hiding: ["one"])
    try same(["--bind", "ctrl-a:reload(printf 'one\\ntwo\\n')"], keys: "\u{01}", reloaded, "tw", ranked, "\r", ready: "3/3")
    try same(
      ["--bind", "ctrl-a:reload-sync(printf 'one\\ntwo\\n')"], keys: "\u{01}", reloaded, "tw", ranked, "\r", ready: "3/3")
  }

  /// While a `reload-sync` runs, the picker goes on with the old items:
  /// keys filter them and Esc quits at once; when it ends, its lines are
  /// the items.
  func testReloadSyncKeepsThePickerGoing() throws {
    let recipe = ["--bind", "load:reload-sync(touch \(started); sleep 1.5; seq 1000)+unbind(load)"]
    let quit = try sideBySide(
      recipe, stdin: "1\n2\n", steps: [commandStarted, "\u{1B}"],
      environment: ["FZF_DEFAULT_OPTS": "--layout reverse"], timeout: 1)
    XCTAssertSameAsFzf(quit)
    XCTAssertEqual(quit.select.status, 130)
    let typed = try sideBySide(
      recipe, stdin: "1\n2\n", steps: [commandStarted, "2", .waitFor("/1000"), "99", .showing("> 299", "1/1000"), "\r"],
      environment: ["FZF_DEFAULT_OPTS": "--layout reverse"])
    XCTAssertSameAsFzf(typed)
    XCTAssertEqual(typed.select.output, "299\n")
  }

  func testEnableSearchUndoesDisabled() throws {
    // fzf's two-phase ripgrep recipe: --disabled, then enable-search.
    try same(
      ["--disabled", "--bind", "ctrl-e:enable-search+clear-query"], keys: "bet", "\u{05}", "gam",
      .showing("1/3", hiding: ["alpha"]), "\r")
    try same(["--disabled", "--bind", "ctrl-t:toggle-search"], keys: "\u{14}", "bet", .showing("1/3", hiding: ["alpha"]), "\r")
  }

  func testRawModeOnAndOff() throws {
    let bind = ["--bind", "ctrl-r:toggle-raw"]
    let ranked: TerminalStep = .showing("> bet", "1/3")
    try same(bind, keys: "bet", ranked, "\u{12}", "\u{1B}[B", "\r")
    try same(bind, keys: "bet", ranked, "\u{12}", "\u{1B}[B", "\u{12}", "\r")
    try same(["--bind", "ctrl-e:enable-raw,ctrl-d:disable-raw"], keys: "bet", ranked, "\u{05}", "\u{1B}[A", "\u{04}", "\r")
  }

  func testInputHiddenTypesNothing() throws {
    try same(["--bind", "ctrl-o:toggle-input"], keys: "\u{0F}", "gam", "\u{0F}", "\r")
    try same(
      ["--bind", "ctrl-o:hide-input,ctrl-s:show-input"], keys: "\u{0F}", "gam", "\u{13}", "bet",
      .showing("1/3", hiding: ["alpha"]), "\r")
  }

  func testToggleTrackKeepsTheItem() throws {
    // The query "a" puts a1, a2, a3 first: the cursor stays on a2, the
    // item it was on, and not on the third row or the first.
    let items = "a1\nb\na2\na3\n"
    let down = "\u{1B}[B"
    let ranked: TerminalStep = .showing("3/4", hiding: ["b"])
    try same(["--bind", "ctrl-t:toggle-track"], stdin: items, keys: .type(down + down), "\u{14}", "a", ranked, "\r")
    try same(
      ["--track", "--bind", "ctrl-t:toggle-track"], stdin: items, keys: .type(down + down), "\u{14}", "\u{14}", "a", ranked,
      "\r")
  }

  func testHeaderLinesChange() throws {
    let five = "1\n2\n3\n4\n5\n"
    let bind = ["--bind", "a:change-header-lines(2),b:change-header-lines(0),c:transform-header-lines(echo 3)"]
    // The first line is a header line: the items are there when the count is.
    let one = ["--header-lines", "1"] + bind
    let two = ["--header-lines", "2"] + bind
    try same(one, stdin: five, keys: "a", .showing("3/3"), "\r", ready: "4/4")
    try same(two, stdin: five, keys: "b", .showing("5/5"), .waitForCursor(on: "3"), "\u{1B}[A", "\r", ready: "3/3")
    try same(one, stdin: five, keys: "c", .showing("2/2"), "\r", ready: "4/4")
    try same(two, stdin: five, keys: "b", .showing("5/5"), "1", .showing("1/5"), "\r", ready: "3/3")
    try same(one + ["--multi"], stdin: five, keys: "\t", "\t", "a", .showing("3/3"), "\r", ready: "4/4")
  }

  func testWithNthChange() throws {
    let lines = "a b c\nd e f\ng h i\n"
    let bind = ["--bind", "ctrl-a:change-with-nth(2),ctrl-b:change-with-nth(2|{3}{1}),ctrl-c:change-with-nth()"]
    // A change of the labels is drawn when the items are labelled again.
    let one: TerminalStep = .showing("1/3")
    let second: TerminalStep = .waitForCursor(on: "b")
    try same(["--with-nth", "1"] + bind, stdin: lines, keys: "\u{01}", second, "e", one, "\r", ready: "3/3")
    try same(
      ["--with-nth", "1"] + bind, stdin: lines, keys: "\u{02}", "\u{02}", .waitForCursor(on: "ca"), "ig", one, "\r",
      ready: "3/3")
    try same(
      ["--with-nth", "1"] + bind, stdin: lines, keys: "\u{01}", second, "\u{03}", .waitForCursor(on: "a"), "d", one, "\r",
      ready: "3/3")
    try same(bind, stdin: lines, keys: "\u{01}", second, "d", .showing("> d", "1/3"), "\r", ready: "3/3")
  }

  /// Jumping is taken in the order typed; the keys wait for the whole
  /// input, and for a query's ranking.
  func testJumpAndItsEvents() throws {
    let many = (1...30).map { "\($0)\n" }.joined()
    func jump(_ arguments: [String], keys: TerminalStep..., file: StaticString = #filePath, line: UInt = #line) throws {
      let run = try sideBySide(
        ["--height", "10"] + arguments, stdin: many, steps: keys, ready: "30/30",
        environment: ["FZF_DEFAULT_OPTS": "--layout reverse"])
      XCTAssertSameAsFzf(run, arguments.joined(separator: " "), file: file, line: line)
    }
    try jump(["--bind", "space:jump"], keys: " ", "d", "\r")
    try jump(["--bind", "space:jump-accept"], keys: " ", "f")
    try jump(["--bind", "space:jump,jump:print(J)+accept"], keys: " ", "s")
    try jump(["--bind", "space:jump,jump-cancel:print(C)+accept"], keys: "\u{1B}[B", " ", "Z")
    try jump(["--jump-labels", "123", "--bind", "space:jump"], keys: "5", .showing("3/30"), " ", "1", "\r")
  }

  func testTransformsOfWhatIsDrawnGoOnToTheRestOfTheChain() throws {
    try same(
      ["--bind", "ctrl-a:transform-footer(echo {})+transform-border-label(echo x)+transform-pointer(echo '>>')+down+accept"],
      keys: "\u{01}")
    try same(["--bind", "ctrl-a:change-ghost(g)+toggle-header+toggle-wrap+toggle-hscroll+toggle-multi-line+last+accept"], keys: "\u{01}")
  }

  // Placeholders and the children's variables.

  func testPlaceholders() throws {
    let stdin = "a 1\nb 2\nc 3\n"
    try same(["--bind", "enter:become(echo {n} {2} {q} {r1})"], stdin: stdin)
    try same(["--bind", "enter:become(echo {*n} {*1})"], stdin: stdin)
    try same(["--multi", "--bind", "enter:become(cat {+f})"], stdin: stdin, keys: "\t\t", "\r")
    try same(["--multi", "--bind", "enter:become(echo {+n} {+2})"], stdin: stdin, keys: "\t\t", "\r")
    try same(["--bind", "enter:become(echo {q:2} {q:1})"], stdin: stdin, keys: "a b", .showing("> a b", "0/3"), "\r")
    try same(["--bind", "enter:become(echo {s1}. \\{} {fzf:query})"], stdin: " x  y\n", keys: "\r")
    try same(["--bind", "enter:become(awk '{print $2}' {f})"], stdin: stdin, keys: "\r")
  }

  func testFieldTemplates() throws {
    try same(["--delimiter", ",", "--with-nth", "{2} {1}", "--accept-nth", "Id: {1} n={n}"], stdin: "a,b\nc,d\n", keys: "d a", .showing("> d a", "0/2"), "\r", ready: "b a")
    try same(["--accept-nth", "{2}-{1}"], stdin: "x y z\n")
  }

  func testChildVariables() throws {
    try same(
      ["--bind", "enter:become(echo $FZF_QUERY {n} $FZF_POS $FZF_MATCH_COUNT $FZF_TOTAL_COUNT)"], keys: "a", .showing("> a", "3/3"),
      "\r")
    try same(["--bind", "enter:become(echo $FZF_CURRENT_ITEM $FZF_INPUT_STATE $FZF_DIRECTION)"])
    try same(["--nth", "2", "--bind", "ctrl-a:change-nth(1|2..),enter:become(echo [$FZF_NTH])"], stdin: "a b\n", keys: "\u{01}", "\u{01}", "\r")
    try same(["--nth", "2", "--bind", "enter:become(echo [$FZF_NTH])"], stdin: "a b\n")
    try same(["--bind", "ctrl-a:become(echo $FZF_KEY $FZF_ACTION $FZF_SELECT_COUNT $FZF_PROMPT)"], keys: "\u{01}")
  }

  func testTheLooksVariables() throws {
    try same(
      ["--ghost", "g", "--pointer", ">", "--border-label", "b", "--list-label", "l", "--input-label", "i",
       "--header-label", "h", "--preview-label", "p", "--with-nth", "1",
       "--bind", "enter:become(echo [$FZF_GHOST] [$FZF_POINTER] $FZF_BORDER_LABEL $FZF_LIST_LABEL $FZF_INPUT_LABEL $FZF_HEADER_LABEL $FZF_PREVIEW_LABEL [$FZF_WITH_NTH] [$FZF_WRAP])"])
    try same(["--wrap-word", "--bind", "ctrl-a:toggle-wrap,ctrl-b:toggle-wrap-word,enter:become(echo [$FZF_WRAP])"])
    try same(["--bind", "ctrl-a:toggle-wrap,enter:become(echo [$FZF_WRAP])"], keys: "\u{01}", "\r")
    try same(["--wrap", "--bind", "ctrl-b:toggle-wrap-word,enter:become(echo [$FZF_WRAP])"], keys: "\u{02}", "\r")
    try same(["--wrap-word", "--bind", "ctrl-b:toggle-wrap-word,enter:become(echo [$FZF_WRAP])"], keys: "\u{02}", "\r")
    try same(["--bind", "enter:become(echo [$FZF_WRAP])"], keys: "\u{1B}/", "\r")
    try same(["--raw", "--bind", "enter:become(echo $FZF_RAW)"], keys: "gam", .showing("> gam", "1/3"), "\r")
    try same(["--raw", "--bind", "enter:become(echo $FZF_RAW)"], keys: "gam", .showing("> gam", "1/3"), "\u{1B}[B", "\r")
    try same(["--no-input", "--bind", "enter:become(echo $FZF_INPUT_STATE)"])
  }

  func testWithShell() throws {
    try same(["--with-shell", "bash -c", "--bind", "enter:become(echo $BASH_VERSINFO | cut -c1)"])
  }
}

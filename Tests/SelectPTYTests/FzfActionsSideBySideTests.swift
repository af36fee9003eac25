import SelectTestSupport
import XCTest

/// fzf's actions, events, placeholders and child variables, select beside
/// fzf 0.74.5 on the same input, command line and keys. Keys whose meaning
/// depends on the layout (Up, Down) are not used, so both run with their
/// own default layout.
final class FzfActionsSideBySideTests: XCTestCase {
  private let three = "alpha\nbeta\ngamma\n"

  private func same(
    _ arguments: [String], stdin: String? = nil, keys: String = "\r", ready: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let run = try sideBySide(
      arguments, stdin: stdin ?? three, steps: [.pause(0.3), .type(keys)], ready: ready)
    XCTAssertSameAsFzf(run, arguments.joined(separator: " "), file: file, line: line)
  }

  // Events.

  func testStartEventRunsBeforeTheFirstKey() throws {
    try same(["--bind", "start:change-query(gam)"])
  }

  func testLoadEvent() throws {
    try same(["--bind", "load:last"])
  }

  func testResultOneAndZeroEvents() throws {
    try same(["--query", "bet", "--bind", "one:accept"], keys: "")
    try same(["--bind", "zero:print(none)+abort"], keys: "xyz")
  }

  func testChangeEvent() throws {
    try same(["--bind", "change:last"], keys: "a\r")
  }

  func testFocusEventSeesTheItem() throws {
    try same(["--bind", "focus:transform-query(echo {})"], keys: "\r")
  }

  func testBackwardEOFEvent() throws {
    try same(["--bind", "backward-eof:print(eof)+abort"], keys: "\u{7F}")
  }

  func testMultiEvent() throws {
    try same(["--multi", "--bind", "multi:accept"], keys: "\t")
  }

  // Binding syntax.

  func testSeveralKeysAndEventsAtOnceAndTheColonForm() throws {
    try same(["--bind", "start,ctrl-r:change-query:gam"])
    try same(["--bind", "ctrl-a:first+change-prompt[(x)> ]+accept"], keys: "\u{01}")
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
    try same(["--bind", "ctrl-a:change-query(beta)+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:put(gam)"], keys: "\u{01}\r")
    try same(["--bind", "ctrl-a:pos(2)+replace-query+print-query"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:cancel"], keys: "al\u{01}\r")
  }

  func testAcceptVariants() throws {
    try same(["--bind", "enter:accept-or-print-query"], keys: "zzz\r")
    try same(["--bind", "enter:accept-non-empty,ctrl-a:abort"], keys: "zzz\r\u{01}")
  }

  func testTransformActions() throws {
    try same(["--bind", "ctrl-a:transform(echo pos\\(3\\)+accept)"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:transform-query(echo gam)"], keys: "\u{01}\r")
    try same(["--bind", "ctrl-a:transform-prompt(echo x)+print(done)+accept"], keys: "\u{01}")
  }

  func testSearchAndExclude() throws {
    try same(["--bind", "ctrl-a:exclude+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:disable-search"], keys: "\u{01}zz\r")
    try same(["--bind", "ctrl-a:toggle-sort"], keys: "\u{01}a\r")
  }

  func testUnbindAndTrigger() throws {
    try same(["--bind", "ctrl-a:unbind(enter),ctrl-b:rebind(enter)"], keys: "\u{01}\r\u{02}\r")
    try same(["--bind", "ctrl-a:trigger(ctrl-b)+accept,ctrl-b:last"], keys: "\u{01}")
  }

  func testMultiActions() throws {
    try same(["--multi", "--bind", "ctrl-a:select-all+accept"], keys: "\u{01}")
    try same(["--bind", "ctrl-a:change-multi+select+last+select+accept"], keys: "\u{01}")
    try same(["--multi", "--bind", "ctrl-a:select-all+clear-multi+accept"], keys: "\u{01}")
  }

  // Placeholders and the children's variables.

  func testPlaceholders() throws {
    let stdin = "a 1\nb 2\nc 3\n"
    try same(["--bind", "enter:become(echo {n} {2} {q} {r1})"], stdin: stdin)
    try same(["--bind", "enter:become(echo {*n} {*1})"], stdin: stdin)
    try same(["--multi", "--bind", "enter:become(cat {+f})"], stdin: stdin, keys: "\t\t\r")
    try same(["--bind", "enter:become(echo {q:2} {q:1})"], stdin: stdin, keys: "x y\r", ready: "a 1")
  }

  func testChildVariables() throws {
    try same(["--bind", "enter:become(echo $FZF_QUERY {n} $FZF_POS $FZF_MATCH_COUNT $FZF_TOTAL_COUNT)"], keys: "a\r")
    try same(["--bind", "ctrl-a:become(echo $FZF_KEY $FZF_ACTION $FZF_SELECT_COUNT $FZF_PROMPT)"], keys: "\u{01}")
  }

  func testWithShell() throws {
    try same(["--with-shell", "bash -c", "--bind", "enter:become(echo $BASH_VERSINFO | cut -c1)"])
  }
}

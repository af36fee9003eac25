import SelectCore
import XCTest

/// `--bind` parsed as fzf 0.74 parses it: bracket forms, the colon form,
/// chains, several keys and events before one colon.
final class BindParserTests: XCTestCase {
  private func parse(_ text: String) throws -> [Keymap.Binding] {
    try Keymap.bindings(parsing: text)
  }

  private func actions(_ text: String) throws -> [PickerAction] {
    try parse(text).first?.actions ?? []
  }

  private func argument(_ action: PickerAction?) -> String? {
    switch action {
    case .change(_, let text), .print(let text), .put(let text), .search(let text): text
    default: nil
    }
  }

  func testEveryBracketFormTakesTheArgument() throws {
    for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("<", ">")] + "~!@#$%^&*;/|".map({ (String($0), String($0)) }) {
      let parsed = try actions("ctrl-a:change-prompt\(open)a+b,c\(close)+accept")
      XCTAssertEqual(argument(parsed.first), "a+b,c", open)
      XCTAssertEqual(parsed.last, .accept, open)
    }
  }

  func testAnArgumentEndsAtAClosingBracketBeforePlusCommaOrTheEnd() throws {
    XCTAssertEqual(argument(try actions("x:print(a)b)").first), "a)b")
    XCTAssertEqual(argument(try actions("x:print(f(x))+up").first), "f(x)")
    let two = try parse("x:print(a),y:up")
    XCTAssertEqual(two.map(\.trigger), [.key(.character("x")), .key(.character("y"))])
  }

  func testTheColonFormTakesTheRestOfTheWholeArgument() throws {
    let parsed = try parse("ctrl-a:up+change-query:a,b:c+d")
    XCTAssertEqual(parsed.count, 1)
    XCTAssertEqual(parsed[0].actions.first, .up)
    XCTAssertEqual(argument(parsed[0].actions.last), "a,b:c+d")
  }

  func testSeveralKeysAndEventsShareTheirActions() throws {
    let parsed = try parse("start,ctrl-r,every(0.5):reload:ls")
    XCTAssertEqual(parsed.map(\.trigger), [.event(.start), .key(.control("r")), .event(.every(0.5))])
    XCTAssertTrue(parsed.allSatisfy { $0.actions == parsed[0].actions })
  }

  func testPunctuationKeysAndAppending() throws {
    XCTAssertEqual(try parse("::up").first?.trigger, .key(.character(":")))
    XCTAssertEqual(try parse(",:up").first?.trigger, .key(.character(",")))
    XCTAssertEqual(try parse("+:up").first?.trigger, .key(.character("+")))
    let appended = try parse("ctrl-a:+accept").first
    XCTAssertEqual(appended?.appends, true)
    XCTAssertEqual(appended?.actions, [.accept])
    var keymap = Keymap.standard
    keymap.apply(try parse("ctrl-a:up").first!)
    keymap.apply(appended!)
    XCTAssertEqual(keymap[.control("a")], [.up, .accept])
  }

  func testNamesAreNotCaseSensitive() throws {
    XCTAssertEqual(try parse("CTRL-A:UP").first?.actions, [.up])
    XCTAssertEqual(try parse("alt-X:up").first?.trigger, .key(.modified(.character("X"), .alt)))
    XCTAssertEqual(try parse("X:up").first?.trigger, .key(.character("X")))
  }

  func testPutTypesTheKeysCharacter() throws {
    XCTAssertEqual(try actions("x:put"), [.put("x")])
    XCTAssertThrowsError(try parse("start:put"))
  }

  func testArgumentsAreChecked() throws {
    XCTAssertEqual(try actions("x:pos(-2)"), [.position(-2)])
    XCTAssertEqual(try actions("x:change-multi(3)+change-multi"), [.changeMulti(3), .changeMulti(nil)])
    XCTAssertEqual(try actions("x:unbind(enter,change)"), [.unbind([.key(.enter), .event(.change)])])
    for bad in ["x:pos(a)", "x:unbind(nokey)", "x:change-multi(-1)", "x:change-preview-window(sideways)"] {
      XCTAssertThrowsError(try parse(bad), bad)
    }
  }

  func testErrorsNameWhatIsWrong() {
    func message(_ text: String) -> String {
      do {
        _ = try Keymap.bindings(parsing: text)
        return ""
      } catch {
        return error.message ?? ""
      }
    }
    XCTAssertTrue(message("x:acept").contains("'acept' (did you mean 'accept'?)"), message("x:acept"))
    XCTAssertTrue(message("strat:up").contains("'strat'"), message("strat:up"))
    XCTAssertTrue(message("start").contains("needs an action"), message("start"))
    XCTAssertTrue(message("x:execute(ls").contains("never closed"), message("x:execute(ls"))
    XCTAssertTrue(message("x:execute-multi(ls)").contains("not supported"), message("x:execute-multi(ls)"))
  }

  func testAnActionListAlone() throws {
    XCTAssertEqual(try Keymap.actions(parsing: "up+change-query(x)\n"), [.up, .change(.query, "x")])
    XCTAssertEqual(try Keymap.actions(parsing: "change-prompt:a+b"), [.change(.prompt, "a+b")])
  }

  func testEveryActionNameNamesItselfBack() {
    for (name, action) in PickerAction.names where !["top", "prev-selected", "next-selected", "clear-selection", "word-rubout", "line-discard", "track"].contains(name) {
      XCTAssertEqual(action.name, name)
    }
  }
}

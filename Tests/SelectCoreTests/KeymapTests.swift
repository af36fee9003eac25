import SelectCore
import XCTest

/// Key and action names as fzf spells them, and the default keymap built
/// from them.
final class KeymapTests: XCTestCase {
  /// The key names `--bind` takes, as fzf's man page lists them.
  private let fzfKeyNames =
    (UnicodeScalar("a").value...UnicodeScalar("z").value).flatMap { letter -> [String] in
      let character = String(UnicodeScalar(letter)!)
      return ["ctrl-" + character, "alt-" + character]
    } + (1...12).map { "f\($0)" } + [
      "enter", "esc", "tab", "btab", "space", "up", "down", "left", "right", "home", "end",
      "pgup", "pgdn", "del", "bspace", "ctrl-space", "ctrl-/", "shift-up", "shift-down",
      "alt-up", "alt-down",
    ]

  func testEveryFzfKeyNameIsAKeyAndNamesItselfBack() {
    for name in fzfKeyNames {
      guard let key = Key(name: name) else {
        XCTFail("no key named \(name)")
        continue
      }
      XCTAssertEqual(Key(name: key.name), key, name)
    }
  }

  func testAliasesAndCanonicalNames() {
    XCTAssertEqual(Key(name: "ctrl-m"), .enter)
    XCTAssertEqual(Key(name: "ctrl-h"), .backspace)
    XCTAssertEqual(Key(name: "ctrl-i"), .tab)
    XCTAssertEqual(Key(name: "ctrl-j"), .control("j"))
    XCTAssertEqual(Key.enter.name, "enter")
    XCTAssertEqual(Key.character(" ").name, "space")
    XCTAssertEqual(Key.modified(.up, .shift).name, "shift-up")
    XCTAssertEqual(Key.modified(.left, .control).name, "ctrl-left")
    XCTAssertEqual(Key.modified(.character("b"), .alt).name, "alt-b")
    XCTAssertEqual(Key(name: "q"), .character("q"))
  }

  func testUnknownKeyNames() {
    for name in [
      "", "ctrl-", "ctrl-1", "f13", "f0", "hyper-a", "shift-a", "alt-", "ctrl-alt-up-down",
      "enterr",
    ] {
      XCTAssertNil(Key(name: name), name)
    }
  }

  func testEveryFzfActionNameIsAnActionAndNamesItselfBack() {
    let names = [
      "accept", "abort", "up", "down", "first", "last", "page-up", "page-down", "toggle",
      "toggle-all", "select-all", "deselect-all", "clear-query", "backward-char", "forward-char",
      "beginning-of-line", "end-of-line", "kill-line", "backward-kill-word", "backward-word",
      "forward-word", "kill-word", "yank", "delete-char", "backward-delete-char", "delete-char/eof",
      "unix-line-discard", "unix-word-rubout", "toggle-down", "toggle-up",
    ]
    for name in names {
      XCTAssertEqual(PickerAction(name: name)?.name, name)
    }
    XCTAssertNil(PickerAction(name: "acept"))
  }

  func testTheDefaultTableIsWhollyValidAndBindsNoKeyTwice() {
    var seen = Set<Key>()
    for (keyName, actionName) in Keymap.defaultTable {
      let key = Key(name: keyName)
      XCTAssertNotNil(key, keyName)
      XCTAssertNotNil(PickerAction(name: actionName), actionName)
      if let key { XCTAssertTrue(seen.insert(key).inserted, "\(keyName) bound twice") }
    }
    XCTAssertEqual(Keymap.standard.bindings.count, Keymap.defaultTable.count)
  }

  func testTheDefaultsLeaveSpaceAndDigitsToTyping() {
    XCTAssertNil(Keymap.standard[.character(" ")])
    XCTAssertNil(Keymap.standard[.modified(.character("1"), .alt)])
    XCTAssertEqual(Keymap.standard[.tab], [.toggleDown])
    XCTAssertEqual(Keymap.standard[.shiftTab], [.toggleUp])
    XCTAssertEqual(Keymap.standard[.control("j")], [.down])
    XCTAssertEqual(Keymap.standard[.control("k")], [.up])
  }
}

import SelectCore
import SelectTestSupport
import XCTest

/// `Options.plan(term:)`: which mode a command line runs, and where
/// `--tmux` opens a popup.
final class ModePlanTests: XCTestCase {
  private func plan(_ arguments: [String], term: String? = "xterm") throws -> Mode {
    try parseOptions(arguments).plan(term: term)
  }

  private let popup = TmuxPopupSpec()

  func testProgramModesComeFirst() throws {
    XCTAssertEqual(try plan(["--help", "--version", "--list"]), .help)
    XCTAssertEqual(try plan(["--version", "--man"]), .version)
    XCTAssertEqual(try plan(["--man", "--list"]), .manual)
    XCTAssertTrue(try plan(["--man"]).isAboutTheProgram)
    XCTAssertFalse(try plan(["--enums"]).isAboutTheProgram)
    XCTAssertEqual(try plan(["--enums", "--tmux"]), .listEnums)
    guard case .shellSetup(let script) = try plan(["--init", "bash", "--tmux"]) else {
      return XCTFail("--init prints its setup")
    }
    XCTAssertTrue(script.contains("alias select='command select'"))
  }

  func testForgetOpensNoPopup() throws {
    let mode = try plan(["--remember", "x", "--forget"])
    XCTAssertEqual(mode, .forget)
    XCTAssertNil(mode.popup)
    // --forget is a mode of its own: with --tmux it is a usage error, and
    // nothing opens.
    XCTAssertThrowsError(try plan(["--remember", "x", "--forget", "--tmux"])) {
      XCTAssertEqual($0 as? SelectError, .usage("--forget and --tmux cannot be used together: --forget only clears the memory of --remember NAME"))
    }
  }

  func testOnlyThePickerOpensAPopup() throws {
    XCTAssertEqual(try plan(["--tmux"]), .ask(popup: popup, loadsFirst: false))
    XCTAssertEqual(try plan(["--tmux"]).popup, popup)
    XCTAssertEqual(try plan(["--tmux", "--plain"]), .ask(popup: nil, loadsFirst: false))
    XCTAssertEqual(try plan(["--tmux"], term: "dumb"), .ask(popup: nil, loadsFirst: false))
    XCTAssertNil(try plan(["--tmux", "--list"]).popup)
    XCTAssertNil(try plan(["--tmux", "--pick", "1"]).popup)
    XCTAssertNil(try plan(["--tmux", "--filter", "a"]).popup)
    XCTAssertEqual(try plan(["--checklist", "--tmux"]), .checklist(popup: popup))
    XCTAssertEqual(try plan(["--checklist", "--tmux", "--toggle", "1"]), .checklist(popup: nil))
    XCTAssertEqual(try plan(["--checklist", "--tmux", "--pick", "1"]), .checklist(popup: nil))
    XCTAssertEqual(try plan(["--checklist", "--tmux", "--list"]), .checklist(popup: nil))
  }

  func testThePickerLoadsFirstWhenItMayAnswerAlone() throws {
    XCTAssertEqual(try plan([]), .ask(popup: nil, loadsFirst: false))
    XCTAssertEqual(try plan(["--sync"]), .ask(popup: nil, loadsFirst: true))
    XCTAssertEqual(try plan(["-1"]), .ask(popup: nil, loadsFirst: true))
    XCTAssertEqual(try plan(["-0"]), .ask(popup: nil, loadsFirst: true))
  }

  func testListAndPickNumberAsThePickerShows() throws {
    guard case .list(.ranked(let ranked)) = try plan(["--list", "--query", "ab", "--remember", "x", "--tail", "3"]) else {
      return XCTFail("--list ranks by the query")
    }
    XCTAssertEqual(ranked.query, "ab")
    XCTAssertTrue(ranked.reorders)
    // Memory lifts for a typed query only: without one, the input's order.
    guard case .list(.ranked(let unranked)) = try plan(["--list", "--remember", "x"]) else { return XCTFail("--list") }
    XCTAssertFalse(unranked.reorders)
    XCTAssertEqual(try plan(["--pick", "1", "--query", "a", "--no-sort"]), .pick(.positions([.number(1)]), .asTheyCome))
  }

  func testTailRanksTheLastItems() throws {
    guard case .filter(let ranked, nil) = try plan(["--filter", "a", "--tail", "3"]) else {
      return XCTFail("--filter")
    }
    XCTAssertEqual(ranked.positions(count: 10), 7..<10)
    XCTAssertEqual(ranked.positions(count: 2), 0..<2)
    guard case .filter(let whole, let bench) = try plan(["--filter", "a", "--bench", "2s"]) else {
      return XCTFail("--filter --bench")
    }
    XCTAssertEqual(whole.positions(count: 10), 0..<10)
    XCTAssertEqual(bench, 2)
  }

  func testFilterRanksLinesAsReadWithoutIdNthOrTail() throws {
    func asRead(_ arguments: [String]) throws -> Bool {
      let options = try parseOptions(arguments)
      guard case .filter(let ranked, _) = options.plan(term: nil) else {
        XCTFail("\(arguments) plans --filter")
        return false
      }
      return ranked.ranksLinesAsRead(options)
    }
    XCTAssertTrue(try asRead(["--filter", "a"]))
    XCTAssertFalse(try asRead(["--filter", "a", "--tail", "2"]))
    XCTAssertTrue(try asRead(["--filter", "a", "--print", "{n} {score}"]))
    XCTAssertTrue(try asRead(["--filter", "a", "--json"]))
    XCTAssertFalse(try asRead(["--filter", "a", "--id-nth", "1"]))
  }
}

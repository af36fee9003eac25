import Foundation
import SelectCore
import SelectKit
import SelectTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SelectKit asking in this very process, on a pseudo-terminal the test
/// opened: the picker, its errors, streaming, and what is given back.
final class TerminalChoiceTests: XCTestCase {
  private func rows(
    _ terminal: OwnTerminal, _ expected: [String], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let passed = terminal.waitForScreen { screen in
      expected.allSatisfy { row in screen.lines.contains { $0 == row } }
    }
    XCTAssertTrue(
      passed, "wanted \(expected), screen:\n\(terminal.screen.text)", file: file, line: line)
  }

  private func currentAction(_ signal: Int32) -> UInt {
    var action = sigaction()
    sigaction(signal, nil, &action)
    #if canImport(Glibc)
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UInt.self)
    #else
      return unsafeBitCast(action.__sigaction_u.__sa_handler, to: UInt.self)
    #endif
  }

  func testThePickerChoosesAndGivesTheTerminalAndSignalsBack() throws {
    let terminal = try OwnTerminal()
    let before = terminal.settings
    let handlers = [SIGINT, SIGTERM, SIGWINCH, SIGTSTP].map(currentAction)
    let asking = Asking {
      try choose(
        from: ["red", "green", "blue"], current: "blue",
        settings: .init(colour: .never, terminal: terminal.path))
    }
    rows(terminal, ["    1 red", "    2 green", "> ✓ 3 blue"])
    terminal.send("\u{1B}[A\r")
    XCTAssertEqual(try asking.result(), "green")
    XCTAssertEqual(terminal.settings, before)
    XCTAssertEqual([SIGINT, SIGTERM, SIGWINCH, SIGTSTP].map(currentAction), handlers)
    XCTAssertTrue(
      terminal.waitForScreen { $0.text == "green" && $0.cursorVisible }, terminal.screen.text)
  }

  func testEscIsCancelled() throws {
    let terminal = try OwnTerminal()
    let asking = Asking { try BuiltIn.Weekday.choose(settings: .init(terminal: terminal.path)) }
    rows(terminal, ["Weekday"])
    terminal.send("\u{1B}")
    XCTAssertThrowsError(try asking.result()) { XCTAssertEqual($0 as? ChoiceError, .cancelled) }
  }

  func testATimeoutEndsTheWaitWithSelectsMessage() throws {
    let terminal = try OwnTerminal()
    let before = terminal.settings
    let settings = ChoiceSettings(timeout: .milliseconds(300), terminal: terminal.path)
    XCTAssertThrowsError(try confirm("Still there?", settings: settings)) { error in
      XCTAssertEqual(error as? ChoiceError, .timedOut)
      XCTAssertEqual("\(error)", "timed out waiting for a choice")
    }
    XCTAssertEqual(terminal.settings, before)
  }

  func testTheLineModeAsksByNumber() throws {
    let terminal = try OwnTerminal()
    let asking = Asking {
      try BuiltIn.Weekday.chooseSeveral(
        checked: [.monday], settings: .init(lineMode: true, terminal: terminal.path))
    }
    rows(terminal, ["Weekday", "1) [x] Monday", "2) [ ] Tuesday"])
    terminal.send("1 3\r")
    rows(terminal, ["1) [ ] Monday", "3) [x] Wednesday"])
    terminal.send("\r")
    XCTAssertEqual(try asking.result(), [.wednesday])
  }

  func testAConfirmationStartsOnNoUnderItsDescriptionAndLeavesASummary() throws {
    let terminal = try OwnTerminal()
    let asking = Asking {
      try confirm(
        "Delete it?",
        settings: .init(description: "It cannot be undone", colour: .never, terminal: terminal.path))
    }
    rows(terminal, ["Delete it?", "It cannot be undone", "> 1 No", "  2 Yes"])
    terminal.send("\r")
    XCTAssertEqual(try asking.result(), false)
    XCTAssertTrue(terminal.waitForScreen { $0.text == "Delete it?: No" }, terminal.screen.text)
  }

  func testTheLineModeKeepsTheCurrentValueOnEnterAndTakesYOrN() throws {
    let terminal = try OwnTerminal()
    let settings = ChoiceSettings(lineMode: true, terminal: terminal.path, showsSummary: false)
    let current = Asking { try BuiltIn.Month.choose(current: .may, settings: settings) }
    rows(terminal, [" 5) May (current)"])
    terminal.send("\r")
    XCTAssertEqual(try current.result(), BuiltIn.Month.may)
    let sure = Asking { try confirm("Sure?", settings: settings) }
    rows(terminal, ["1) No", "2) Yes"])
    terminal.send("y\r")
    XCTAssertEqual(try sure.result(), true)
  }

  func testTheLineModesMessagesNameTheProgramNotSelect() throws {
    let terminal = try OwnTerminal()
    let program = String(CommandLine.arguments[0].split(separator: "/").last!)
    let asking = Asking {
      try choose(from: ["red", "green"], settings: .init(lineMode: true, terminal: terminal.path))
    }
    rows(terminal, ["1) red"])
    terminal.send("zz\r")
    rows(terminal, ["\(program): no match for 'zz'"])
    terminal.send("2\r")
    XCTAssertEqual(try asking.result(), "green")
  }

  func testAFailingTerminalIsACaseOfItsOwn() {
    XCTAssertEqual(
      ChoiceError(SelectError.unwritableOutput("input/output error"), query: ""),
      .terminalFailed(reason: "input/output error"))
    XCTAssertEqual(ChoiceError(SelectError.noSuchItem(number: 9, count: 3), query: "9"), .noSuchOption(number: 9, count: 3))
    XCTAssertEqual(ChoiceError.terminalFailed(reason: "EIO").exitCode, 2)
  }

  func testAStreamedListIsShownBeforeItEnds() throws {
    let terminal = try OwnTerminal()
    let release = DispatchSemaphore(value: 0)
    let stopped = DispatchSemaphore(value: 0)
    let asking = Asking {
      try choose(settings: .init(terminal: terminal.path)) { yield in
        _ = yield("alpha")
        _ = yield("beta")
        release.wait()
        if !yield("gamma") { stopped.signal() }
      }
    }
    rows(terminal, ["> 1 alpha", "  2 beta"])
    terminal.send("be\r")
    XCTAssertEqual(try asking.result(), "beta")
    release.signal()
    XCTAssertEqual(stopped.wait(timeout: .now() + 10), .success, "yield did not say stop")
  }

  func testAnAsyncSequenceIsShownAsItArrives() async throws {
    let terminal = try OwnTerminal()
    let (lines, more) = AsyncStream.makeStream(of: String.self)
    more.yield("alpha")
    more.yield("beta")
    let path = terminal.path
    let choosing = Task { try await choose(from: lines, settings: .init(terminal: path)) }
    XCTAssertTrue(terminal.waitForScreen { $0.lines.contains("  2 beta") }, terminal.screen.text)
    more.yield("gamma")
    XCTAssertTrue(terminal.waitForScreen { $0.lines.contains("  3 gamma") }, terminal.screen.text)
    terminal.send("gam\r")
    let chosen = try await choosing.value
    XCTAssertEqual(chosen, "gamma")
    more.finish()
  }

  func testATerminalThatCannotBeOpenedIsSaidAtOnce() {
    let settings = ChoiceSettings(terminal: "/nonexistent/tty")
    XCTAssertThrowsError(try choose(from: ["a"], settings: settings)) { error in
      XCTAssertEqual(error as? ChoiceError, .noTerminal)
    }
  }

  func testEnterOnNoMatchIsNoMatchForTheQueryTyped() throws {
    let terminal = try OwnTerminal()
    let asking = Asking {
      try choose(from: ["red", "green"], settings: .init(colour: .never, terminal: terminal.path))
    }
    rows(terminal, ["  2 green"])
    terminal.send("zz")
    XCTAssertTrue(terminal.waitForScreen { $0.text.contains("0/2") }, terminal.screen.text)
    terminal.send("\r")
    XCTAssertThrowsError(try asking.result()) { error in
      XCTAssertEqual(error as? ChoiceError, .noMatch(query: "zz"))
      XCTAssertEqual("\(error)", "no match for 'zz'")
    }
  }

  func testCancellingTheTaskClosesThePickerAndRestoresTheTerminal() async throws {
    let terminal = try OwnTerminal()
    let before = terminal.settings
    let (lines, more) = AsyncStream.makeStream(of: String.self)
    more.yield("alpha")
    let path = terminal.path
    let choosing = Task { try await choose(from: lines, settings: .init(terminal: path)) }
    rows(terminal, ["> 1 alpha"])
    choosing.cancel()
    do {
      _ = try await choosing.value
      XCTFail("a cancelled choice returned")
    } catch {
      XCTAssertEqual(error as? ChoiceError, .cancelled)
      XCTAssertEqual((error as? ChoiceError)?.exitCode, 130)
    }
    XCTAssertEqual(terminal.settings, before)
    XCTAssertTrue(
      terminal.waitForScreen { $0.text == "" && $0.cursorVisible }, terminal.screen.text)
    more.finish()
  }

  func testCancellingTheTaskOfAnAsyncConfirmationClosesIt() async throws {
    let terminal = try OwnTerminal()
    let before = terminal.settings
    let path = terminal.path
    let asking = Task { try await confirm("Deploy?", settings: .init(terminal: path)) }
    rows(terminal, ["Deploy?", "> 1 No"])
    asking.cancel()
    do {
      _ = try await asking.value
      XCTFail("a cancelled confirmation returned")
    } catch {
      XCTAssertEqual(error as? ChoiceError, .cancelled)
    }
    XCTAssertEqual(terminal.settings, before)
    XCTAssertTrue(
      terminal.waitForScreen { $0.text == "" && $0.cursorVisible }, terminal.screen.text)
  }

  func testATaskCancelledBeforeItAsksNeverDrawsAndThrowsCancelled() async throws {
    let terminal = try OwnTerminal()
    let (lines, more) = AsyncStream.makeStream(of: String.self)
    more.yield("alpha")
    let path = terminal.path
    let choosing = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await choose(from: lines, settings: .init(terminal: path))
    }
    do {
      _ = try await choosing.value
      XCTFail("a cancelled choice returned")
    } catch {
      XCTAssertEqual(error as? ChoiceError, .cancelled)
    }
    XCTAssertFalse(terminal.screen.text.contains("alpha"))
    more.finish()
  }

  func testTwoAsksAtOnceTakeTurns() throws {
    let terminal = try OwnTerminal()
    let settings = ChoiceSettings(colour: .never, terminal: terminal.path)
    let first = Asking { try choose(from: ["one-a", "one-b"], settings: settings) }
    rows(terminal, ["  2 one-b"])
    let second = Asking { try choose(from: ["two-a", "two-b"], settings: settings) }
    // The second waits: the first's rows stay, and its Enter answers it.
    XCTAssertFalse(terminal.waitForScreen(seconds: 0.3) { $0.text.contains("two-a") })
    terminal.send("\r")
    XCTAssertEqual(try first.result(), "one-a")
    rows(terminal, ["  2 two-b"])
    terminal.send("\u{1B}[B\r")
    XCTAssertEqual(try second.result(), "two-b")
  }
}

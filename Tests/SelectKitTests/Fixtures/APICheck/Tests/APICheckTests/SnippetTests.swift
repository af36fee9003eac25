import APICheck
import SelectKit
import SelectKitTesting
import XCTest

/// The snippet runs in a package that depends on select's, answered the
/// way a program's own tests answer for the user.
final class SnippetTests: XCTestCase {
  func testTheSnippetRunsWithScriptedAnswers() throws {
    let answers = ScriptedAnswers("dark", ["monday", "friday"], "README.md", "y")
    let outcome = try answers.run {
      try snippet(settings: AppSettings(), paths: ["Package.swift", "README.md"])
    }
    XCTAssertEqual(outcome.theme, .dark)
    XCTAssertEqual(outcome.days, [.monday, .friday])
    XCTAssertEqual(outcome.file, "README.md")
    XCTAssertTrue(outcome.deleted)
    XCTAssertEqual(answers.unused, [])
    XCTAssertEqual(answers.asked.map(\.title), ["Theme", "Weekday", "Open which file?", "Delete README.md?"])
  }

  func testRunningOutOfAnswersNamesTheQuestion() {
    XCTAssertThrowsError(try ScriptedAnswers().run { try Theme.choose() }) { error in
      XCTAssertEqual(error as? ChoiceError, .unanswered(question: "Theme"))
    }
  }

  func testTheProgramsOwnNamesAreItsOwn() throws {
    // This file imports both the program's module and SelectKit.
    XCTAssertEqual(try ScriptedAnswers("plum").run { try Colour.choose() }, Colour.plum)
    XCTAssertEqual(Signal(number: 15).number, 15)
    XCTAssertEqual(Answer(text: "42").text, "42")
    let both = bothIndexings(["a", "b", "c"][1...])
    XCTAssertEqual(both.pairs, ["1 b", "2 c"])
    XCTAssertEqual(both.numbered, ["1 1 b", "2 2 c"])
  }

  func testTheProgramIsDrivenOnATerminal() throws {
    let program = try ProgramOnTerminal(built: "apicheck")
    XCTAssertTrue(program.waitForScreen { $0.contains("> ✓ 3 System") }, "\(program.screen)")
    program.type(TerminalKey.up + TerminalKey.enter)
    XCTAssertTrue(program.waitForScreen { $0.contains("Theme: Dark") }, "\(program.screen)")
    // The snippet asks next, starting on its own current value again.
    XCTAssertTrue(program.waitForScreen { $0.contains("> ✓ 3 System") }, "\(program.screen)")
    program.type(TerminalKey.controlC)
    let outcome = try program.finish()
    XCTAssertEqual(outcome.status, 130)
    XCTAssertEqual(outcome.output, "CHOSE dark\napicheck: cancelled\n")
  }

  func testEverySymbolIsThere() async throws {
    try await surface()
  }
}

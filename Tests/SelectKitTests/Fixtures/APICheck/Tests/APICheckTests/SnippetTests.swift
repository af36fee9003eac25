import APICheck
import SelectKit
import SelectTestSupport
import XCTest

/// The snippet runs in a package that depends on select's, answered the
/// way a program's own tests answer for the user.
final class SnippetTests: XCTestCase {
  func testTheSnippetRunsWithScriptedAnswers() throws {
    let answers = ScriptedAnswers("dark", "1 5", "README.md", "yes")
    let outcome = try answers.run {
      try snippet(settings: AppSettings(), paths: ["Package.swift", "README.md"])
    }
    XCTAssertEqual(outcome.theme, .dark)
    XCTAssertEqual(outcome.days, [.monday, .friday])
    XCTAssertEqual(outcome.file, "README.md")
    XCTAssertTrue(outcome.deleted)
    XCTAssertEqual(answers.unused, [])
  }

  func testCancellingIsATypedError() {
    XCTAssertThrowsError(try ScriptedAnswers().run { try Theme.choose() }) { error in
      guard case .noTerminal = error as? ChoiceError else { return XCTFail("\(error)") }
    }
  }

  func testTheVirtualScreenIsOfferedToo() {
    var screen = VirtualScreen(width: 20, height: 3)
    screen.feed("Theme\r\n> \u{1B}[1mDark\u{1B}[0m")
    XCTAssertEqual(screen.lines.prefix(2), ["Theme", "> Dark"])
  }

  func testEverySymbolIsThere() async throws {
    try await surface()
  }
}

import SelectKit
import XCTest

/// A program's own tests answer for the user: every choice made inside
/// `ScriptedAnswers.run` takes the next answer, as `select --pick` does,
/// with no terminal.
final class ScriptedAnswersTests: XCTestCase {
  enum Theme: String, CaseIterable, UserSelectable {
    case light, dark, system
    static let userSelectionTitle = "Theme"
  }

  func testAnAnswerNamesAnOptionByValueLabelOrNumber() throws {
    let answers = ScriptedAnswers("dark", "Light", "3", "-1", "=system")
    try answers.run {
      XCTAssertEqual(try Theme.choose(), .dark)
      XCTAssertEqual(try Theme.choose(current: .dark), .light)
      XCTAssertEqual(try Theme.choose(), .system)
      XCTAssertEqual(try Theme.choose(), .system)
      XCTAssertEqual(try Theme.choose(), .system)
    }
    XCTAssertEqual(answers.unused, [])
  }

  func testSeveralAreNamedExactlyAndComeBackInTheTypesOrder() throws {
    try ScriptedAnswers("5 1", "2-3", "saturday").run {
      XCTAssertEqual(try BuiltIn.Weekday.chooseSeveral(checked: [.monday, .tuesday]), [.monday, .friday])
      XCTAssertEqual(try BuiltIn.Weekday.chooseSeveral(), [.tuesday, .wednesday])
      XCTAssertEqual(try BuiltIn.Weekday.chooseSeveral(checked: [.sunday]), [.saturday])
    }
  }

  func testPlainListsAndConfirmations() throws {
    let files = ["README.md", "Package.swift", "Sources"]
    try ScriptedAnswers("2", "readme.md", "1,3", "yes", "No", "2").run {
      XCTAssertEqual(try choose(from: files), "Package.swift")
      XCTAssertEqual(try choose(from: files, current: "Sources"), "README.md")
      XCTAssertEqual(
        try chooseSeveral(from: files, checked: ["Sources"]), ["README.md", "Sources"])
      XCTAssertTrue(try confirm("Delete it?"))
      XCTAssertFalse(try confirm("Delete it?"))
      XCTAssertEqual(try choose(from: [3, 1, 4], label: { "\($0)" }), 1)
    }
  }

  func testAnAnswerNamingNoItemFailsAsSelectPickDoes() {
    XCTAssertThrowsError(try ScriptedAnswers("9").run { try Theme.choose() }) { error in
      XCTAssertEqual(error as? ChoiceError, .noSuchOption(number: 9, count: 3))
      XCTAssertEqual((error as? ChoiceError)?.exitCode, 1)
    }
    XCTAssertThrowsError(try ScriptedAnswers("purple").run { try BuiltIn.Colour.choose() }) { error in
      XCTAssertEqual(error as? ChoiceError, .noMatch(query: "purple"))
      XCTAssertEqual((error as? ChoiceError)?.exitCode, 1)
    }
  }

  func testOneChoiceRefusesAnAnswerNamingSeveral() {
    XCTAssertThrowsError(try ScriptedAnswers("1 2").run { try Theme.choose() }) { error in
      XCTAssertEqual(error as? ChoiceError, .tooMany(chosen: 2, limit: 1))
    }
    let limited = ChoiceSettings(limit: 2)
    XCTAssertThrowsError(
      try ScriptedAnswers("1-3").run { try BuiltIn.Weekday.chooseSeveral(settings: limited) }
    ) { error in
      XCTAssertEqual(error as? ChoiceError, .tooMany(chosen: 3, limit: 2))
    }
    XCTAssertThrowsError(
      try ScriptedAnswers("1").run { try BuiltIn.Weekday.chooseSeveral(settings: .init(limit: 0)) }
    ) { error in
      XCTAssertEqual(error as? ChoiceError, .invalidLimit(0))
      XCTAssertEqual((error as? ChoiceError)?.exitCode, 2)
    }
  }

  func testRunningOutOfAnswersNamesTheQuestion() {
    let answers = ScriptedAnswers("dark")
    XCTAssertThrowsError(
      try answers.run {
        _ = try Theme.choose()
        _ = try choose(from: ["alpha", "beta"])
      }
    ) { error in
      XCTAssertEqual(error as? ChoiceError, .unanswered(question: "alpha, beta"))
      XCTAssertEqual("\(error)", "no answer left for 'alpha, beta'")
      XCTAssertEqual((error as? ChoiceError)?.exitCode, 2)
    }
    XCTAssertEqual(answers.asked.map(\.options), [["Light", "Dark", "System"], ["alpha", "beta"]])
  }

  func testAnEmptyListHasNothingToChooseEvenWithAnAnswer() {
    XCTAssertThrowsError(try ScriptedAnswers("1").run { try choose(from: []) }) { error in
      XCTAssertEqual(error as? ChoiceError, .nothingToChoose)
      XCTAssertEqual("\(error)", "nothing to choose from")
    }
  }

  func testAStreamedListIsReadWholeForTheAnswer() throws {
    let chosen = try ScriptedAnswers("-1").run {
      try choose { yield in
        for n in 1...1000 where !yield("line \(n)") { return }
      }
    }
    XCTAssertEqual(chosen, "line 1000")
    let several = try ScriptedAnswers("2 4").run {
      try chooseSeveral { yield in
        for word in ["a", "b", "c", "d"] where !yield(word) { return }
      }
    }
    XCTAssertEqual(several, ["b", "d"])
  }

  func testAStreamingSourcesOwnErrorComesThrough() {
    struct Broken: Error {}
    XCTAssertThrowsError(try ScriptedAnswers("1").run { try choose { _ in throw Broken() } }) {
      error in
      XCTAssertTrue(error is Broken, "\(error)")
    }
  }

  func testAnAsyncSequenceIsAnsweredToo() async throws {
    let lines = AsyncStream<String> { continuation in
      for host in ["alpha", "beta", "gamma"] { continuation.yield(host) }
      continuation.finish()
    }
    let answers = ScriptedAnswers("beta")
    let host = try await answers.run { try await choose(from: lines) }
    XCTAssertEqual(host, "beta")
  }
}

import SelectKit
import XCTest

@testable import SettingsExample

/// The settings screen of Examples/Settings, answered as its user would
/// with scripted answers: no terminal, nothing saved to disk.
final class SettingsScreenTests: XCTestCase {
  /// Runs the screen on `settings` with `answers`; the settings saved
  /// after each change come back with the questions asked.
  private func run(
    _ answers: ScriptedAnswers, from settings: Settings = Settings()
  ) throws -> (settings: Settings, saves: [Settings]) {
    var settings = settings
    var saves: [Settings] = []
    try answers.run { try settingsScreen(&settings) { saves.append($0) } }
    XCTAssertEqual(answers.unused, [])
    return (settings, saves)
  }

  func testANewThemeIsSavedAndTheCurrentOneWasMarked() throws {
    let answers = ScriptedAnswers("1", "dark", "done")
    let (settings, saves) = try run(answers)
    XCTAssertEqual(settings.theme, .dark)
    XCTAssertEqual(saves.map(\.theme), [.dark])
    XCTAssertEqual(answers.asked[1].title, "Theme")
    XCTAssertEqual(answers.asked[1].current, ["System"])
    XCTAssertEqual(answers.asked[0].options.first, "Theme: System")
    XCTAssertEqual(answers.asked[2].options.first, "Theme: Dark")
  }

  func testEnterKeepsEachSettingAsItWas() throws {
    let (settings, saves) = try run(ScriptedAnswers("1", "", "2", "", "3", "", "done"))
    XCTAssertEqual(settings, Settings())
    XCTAssertEqual(saves, [Settings(), Settings(), Settings()])
  }

  func testWorkingDaysAreNamedOneByOne() throws {
    let answers = ScriptedAnswers("Working days: Mon Tue Wed Thu Fri", ["sunday", "saturday"], "done")
    let (settings, _) = try run(answers)
    XCTAssertEqual(settings.workingDays, [.saturday, .sunday])
    XCTAssertEqual(answers.asked[1].current, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
  }

  func testResettingAsksAndEnterSaysNo() throws {
    var changed = Settings()
    changed.theme = .light
    XCTAssertEqual(try run(ScriptedAnswers("5", "", "done"), from: changed).settings, changed)
    let answers = ScriptedAnswers("5", "y", "done")
    XCTAssertEqual(try run(answers, from: changed).settings, Settings())
    XCTAssertEqual(answers.asked[1].options, ["No", "Yes"])
  }

  func testARecentProjectIsFoundByItsIndexNotItsOffset() throws {
    var settings = Settings()
    settings.recentProjects = ["alpha", "beta", "gamma", "delta", "epsilon"]
    let answers = ScriptedAnswers("4", "1", "done")
    let after = try run(answers, from: settings).settings
    XCTAssertEqual(answers.asked[1].options, ["gamma", "delta", "epsilon"])
    XCTAssertEqual(after.recentProjects, ["alpha", "beta", "delta", "epsilon", "gamma"])
  }

  func testWithNoAnswerLeftTheQuestionIsNamed() {
    XCTAssertThrowsError(try run(ScriptedAnswers("1"))) { error in
      XCTAssertEqual(error as? ChoiceError, .unanswered(question: "Theme"))
    }
  }
}

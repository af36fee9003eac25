import SelectKit
import XCTest

/// What a program's tests can say for the user (Enter, names, y and n),
/// read back (the questions asked), and every ask's full set: any
/// collection, current, checked, a label, async.
final class AskingTests: XCTestCase {
  enum Topping: String, CaseIterable, UserSelectable {
    case cheese, basil, greenPepper, green_pepper, `green-pepper`
    static let userSelectionTitle = "Toppings"
  }

  enum Size: String, CaseIterable, UserSelectable {
    case small, medium, large
    static let userSelectionTitle = "Size"
  }

  func testAnEmptyAnswerIsEnter() throws {
    let answers = ScriptedAnswers("", "", "", "", "")
    try answers.run {
      XCTAssertEqual(try Size.choose(current: .large), .large)
      XCTAssertEqual(try Size.choose(), .small)
      XCTAssertEqual(try Topping.chooseSeveral(checked: [.basil, .cheese]), [.cheese, .basil])
      XCTAssertEqual(try chooseSeveral(from: ["a", "b"]), [])
      XCTAssertFalse(try confirm("Order?"))
    }
    XCTAssertTrue(try ScriptedAnswers("").run { try confirm("Order?", default: true) })
  }

  func testSeveralAreNamedOneByOne() throws {
    let chosen = try ScriptedAnswers(["basil", "cheese"]).run { try Topping.chooseSeveral() }
    XCTAssertEqual(chosen, [.cheese, .basil])
    let files = try ScriptedAnswers(["b.txt", "3"]).run {
      try chooseSeveral(from: ["a.txt", "b.txt", "c.txt"])
    }
    XCTAssertEqual(files, ["b.txt", "c.txt"])
  }

  func testAConfirmationTakesYesAndNoShortOrLong() throws {
    let answers = ScriptedAnswers("y", "yes", "n", "no", "Y", "N")
    let said = try answers.run { try (0..<6).map { _ in try confirm("Save?") } }
    XCTAssertEqual(said, [true, true, false, false, true, false])
  }

  func testTheQuestionsAskedAreRecorded() throws {
    let answers = ScriptedAnswers("medium", ["cheese"], "", "n")
    try answers.run {
      _ = try Size.choose(current: .large)
      _ = try Topping.chooseSeveral(checked: [.basil])
      _ = try choose(from: ["x", "y"], settings: .init(header: "Letter"))
      _ = try confirm("Pay?")
    }
    XCTAssertEqual(
      answers.asked,
      [
        .init(title: "Size", options: ["Small", "Medium", "Large"], current: ["Large"]),
        .init(
          title: "Toppings",
          options: ["Cheese", "Basil", "Green pepper", "Green pepper", "Green pepper"],
          current: ["Basil"]),
        .init(title: "Letter", options: ["x", "y"], current: []),
        .init(title: "Pay?", options: ["No", "Yes"], current: ["No"]),
      ])
  }

  func testCaseNamesShowAsWords() {
    XCTAssertEqual(Topping.allCases.map(\.userSelectionName), [
      "Cheese", "Basil", "Green pepper", "Green pepper", "Green pepper",
    ])
    XCTAssertEqual(BuiltIn.Weekday.monday.userSelectionName, "Monday")
  }

  func testAskingInADetachedTaskInsideTheScriptIsScripted() async throws {
    let answers = ScriptedAnswers("large", "yes")
    let (size, sure) = try await answers.run {
      let size = try await Task.detached { try Size.choose() }.value
      let sure = try await Task.detached { try await confirm("Sure?") }.value
      return (size, sure)
    }
    XCTAssertEqual(size, .large)
    XCTAssertTrue(sure)
  }

  func testNoAskUnderSwiftTestOpensTheRealTerminal() async {
    // No script: the real terminal would be asked, which a test never does.
    do {
      _ = try await Size.choose()
      XCTFail("asked")
    } catch {
      XCTAssertEqual(error as? ChoiceError, .noTerminal)
    }
    do {
      _ = try await confirm("Sure?")
      XCTFail("asked")
    } catch {
      XCTAssertEqual(error as? ChoiceError, .noTerminal)
    }
  }

  func testEveryCollectionWithCurrentCheckedAndALabel() throws {
    struct Branch: Equatable {
      let name: String
    }
    let branches = [Branch(name: "main"), Branch(name: "dev"), Branch(name: "fix")]
    let names = ["zero", "one", "two", "three"]
    try ScriptedAnswers("", "", "two", "", "fix", "").run {
      XCTAssertEqual(try choose(from: names[1...], current: "three"), "three")
      XCTAssertEqual(try chooseSeveral(from: Set(["solo"]), checked: ["solo"]), ["solo"])
      XCTAssertEqual(try choose(from: names.lazy.filter { $0.hasPrefix("t") }), "two")
      XCTAssertEqual(try choose(from: branches, current: branches[1], label: \.name), branches[1])
      XCTAssertEqual(try chooseSeveral(from: branches, label: \.name), [branches[2]])
      XCTAssertEqual(
        try chooseSeveral(from: branches[1...], checked: [branches[2]], label: \.name), [branches[2]])
    }
  }

  func testEveryAskHasAnAsyncVariant() async throws {
    let answers = ScriptedAnswers("", "", ["basil"], "b", "", "y")
    try await answers.run {
      let size = try await Size.choose(current: .medium)
      XCTAssertEqual(size, .medium)
      let toppings = try await Topping.chooseSeveral(checked: [.cheese])
      XCTAssertEqual(toppings, [.cheese])
      let more = try await Topping.chooseSeveral()
      XCTAssertEqual(more, [.basil])
      let letter = try await choose(from: ["a", "b"])
      XCTAssertEqual(letter, "b")
      let letters = try await chooseSeveral(from: ["a", "b"], checked: ["a"])
      XCTAssertEqual(letters, ["a"])
      let sure = try await confirm("Sure?")
      XCTAssertTrue(sure)
    }
  }

  func testASyncAskIsNotOpenedEither() {
    XCTAssertThrowsError(try Size.choose()) { XCTAssertEqual($0 as? ChoiceError, .noTerminal) }
  }

  func testAnAsyncAskInACancelledTaskIsCancelled() async {
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await ScriptedAnswers("small").run { try await Size.choose() }
    }
    do {
      _ = try await task.value
      XCTFail("answered")
    } catch {
      XCTAssertEqual(error as? ChoiceError, .cancelled)
    }
  }

  func testMessagesNeverNameSelectOrTheScript() {
    let errors: [ChoiceError] = [
      .cancelled, .timedOut, .noTerminal, .nothingToChoose, .noMatch(query: "zz"),
      .noSuchOption(number: 9, count: 3), .tooMany(chosen: 2, limit: 1), .invalidLimit(0),
      .terminalFailed(reason: "input/output error"), .unanswered(question: "Size"),
    ]
    for error in errors {
      XCTAssertFalse(error.description.contains("select"), error.description)
      XCTAssertFalse(error.description.contains("Scripted"), error.description)
    }
    XCTAssertEqual(Set(errors.map(\.description)).count, errors.count)
  }
}

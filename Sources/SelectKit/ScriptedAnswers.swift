import SelectCore
import SelectTerminal

/// Answers given in place of the user's, for a program's tests: every
/// choice made inside `run` takes the next answer instead of asking, with
/// no terminal needed, as `select --pick` does.
///
/// An answer is what `--pick` takes: numbers as the list shows them
/// (`"2"`, `"1 3"`, `"2-4"`, `"-1"` for the last), or a value or label
/// (`"dark"`, `"Dark"`, ignoring case; `"=7"` for an item that is itself a
/// number). For `chooseSeveral` it names exactly the items to return.
///
///     func testSettingTheTheme() throws {
///       let answers = ScriptedAnswers("Theme", "dark")
///       try answers.run { try settingsScreen() }
///       XCTAssertEqual(answers.unused, [])
///     }
public final class ScriptedAnswers: Sendable {
  private let queue: Locked<[String]>

  /// The answers, in the order the choices will be made.
  ///
  ///     let answers = ScriptedAnswers("Theme", "dark", "yes")
  public convenience init(_ answers: String...) {
    self.init(answers)
  }

  /// The answers, in the order the choices will be made.
  ///
  ///     let answers = ScriptedAnswers(["1", "2-3"])
  public init(_ answers: [String]) {
    queue = Locked(answers)
  }

  /// The answers no choice took yet.
  ///
  ///     XCTAssertEqual(answers.unused, [])
  public var unused: [String] {
    queue.withLock { $0 }
  }

  /// Runs `body` with every choice it makes (on this task) answered from
  /// the script.
  ///
  ///     let theme = try ScriptedAnswers("dark").run { try Theme.choose() }
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }

  /// Runs the async `body` with every choice it makes (on this task and
  /// its child tasks) answered from the script.
  ///
  ///     let file = try await ScriptedAnswers("2").run { try await pickFile() }
  public func run<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    try await Self.$current.withValue(self, operation: body)
  }

  /// The script the choices of the current task answer from, if any.
  @TaskLocal static var current: ScriptedAnswers?

  /// Takes the next answer, or throws when the script has run out.
  func next() throws(ChoiceError) -> (text: String, spec: PickSpec) {
    let answer = queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    // Out of answers: the choice would have needed the terminal.
    guard let answer else { throw .noTerminal }
    do {
      return (answer, try PickSpec(parsing: answer))
    } catch {
      throw .noMatch(query: answer)
    }
  }

  /// The items the next answer names among `items` (made in order, so an
  /// item's index is its position), checked against what the question
  /// allows: one item unless it is multi, at most its limit.
  func answer(_ question: Question, items: ItemList) throws(ChoiceError) -> Choices {
    let (answer, spec) = try next()
    let collector = PickCollector(spec: spec)
    items.withItems { items in
      for item in items where !collector.offer(item) { break }
    }
    let picked: Choices
    do {
      picked = try collector.choices()
    } catch {
      throw .noMatch(query: answer)
    }
    let most = question.settings.multi ? question.settings.limit : 1
    if let most, picked.count > most { throw .noMatch(query: answer) }
    // Back to positions in `items`, which the collector's copies number.
    let picks = picked.picks.map { pick in
      PickerChoice(
        position: picked.items.withItems { $0[pick.position].index }, offset: pick.offset)
    }
    return Choices(picks, in: items)
  }
}

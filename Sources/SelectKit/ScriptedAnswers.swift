import SelectCore
import SelectTerminal

/// Answers given in place of the user's, for a program's tests: every
/// choice made inside `run` takes the next answer instead of asking, with
/// no terminal needed, as `select --pick` does. Asks from tasks started
/// inside `run`, detached ones too, answer from it as well.
///
/// An answer is what `--pick` takes: numbers as the list shows them
/// (`"2"`, `"1 3"`, `"2-4"`, `"-1"` for the last), or a value or label
/// (`"dark"`, `"Dark"`, ignoring case; `"=7"` for an option that is itself a
/// number). Several options can be named one by one (`["cheese", "basil"]`);
/// for a checklist the answer names exactly the options to return. An empty
/// answer (`""`) is Enter: it keeps the current value, accepts what is
/// checked, or takes the confirmation's default. A confirmation also takes
/// `y`, `yes`, `n` and `no`.
///
///     func testSettingTheTheme() throws {
///       let answers = ScriptedAnswers("dark", ["cheese", "basil"], "", "y")
///       try answers.run { try settingsScreen() }
///       XCTAssertEqual(answers.unused, [])
///       XCTAssertEqual(answers.asked.map(\.title), ["Theme", "Toppings", "Size", "Save?"])
///     }
public final class ScriptedAnswers: Sendable {
  private let queue: Locked<[Answer]>
  private let record = Locked<[Asked]>([])

  /// One scripted answer: a number, range, value or label as `--pick`
  /// takes it, or several of them named one by one.
  ///
  ///     let answers: [ScriptedAnswers.Answer] = ["dark", ["cheese", "basil"], ""]
  public struct Answer: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    CustomStringConvertible
  {
    /// What names the options, each read as `--pick` reads it.
    public let names: [String]

    /// An answer naming options with `text` (`"2"`, `"1 3"`, `"dark"`, `""`).
    ///
    ///     let enter = ScriptedAnswers.Answer("")
    public init(_ text: String) {
      names = [text]
    }

    /// An answer naming these options one by one.
    ///
    ///     let toppings = ScriptedAnswers.Answer(names: ["cheese", "basil"])
    public init(names: [String]) {
      self.names = names
    }

    /// An answer written as a string literal: `"dark"`.
    ///
    ///     let answer: ScriptedAnswers.Answer = "dark"
    public init(stringLiteral text: String) {
      self.init(text)
    }

    /// An answer written as an array literal of names: `["cheese", "basil"]`.
    ///
    ///     let answer: ScriptedAnswers.Answer = ["cheese", "basil"]
    public init(arrayLiteral names: String...) {
      self.init(names: names)
    }

    /// The answer as written: `dark`, or `[cheese, basil]`.
    public var description: String {
      names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
  }

  /// One question the program asked while the script ran, for the test to
  /// read: its title, its options as shown, and what was current or
  /// checked when it was asked.
  ///
  ///     XCTAssertEqual(answers.asked.first?.current, ["Dark"])
  public struct Asked: Equatable, Sendable {
    /// The title above the options (the type's title or the settings'
    /// header), or nil for a plain list without one.
    public let title: String?
    /// The options, as shown.
    public let options: [String]
    /// The current value of a choice of one, the checked options of a
    /// checklist, or the default of a confirmation, as shown.
    public let current: [String]

    /// A question as a test expects it to be asked.
    ///
    ///     XCTAssertEqual(answers.asked, [.init(title: "Size", options: ["Small", "Large"], current: [])])
    public init(title: String?, options: [String], current: [String]) {
      self.title = title
      self.options = options
      self.current = current
    }
  }

  /// The answers, in the order the choices will be made.
  ///
  ///     let answers = ScriptedAnswers("Theme", ["cheese", "basil"], "yes")
  public convenience init(_ answers: Answer...) {
    self.init(answers: answers)
  }

  /// The answers, in the order the choices will be made.
  ///
  ///     let answers = ScriptedAnswers(answers: ["1", "2-3"])
  public init(answers: [Answer]) {
    queue = Locked(answers)
  }

  /// The answers no choice took yet.
  ///
  ///     XCTAssertEqual(answers.unused, [])
  public var unused: [Answer] {
    queue.withLock { $0 }
  }

  /// The questions asked so far, in order, the one that found no answer
  /// left included.
  ///
  ///     XCTAssertEqual(answers.asked.map(\.title), ["Theme"])
  public var asked: [Asked] {
    record.withLock { $0 }
  }

  /// Runs `body` with every choice it makes answered from the script: on
  /// this task, its child tasks and any task started meanwhile.
  ///
  ///     let theme = try ScriptedAnswers("dark").run { try Theme.choose() }
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    Self.running.withLock { $0.append(self) }
    defer { stop() }
    return try Self.$scripted.withValue(self, operation: body)
  }

  /// Runs the async `body` with every choice it makes answered from the
  /// script: on this task, its child tasks and any task started meanwhile,
  /// detached ones too.
  ///
  ///     let file = try await ScriptedAnswers("2").run { try await pickFile() }
  public func run<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    Self.running.withLock { $0.append(self) }
    defer { stop() }
    return try await Self.$scripted.withValue(self, operation: body)
  }

  private func stop() {
    Self.running.withLock { running in
      if let last = running.lastIndex(where: { $0 === self }) { running.remove(at: last) }
    }
  }

  /// The script a task's choices answer from: its own (set by `run` for
  /// it and its children), else the one started last and still running,
  /// for a task detached from the one that runs it.
  static var current: ScriptedAnswers? {
    scripted ?? running.withLock { $0.last }
  }

  @TaskLocal private static var scripted: ScriptedAnswers?
  private static let running = Locked<[ScriptedAnswers]>([])

  /// The positions the next answer names among `ask`'s options, in the
  /// list's order, checked against what the question allows: one option
  /// unless it is a checklist, at most its limit.
  func answer(_ ask: Ask) throws -> [Int] {
    let asked = Asked(title: ask.title, options: ask.labels, current: ask.current.map { ask.labels[$0] })
    record.withLock { $0.append(asked) }
    let next = queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    guard let next else { throw ChoiceError.unanswered(question: ask.name) }
    var positions: [Int] = []
    for name in next.names {
      for position in try Self.positions(name, in: ask) where !positions.contains(position) {
        positions.append(position)
      }
    }
    let most = ask.several ? ask.question.settings.limit : 1
    if let most, positions.count > most { throw ChoiceError.tooMany(chosen: positions.count, limit: most) }
    return positions.sorted()
  }

  /// The positions `name` names among `ask`'s options: Enter's when it is
  /// empty, yes or no for a confirmation, else as `--pick` reads it.
  private static func positions(_ name: String, in ask: Ask) throws -> [Int] {
    let text = String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    if text.isEmpty { return ask.enterTakes }
    if ask.yesOrNo, let yes = ["y": true, "yes": true, "n": false, "no": false][text.lowercased()] {
      return ask.values.indices.filter { ask.values[$0] == (yes ? "yes" : "no") }
    }
    let spec: PickSpec
    do {
      spec = try PickSpec(parsing: text)
    } catch {
      throw ChoiceError.noMatch(query: text)
    }
    switch spec {
    case .positions(let list):
      switch list.numbers(count: ask.labels.count) {
      case .success(let numbers): return numbers.map { $0 - 1 }
      case .failure(.noSuchItem(let number, let count)):
        throw ChoiceError.noSuchOption(number: number, count: count)
      case .failure: throw ChoiceError.noMatch(query: text)
      }
    case .name(let wanted):
      // As `--pick`: its exact value, its exact label, then either ignoring case.
      let lowered = wanted.lowercased()
      let tests: [(Int) -> Bool] = [
        { ask.values[$0] == wanted }, { ask.labels[$0] == wanted },
        { ask.values[$0].lowercased() == lowered }, { ask.labels[$0].lowercased() == lowered },
      ]
      for test in tests {
        if let found = ask.labels.indices.first(where: test) { return [found] }
      }
      throw ChoiceError.noMatch(query: wanted)
    }
  }
}

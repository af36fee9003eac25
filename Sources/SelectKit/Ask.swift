import SelectCore
import SelectTerminal

/// One question as SelectKit puts it: the terminal's question over the
/// options, and what a script, the summary line and the messages need to
/// know of it.
struct Ask {
  /// What the picker and the line mode ask.
  var question: Question
  /// How each option is shown.
  var labels: [String]
  /// What each option is, for answers that name it and for `selected`.
  var values: [String]
  /// The title above the options, if any: the summary line and the
  /// record of what was asked name the question by it.
  let title: String?
  /// The current option, the checked ones of a checklist, or the
  /// confirmation's default: what Enter takes when nothing is typed or moved.
  var current: [Int] = []
  /// Whether any number may be checked (a checklist).
  var several = false
  /// Whether `y`, `yes`, `n` and `no` answer it (a confirmation).
  var yesOrNo = false
  /// Whether the answer is left on the screen as one line.
  let showsSummary: Bool

  /// The question `settings` describe, titled `title` unless they name a
  /// header, over options shown as `labels` (each its own value unless
  /// `values` are given).
  init(_ settings: ChoiceSettings, title: String?, labels: [String], values: [String]? = nil) {
    question = Question(settings, header: title)
    self.title = settings.header ?? title
    self.labels = labels
    self.values = values ?? labels
    showsSummary = settings.showsSummary
  }

  /// Marks option `position` as the current one: drawn with a check mark
  /// (`(current)` in the line mode), the cursor starting on it.
  mutating func startsOn(_ position: Int?) {
    guard let position else { return }
    question.settings.selected = [values[position]]
    current = [position]
  }

  /// Makes it a checklist, `positions` checked from the start.
  mutating func checks(_ positions: [Int]) {
    question.checks(positions: positions)
    several = true
    current = positions
  }

  /// What Enter takes with nothing typed or moved: what is current or
  /// checked, else the first option.
  var enterTakes: [Int] {
    several || !current.isEmpty ? current : [0]
  }

  /// The positions of the options chosen, in the list's order: from the
  /// script when one runs, else on the terminal, blocking this thread.
  func positions() throws -> [Int] {
    if let script = try scriptOrTerminal() { return try script.answer(self) }
    return try question.onTerminal { question, tty in try ask(question, on: tty) }
  }

  /// The positions of the options chosen, the picker on a thread of its
  /// own while this task waits; cancelling the task closes it (the
  /// terminal restored) and throws `.cancelled`.
  func positions() async throws -> [Int] {
    if Task.isCancelled { throw ChoiceError.cancelled }
    if let script = try scriptOrTerminal() { return try script.answer(self) }
    return try await askDetached(question) { question, tty in try ask(question, on: tty) }
  }

  /// The script to answer from, or nil to ask on the terminal; throws
  /// what stops the question before either.
  private func scriptOrTerminal() throws -> ScriptedAnswers? {
    if labels.isEmpty { throw ChoiceError.nothingToChoose }
    if several, let limit = question.settings.limit, limit < 1 { throw ChoiceError.invalidLimit(limit) }
    if let script = ScriptedAnswers.current { return script }
    if question.terminalPath == nil && Self.runsUnderTests { throw ChoiceError.noTerminal }
    return nil
  }

  /// Asks on `tty` and leaves the summary line.
  private func ask(_ question: Question, on tty: TerminalDevice) throws -> [Int] {
    let items = ItemList(values: values, labels: labels)
    let positions = try question.ask(on: tty, items: items).choices.picks.map(\.position)
    if showsSummary { tty.write(summary(of: positions)) }
    return positions
  }

  /// The line left on the screen after the answer: `Colour: Blue`, the
  /// options chosen drawn as safely as labels are.
  func summary(of positions: [Int]) -> String {
    Self.summary(title: title, chosen: positions.map { labels[$0] })
  }

  /// The summary line of an answer choosing `chosen` (shown as they are).
  static func summary(title: String?, chosen: [String]) -> String {
    let answer = chosen.isEmpty ? "none" : chosen.joined(separator: ", ")
    let line = title.map { $0 + ": " + answer } ?? answer
    return DisplayText(Array(line.utf8)).string + "\n"
  }

  /// Whether the whole list is needed before asking: a script answers,
  /// the line mode numbers it, or no terminal may be opened.
  var needsWholeList: Bool {
    ScriptedAnswers.current != nil || question.asksLineByLine
      || question.terminalPath == nil && Self.runsUnderTests
  }

  /// How a record of the question and its running out of answers name it:
  /// its title, or its first options.
  var name: String {
    title ?? labels.prefix(3).joined(separator: ", ")
  }

  /// Whether this process is a test runner (`swift test` runs
  /// `NAMEPackageTests.xctest`, or on macOS `xctest` and
  /// `swiftpm-testing-helper`): there the real terminal is never opened,
  /// so a test cannot hang on it or type into the shell.
  static let runsUnderTests: Bool = {
    let name = Question.clientName
    return name == "xctest" || name == "swiftpm-testing-helper" || name.hasSuffix(".xctest")
      || name.hasSuffix("PackageTests")
  }()
}

/// Runs `body` with the terminal on a thread of its own, since the picker
/// and the line mode block, while this task waits; cancelling the task
/// closes the picker (the terminal restored) and throws `.cancelled`.
func askDetached<Result>(
  _ question: Question, _ body: @escaping (Question, TerminalDevice) throws -> Result
) async throws -> Result {
  // Handed to the thread that asks, and touched by nothing else meanwhile.
  nonisolated(unsafe) let question = question
  nonisolated(unsafe) let body = body
  let cancellation = AskCancellation()
  let outcome: Swift.Result<Result, Error> = await withTaskCancellationHandler {
    await withCheckedContinuation { done in
      do {
        try runDetached {
          let outcome = Swift.Result { try question.onTerminal(cancellation: cancellation, body) }
          nonisolated(unsafe) let handed = outcome
          done.resume(returning: handed)
        }
      } catch {
        done.resume(returning: .failure(error))
      }
    }
  } onCancel: {
    cancellation.cancel()
  }
  return try outcome.get()
}

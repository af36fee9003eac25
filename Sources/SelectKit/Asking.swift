import SelectCore
import SelectTerminal

extension Question {
  /// The question `settings` describe, with `header` shown when the
  /// settings name none.
  init(_ choice: ChoiceSettings, header: String?) {
    self.init()
    let title = choice.header ?? header
    settings.header = title.map { title in choice.description.map { title + "\n" + $0 } ?? title }
      ?? choice.description
    programName = Self.clientName
    settings.prompt = choice.prompt
    settings.match.exact = choice.exact
    settings.limit = choice.limit
    settings.sections = choice.sections
    settings.looks.accessible = choice.accessible
    query = choice.query
    lineMode = choice.lineMode
    terminalPath = choice.terminal
    if let name = choice.remember {
      let file = MemoryFile(name: name, capacity: Options().rememberSize)
      settings.memory = file.ranking(identity: ItemIdentity())
      whenChosen = { choices, query in file.record(choices, query: query, identity: ItemIdentity()) }
    }
    switch choice.height {
    case .automatic: display.height = .fitting
    case .lines(let rows): display.height = .lines(rows)
    case .percent(let share): display.height = .percent(share)
    case .fullScreen: display.height = .fullScreen
    }
    switch choice.colour {
    case .auto: display.usesColour = Question.usesColour(.auto)
    case .always: display.usesColour = Question.usesColour(.always)
    case .never: display.usesColour = Question.usesColour(.never)
    }
    display.timeout = choice.timeout.map { duration in
      let (seconds, attoseconds) = duration.components
      return Double(seconds) + Double(attoseconds) / 1e18
    }
  }

  /// The name the program asking was run by, for the line mode's
  /// messages: the last part of its path.
  static var clientName: String {
    let path = CommandLine.arguments.first ?? ""
    return path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Opens the terminal, in this process's turn (`TerminalTurn`), and runs
  /// `body` with it and this question, turning what the core and the
  /// terminal layer throw into `ChoiceError`; anything else (what a
  /// program's own streaming source threw) passes through. `cancellation`
  /// ends the ask from another thread.
  ///
  /// A SIGTERM or SIGHUP that ended the picker is delivered again once the
  /// terminal is restored, to the program's own handler or the default
  /// (which ends the process, as it ends `select`).
  func onTerminal<Result>(
    cancellation: AskCancellation = AskCancellation(),
    _ body: (Question, TerminalDevice) throws -> Result
  ) throws -> Result {
    let last = LastQuery(query)
    var question = self
    question.whenAnswered = { last.text = $0.query }
    return try TerminalTurn.take {
      do {
        try cancellation.begin()
        defer { cancellation.end() }
        let tty = try question.openTerminal()
        return try body(question, tty)
      } catch let error as SelectError {
        if case .killed(let signal) = error { SignalWatch.redeliver(signal) }
        throw ChoiceError(error, query: last.text)
      }
    }
  }
}

/// What was typed last in an ask, for `.noMatch(query:)` when Enter chose
/// nothing; written and read on the asking thread only.
private final class LastQuery {
  var text: String
  init(_ text: String) { self.text = text }
}

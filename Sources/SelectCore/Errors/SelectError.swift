/// Everything that ends `select` without a choice, with the user's message.
///
/// Code deep in the program throws these; the executable maps them to exit
/// codes in one place (`exitCode`), so `defer` blocks restore the terminal.
package enum SelectError: Error, Equatable, Sendable {
  /// Bad command line: unknown option, missing or malformed argument.
  case usage(String)
  /// No items at all.
  case emptyInput
  /// `--range` starts past the last of `count` input items.
  case rangePastEnd(SourceRange, count: Int)
  /// The input held only its `--header-lines` (this many).
  case onlyHeaderLines(Int)
  /// A query matched nothing.
  case noMatch(query: String)
  /// `--pick N` past the end or 0.
  case noSuchItem(number: Int, count: Int)
  /// `--pick` named a value or label no item has.
  case noSuchValue(String)
  /// Enter with nothing to choose: a quiet exit, as a cancel is, since
  /// the user saw the empty list (and a shell widget leaves nothing above
  /// the prompt).
  case nothingChosen
  /// `--checklist` read a document without a single task.
  case noTasks
  /// `--toggle N` or `--pick N` in a checklist, past the last task or 0.
  case noSuchTask(number: Int, count: Int)
  /// `--toggle` or `--pick` in a checklist named a task text none has.
  case noTaskNamed(String)
  /// No terminal to ask on and no non-interactive mode.
  case noTerminal(MissingTerminal)
  /// The input could not be read.
  case unreadableInput(String)
  /// The input file shrank while it was read.
  case inputChanged
  /// The output could not be written.
  case unwritableOutput(String)
  /// Whoever read stdout went away (`| head -1`): end quietly.
  case outputClosed
  /// `--timeout` expired.
  case timedOut
  /// The user cancelled (Esc, Ctrl-C, EOF on the terminal).
  case cancelled
  /// SIGTERM or SIGHUP arrived: clean up, then die of it.
  case killed(signal: Int32)

  /// Why an input gave nothing to choose from: no line at all, or only
  /// its `headerLines` (`--header-lines`). The one rule for every mode.
  package static func noItems(afterHeaderLines headerLines: Int) -> SelectError {
    headerLines == 0 ? .emptyInput : .onlyHeaderLines(headerLines)
  }

  /// The process exit status for this error (EXIT STATUS in select(1)).
  package var exitCode: Int32 {
    switch self {
    case .usage, .noTerminal, .unreadableInput, .inputChanged, .unwritableOutput: 2
    case .emptyInput, .rangePastEnd, .onlyHeaderLines, .noMatch, .noSuchItem, .noSuchValue, .nothingChosen: 1
    case .noTasks, .noSuchTask, .noTaskNamed: 1
    case .outputClosed: 0
    case .timedOut: 124
    case .cancelled: 130
    case .killed(let signal): 128 + signal
    }
  }

  /// The line printed after `select: `, or nil for a quiet exit.
  ///
  /// Control and format characters are spelled visibly (`^[`, `^J`), as in
  /// labels: messages quote what the user gave, and they go to a terminal
  /// as exactly one line.
  package var message: String? {
    guard let text else { return nil }
    var line = ""
    for scalar in text.unicodeScalars {
      if let escape = DisplayText.visibleEscape(for: scalar) {
        line += escape
      } else {
        line.unicodeScalars.append(scalar)
      }
    }
    return line
  }

  /// The message as written, quoted input and all.
  private var text: String? {
    switch self {
    case .usage(let text): text
    case .emptyInput: "no input: nothing to choose from"
    case .rangePastEnd(let range, let count):
      "--range \(range) is past the end (there \(count == 1 ? "is 1 item" : "are \(count) items"))"
    case .onlyHeaderLines(let count):
      "nothing to choose from: the input has only \(count == 1 ? "its header line" : "its \(count) header lines") (--header-lines)"
    case .noMatch(let query): "no match for '\(query)'"
    case .noSuchItem(let number, let count): Self.noSuch("item", number, count)
    case .noSuchValue(let text): "no item is '\(text)'"
    case .noTasks: "no tasks in the checklist"
    case .noSuchTask(let number, let count): Self.noSuch("task", number, count)
    case .noTaskNamed(let text): "no task is '\(text)'"
    case .noTerminal(let missing): missing.message()
    case .unreadableInput(let text): text
    case .inputChanged: "the input changed while it was read"
    case .unwritableOutput(let text): text
    case .timedOut: "timed out waiting for a choice"
    case .nothingChosen, .cancelled, .outputClosed, .killed: nil
    }
  }

  /// `no item 9 (there are 5)`: a number past the end (or 0).
  private static func noSuch(_ noun: String, _ number: Int, _ count: Int) -> String {
    "no \(noun) \(number) (there \(count == 1 ? "is" : "are") \(count))"
  }
}

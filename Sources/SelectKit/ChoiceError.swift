import SelectCore

/// Why a choice ended without an answer, as a program can act on it: each
/// case is one outcome of the `select` command, and `exitCode` is the
/// status `select` exits with for it.
///
///     do {
///       theme = try Theme.choose(current: theme)
///     } catch .cancelled {
///       return
///     } catch .noTerminal {
///       print("no terminal: keeping \(theme)")
///     } catch {
///       throw ExitCode(error.exitCode)   // swift-argument-parser
///     }
public enum ChoiceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The user cancelled: Esc or Ctrl-C in the picker, Ctrl-D in the line
  /// mode, the terminal went away, or the task asking was cancelled.
  case cancelled
  /// `ChoiceSettings.timeout` passed without an answer.
  case timedOut
  /// There is no terminal to ask on (no `/dev/tty`, or
  /// `ChoiceSettings.terminal` names no terminal) and no scripted answer
  /// left: thrown at once, never after waiting.
  case noTerminal
  /// The list to choose from was empty.
  case nothingToChoose
  /// Enter came on a list that `query` narrowed to nothing, or a scripted
  /// answer (`query`) named no item, or more than may be chosen.
  case noMatch(query: String)

  /// The status `select` exits with for the same outcome: 130 cancelled,
  /// 124 timed out, 2 no terminal, 1 nothing to choose or no match.
  ///
  ///     catch let error as ChoiceError { exit(error.exitCode) }
  public var exitCode: Int32 {
    switch self {
    case .cancelled: SelectError.cancelled.exitCode
    case .timedOut: SelectError.timedOut.exitCode
    case .noTerminal: SelectError.noTerminal(MissingTerminal(path: nil, reason: nil)).exitCode
    case .nothingToChoose: SelectError.emptyInput.exitCode
    case .noMatch(let query): SelectError.noMatch(query: query).exitCode
    }
  }

  /// What went wrong, in the words `select` uses after `select: `.
  ///
  ///     print("mytool: \(error)")   // mytool: no match for 'zz'
  public var description: String {
    switch self {
    case .cancelled: "cancelled"
    case .timedOut: SelectError.timedOut.message ?? "timed out"
    case .noTerminal: "no terminal to ask on; in tests, answer with ScriptedAnswers"
    case .nothingToChoose: SelectError.emptyInput.message ?? "nothing to choose from"
    case .noMatch(let query): SelectError.noMatch(query: query).message ?? "no match"
    }
  }

  /// The outcome a choice ends with when the core or the terminal layer
  /// stopped it with `error`; `query` is what was typed last.
  init(_ error: SelectError, query: String) {
    switch error {
    case .cancelled, .killed: self = .cancelled
    case .timedOut: self = .timedOut
    case .noTerminal: self = .noTerminal
    case .emptyInput, .onlyHeaderLines: self = .nothingToChoose
    case .noMatch(let query): self = .noMatch(query: query)
    default: self = .noMatch(query: query)
    }
  }
}

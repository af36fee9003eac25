import SelectCore

/// Why a choice ended without an answer, as a program can act on it: each
/// case is one outcome of the `select` command, and `exitCode` is the
/// status `select` exits with for it.
///
/// Every ask is declared `throws` and throws only these.
///
///     do {
///       theme = try Theme.choose(current: theme)
///     } catch ChoiceError.cancelled {
///       return
///     } catch ChoiceError.noTerminal {
///       print("no terminal: keeping \(theme)")
///     } catch let error as ChoiceError {
///       throw ExitCode(error.exitCode)   // swift-argument-parser
///     }
public enum ChoiceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The user cancelled: Esc or Ctrl-C in the picker, Ctrl-D in the line
  /// mode, the terminal went away, or the task asking was cancelled.
  case cancelled
  /// `ChoiceSettings.timeout` passed without an answer.
  case timedOut
  /// There is no terminal to ask on (no `/dev/tty`, or
  /// `ChoiceSettings.terminal` names no terminal): thrown at once, never
  /// after waiting. Under `swift test` the real terminal is never opened,
  /// so an ask there that no script answers throws this too.
  case noTerminal
  /// The list to choose from was empty.
  case nothingToChoose
  /// Enter came on a list that `query` narrowed to nothing, or a scripted
  /// answer (`query`) named no option.
  case noMatch(query: String)
  /// A scripted answer named option `number` of a list of `count`.
  case noSuchOption(number: Int, count: Int)
  /// A scripted answer named `chosen` options where at most `limit` may
  /// be (1 for a choice of one).
  case tooMany(chosen: Int, limit: Int)
  /// `ChoiceSettings.limit` was below 1: nothing could ever be checked.
  case invalidLimit(Int)
  /// The terminal failed while asking (a read or write error), for
  /// `reason`: neither the user's doing nor the script's.
  case terminalFailed(reason: String)
  /// The scripted answers ran out before this question (its title, or its
  /// first options when it has none) was asked.
  case unanswered(question: String)

  /// The status `select` exits with for the same outcome: 130 cancelled,
  /// 124 timed out, 2 no terminal, a terminal failure, a bad limit or
  /// questions left unanswered, 1 nothing to choose, no match, no such
  /// option or too many.
  ///
  ///     catch let error as ChoiceError { exit(error.exitCode) }
  public var exitCode: Int32 {
    switch self {
    case .cancelled: SelectError.cancelled.exitCode
    case .timedOut: SelectError.timedOut.exitCode
    case .noTerminal, .unanswered:
      SelectError.noTerminal(MissingTerminal(path: nil, reason: nil)).exitCode
    case .terminalFailed(let reason): SelectError.unreadableInput(reason).exitCode
    case .invalidLimit(let limit): SelectError.usage("limit \(limit)").exitCode
    case .nothingToChoose: SelectError.emptyInput.exitCode
    case .noMatch(let query): SelectError.noMatch(query: query).exitCode
    case .noSuchOption(let number, let count): SelectError.noSuchItem(number: number, count: count).exitCode
    case .tooMany: SelectError.noMatch(query: "").exitCode
    }
  }

  /// What went wrong, for a program to print after its own name; it never
  /// names `select`.
  ///
  ///     print("mytool: \(error)")   // mytool: no match for 'zz'
  public var description: String {
    switch self {
    case .cancelled: "cancelled"
    case .timedOut: SelectError.timedOut.message ?? "timed out"
    case .noTerminal: "no terminal to ask on"
    case .nothingToChoose: "nothing to choose from"
    case .noMatch(let query): SelectError.noMatch(query: query).message ?? "no match"
    case .noSuchOption(let number, let count):
      SelectError.noSuchItem(number: number, count: count).message ?? "no option \(number)"
    case .tooMany(let chosen, let limit): "\(chosen) chosen where at most \(limit) may be"
    case .invalidLimit(let limit): "a limit of \(limit) lets nothing be checked"
    case .terminalFailed(let reason): "the terminal failed: \(reason)"
    case .unanswered(let question): "no answer left for '\(question)'"
    }
  }

  /// The outcome a choice ends with when the core or the terminal layer
  /// stopped it with `error`; `query` is what was typed last.
  package init(_ error: SelectError, query: String) {
    switch error {
    case .cancelled, .killed: self = .cancelled
    case .timedOut: self = .timedOut
    case .noTerminal: self = .noTerminal
    case .emptyInput, .onlyHeaderLines: self = .nothingToChoose
    case .noMatch(let query): self = .noMatch(query: query)
    case .nothingChosen: self = .noMatch(query: query)
    case .noSuchItem(let number, let count): self = .noSuchOption(number: number, count: count)
    default: self = .terminalFailed(reason: error.message ?? "\(error)")
    }
  }
}

import SelectCore

/// Why a choice ended without an answer. The messages are the `select`
/// command's (what it prints after `select: `).
///
///     do {
///       let theme = try Theme.choose()
///     } catch .cancelled {
///       return
///     } catch {
///       print("error: \(error)")
///     }
public enum ChoiceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The user cancelled: Esc, Ctrl-C, Ctrl-D in the line mode, or the
  /// terminal went away (`select` exits 130).
  ///
  ///     catch ChoiceError.cancelled { return }
  case cancelled
  /// There is no terminal to ask on, and no scripted answer: thrown at once,
  /// never after waiting (`select` exits 2). The message says why.
  ///
  ///     catch ChoiceError.noTerminal(let why) { print(why) }
  case noTerminal(String)
  /// `ChoiceSettings.timeout` passed without an answer (`select` exits 124).
  ///
  ///     catch ChoiceError.timedOut { useDefault() }
  case timedOut
  /// Nothing could be chosen: the list was empty, Enter came on a list
  /// narrowed to nothing, or a scripted answer named no item (`select`
  /// exits 1). The message says which.
  ///
  ///     catch ChoiceError.nothingToChoose(let why) { print(why) }
  case nothingToChoose(String)

  /// The message `select` prints after `select: ` for the same outcome.
  ///
  ///     print("mytool: \(error.description)")
  public var description: String {
    switch self {
    case .cancelled: "cancelled"
    case .noTerminal(let message), .nothingToChoose(let message): message
    case .timedOut: SelectError.timedOut.message ?? "timed out"
    }
  }

  /// The error a choice ends with when the core or the terminal layer
  /// stopped it with `error`.
  init(_ error: SelectError, terminal: String?) {
    switch error {
    case .cancelled: self = .cancelled
    case .timedOut: self = .timedOut
    case .noTerminal(let message) where terminal == nil:
      // The command's message ends with its flags; a program has none.
      let reason = message.split(separator: ";", maxSplits: 1).first.map(String.init) ?? message
      self = .noTerminal(reason + "; " + Self.scriptingHint)
    case .noTerminal(let message):
      // The terminal was named by `ChoiceSettings.terminal`, not `--tty`.
      self = .noTerminal(message.replacing("--tty ", with: "terminal "))
    case .killed:
      // Handled before: a signal is delivered again, not turned into this.
      self = .cancelled
    default: self = .nothingToChoose(error.message ?? "nothing chosen")
    }
  }

  /// How `.noTerminal` ends when `/dev/tty` cannot be opened.
  static let scriptingHint = "in tests, answer with ScriptedAnswers"
}

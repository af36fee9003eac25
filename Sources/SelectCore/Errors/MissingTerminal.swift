/// Why there is no terminal to ask on: made once where the terminal fails
/// to open, and worded by whoever reports it (`select`'s message names its
/// options, SelectKit's its settings).
package struct MissingTerminal: Equatable, Sendable {
  /// The terminal asked for (`--tty PATH`), or nil for `/dev/tty`.
  package var path: String?
  /// Why it could not be opened (the system's words), or nil when it opened
  /// but is not a terminal.
  package var reason: String?
  /// What to do instead, after the reason: `select`'s scripting options.
  package var instead = "in scripts use --pick, --filter or --list"

  package init(path: String?, reason: String?) {
    self.path = path
    self.reason = reason
  }

  /// The message, naming the terminal as `option` does (`--tty`).
  package func message(naming option: String = "--tty") -> String {
    guard let path else { return "no terminal to ask on (\(reason ?? "not a terminal")); \(instead)" }
    if let reason { return "cannot open \(option) \(path): \(reason)" }
    return "\(option) \(path) is not a terminal"
  }
}

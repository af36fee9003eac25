import SelectCore

/// `SELECT_DEFAULT_COMMAND` or fzf's `FZF_DEFAULT_COMMAND`: when stdin is a
/// terminal, the items are this command's output, streamed as it runs.
/// Its errors go to ours; once its output is read (or reading stops
/// early, as `--pick 3` does), nothing of it is left running.
package final class DefaultCommand: ValueStream {
  private let command: String

  package init(_ command: String) {
    self.command = command
  }

  /// The command the environment names, if any.
  package static func fromEnvironment() -> DefaultCommand? {
    let names = ["SELECT_DEFAULT_COMMAND", "FZF_DEFAULT_COMMAND"]
    guard let command = names.lazy.compactMap(environment).first(where: { !$0.isEmpty }) else { return nil }
    return DefaultCommand(command)
  }

  package func read(into splitter: LineSplitter, emit: (Bytes) throws -> Bool) throws {
    var wiring = CommandWiring()
    wiring.output = .pipe
    wiring.errors = .inherited
    let running: RunningCommand
    do {
      running = try RunningCommand(command, wiring)
    } catch {
      throw SelectError.unreadableInput("cannot run '\(command)': \(error.description)")
    }
    defer { running.finish() }
    try CommandOutput(fd: running.takeOutput()).read(into: splitter, emit: emit)
  }
}

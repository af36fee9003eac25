/// A command a key binding asks the terminal layer to run: the template
/// already expanded for the item under the cursor, every expansion quoted.
package struct ShellCommand: Equatable, Sendable {
  /// How the command runs, as fzf's actions of these names do.
  package enum Kind: String, CaseIterable, Equatable, Sendable {
    /// On the terminal, the picker put away until it ends, then redrawn.
    case execute
    /// Without the terminal (its output thrown away); the picker waits.
    case executeSilent = "execute-silent"
    /// Its output becomes the items, streamed; the query is kept.
    case reload
    /// Replaces `select`, as `exec` does, on the restored terminal.
    case become
  }

  package var kind: Kind
  /// The line for `sh -c`.
  package var line: String

  package init(_ kind: Kind, _ line: String) {
    self.kind = kind
    self.line = line
  }
}

/// A command an action asks the terminal layer to run: the template
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
    /// Its output becomes the items once it has ended; until then the old
    /// items stay.
    case reloadSync = "reload-sync"
    /// Replaces `select`, as `exec` does, on the restored terminal.
    case become
  }

  /// What the command is for.
  package enum Use: Equatable, Sendable {
    /// One of the commands the user asked to run.
    case run(Kind)
    /// Its output is given to this part of the state (nil: performed as
    /// actions): `transform*`. In the background, the picker goes on
    /// meanwhile (`bg-transform*`), and the output arrives with
    /// `backgroundGeneration` as it was when the command started.
    case transform(PickerAction.StatePart?, background: Bool)
  }

  package var use: Use
  /// The line for the shell. Each `{f}` placeholder stands in it as
  /// `ShellCommand.fileMarker(n)`: the path of a temporary file holding
  /// `files[n]`, made just before the command runs.
  package var line: String
  package var files: [[UInt8]]

  package init(_ use: Use, _ line: String, files: [[UInt8]] = []) {
    self.use = use
    self.line = line
    self.files = files
  }

  package init(_ kind: Kind, _ line: String) {
    self.init(.run(kind), line)
  }

  /// What stands in the line for the path of file `n`: NUL never occurs
  /// in a command line, so it cannot be mistaken for text.
  package static func fileMarker(_ n: Int) -> String { "\u{0}\(n)\u{0}" }

  /// The line with each file marker replaced by `paths[n]`, single-quoted.
  package func line(withFiles paths: [String]) -> String {
    var result = line
    for (n, path) in paths.enumerated() {
      result = result.replacing(Self.fileMarker(n), with: ShellQuote.word(path))
    }
    return result
  }
}

/// Single quotes for the shell.
package enum ShellQuote {
  /// `text` as one shell word: `it's` becomes `'it'\''s'`.
  package static func word(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
  }
}

/// What a key does in the picker, named as fzf names its actions.
///
/// A key without a binding types itself into the query (Alt-digits jump
/// to a number); `Keymap` says which keys do one of these instead.
package enum PickerAction: Equatable, Sendable {
  // Choosing.
  case accept, abort, suspend, clearScreen, ignore
  // Moving in the list.
  case up, down, pageUp, pageDown, first, last
  // Checking, in multi mode.
  case toggle, toggleDown, toggleUp, toggleAll, selectAll, deselectAll
  // Moving in the query.
  case backwardChar, forwardChar, backwardWord, forwardWord, beginningOfLine, endOfLine
  // Editing the query.
  case backwardDeleteChar, deleteChar, deleteCharOrAbort
  case backwardKillWord, killWord, unixWordRubout, unixLineDiscard, killLine, yank, clearQuery
  // The preview pane.
  case togglePreview, previewUp, previewDown, previewPageUp, previewPageDown
  // `--raw`: moving to the next match on the screen, up or down.
  case upMatch, downMatch
  /// Shows TEXT as the prompt.
  case changePrompt(String)
  /// Runs a command (a template for the item under the cursor); see
  /// `ShellCommand.Kind`.
  case run(ShellCommand.Kind, PrintTemplate)

  /// Every action and its name, the way `--bind` spells it.
  package static let names: [(name: String, action: PickerAction)] = [
    ("accept", .accept), ("abort", .abort), ("suspend", .suspend),
    ("clear-screen", .clearScreen), ("ignore", .ignore),
    ("up", .up), ("down", .down), ("page-up", .pageUp), ("page-down", .pageDown),
    ("first", .first), ("last", .last), ("top", .first),
    ("toggle", .toggle), ("toggle-down", .toggleDown), ("toggle-up", .toggleUp),
    ("toggle-all", .toggleAll), ("select-all", .selectAll), ("deselect-all", .deselectAll),
    ("backward-char", .backwardChar), ("forward-char", .forwardChar),
    ("backward-word", .backwardWord), ("forward-word", .forwardWord),
    ("beginning-of-line", .beginningOfLine), ("end-of-line", .endOfLine),
    ("backward-delete-char", .backwardDeleteChar), ("delete-char", .deleteChar),
    ("delete-char/eof", .deleteCharOrAbort),
    ("backward-kill-word", .backwardKillWord), ("kill-word", .killWord),
    ("unix-word-rubout", .unixWordRubout), ("unix-line-discard", .unixLineDiscard),
    ("kill-line", .killLine), ("yank", .yank), ("clear-query", .clearQuery),
    ("toggle-preview", .togglePreview), ("preview-up", .previewUp), ("preview-down", .previewDown),
    ("preview-page-up", .previewPageUp), ("preview-page-down", .previewPageDown),
    ("up-match", .upMatch), ("down-match", .downMatch),
  ]

  /// The actions that take an argument in parentheses: `change-prompt(> )`,
  /// `execute(less {})`.
  package static let namesWithArgument = ["change-prompt"] + ShellCommand.Kind.allCases.map(\.rawValue)

  /// The action fzf calls `name` with `argument` (`execute(less {})`), or
  /// nil for an unknown name; a bad template is a usage error.
  package init?(name: String, argument: String) throws(SelectError) {
    if name == "change-prompt" {
      self = .changePrompt(argument)
      return
    }
    guard let kind = ShellCommand.Kind(rawValue: name) else { return nil }
    self = .run(kind, try PrintTemplate(parsing: argument, option: "--bind"))
  }

  /// The action fzf calls `name`, or nil.
  package init?(name: String) {
    guard let found = Self.names.first(where: { $0.name == name }) else { return nil }
    self = found.action
  }

  /// The action's name as `--bind` spells it (without its argument).
  package var name: String {
    switch self {
    case .changePrompt: "change-prompt"
    case .run(let kind, _): kind.rawValue
    default: Self.names.first { $0.action == self }!.name
    }
  }
}

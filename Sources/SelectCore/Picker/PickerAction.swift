/// What a key or an event does in the picker, named as fzf names its
/// actions (the man page's AVAILABLE ACTIONS).
///
/// A key without a binding types itself into the query (Alt-digits jump
/// to a number); `Keymap` says which keys do one of these instead.
package enum PickerAction: Equatable, Sendable {
  // Choosing and leaving.
  case accept, acceptNonEmpty, acceptOrPrintQuery, abort, cancel, close, suspend
  case clearScreen, ignore, bell, printQuery
  // Moving in the list.
  case up, down, pageUp, pageDown, halfPageUp, halfPageDown, first, last, best
  case upSelected, downSelected, offsetUp, offsetDown, offsetMiddle
  /// Jump mode: each row shows a label; its key moves there (`jump`), or
  /// moves there and accepts (`jump-accept`).
  case jump, jumpAccept
  // Checking, in multi mode.
  case toggle, toggleDown, toggleUp, toggleIn, toggleOut, toggleAll, selectAll, deselectAll
  case select, deselect, clearMulti
  // Moving in the query.
  case backwardChar, forwardChar, backwardWord, forwardWord, backwardSubword, forwardSubword
  case beginningOfLine, endOfLine
  // Editing the query.
  case backwardDeleteChar, backwardDeleteCharOrAbort, deleteChar, deleteCharOrAbort
  case backwardKillWord, killWord, backwardKillSubword, killSubword
  case unixWordRubout, unixLineDiscard, killLine, yank, clearQuery, replaceQuery
  // Searching.
  case enableSearch, disableSearch, toggleSearch, toggleSort, exclude, excludeMulti
  case trackCurrent, untrackCurrent, toggleTrackCurrent, toggleTrack
  /// `wait`: later actions wait for the ranking of the query.
  case wait
  // Past queries (`--history`).
  case previousHistory, nextHistory
  // The preview pane.
  case togglePreview, showPreview, hidePreview, refreshPreview, togglePreviewWrap, togglePreviewWrapWord
  case previewUp, previewDown, previewPageUp, previewPageDown
  case previewHalfPageUp, previewHalfPageDown, previewTop, previewBottom
  // `--raw`: moving to the next match on the screen, up or down; raw
  // mode on and off.
  case upMatch, downMatch, toggleRaw, enableRaw, disableRaw
  // Parts of the screen shown and hidden, and how labels are drawn.
  case toggleHeader, showHeader, hideHeader, toggleInput, showInput, hideInput
  case toggleWrap, toggleWrapWord, toggleMultiLine, toggleHscroll
  /// Sets a piece of the picker's state to TEXT (`change-prompt(> )`).
  case change(StatePart, String)
  /// `change-multi`: multi mode with this limit (nil: none); 0 ends it.
  case changeMulti(Int?)
  /// Runs a command and gives its output to a piece of the state, or
  /// (`transform`) performs it as actions. `bg-` ones are not waited for.
  case transform(StatePart?, PrintTemplate, background: Bool)
  /// `bg-cancel`: forgets the background transforms still running.
  case backgroundCancel
  /// Runs a command (a template for the item under the cursor); see
  /// `ShellCommand.Kind`.
  case run(ShellCommand.Kind, PrintTemplate)
  /// `preview(CMD)`: shows CMD's output in the pane for this item.
  case preview(PrintTemplate)
  /// `pos(N)`: the cursor to the Nth item, from the end when negative.
  case position(Int)
  /// `put(TEXT)`, or `put` on a character key: types TEXT.
  case put(String)
  /// `print(TEXT)`: TEXT is printed before the choices on accept.
  case print(String)
  /// `search(TEXT)`: ranks by TEXT, the query line unchanged.
  case search(String)
  /// Bindings turned off, on again, flipped, or run now.
  case unbind([BindTrigger]), rebind([BindTrigger]), toggleBind([BindTrigger])
  case trigger([BindTrigger])

  /// The pieces of state that `change-*` and `transform-*` set.
  package enum StatePart: String, CaseIterable, Equatable, Sendable {
    case prompt, query, header, search, nth
    case preview
    case previewWindow = "preview-window"
    case multi
    case footer, ghost, pointer
    case borderLabel = "border-label", listLabel = "list-label", inputLabel = "input-label"
    case headerLabel = "header-label", footerLabel = "footer-label", previewLabel = "preview-label"
    case headerLines = "header-lines", withNth = "with-nth"
  }

  /// Every action without an argument and its name, the way `--bind`
  /// spells it.
  package static let names: [(name: String, action: PickerAction)] = [
    ("accept", .accept), ("accept-non-empty", .acceptNonEmpty),
    ("accept-or-print-query", .acceptOrPrintQuery), ("abort", .abort), ("cancel", .cancel),
    ("close", .close), ("suspend", .suspend), ("clear-screen", .clearScreen),
    ("ignore", .ignore), ("bell", .bell), ("print-query", .printQuery),
    ("up", .up), ("down", .down), ("page-up", .pageUp), ("page-down", .pageDown),
    ("half-page-up", .halfPageUp), ("half-page-down", .halfPageDown),
    ("first", .first), ("last", .last), ("top", .first), ("best", .best),
    ("up-selected", .upSelected), ("prev-selected", .upSelected),
    ("down-selected", .downSelected), ("next-selected", .downSelected),
    ("offset-up", .offsetUp), ("offset-down", .offsetDown), ("offset-middle", .offsetMiddle),
    ("jump", .jump), ("jump-accept", .jumpAccept),
    ("toggle", .toggle), ("toggle-down", .toggleDown), ("toggle-up", .toggleUp),
    ("toggle-in", .toggleIn), ("toggle-out", .toggleOut),
    ("toggle-all", .toggleAll), ("select-all", .selectAll), ("deselect-all", .deselectAll),
    ("select", .select), ("deselect", .deselect),
    ("clear-multi", .clearMulti), ("clear-selection", .clearMulti),
    ("backward-char", .backwardChar), ("forward-char", .forwardChar),
    ("backward-word", .backwardWord), ("forward-word", .forwardWord),
    ("backward-subword", .backwardSubword), ("forward-subword", .forwardSubword),
    ("beginning-of-line", .beginningOfLine), ("end-of-line", .endOfLine),
    ("backward-delete-char", .backwardDeleteChar),
    ("backward-delete-char/eof", .backwardDeleteCharOrAbort),
    ("delete-char", .deleteChar), ("delete-char/eof", .deleteCharOrAbort),
    ("backward-kill-word", .backwardKillWord), ("kill-word", .killWord),
    ("backward-kill-subword", .backwardKillSubword), ("kill-subword", .killSubword),
    ("unix-word-rubout", .unixWordRubout), ("word-rubout", .unixWordRubout),
    ("unix-line-discard", .unixLineDiscard), ("line-discard", .unixLineDiscard),
    ("kill-line", .killLine), ("yank", .yank), ("clear-query", .clearQuery),
    ("replace-query", .replaceQuery),
    ("enable-search", .enableSearch), ("disable-search", .disableSearch),
    ("toggle-search", .toggleSearch), ("toggle-sort", .toggleSort),
    ("exclude", .exclude), ("exclude-multi", .excludeMulti),
    ("track-current", .trackCurrent), ("track", .trackCurrent),
    ("untrack-current", .untrackCurrent), ("toggle-track-current", .toggleTrackCurrent),
    ("toggle-track", .toggleTrack),
    ("wait", .wait), ("bg-cancel", .backgroundCancel),
    ("toggle-preview", .togglePreview), ("show-preview", .showPreview),
    ("hide-preview", .hidePreview), ("refresh-preview", .refreshPreview),
    ("toggle-preview-wrap", .togglePreviewWrap), ("toggle-preview-wrap-word", .togglePreviewWrapWord),
    ("preview-up", .previewUp), ("preview-down", .previewDown),
    ("preview-page-up", .previewPageUp), ("preview-page-down", .previewPageDown),
    ("preview-half-page-up", .previewHalfPageUp),
    ("preview-half-page-down", .previewHalfPageDown),
    ("preview-top", .previewTop), ("preview-bottom", .previewBottom),
    ("change-multi", .changeMulti(nil)),
    ("prev-history", .previousHistory), ("next-history", .nextHistory),
    ("up-match", .upMatch), ("down-match", .downMatch),
    ("toggle-raw", .toggleRaw), ("enable-raw", .enableRaw), ("disable-raw", .disableRaw),
    ("toggle-header", .toggleHeader), ("show-header", .showHeader), ("hide-header", .hideHeader),
    ("toggle-input", .toggleInput), ("show-input", .showInput), ("hide-input", .hideInput),
    ("toggle-wrap", .toggleWrap), ("toggle-wrap-word", .toggleWrapWord), ("toggle-multi-line", .toggleMultiLine),
    ("toggle-hscroll", .toggleHscroll),
  ]

  /// The actions that take an argument (`change-prompt(> )`,
  /// `execute(less {})`), longest first where one name starts another.
  package static let namesWithArgument: [String] =
    ShellCommand.Kind.allCases.map(\.rawValue)
    + ["preview", "pos", "put", "print", "search", "unbind", "rebind", "toggle-bind", "trigger"]
    + StatePart.allCases.map { "change-" + $0.rawValue }
    + ["transform", "bg-transform"]
    + StatePart.allCases.filter { $0 != .multi && $0 != .previewWindow }.flatMap {
      ["transform-" + $0.rawValue, "bg-transform-" + $0.rawValue]
    }

  /// fzf's actions that select leaves out (`execute-multi`, which fzf's
  /// manual no longer lists: `execute` with `{+}` does it): named in the
  /// error, rather than suggested as a typo.
  package static let notYetSupported: Set<String> = [
    "execute-multi",
  ]

  /// The action fzf calls `name` with `argument` (`execute(less {})`), or
  /// nil for an unknown name; a bad argument is a usage error.
  package init?(name: String, argument: String) throws(SelectError) {
    func template() throws(SelectError) -> PrintTemplate {
      try PrintTemplate(parsing: argument, option: "--bind")
    }
    if let kind = ShellCommand.Kind(rawValue: name) {
      self = .run(kind, try template())
      return
    }
    switch name {
    case "preview": self = .preview(try template())
    case "pos":
      guard let number = Int(argument.trimmingBlanks) else {
        throw .usage("--bind: pos(\(argument)) needs a whole number, as in pos(3) or pos(-1)")
      }
      self = .position(number)
    case "put": self = .put(argument)
    case "print": self = .print(argument)
    case "search": self = .search(argument)
    case "unbind": self = .unbind(try BindTrigger.list(parsing: argument, for: name))
    case "rebind": self = .rebind(try BindTrigger.list(parsing: argument, for: name))
    case "toggle-bind": self = .toggleBind(try BindTrigger.list(parsing: argument, for: name))
    case "trigger": self = .trigger(try BindTrigger.list(parsing: argument, for: name))
    case "change-multi":
      guard let limit = Int(argument.trimmingBlanks), limit >= 0 else {
        throw .usage("--bind: change-multi(\(argument)) needs a limit of 0 or more")
      }
      self = .changeMulti(limit == 0 ? 0 : limit)
    case "change-header-lines":
      guard let count = Int(argument.trimmingBlanks), count >= 0 else {
        throw .usage("--bind: change-header-lines(\(argument)) needs a number of lines, 0 or more")
      }
      self = .change(.headerLines, String(count))
    case "transform": self = .transform(nil, try template(), background: false)
    case "bg-transform": self = .transform(nil, try template(), background: true)
    default:
      if name.hasPrefix("change-"), let part = StatePart(rawValue: String(name.dropFirst(7))) {
        if part == .previewWindow {
          for alternative in argument.split(separator: "|", omittingEmptySubsequences: false)
          where !alternative.isEmpty {
            _ = try PreviewWindow(parsing: String(alternative))
          }
        }
        self = .change(part, argument)
      } else if name.hasPrefix("transform-"),
        let part = StatePart(rawValue: String(name.dropFirst(10)))
      {
        self = .transform(part, try template(), background: false)
      } else if name.hasPrefix("bg-transform-"),
        let part = StatePart(rawValue: String(name.dropFirst(13)))
      {
        self = .transform(part, try template(), background: true)
      } else {
        return nil
      }
    }
  }

  /// The action fzf calls `name`, or nil.
  package init?(name: String) {
    guard let found = Self.names.first(where: { $0.name == name }) else { return nil }
    self = found.action
  }

  /// The action's name as `--bind` spells it (without its argument), for
  /// `FZF_ACTION`.
  package var name: String {
    switch self {
    case .change(let part, _): "change-" + part.rawValue
    case .changeMulti: "change-multi"
    case .transform(let part, _, let background):
      (background ? "bg-" : "") + "transform" + (part.map { "-" + $0.rawValue } ?? "")
    case .run(let kind, _): kind.rawValue
    case .preview: "preview"
    case .position: "pos"
    case .put: "put"
    case .print: "print"
    case .search: "search"
    case .unbind: "unbind"
    case .rebind: "rebind"
    case .toggleBind: "toggle-bind"
    case .trigger: "trigger"
    default: Self.names.first { $0.action == self }!.name
    }
  }
}

extension String {
  /// The string without blanks at either end.
  var trimmingBlanks: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}

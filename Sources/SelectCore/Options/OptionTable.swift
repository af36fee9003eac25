/// Every option `select` takes: the one table behind the parser, `--help`,
/// and (through a test) the man page and the shell completions.
package enum OptionID: String, CaseIterable, Sendable {
  case read0, enumName = "enum", enums, walk, delimiter, withNth = "with-nth"
  case acceptNth = "accept-nth", nth, ansi, headerLines = "header-lines", tac, range, checklist, toggle
  case pick, filter, list, query, exact, noSort = "no-sort", tiebreak, selectOne = "select-1"
  case exitZero = "exit-0", timeout, plain, tty, height, fullScreen = "full-screen", layout, border
  case cycle, selected, header, prompt
  case multi, limit, sections, order
  case print, print0, printQuery = "print-query", expect, color, initShell = "init", help, version
  case preview, previewWindow = "preview-window", bind
  // What the terminal shows (issue 22's terminal layer).
  case mouse, noMouse = "no-mouse", noClear = "no-clear", tmux, popup
}

/// How an option takes its argument.
package enum OptionArgument: Equatable, Sendable {
  /// A flag: `--list`.
  case none
  /// `--pick 3` or `--pick=3`.
  case required(String)
  /// Only as `--multi=N`; `--multi` alone is valid too.
  case optional(String)
}

/// What a shell should complete an option's argument with.
package enum CompletionHint: Equatable, Sendable {
  case nothing
  case file
  case enumNames
  case choices([String])
}

/// One row of the option table.
package struct OptionSpec: Sendable {
  package let id: OptionID
  package let short: Character?
  package let argument: OptionArgument
  package let help: String
  package let completion: CompletionHint
  /// The `--help` section the option is listed under.
  package let section: String

  /// The long name without dashes.
  package var long: String { id.rawValue }

  /// How the option is written in help and the man page: `--pick SPEC`.
  package var synopsis: String {
    switch argument {
    case .none: "--\(long)"
    case .required(let name): "--\(long) \(name)"
    case .optional(let name): "--\(long)[=\(name)]"
    }
  }
}

/// The table itself, in `--help` order.
package let optionTable: [OptionSpec] = {
  var rows: [OptionSpec] = []
  var section = ""
  func add(
    _ id: OptionID, _ short: Character? = nil, _ argument: OptionArgument = .none,
    help: String, _ completion: CompletionHint = .nothing
  ) {
    rows.append(OptionSpec(
      id: id, short: short, argument: argument, help: help, completion: completion, section: section))
  }
  section = "Input"
  add(.read0, "0", help: "items end with NUL instead of newline")
  add(.enumName, nil, .required("NAME"), help: "offer a built-in enum (see --enums)", .enumNames)
  add(.enums, help: "list the built-in enums: name, title, count")
  add(.walk, nil, .required("KINDS"), help: "offer paths under this directory: file, dir or file,dir",
      .choices(["file", "dir", "file,dir"]))
  add(.delimiter, "d", .required("DELIM"), help: "split lines into fields at DELIM (default: runs of blanks)")
  add(.withNth, nil, .required("N[,M...]"), help: "show only these fields (1-based, -1 the last, 2.. ranges)")
  add(.acceptNth, nil, .required("N[,M...]"), help: "print only these fields of the chosen lines")
  add(.nth, nil, .required("N[,M...]"), help: "match the query against these fields only")
  add(.ansi, help: "draw SGR colours in the input; match and print the text without them")
  add(.headerLines, nil, .required("N"), help: "the first N lines are a fixed header, not items")
  add(.tac, help: "offer the input last line first (waits for the end of input)")
  add(.range, nil, .required("A...B"), help: "offer only source lines A through B (0-based; also A..<B)")
  add(.checklist, help: "input is a Markdown task list; print it back with new marks")
  add(.toggle, nil, .required("SPEC"), help: "with --checklist: flip these tasks without asking")
  section = "Choosing"
  add(.pick, "p", .required("SPEC"), help: "choose without asking: 3, 2-4, 1,5, -1, or a value or label")
  add(.filter, "f", .required("QUERY"), help: "print every item matching QUERY, best first")
  add(.list, "l", help: "print the numbered menu and exit")
  add(.query, "q", .required("TEXT"), help: "start with this query")
  add(.exact, "e", help: "match contiguous text, not fuzzy")
  add(.noSort, help: "keep matches in source order")
  add(
    .tiebreak, nil, .required("CRITERIA"),
    help: "rank by match quality, then length, begin, end or index (comma list)",
    .choices(Tiebreak.allCases.map(\.rawValue)))
  add(.selectOne, "1", help: "choose the only match without asking")
  add(.exitZero, help: "exit 1 at once when nothing matches")
  add(.timeout, nil, .required("SECONDS"), help: "give up waiting for the user: exit 124")
  add(.plain, help: "numbered menu and a prompt, like bash's select")
  add(.tty, nil, .required("PATH"), help: "draw on and read keys from PATH instead of /dev/tty", .file)
  add(.height, nil, .required("N[%]"), help: "draw inline below the cursor, N lines or N% tall")
  add(.fullScreen, help: "draw on the whole screen")
  add(
    .layout, nil, .required("LAYOUT"), help: "top-down (prompt first) or bottom-up (prompt last)",
    .choices(PickerLayout.allCases.map(\.rawValue)))
  add(.border, help: "draw a border around the picker")
  add(.cycle, help: "Up on the first item goes to the last, Down on the last to the first")
  add(.selected, nil, .required("VALUE"), help: "check-mark VALUE and start on it (repeatable)")
  add(.header, nil, .required("TEXT"), help: "text above the menu (an enum's title by default)")
  add(.prompt, nil, .required("TEXT"), help: "the prompt before the query (default: '> ')")
  section = "Several at once"
  add(.multi, "m", .optional("N"), help: "choose any number of items, or at most N")
  add(.limit, nil, .required("N"), help: "choose at most N items (implies --multi)")
  add(.sections, nil, .required("A,B"), help: "names of the unchecked and checked sections")
  add(.order, nil, .required("ORDER"), help: "print in 'source' or 'selection' order", .choices(["source", "selection"]))
  section = "Output"
  add(.print, nil, .required("TEMPLATE"), help: "print {value} {label} {index} {offset} {number}")
  add(.print0, help: "end each printed item with NUL")
  add(.printQuery, help: "print the query as the first line")
  add(.expect, nil, .required("KEYS"), help: "these keys accept too; print the key's name first")
  add(.color, nil, .required("WHEN"), help: "colour: auto, always or never", .choices(["auto", "always", "never"]))
  section = "Preview and key bindings"
  add(.preview, nil, .required("COMMAND"), help: "show COMMAND's output for the item under the cursor")
  add(.previewWindow, nil, .required("SPEC"), help: "pane: right|left|top|bottom[:N[%]][:hidden][:wrap]")
  add(.bind, nil, .required("KEYS"), help: "KEY:ACTION[+ACTION...][,...]: keys that run commands (repeatable)")
  section = "Terminal"
  add(.mouse, help: "clicks and the wheel in the picker (the default)")
  add(.noMouse, help: "leave the mouse to the terminal")
  add(.noClear, help: "leave the last frame on the screen at the end")
  add(.tmux, nil, .optional("SPEC"), help: "in tmux 3.3+, run in a popup: [POS][,W%][,H%]")
  add(.popup, nil, .optional("SPEC"), help: "the same as --tmux")
  section = "Other"
  add(.initShell, nil, .required("SHELL"), help: "print the setup and key bindings for bash, zsh or fish", .choices(setupShells))
  add(.help, "h", help: "show this help")
  add(.version, "V", help: "show the version")
  return rows
}()

/// The version `--version` prints.
package let selectVersion = "0.1.0"

/// Every option `select` takes: the one table behind the parser, `--help`,
/// and (through a test) the man page and the shell completions.
package enum OptionID: String, CaseIterable, Sendable {
  case read0, enumName = "enum", enums, walk, delimiter, withNth = "with-nth"
  case acceptNth = "accept-nth", nth, ansi, headerLines = "header-lines", tac, range, checklist, toggle
  case pick, filter, list, query, exact, noSort = "no-sort", tiebreak, selectOne = "select-1"
  case exitZero = "exit-0", timeout, plain, tty, height, fullScreen = "full-screen", layout, border
  case cycle, selected, header, prompt
  case multi, limit, sections, order
  case print, print0, printQuery = "print-query", expect, color, initShell = "init", help, version, json
  case preview, previewWindow = "preview-window", bind
  case noNumbers = "no-numbers"
  case remember, noRemember = "no-remember", forget, rememberSize = "remember-size", idNth = "id-nth"
  // fzf's actions, events and commands (issue 21).
  case withShell = "with-shell", listen, listenUnsafe = "listen-unsafe"
  // fzf 0.74's options that select had no word for (select(1), "fzf options").
  case extended, ignoreCase = "ignore-case", smartCase = "smart-case", literal, scheme, algo
  case disabled, tail, sync, track, jumpLabels = "jump-labels", history, historySize = "history-size"
  case walker, walkerRoot = "walker-root", walkerSkip = "walker-skip", threads, bench
  case ambidouble, filepathWord = "filepath-word", noUnicode = "no-unicode", noTtyDefault = "no-tty-default", man
  // Looks: fzf's, drawn by Looks (Looks+Parsing.swift reads them).
  case borderLabel = "border-label", borderLabelPos = "border-label-pos", margin, padding, info
  case separator, noSeparator = "no-separator", scrollbar, noScrollbar = "no-scrollbar"
  case pointer, marker, gutter, ghost, footer, headerFirst = "header-first"
  case highlightLine = "highlight-line", noBold = "no-bold", ellipsis, noInput = "no-input", accessible
  case gap, gapLine = "gap-line", noGapLine = "no-gap-line"
  case tabstop, keepRight = "keep-right", noHscroll = "no-hscroll", hscrollOff = "hscroll-off"
  case scrollOff = "scroll-off", freezeLeft = "freeze-left", freezeRight = "freeze-right"
  case style, inputBorder = "input-border", listBorder = "list-border", headerBorder = "header-border"
  case footerBorder = "footer-border", previewBorder = "preview-border", inputLabel = "input-label"
  case listLabel = "list-label", headerLabel = "header-label", footerLabel = "footer-label"
  case previewLabel = "preview-label", inputLabelPos = "input-label-pos", listLabelPos = "list-label-pos"
  case headerLabelPos = "header-label-pos", footerLabelPos = "footer-label-pos"
  case previewLabelPos = "preview-label-pos", headerLinesBorder = "header-lines-border"
  case wrap, wrapSign = "wrap-sign", previewWrapSign = "preview-wrap-sign", multiLine = "multi-line", noMultiLine = "no-multi-line"
  case markerMultiLine = "marker-multi-line", raw, gutterRaw = "gutter-raw", infoCommand = "info-command"
  case minHeight = "min-height"
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
  add(.read0, help: "items end with NUL instead of newline")
  add(.enumName, nil, .required("NAME"), help: "offer a built-in enum (see --enums)", .enumNames)
  add(.enums, help: "list the built-in enums: name, title, count")
  add(.walk, nil, .required("KINDS"), help: "offer the paths here: file, dir or file,dir",
      .choices(["file", "dir", "file,dir"]))
  add(.delimiter, "d", .required("DELIM"), help: "split fields at DELIM, a regex (default: blanks)")
  add(.withNth, nil, .required("N[,M...]"), help: "show only these fields (1-based, -1 the last, 2..)")
  add(.acceptNth, nil, .required("N[,M...]"), help: "print only these fields of the chosen lines")
  add(.nth, "n", .required("N[,M...]"), help: "match the query against these fields only")
  add(.ansi, help: "draw SGR colours in the input; match without them")
  add(.headerLines, nil, .required("N"), help: "the first N lines are a fixed header, not items")
  add(.tac, help: "offer the input last line first (reads it all)")
  add(.range, nil, .required("A...B"), help: "offer only source lines A to B (0-based; A..<B too)")
  add(.checklist, help: "read a Markdown task list; print it with new marks")
  add(.toggle, nil, .required("SPEC"), help: "with --checklist: flip these tasks without asking")
  section = "Choosing"
  add(.pick, "p", .required("SPEC"), help: "choose without asking: 3, 2-4, -1, a value or label")
  add(.filter, "f", .required("QUERY"), help: "print every item matching QUERY, best first")
  add(.list, "l", help: "print the numbered menu and exit")
  add(.query, "q", .required("TEXT"), help: "start with this query")
  add(.exact, "e", help: "match contiguous text, not fuzzy")
  add(.noSort, help: "keep matches in source order")
  add(
    .tiebreak, nil, .required("CRITERIA"),
    help: "quality, then length|chunk|pathname|begin|end|index",
    .choices(Tiebreak.allCases.map(\.rawValue)))
  add(.selectOne, "1", help: "choose the only match without asking")
  add(.exitZero, "0", help: "exit 1 at once when nothing matches")
  add(.timeout, nil, .required("SECONDS"), help: "give up waiting for the user: exit 124")
  add(.plain, help: "numbered menu and a prompt, like bash's select")
  add(.tty, nil, .required("PATH"), help: "draw on and read keys from PATH instead of /dev/tty", .file)
  add(.height, nil, .required("[~][-]N[%]"), help: "draw inline: N lines, N% tall, -N all but N, ~ fit")
  add(.fullScreen, help: "draw on the whole screen")
  add(
    .layout, nil, .required("LAYOUT"), help: "top-down|reverse, bottom-up|default, reverse-list",
    .choices(PickerLayout.names))
  add(.cycle, help: "Up on the first item goes to the last, and back")
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
  add(.json, help: "print each item as a line of JSON: index, score, positions, value")
  add(.printQuery, help: "print the query as the first line")
  add(.expect, nil, .required("KEYS"), help: "these keys accept too; print the key's name first")
  add(.color, nil, .required("WHEN"), help: "auto, always, never; fzf's: dark, fg:#rrggbb...",
      .choices(["auto", "always", "never"]))
  section = "Preview and key bindings"
  add(.preview, nil, .required("COMMAND"), help: "show COMMAND's output for the item under the cursor")
  add(.previewWindow, nil, .required("SPEC"), help: "pane: POS,SIZE,border-STYLE,wrap,follow,+N,~N...")
  add(.bind, nil, .required("KEYS"), help: "KEY:ACTION[+ACTION...],...: bind keys (repeatable)")
  add(.withShell, nil, .required("COMMAND"), help: "run commands with COMMAND (default: $SHELL -c)")
  add(.listen, nil, .optional("ADDR"), help: "serve actions (POST) and the state (GET) over HTTP")
  add(.listenUnsafe, nil, .optional("ADDR"), help: "as --listen; remote clients may run commands too")
  section = "Numbers"
  add(.noNumbers, help: "draw no numbers; digits are only text (no :N)")
  section = "Memory"
  add(.remember, nil, .required("NAME"), help: "remember choices under NAME, to rank them first")
  add(.noRemember, help: "remember nothing (undoes --remember)")
  add(.forget, help: "with --remember: forget NAME's memory and exit")
  add(.rememberSize, nil, .required("N"), help: "remember at most N items (default 1000)")
  add(.idNth, nil, .required("N[,M...]"), help: "remember items by these fields, not whole lines")
  section = "fzf options"
  add(.extended, "x", help: "'exact ^start end$ !not a|b in queries (default)")
  add(.ignoreCase, "i", help: "ignore case; +i respects it")
  add(.smartCase, help: "ignore case unless the query has capitals (default)")
  add(.literal, help: "a letter with a diacritic matches only itself")
  add(
    .scheme, nil, .required("SCHEME"), help: "tune ranking: default, path (file names) or history",
    .choices(["default", "path", "history"]))
  add(.algo, nil, .required("TYPE"), help: "v2: best fuzzy alignment (default); v1: first found", .choices(["v1", "v2"]))
  add(.disabled, help: "typing does not filter: items stay in source order")
  add(.tail, nil, .required("N"), help: "keep only the last N items of the input")
  add(.sync, help: "read all the input before the picker appears")
  add(.track, help: "keep the cursor on its item when the matches change")
  add(.jumpLabels, nil, .required("CHARS"), help: "the keys labelling rows in jump mode (default: asdf…)")
  add(.history, nil, .required("FILE"), help: "keep queries in FILE; Ctrl-P/Ctrl-N recall them", .file)
  add(.historySize, nil, .required("N"), help: "keep at most N queries in --history (default 1000)")
  add(
    .walker, nil, .required("OPTS"), help: "stdin a terminal: walk file,dir,follow,hidden",
    .choices(["file", "dir", "follow", "hidden", "file,follow,hidden"]))
  add(.walkerRoot, nil, .required("DIR"), help: "where --walker starts (default: .; repeatable)", .file)
  add(.walkerSkip, nil, .required("DIRS"), help: "names --walker skips (default: .git,node_modules)")
  add(.threads, nil, .required("N"), help: "rank on N threads (default: one per core)")
  add(.bench, nil, .required("DURATION"), help: "with --filter: rank again for DURATION, print times")
  add(.filepathWord, help: "query word moves and deletes stop only at /")
  add(.ambidouble, help: "characters of ambiguous width take two columns")
  add(.noUnicode, help: "draw with ASCII characters only")
  add(.noTtyDefault, help: "use the terminal of stderr, not /dev/tty")
  add(.man, help: "show the manual page")
  section = "Looks"
  add(
    .border, nil, .optional("STYLE"), help: "a border: rounded, sharp, bold, double, ...",
    .choices(BorderStyle.allCases.map(\.rawValue) + ["none"]))
  add(.borderLabel, nil, .required("LABEL"), help: "text on the border's top line")
  add(.borderLabelPos, nil, .required("N"), help: "label at column N, -N from the right, 0 centre")
  add(.margin, nil, .required("TRBL"), help: "space outside the border: N, TB,RL, T,R,B,L")
  add(.padding, nil, .required("TRBL"), help: "space inside the border, as --margin")
  add(
    .info, nil, .required("STYLE"), help: "the count: default right hidden inline...",
    .choices(Looks.Info.Style.allCases.map(\.rawValue)))
  add(.separator, nil, .required("STR"), help: "the line under the prompt, STR repeated")
  add(.noSeparator, help: "no line under the prompt")
  add(.scrollbar, nil, .optional("CHARS"), help: "the list's, then the preview's scrollbar (│)")
  add(.noScrollbar, help: "no scrollbar; labels take the last column too")
  add(.pointer, nil, .required("STR"), help: "mark of the row under the cursor (>)")
  add(.marker, nil, .required("STR"), help: "mark of checked rows (default: ✓)")
  add(.gutter, nil, .required("CHAR"), help: "drawn where the pointer is not (blank)")
  add(.ghost, nil, .required("TEXT"), help: "dimmed text in the empty query field")
  add(.footer, nil, .required("TEXT"), help: "text under the list, below a line")
  add(.headerFirst, help: "bottom-up: the header below the prompt")
  add(.highlightLine, help: "highlight the whole row under the cursor")
  add(.accessible, help: "for screen readers: the cursor on the current row, no spinner")
  add(.noBold, help: "draw nothing in bold")
  add(.ellipsis, nil, .required("STR"), help: "mark of a cut label (default: …)")
  add(.noInput, help: "no prompt line; typing changes nothing")
  add(.gap, nil, .optional("N"), help: "N rows between items (1), the last a line")
  add(.gapLine, nil, .optional("STR"), help: "draw the gap's line with STR (default: ┈)")
  add(.noGapLine, help: "leave the gap rows blank")
  add(.tabstop, nil, .required("N"), help: "columns between tab stops (default: 8)")
  add(.keepRight, help: "with no query, show a long label's end")
  add(.noHscroll, help: "never shift a long label to show its match")
  add(.hscrollOff, nil, .required("N"), help: "columns kept after the match when shifting")
  add(.scrollOff, nil, .required("N"), help: "lines kept in view beyond the cursor (0)")
  add(.freezeLeft, nil, .required("N"), help: "a long label's first N fields stay in view")
  add(.freezeRight, nil, .required("N"), help: "a long label's last N fields stay in view")
  add(.style, nil, .required("PRESET"), help: "fzf's presets: default, minimal, full[:STYLE]",
      .choices(["default", "minimal", "full"]))
  let styles = BorderStyle.allCases.map(\.rawValue) + ["none"]
  add(.inputBorder, nil, .optional("STYLE"), help: "a border round the prompt line", .choices(styles))
  add(.listBorder, nil, .optional("STYLE"), help: "a border round the list", .choices(styles))
  add(
    .headerBorder, nil, .optional("STYLE"), help: "a border round the header, or inline with the list",
    .choices(styles + ["inline"]))
  add(
    .footerBorder, nil, .optional("STYLE"), help: "a border round the footer, or inline with the list",
    .choices(styles + ["inline"]))
  add(.previewBorder, nil, .optional("STYLE"), help: "a border round the preview", .choices(styles))
  add(
    .headerLinesBorder, nil, .optional("STYLE"), help: "the --header-lines apart, in a border of their own",
    .choices(styles + ["inline"]))
  add(.inputLabel, nil, .required("LABEL"), help: "text on the prompt line's border")
  add(.listLabel, nil, .required("LABEL"), help: "text on the list's border")
  add(.headerLabel, nil, .required("LABEL"), help: "text on the header's border")
  add(.footerLabel, nil, .required("LABEL"), help: "text on the footer's border")
  add(.previewLabel, nil, .required("LABEL"), help: "text on the preview's border")
  add(.inputLabelPos, nil, .required("N"), help: "where --input-label goes, as --border-label-pos")
  add(.listLabelPos, nil, .required("N"), help: "where --list-label goes")
  add(.headerLabelPos, nil, .required("N"), help: "where --header-label goes")
  add(.footerLabelPos, nil, .required("N"), help: "where --footer-label goes")
  add(.previewLabelPos, nil, .required("N"), help: "where --preview-label goes")
  add(.wrap, nil, .optional("MODE"), help: "long labels go on over more rows, cut anywhere (char) or at spaces (word)")
  add(.wrapSign, nil, .required("STR"), help: "starts each wrapped row (default: ↳)")
  add(.previewWrapSign, nil, .required("STR"), help: "starts each wrapped row of the preview (default: --wrap-sign)")
  add(.multiLine, help: "a --read0 item's lines on rows of their own (default)")
  add(.noMultiLine, help: "a --read0 item's line breaks shown as ^J")
  add(.markerMultiLine, nil, .required("STR"), help: "check marks of a checked item's rows: 3 glyphs")
  add(.raw, help: "items that do not match stay listed, dimmed")
  add(.gutterRaw, nil, .required("CHAR"), help: "the gutter of rows that do not match (--raw)")
  add(.infoCommand, nil, .required("COMMAND"), help: "show COMMAND's first line as the count")
  add(.minHeight, nil, .required("N[+]"), help: "the fewest rows of --height N% (+: N items)")
  section = "Terminal"
  add(.mouse, help: "clicks and the wheel in the picker (the default)")
  add(.noMouse, help: "leave the mouse to the terminal")
  add(.noClear, help: "leave the last frame on the screen at the end")
  add(.tmux, nil, .optional("SPEC"), help: "in tmux 3.3+, run in a popup: [POS][,W%][,H%]")
  add(.popup, nil, .optional("SPEC"), help: "the same as --tmux")
  section = "Other"
  add(.initShell, nil, .required("SHELL"), help: "print setup and key bindings for bash, zsh or fish", .choices(setupShells))
  add(.help, "h", help: "show this help")
  add(.version, "V", help: "show the version")
  return rows
}()

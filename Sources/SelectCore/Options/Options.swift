/// The command line, parsed and checked: what the executable dispatches on.
package struct Options: Sendable {
  /// How colour is decided.
  package enum ColorMode: String, Sendable { case auto, always, never }
  /// How chosen items are ordered in the output.
  package enum Order: String, Sendable { case source, selection }

  package var read0 = false
  package var enumName: String?
  package var listEnums = false
  /// `--walk`: items are the paths under the current directory.
  package var walk: WalkRules?
  package var delimiter: [UInt8]?
  package var withNth: FieldList?
  package var acceptNth: FieldList?
  /// `--with-nth` and `--accept-nth` given as fzf's templates
  /// (`'{2} {1}'`, `'Id: {1}'`) rather than field lists.
  package var withNthTemplate: PrintTemplate?
  package var acceptNthTemplate: PrintTemplate?
  /// `--with-nth` as given, for `change-with-nth` to go back to.
  package var withNthText: String?
  /// `--nth`: the fields the query matches.
  package var nth: FieldList?
  /// `--nth` as given, for `FZF_NTH`.
  package var nthText = ""
  package var ansi = false
  package var headerLines = 0
  package var tac = false
  package var range: SourceRange?
  package var checklist = false
  package var toggle: PickSpec?
  package var pick: PickSpec?
  package var filter: String?
  package var list = false
  package var query: String?
  package var exact = false
  package var noSort = false
  package var tiebreak: [Tiebreak]?
  package var selectOne = false
  package var exitZero = false
  /// Seconds to wait for the user.
  package var timeout: Double?
  package var plain = false
  package var tty: String?
  /// `--height`: `.lines` or `.percent`.
  package var height: PickerHeight?
  package var fullScreen = false
  package var layout = PickerLayout.topDown
  /// fzf's looks (`--border`, `--margin`, `--info`, `--pointer`, …).
  package var looks = Looks()
  package var cycle = false
  package var selected: [String] = []
  package var header: String?
  package var prompt: String?
  package var multi = false
  /// At most this many items may be checked.
  package var limit: Int?
  /// How the command line set `limit`, for messages: `--limit 2`, `--multi=2`.
  package var limitOption = ""

  /// `--sections`: names of the unchecked and checked sections.
  package var sections: (unchecked: String, checked: String)?
  package var order = Order.source
  package var template = PrintTemplate.value
  package var print0 = false
  /// `--json`: each item printed as a line of JSON.
  package var json = false
  package var printQuery = false
  /// `--expect`: names of the keys that accept too (fzf's names, checked).
  package var expect: [String] = []
  package var color = ColorMode.auto
  // What the terminal shows.
  /// `--mouse` (the default), `--no-mouse`.
  package var mouse = true
  /// `--no-clear`.
  package var noClear = false
  /// `--tmux`/`--popup`: where and how big the tmux popup is.
  package var popup: TmuxPopupSpec?
  package var initShell: String?
  /// `--preview`: the command run for the item under the cursor.
  package var preview: PrintTemplate?
  package var previewWindow = PreviewWindow()
  /// `--bind`, in the order given: a later binding of a key wins.
  package var bindings: [Keymap.Binding] = []
  /// `--no-numbers`: the picker draws no numbers and takes none.
  package var noNumbers = false
  /// `--with-shell`: the program and flags commands are given to.
  package var withShell: [String]?
  /// `--listen` and `--listen-unsafe`: where to serve, and whether remote
  /// clients may run commands.
  package var listen: ListenAddress?
  package var listensUnsafely = false
  package var help = false
  package var version = false
  /// `--remember NAME`: the memory choices are kept in; nil for none.
  package var remember: String?
  /// `--forget`: clear `remember`'s memory.
  package var forget = false
  /// Each option word as written (`--pick`, `-m`, `+s`), without its
  /// argument: `--forget` takes no option but `--remember`.
  package var optionsGiven: [String] = []
  /// `--remember-size`: the most items a memory keeps.
  package var rememberSize = 1000
  /// `--id-nth`: the fields memory knows an item by.
  package var idNth: FieldList?
  /// fzf 0.74's options that select had no word for.
  package var fzf = FzfOptions()
  /// Items given as words on the command line.
  package var arguments: [String] = []

  package init() {}

  /// How queries are matched and ranked.
  package var matchOptions: MatchOptions {
    var options = MatchOptions()
    options.exact = exact
    options.fields = nth
    options.delimiter = delimiter
    if noSort {
      options.order = .source
    } else if let tiebreak {
      options.order = .tiebreak(tiebreak)
    }
    fzf.adjust(&options, tiebreakGiven: noSort || tiebreak != nil)
    return options
  }

  /// Records one option from the command line, checking its argument.
  mutating func apply(_ id: OptionID, _ argument: String?) throws(SelectError) {
    let text = argument ?? ""
    switch id {
    case .read0: read0 = true
    case .enumName: enumName = text
    case .enums: listEnums = true
    case .walk: walk = try WalkRules(parsing: text)
    case .delimiter:
      guard !text.isEmpty else { throw .usage("--delimiter needs a non-empty separator") }
      // As in fzf, `\t` is a tab before anything else is decided.
      delimiter = Array(text.split(separator: "\\t", omittingEmptySubsequences: false).joined(separator: "\t").utf8)
    case .withNth where text.contains("{"):
      withNthTemplate = try PrintTemplate(parsing: text, option: "--with-nth")
      withNth = nil
      withNthText = text
    case .acceptNth where text.contains("{"):
      acceptNthTemplate = try PrintTemplate(parsing: text, option: "--accept-nth")
      acceptNth = nil
    case .withNth:
      withNth = try FieldList(parsing: text, option: id.rawValue)
      withNthTemplate = nil
      withNthText = text
    case .acceptNth:
      acceptNth = try FieldList(parsing: text, option: id.rawValue)
      acceptNthTemplate = nil
    case .nth:
      nth = try FieldList(parsing: text, option: id.rawValue)
      nthText = text
    case .ansi: ansi = true
    case .headerLines:
      guard let n = Int(text), n >= 0 else {
        throw .usage("--header-lines takes a number of lines from 0, not '\(text)'")
      }
      headerLines = n
    case .tac: tac = true
    case .range: range = try SourceRange(parsing: text)
    case .checklist: checklist = true
    case .toggle: toggle = try PickSpec(parsing: text, noun: "toggle")
    case .pick: pick = try PickSpec(parsing: text)
    case .filter: filter = text
    case .list: list = true
    case .query: query = text
    case .exact: exact = true
    // The later of the two counts, so the command line wins over
    // SELECT_DEFAULT_OPTS.
    case .noSort:
      noSort = true
      tiebreak = nil
    case .tiebreak:
      tiebreak = try Tiebreak.list(parsing: text)
      noSort = false
    case .selectOne: selectOne = true
    case .exitZero: exitZero = true
    case .timeout:
      guard let seconds = Double(text), seconds > 0, seconds < 1e9 else {
        throw .usage("--timeout takes a number of seconds above 0, not '\(text)'")
      }
      timeout = seconds
    case .plain: plain = true
    case .tty: tty = text
    case .height:
      height = try Self.height(text)
      // The later of `--height` and `--tmux` wins, as in fzf: a height
      // after `--tmux` draws inline.
      popup = nil
    case .fullScreen: fullScreen = true
    case .layout:
      guard let value = PickerLayout(named: text) else {
        throw .usage(
          "--layout takes top-down, reverse, bottom-up (or default) or reverse-list, not '\(text)'")
      }
      layout = value
    case .cycle: cycle = true
    // What the terminal shows.
    case .mouse: mouse = true
    case .noMouse: mouse = false
    case .noClear: noClear = true
    case .tmux, .popup: popup = try TmuxPopupSpec(parsing: argument, option: "--\(id.rawValue)")
    case .selected: selected.append(text)
    case .header: header = text
    case .prompt: prompt = text
    case .multi:
      multi = true
      if let argument {
        limit = try Self.count(argument, option: "--multi")
        limitOption = "--multi=\(argument)"
      }
    case .limit:
      multi = true
      limit = try Self.count(text, option: "--limit")
      limitOption = "--limit \(text)"
    case .sections:
      let names = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
      guard names.count == 2 else { throw .usage("--sections takes two names: 'To do,Done'") }
      sections = (String(names[0]), String(names[1]))
    case .order:
      guard let value = Order(rawValue: text) else {
        throw .usage("--order takes 'source' or 'selection', not '\(text)'")
      }
      order = value
    case .print: template = try PrintTemplate(parsing: text)
    case .print0: print0 = true
    case .json: json = true
    case .printQuery: printQuery = true
    case .expect:
      // Given again, the keys add up, as in fzf.
      let keys = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      expect += keys.filter { !expect.contains($0) }
      if let unknown = keys.first(where: { Key(name: $0) == nil }) {
        throw .usage("unknown key '\(unknown)' in --expect (fzf's names: ctrl-o, alt-x, f1, enter, tab…)")
      }
    case .color:
      // select's auto|always|never and fzf's colour specs, alone or
      // together: `--color=always,dark,hl:65:bold`.
      let words = text.split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }
      guard !words.isEmpty else { throw .usage("--color takes auto, always, never or fzf's colours, not ''") }
      var spec: [Substring] = []
      for word in words {
        if let mode = ColorMode(rawValue: String(word)) { color = mode } else { spec.append(word) }
      }
      if !spec.isEmpty { looks.theme = try (looks.theme ?? Theme()).applying(spec) }
    case .initShell:
      guard setupShells.contains(text) else {
        throw .usage("--init takes \(setupShells.dropLast().joined(separator: ", ")) or \(setupShells.last!), not '\(text)'")
      }
      initShell = text
    case .preview: preview = text.isEmpty ? nil : try PrintTemplate(parsing: text, option: "--preview")
    case .previewWindow: try previewWindow.apply(text)
    case .bind: bindings += try Keymap.bindings(parsing: text)
    case .noNumbers: noNumbers = true
    case .remember:
      guard !text.isEmpty else { throw .usage("--remember needs a name: --remember NAME") }
      remember = text
    case .noRemember: remember = nil
    case .forget: forget = true
    case .rememberSize: rememberSize = try Self.count(text, option: "--remember-size")
    case .idNth: idNth = try FieldList(parsing: text, option: id.rawValue)
    case .listen, .listenUnsafe:
      guard let address = ListenAddress(parsing: argument) else {
        throw .usage(
          "--\(id.rawValue) takes PORT, HOST:PORT, :PORT or a path ending in .sock, not '\(argument ?? "")'")
      }
      listen = address
      listensUnsafely = id == .listenUnsafe
    case .withShell:
      withShell = try splitShellWords(text, source: "--with-shell")
      if withShell?.isEmpty ?? true { throw .usage("--with-shell needs a command, as in 'bash -c'") }
    case .border, .borderLabel, .borderLabelPos, .margin, .padding, .info, .separator, .noSeparator,
      .scrollbar, .noScrollbar, .pointer, .marker, .gutter, .ghost, .footer, .headerFirst,
      .highlightLine, .accessible, .noBold, .ellipsis, .noInput, .gap, .gapLine, .noGapLine,
      .tabstop, .keepRight, .noHscroll, .hscrollOff, .scrollOff, .freezeLeft, .freezeRight, .style, .inputBorder, .listBorder,
      .headerBorder, .footerBorder, .headerLinesBorder, .previewBorder, .inputLabel, .listLabel, .headerLabel, .footerLabel,
      .previewLabel, .inputLabelPos, .listLabelPos, .headerLabelPos, .footerLabelPos, .previewLabelPos,
      .wrap, .wrapSign, .previewWrapSign, .multiLine, .noMultiLine, .markerMultiLine, .raw, .gutterRaw,
      .infoCommand, .minHeight:
      try looks.apply(id, argument)
    case .help: help = true
    case .version: version = true
    case .extended, .ignoreCase, .smartCase, .literal, .scheme, .algo, .disabled, .tail, .sync, .track,
      .jumpLabels, .history, .historySize, .walker, .walkerRoot, .walkerSkip, .threads, .bench,
      .ambidouble, .filepathWord, .noUnicode, .noTtyDefault, .man:
      try fzf.apply(id, text)
    }
  }

  private static func count(_ text: String, option: String) throws(SelectError) -> Int {
    guard let n = Int(text), n >= 1 else { throw .usage("\(option) takes a number from 1, not '\(text)'") }
    return n
  }

  /// `N`, `N%`, fzf's `-N` (all rows but N) and `~` (no taller than the
  /// items need).
  private static func height(_ text: String) throws(SelectError) -> PickerHeight {
    let bad = SelectError.usage("--height takes N lines, N%, -N (all but N) or ~ before one, not '\(text)'")
    if text.hasPrefix("~") {
      guard let base = try? height(String(text.dropFirst())), base != .fitting else { throw bad }
      if case .adaptive = base { throw bad }
      return .adaptive(base)
    }
    if text.hasPrefix("-") {
      guard let n = Int(text.dropFirst()), n >= 0, !text.hasPrefix("--") else { throw bad }
      return .allBut(n)
    }
    if text.hasSuffix("%") {
      guard let n = Int(text.dropLast()), (1...100).contains(n) else { throw bad }
      return .percent(n)
    }
    guard let n = Int(text), n >= 1 else { throw bad }
    return .lines(n)
  }
}

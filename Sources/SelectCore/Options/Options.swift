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
  /// `--nth`: the fields the query matches.
  package var nth: FieldList?
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
  package var border = false
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
  package var help = false
  package var version = false
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
      delimiter = Array(text.utf8)
    case .withNth: withNth = try FieldList(parsing: text, option: id.rawValue)
    case .acceptNth: acceptNth = try FieldList(parsing: text, option: id.rawValue)
    case .nth: nth = try FieldList(parsing: text, option: id.rawValue)
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
    case .height: height = try Self.height(text)
    case .fullScreen: fullScreen = true
    case .layout:
      // fzf's `reverse` is this top-down layout.
      guard let value = text == "reverse" ? .topDown : PickerLayout(rawValue: text) else {
        throw .usage("--layout takes top-down or bottom-up, not '\(text)'")
      }
      layout = value
    case .border: border = true
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
    case .printQuery: printQuery = true
    case .expect:
      expect = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      if let unknown = expect.first(where: { Key(name: $0) == nil }) {
        throw .usage("unknown key '\(unknown)' in --expect (fzf's names: ctrl-o, alt-x, f1, enter, tab…)")
      }
    case .color:
      guard let value = ColorMode(rawValue: text) else {
        throw .usage("--color takes auto, always or never, not '\(text)'")
      }
      color = value
    case .initShell: initShell = text
    case .preview: preview = text.isEmpty ? nil : try PrintTemplate(parsing: text, option: "--preview")
    case .previewWindow: previewWindow = try PreviewWindow(parsing: text)
    case .bind: bindings += try Keymap.bindings(parsing: text)
    case .help: help = true
    case .version: version = true
    }
  }

  private static func count(_ text: String, option: String) throws(SelectError) -> Int {
    guard let n = Int(text), n >= 1 else { throw .usage("\(option) takes a number from 1, not '\(text)'") }
    return n
  }

  private static func height(_ text: String) throws(SelectError) -> PickerHeight {
    let bad = SelectError.usage("--height takes N lines or N%, not '\(text)'")
    if text.hasSuffix("%") {
      guard let n = Int(text.dropLast()), (1...100).contains(n) else { throw bad }
      return .percent(n)
    }
    guard let n = Int(text), n >= 1 else { throw bad }
    return .lines(n)
  }
}

/// Everything the full-screen picker knows: the items seen so far, what the
/// user typed, the list as shown, the cursor and the checked items.
///
/// A value changed only by `apply(_:)` (the reducer, in
/// `PickerState+Reduce.swift`); the terminal layer feeds it keys and
/// rankings and draws it with `PickerView`. Items are referred to by
/// *position*, their place in `items` (which is also source order).
package struct PickerState {
  /// How the picker behaves, as the options give it; actions such as
  /// `change-prompt`, `change-header` and `toggle-sort` change the state's
  /// copy (`settings`), and `initial` keeps what was given.
  package struct Settings: Sendable {
    /// Whether several items can be checked.
    package var multi = false
    /// At most this many checked items.
    package var limit: Int?
    /// Values (or labels) marked as the current setting; pre-checked in
    /// multi mode.
    package var selected: [String] = []
    /// How the query matches and ranks (`--exact`, `--nth`, `--no-sort`,
    /// `--tiebreak`).
    package var match = MatchOptions()
    /// How many of the first items received are `--header-lines`.
    package var headerLineCount = 0
    /// Whether an input that ends empty shows an empty picker rather than
    /// ending with `no input` (`--walk` in an empty directory, as fzf's
    /// Ctrl-T does).
    package var opensEmpty = false
    /// Whether moving past either end of the list wraps round (`--cycle`).
    package var cycles = false
    /// Where the list is drawn: bottom-up, Up moves to the next item.
    package var layout = PickerLayout.topDown
    /// Keys that accept too (`--expect`), with the names printed for them.
    package var expectKeys: [Key: String] = [:]
    /// The text above the prompt (see `headerLines`).
    package var header: String?
    /// Drawn before the query (`--prompt`, `change-prompt`).
    package var prompt = "> "
    /// Names of the unchecked and checked sections.
    package var sections = (unchecked: "Unchecked", checked: "Checked")
    /// Whether `accept` lists checked items in the order they were checked.
    package var ordersBySelection = false
    /// Swatches drawn beside labels, by item index (built-in `colour`).
    package var swatches: [Swatch?] = []
    /// Positions checked from the start (a checklist's `[x]` tasks).
    package var preChecked: Set<Int> = []
    /// Whether Enter with nothing checked chooses nothing rather than the
    /// item under the cursor: unticking every task is an answer too.
    package var acceptsNoChecks = false
    /// Whether a line-mode answer naming an item whole, or by the first
    /// letter of its label, chooses it rather than narrowing the list: a
    /// yes-or-no question answered `no` or `y`.
    package var answersByName = false
    /// Which key does what.
    package var keymap = Keymap.standard
    /// How deep each item is nested, by item index (a checklist's tasks):
    /// its label is indented two columns a level.
    package var depths: [Int] = []
    /// Whether items are numbered by their index (a checklist's task
    /// numbers, as `--list` and `--toggle` count them) rather than by
    /// their place in the list.
    package var numbersItemsByIndex = false
    /// Whether items carry numbers at all: without them (`--no-numbers`,
    /// the shell widgets) none is drawn, `:N` and Alt-digits type text and
    /// a query of digits is only text.
    package var showsNumbers = true
    /// Where the preview pane goes; nil without `--preview`.
    package var previewWindow: PreviewWindow?
    /// Whether typed and pasted text goes into the query (not with
    /// `--no-input`, which draws no query line).
    package var acceptsTyping = true
    /// Lines kept in view above and below the cursor (`--scroll-off`).
    package var scrollOff = 0
    /// Items that do not match stay listed, in source order (`--raw`).
    package var raw = false
    /// How `{1}` and friends split values in commands (`--delimiter`).
    package var delimiter: [UInt8]?
    /// What was chosen before (`--remember`): rankings lift it.
    package var memory: MemoryRanking?
    /// The preview command (`--preview`), until `change-preview`.
    package var previewCommand: PrintTemplate?
    /// `--nth` as written (`FZF_NTH`), until `change-nth`.
    package var nthText = ""
    /// `--with-nth` as written, until `change-with-nth`; nil without it,
    /// when `change-with-nth` does nothing, as in fzf.
    package var withNthText: String?
    /// `--filepath-word`: word moves and deletions stop only at `/`.
    package var filepathWords = false
    /// `--tail N`: only the last N items are offered.
    package var tail: Int?
    /// `--track`: the cursor stays on its item as the matches change.
    package var tracks = false
    /// `--history`: the file's past queries, oldest first.
    package var historyLines: [String]?
    /// fzf's looks: border, labels, footer, pointer… (`toggle-wrap`,
    /// `change-footer` and their kin change them).
    package var looks = Looks()
    /// The keys that label the rows in jump mode (`--jump-labels`): fzf's.
    package var jumpLabels = Array("asdfghjklqwertyuiopzxcvbnm1234567890ASDFGHJKLQWERTYUIOPZXCVBNM`~;:,<.>/?'\"!@#$%^&*()[{]}-_=+")
    /// Whether the header and the `--header-lines` are drawn
    /// (`toggle-header`).
    package var showsHeader = true

    /// Whether the query narrows the list: `--disabled` turns it off,
    /// `enable-search` and `toggle-search` on again, as in fzf.
    package var searches = true
    /// Which alternative each `change-…(A|B|…)` showed last, by its text.
    var alternativeTurns: [String: Int] = [:]

    package init() {}

    /// The header's lines, each drawn as a row of its own: none for no
    /// header or an empty one (`--header ''`), and a final line break ends
    /// the last line rather than adding an empty one.
    package var headerLines: [String] {
      guard showsHeader, let header, !header.isEmpty else { return [] }
      var lines = header.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.count > 1 && lines.last == "" { lines.removeLast() }
      return lines
    }
  }

  /// How the picker behaves now: the settings given, as actions such as
  /// `change-prompt`, `change-header` or `toggle-sort` changed them.
  package internal(set) var settings: Settings
  /// The settings as they were given, for actions that go back to them.
  let initial: Settings
  /// Every item received so far, in source order.
  package internal(set) var items = ItemColumn()
  /// What the input gave besides the items: the header lines, whether
  /// more may come, the reloads and moves, the labels made again.
  package internal(set) var input = ItemInput()
  /// The `--header-lines` drawn: none while the header is hidden.
  package var shownHeaderItems: [Item] { settings.showsHeader ? input.headerItems : [] }
  /// The query line: what the user typed to narrow the list.
  package internal(set) var queryLine: QueryLine
  /// What the user typed to narrow the list.
  package var query: String { queryLine.text }
  /// The list as shown: its ranking, rows, cursor and scroll.
  package internal(set) var list = ListWindow()
  /// The checked, marked and excluded items.
  package internal(set) var checks: Checks
  /// `:N`, Alt-digits and jump labels.
  package internal(set) var jump = JumpInput()
  /// The actions to do, the events to fire, and what the picker hands out.
  package internal(set) var queue = ActionQueue()
  /// What the preview pane shows.
  package internal(set) var preview: PreviewState

  /// A picker with no items yet and `query` typed.
  package init(settings: Settings, query: String = "") {
    var settings = settings
    // `--disabled` is the search turned off, which `enable-search` and
    // `toggle-search` turn on again, as in fzf.
    settings.searches = !settings.match.disabled
    settings.match.disabled = false
    self.settings = settings
    initial = settings
    queryLine = QueryLine(
      query, history: settings.historyLines.map(QueryHistory.init), filepathWords: settings.filepathWords)
    preview = PreviewState(isHidden: settings.previewWindow?.isHidden ?? false, command: settings.previewCommand)
    checks = Checks(selected: SelectedNames(settings.selected))
  }

  /// The query as the matcher parses it: `search(...)`'s text instead,
  /// and nothing with search disabled.
  package var parsedQuery: Query {
    Query(settings.searches ? queryLine.searchText ?? query : "", options: settings.match)
  }

  /// The position of the item under the cursor, if the list is not empty.
  package var cursorPosition: Int? { list.cursorPosition }

  /// Whether list lines include section headings: in multi mode once
  /// something is checked (before that, one section would only cost a row).
  package var hasSections: Bool { settings.multi && !checks.checked.isEmpty }

  /// How many list lines there are: items plus section headings, one
  /// above each section that shows an item (an empty one has none).
  package var lineCount: Int {
    guard hasSections else { return list.shown.count }
    return list.shown.count + uncheckedHeadingLines + (list.shown.count > list.uncheckedCount ? 1 : 0)
  }

  /// The unchecked section's heading: a line, unless the section is empty.
  private var uncheckedHeadingLines: Int { list.uncheckedCount > 0 ? 1 : 0 }

  /// The list line that shows the item at `offset` in `shown`.
  package func line(ofOffset offset: Int) -> Int {
    guard hasSections else { return offset }
    return offset < list.uncheckedCount ? offset + 1 : offset + uncheckedHeadingLines + 1
  }

  /// What list line `line` shows.
  package func content(ofLine line: Int) -> Line {
    guard hasSections else { return .item(offset: line) }
    let checkedHeading = list.uncheckedCount + uncheckedHeadingLines
    if line < checkedHeading { return line == 0 ? .heading(checked: false) : .item(offset: line - 1) }
    if line == checkedHeading { return .heading(checked: true) }
    return .item(offset: line - checkedHeading - 1 + list.uncheckedCount)
  }

  /// The number shown beside the item at `offset` in `shown`, and typed to
  /// jump to it: its place in the ranking, which checking does not change.
  package func number(ofOffset offset: Int) -> Int {
    settings.numbersItemsByIndex ? items[list.shown[offset]].index + 1 : list.rank(ofOffset: offset) + 1
  }

  /// The offset in `shown` of the item numbered `number`, if shown.
  func offset(ofNumber number: Int) -> Int? {
    if settings.numbersItemsByIndex { return list.shown.firstIndex { items[$0].index + 1 == number } }
    if list.shownRanks.isEmpty { return list.shown.indices.contains(number - 1) ? number - 1 : nil }
    return list.shownRanks.firstIndex(of: number - 1)
  }

  /// One line of the list.
  package enum Line: Equatable, Sendable {
    /// A section's heading.
    case heading(checked: Bool)
    /// The item at this offset in `shown`.
    case item(offset: Int)
  }
}

/// Everything the full-screen picker knows: the items seen so far, what the
/// user typed, the list as shown, the cursor and the checked items.
///
/// A value changed only by `apply(_:)` (the reducer, in
/// `PickerState+Reduce.swift`); the terminal layer feeds it keys and
/// rankings and draws it with `PickerView`. Items are referred to by
/// *position*, their place in `items` (which is also source order).
package struct PickerState {
  /// How the picker behaves: fixed for a session.
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
    /// Drawn before the query.
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

  /// How the picker behaves: as set, until an action such as
  /// `change-header` or `toggle-sort` changes a setting.
  package internal(set) var settings: Settings
  /// The settings as they were given, for actions that go back to them.
  let initial: Settings
  /// Every item received so far, in source order.
  package internal(set) var items = ItemColumn()
  /// The `--header-lines` received so far, drawn above the list.
  package internal(set) var headerItems: [Item] = []
  /// The labels `change-with-nth` made, and how it makes those of items
  /// still to come; nil while the labels are the reader's.
  package internal(set) var relabelling: Relabelling?
  /// The `--header-lines` drawn: none while the header is hidden.
  package var shownHeaderItems: [Item] { settings.showsHeader ? headerItems : [] }
  /// Whether more items may still arrive.
  package internal(set) var isLoading = true
  /// What the user typed to narrow the list.
  package internal(set) var query: String
  /// Where in the query the user types: an offset in its Unicode scalars,
  /// always at the start of a character.
  package internal(set) var queryCursor: Int
  /// The text last deleted by a word or line deletion, for `yank`.
  var killed = ""
  /// The ranking the shown list comes from; nil until the first one.
  package internal(set) var ranking: Ranking?
  /// Earlier rankings by other queries, oldest first, so that erasing
  /// back to a query (or typing it again) needs no ranking; together they
  /// hold at most `keptMatchesBudget(itemCount:)` matches.
  var earlierRankings: [Ranking] = []
  /// Positions of the items shown, top to bottom: in multi mode the
  /// unchecked ones, then the checked ones.
  package internal(set) var shown: ShownList = []
  /// How many of `shown` are in the unchecked section (all of them outside
  /// multi mode).
  package internal(set) var uncheckedCount = 0
  /// In multi mode with items checked, each shown item's offset in the
  /// ranking, the list as it was before checking moved items between
  /// sections: its number less one (§17). Empty otherwise, when an item's
  /// offset in `shown` is that offset.
  package internal(set) var shownRanks: [Int] = []
  /// With `--raw`, which item positions match the query, a bit each; nil
  /// when every shown item matches.
  package internal(set) var rawMatches: [UInt64]?
  /// How many items match the query (all shown ones, unless `--raw`).
  package internal(set) var matchCount = 0
  /// The cursor's offset in `shown`.
  package internal(set) var cursor = 0
  /// The first list line drawn (lines include section headings).
  package internal(set) var scroll = 0
  /// How many list lines fit on the screen; set by `.resized`.
  package internal(set) var listRows = 10
  /// Checked positions in the order they were checked.
  package internal(set) var checkOrder: [Int] = []
  /// Checked positions, for lookup.
  package internal(set) var checked: Set<Int> = []
  /// Positions of items named by `--selected`: drawn with a check mark.
  package internal(set) var marked: Set<Int> = []
  /// A short note for the user (why a toggle was refused), until the next key.
  package internal(set) var message: String?
  /// The digits typed after `:` (or with Alt), while jumping to a number.
  package internal(set) var jumpDigits: String?
  /// In jump mode (`jump`, `jump-accept`), what a label's key does.
  package internal(set) var jumping: JumpMode?
  /// Whether the user moved the cursor, so a late `--selected` item no
  /// longer pulls it.
  var hasMoved = false
  /// Whether the cursor moved since the query last changed: then the
  /// ranking for the new query leaves it where it is (fzf's `change:last`).
  var movedSinceQueryChange = false
  /// Digits typed with Alt so far; any other key starts a new number.
  var altDigits = ""
  /// Actions still to do, in order: a key's later actions while a command
  /// runs, or after `wait` (or an `accept` before the list shows the query)
  /// until the ranking for the query arrives.
  var pending: [PickerAction] = []
  /// Whether `pending` waits for the ranking of the query typed.
  var waitsForRanking = false
  /// What the bound events compare with to see what changed.
  var lastSettled = EventSnapshot()
  /// Events that happened since the last look (`start`, `result`, …).
  var happened: [BindEvent] = []
  /// Whether `load` has fired.
  var hasLoaded = false
  /// Keys and events whose bindings `unbind` turned off.
  package internal(set) var unbound: Set<BindTrigger> = []
  /// The name of the last key pressed and of the last action done
  /// (`FZF_KEY`, `FZF_ACTION`).
  package internal(set) var lastKey = ""
  package internal(set) var lastAction = "start"
  /// Text `print(...)` queued for the output, printed before the choices.
  package internal(set) var printQueue: [String] = []
  /// Whether the query narrows the list (`disable-search` turns it off).
  package internal(set) var searchEnabled = true
  /// What `search(...)` ranks by instead of the query, until it changes.
  package internal(set) var searchText: String?
  /// Positions `exclude` took out of the list.
  package internal(set) var excluded: Set<Int> = []
  /// The position `track-current` keeps the cursor on across rankings.
  package internal(set) var tracked: Int?
  /// The preview command now: the setting, `change-preview`'s, or
  /// `preview(...)`'s until the cursor moves to another item.
  package internal(set) var previewCommand: PrintTemplate?
  var previewIsOneOff = false
  /// Counts `refresh-preview`s: the preview runs again when it changes.
  package internal(set) var previewRefreshes = 0
  /// Which alternative each `change-preview-window(A|B|…)` showed last.
  var previewWindowTurns: [String: Int] = [:]
  /// Counts `bg-cancel`s: a background transform started before the
  /// last one is not wanted any more.
  package internal(set) var backgroundGeneration = 0
  /// Counts reloads, so a reload's first item is a new focus.
  var reloads = 0
  /// Counts the times items moved to other positions
  /// (`change-header-lines`): what the terminal layer found by position
  /// must be looked for again.
  package internal(set) var positionsMoved = 0
  /// Counts `bell`s, for the terminal layer to ring.
  package internal(set) var bells = 0
  /// The name of the `--expect` key that accepted, or nil for Enter.
  package internal(set) var acceptedBy: String?
  /// Counts ticks, for the loading spinner.
  package internal(set) var ticks = 0
  /// What the preview pane shows.
  package internal(set) var preview: PreviewState
  /// Drawn before the query: the setting until `change-prompt`.
  package internal(set) var prompt: String
  let selectedNames: SelectedNames

  /// A picker with no items yet and `query` typed.
  /// `--history`: past queries that Ctrl-P and Ctrl-N bring back.
  package var history: QueryHistory?

  package init(settings: Settings, query: String = "") {
    var settings = settings
    // `--disabled` is the search turned off, which `enable-search` and
    // `toggle-search` turn on again, as in fzf.
    searchEnabled = !settings.match.disabled
    settings.match.disabled = false
    self.settings = settings
    initial = settings
    self.query = query
    queryCursor = query.unicodeScalars.count
    preview = PreviewState(isHidden: settings.previewWindow?.isHidden ?? false)
    prompt = settings.prompt
    previewCommand = settings.previewCommand
    selectedNames = SelectedNames(settings.selected)
    history = settings.historyLines.map(QueryHistory.init)
  }

  /// The query as the matcher parses it: `search(...)`'s text instead,
  /// and nothing with search disabled.
  package var parsedQuery: Query {
    Query(searchEnabled ? searchText ?? query : "", options: settings.match)
  }

  /// The position of the item under the cursor, if the list is not empty.
  package var cursorPosition: Int? { shown.indices.contains(cursor) ? shown[cursor] : nil }

  /// Whether list lines include section headings: in multi mode once
  /// something is checked (before that, one section would only cost a row).
  package var hasSections: Bool { settings.multi && !checked.isEmpty }

  /// How many list lines there are: items plus section headings.
  package var lineCount: Int {
    guard hasSections else { return shown.count }
    return shown.count + 1 + (shown.count > uncheckedCount ? 1 : 0)
  }

  /// The list line that shows the item at `offset` in `shown`.
  package func line(ofOffset offset: Int) -> Int {
    guard hasSections else { return offset }
    return offset < uncheckedCount ? offset + 1 : offset + 2
  }

  /// What list line `line` shows.
  package func content(ofLine line: Int) -> Line {
    guard hasSections else { return .item(offset: line) }
    if line == 0 { return .heading(checked: false) }
    if line <= uncheckedCount { return .item(offset: line - 1) }
    if line == uncheckedCount + 1 { return .heading(checked: true) }
    return .item(offset: line - 2)
  }

  /// The number shown beside the item at `offset` in `shown`, and typed to
  /// jump to it: its place in the ranking, which checking does not change.
  package func number(ofOffset offset: Int) -> Int {
    settings.numbersItemsByIndex ? items[shown[offset]].index + 1 : rank(ofOffset: offset) + 1
  }

  /// The offset in the ranking of the item at `offset` in `shown`: what
  /// `{offset}` prints for it.
  package func rank(ofOffset offset: Int) -> Int {
    shownRanks.isEmpty ? offset : shownRanks[offset]
  }

  /// The offset in `shown` of the item numbered `number`, if shown.
  func offset(ofNumber number: Int) -> Int? {
    if settings.numbersItemsByIndex { return shown.firstIndex { items[$0].index + 1 == number } }
    if shownRanks.isEmpty { return shown.indices.contains(number - 1) ? number - 1 : nil }
    return shownRanks.firstIndex(of: number - 1)
  }

  /// One line of the list.
  package enum Line: Equatable, Sendable {
    /// A section's heading.
    case heading(checked: Bool)
    /// The item at this offset in `shown`.
    case item(offset: Int)
  }
}

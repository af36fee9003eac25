/// What a command line runs, decided once (`Options.plan(term:)`): the
/// executable switches on it, and `--tmux` opens a popup only for a mode
/// that asks in the picker.
package enum Mode: Equatable, Sendable {
  case help, version
  /// `--man`.
  case manual
  /// `--list-enums`.
  case listEnums
  /// `--init SHELL`: the setup script to print.
  case shellSetup(String)
  /// `--checklist`; `popup` when it asks in the picker under `--tmux`.
  case checklist(popup: TmuxPopupSpec?)
  /// `--forget`.
  case forget
  /// `--list`: numbered as `order` says.
  case list(ListOrder)
  /// `--pick SPEC`: among the items numbered as `order` says.
  case pick(PickSpec, ListOrder)
  /// `--filter QUERY` (with `--bench`, timed instead of printed).
  case filter(Ranked, bench: Double?)
  /// The picker, or the line mode (`--plain`, `TERM=dumb`): with
  /// `loadsFirst`, every item is read before the first frame (`--sync`,
  /// `--select-1`, `--exit-0`); `popup` under `--tmux`.
  case ask(popup: TmuxPopupSpec?, loadsFirst: Bool)

  /// The popup `--tmux` asks for, when this mode shows the picker.
  package var popup: TmuxPopupSpec? {
    switch self {
    case .checklist(let popup), .ask(let popup, _): popup
    default: nil
    }
  }

  /// Whether the mode only tells about the program (`--help`,
  /// `--version`, `--man`): nothing else on the command line takes effect,
  /// not even `--history`'s file.
  package var isAboutTheProgram: Bool {
    switch self {
    case .help, .version, .manual: true
    default: false
    }
  }
}

/// How `--list` and `--pick` number the items: as they come, or as the
/// picker would show them (ranked by `--query` and the memory).
package enum ListOrder: Equatable, Sendable {
  case asTheyCome
  /// Ranked when there is a query or a memory to rank by.
  case ranked(Ranked)
}

/// A ranking outside the picker: the items matching `query`, best first,
/// of the last `tail` items with `--tail N`.
package struct Ranked: Equatable, Sendable {
  package var query: String
  /// Whether the command line gave the query (`--query`, `--filter`).
  package var isGiven: Bool
  package var tail: Int?
  package var match: MatchOptions

  /// How many matches `--filter` looks up before it writes them, so that
  /// their items' scattered reads overlap, apart from the writes (a million
  /// matches copied into choices first cost 10% of the run; written from
  /// the ranking in a loop that knows the output's type, not through a
  /// generic one in the core, which measured 15% slower).
  package static let lookupBatch = 256

  /// Whether ranking changes the order: with a query only, since memory
  /// lifts for a typed query only (MEMORY in select(1)).
  package var reorders: Bool { isGiven }

  /// The positions ranked among `count` items: the last `tail` ones.
  package func positions(count: Int) -> Range<Int> {
    (tail.map { max(count - $0, 0) } ?? 0)..<count
  }

  /// Whether `--filter` may rank the lines as they are read and write them
  /// from the ranking (`rankLinesInParallel`) when they are plain lines on
  /// stdin: with no `--id-nth` or `--tail`.
  package func ranksLinesAsRead(_ options: Options) -> Bool {
    options.idNth == nil && tail == nil
  }
}

extension Options {
  /// The mode this command line runs, in the order the options take
  /// precedence; `term` is the environment's `TERM` (`dumb` asks in the
  /// line mode, which no popup shows).
  package func plan(term: String?) -> Mode {
    if help { return .help }
    if version { return .version }
    if fzf.man { return .manual }
    if listEnums { return .listEnums }
    if let shell = initShell, let setup = shellSetup(for: shell) { return .shellSetup(setup) }
    let popup = plain || term == "dumb" ? nil : self.popup
    if checklist { return .checklist(popup: toggle == nil && pick == nil && !list ? popup : nil) }
    if forget && remember != nil { return .forget }
    // A number means what the picker would show: `--pick` with
    // `--no-sort` ranks nothing, and takes matches as they come.
    let order: ListOrder = pick != nil && noSort ? .asTheyCome : .ranked(queryRanking)
    if list { return .list(order) }
    if let pick { return .pick(pick, order) }
    if let filter {
      let ranked = Ranked(query: filter, isGiven: true, tail: fzf.tail, match: matchOptions)
      return .filter(ranked, bench: fzf.bench)
    }
    return .ask(popup: popup, loadsFirst: fzf.sync || selectOne || exitZero)
  }

  /// The ranking by `--query` (empty without it) that `--list`, `--pick`,
  /// `--select-1` and `--exit-0` number and decide by.
  package var queryRanking: Ranked {
    Ranked(query: query ?? "", isGiven: query != nil, tail: fzf.tail, match: matchOptions)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Runs the full-screen picker on the terminal: the loop that reads keys,
/// applies them to the state, ranks, and draws only the rows that changed.
///
/// Everything it decides is in `PickerState` (the reducer) and `PickerView`;
/// this file only moves bytes and events between them and the terminal.
package final class PickerSession {
  /// How the picker is drawn.
  package struct Display {
    package var height = PickerHeight.fitting
    package var usesColour = false
    /// How many colours the terminal has.
    package var colourDepth = ColourDepth.trueColour
    /// Unicode symbols, or ASCII ones where the locale is not UTF-8.
    package var glyphs = Glyphs.unicode
    /// Seconds to wait for the user (`--timeout`).
    package var timeout: Double?
    /// `--preview`.
    package var preview: PrintTemplate?
    /// How `reload` reads items from a command's output, as stdin is
    /// read; nil when reload is not offered.
    package var reloadReader: ((any ValueStream) -> @Sendable (_ emit: (Item) -> Bool) throws -> Void)?
    /// What commands run with (`--with-shell`).
    package var shell = ChildShell.standard
    /// The `--listen` server, already listening.
    package var listener: ListenServer?
    /// Whether the mouse is reported and acted on (`--no-mouse` turns it off).
    package var mouse = true
    /// Whether the last frame stays on the screen at the end (`--no-clear`).
    package var keepsLastFrame = false

    package init() {}
  }

  /// The picker's state.
  package internal(set) var state: PickerState
  let tty: TerminalDevice
  var feed: ItemFeed
  let display: Display
  var renderer: FrameRenderer
  var decoder = KeyDecoder()
  /// Keys that came while the picker waited for the terminal's answer to
  /// the cursor-position query, handled once the first frame is drawn.
  var earlyKeys: [Key] = []
  /// The screen row (0-based) of the region's first row, for the mouse;
  /// nil when the terminal did not say where the cursor was.
  var regionTop: Int?
  /// Whether the terminal answered the cursor-position query; one that
  /// stayed silent is not asked again.
  var answersCursorQuery = true
  /// The view the last frame was drawn with, to hit-test the mouse.
  var view: PickerView?
  /// When and on which row the last left click was, to tell a double click.
  var lastClick: (time: Double, row: Int)?
  /// The header or footer line and column clicked last, from 1, for the
  /// commands `click-header` and `click-footer` run (`FZF_CLICK_HEADER_LINE`…).
  var clickedText: (part: String, line: Int, column: Int)?
  /// The frame on the terminal now; nil when the region is blank.
  var last: Screen?
  /// Rows of the region drawn in.
  var regionHeight = 1
  var pendingKeySince: Double?
  /// When the last key came, to tell the reducer of a pause.
  var keyPause = KeyPause(startingAt: monotonicSeconds())
  var lastTick = 0.0
  let preview: PreviewRunner?
  /// `--info-command`, when given.
  let infoCommand: InfoCommand?
  /// The command of the last `reload`, until it is reaped.
  var reloading: RunningCommand?
  /// The `reload-sync` command still running, whose output is the next items.
  var syncReload: SyncReload?
  /// Whether the items came from `reload`, which may give none.
  var hasReloaded = false
  /// `--listen` actions that came while a command held the picker up.
  var heldRequests: [ListenServer.Request] = []
  /// The `bg-transform*` commands still running.
  var background: [BackgroundTransform] = []
  /// The bells rung so far (`bell`).
  var bellsRung = 0
  /// When each `every(N)` event fires next.
  var timers: [(seconds: Double, next: Double)] = []
  /// Where the remembered items are (`--remember`).
  var remembered: RememberedPositions?
  /// `state.input.positionsMoved` when `remembered` was made.
  var rememberedAtMove = 0

  package init(tty: TerminalDevice, state: PickerState, feed: ItemFeed, display: Display) {
    self.tty = tty
    self.state = state
    self.feed = feed
    var display = display
    // With a preview and no `--height`, the picker takes the whole
    // terminal, as fzf's does (select(1), `--preview`).
    if display.height == .fitting && state.settings.previewCommand != nil { display.height = .fullScreen }
    self.display = display
    // `preview(...)` and `change-preview(...)` need a pane without
    // `--preview` too.
    preview = state.settings.previewWindow == nil ? nil : PreviewRunner()
    remembered = state.settings.memory.map(RememberedPositions.init)
    infoCommand = state.settings.looks.infoCommand.map(InfoCommand.init)
    var renderer = FrameRenderer(
      placement: display.height == .fullScreen ? .fullScreen : .inline,
      usesColour: display.usesColour)
    renderer.colourDepth = display.colourDepth
    renderer.reportsMouse = display.mouse
    self.renderer = renderer
  }

  /// The items received so far, kept alive by the feed that read them
  /// (which holds what its reading function holds).
  package var items: ItemList {
    ItemList(state.items, keptAliveBy: state.input.relabelling.map { Owners(feed, $0) } ?? feed)
  }

  /// Shows the picker until the user accepts, and returns the choices.
  /// Cancelling, a timeout or a signal throw; the terminal is restored
  /// before this returns or throws.
  package func run() throws -> [PickerChoice] {
    SignalWatch.install([SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGCONT, SIGTSTP, SIGCHLD])
    defer { feed.stop() }
    // Runs after the terminal is restored: the user sees the shell at once.
    defer {
      preview?.finishAll()
      reloading?.finish()
      syncReload?.cancel()
      for job in background {
        job.command.finish()
        job.files.remove()
      }
    }
    let deadline = display.timeout.map { monotonicSeconds() + $0 }
    try settle(until: monotonicSeconds() + PickerTiming.settling)
    tty.enterRawMode()
    enter()
    defer {
      // The frame left behind shows the state as it ended.
      if display.keepsLastFrame { draw() }
      // The erase first, then the terminal's own mode, which waits until
      // the erase has gone out and keeps what was typed (the shell's keys):
      // with echo back on first, keys arriving meanwhile were echoed ahead
      // of the erase, and an echoed `ESC ]` swallowed it, cursor and all.
      tty.write(renderer.leave(after: last, keepingFrame: display.keepsLastFrame))
      tty.restoreMode()
    }
    let now = monotonicSeconds()
    timers = state.settings.keymap.timers.map { ($0, now + $0) }
    var hasStarted = false
    while true {
      try takeItems()
      try reapReload()
      if let choices = try advanceBackground() { return choices }
      if let choices = try fireTimers() { return choices }
      if state.needsRanking {
        // A long ranking: show the typed query first.
        if state.items.count > PickerTiming.longList { draw() }
        if let choices = try rank() { return choices }
      }
      // fzf's `start`: once, when the picker first shows what it has read
      // (nothing yet, or a short input whole), before any key.
      if !hasStarted {
        hasStarted = true
        if let choices = try handle(state.apply(.started)) { return choices }
        continue
      }
      draw()
      if !earlyKeys.isEmpty {
        let keys = earlyKeys
        earlyKeys = []
        if let choices = try press(keys) { return choices }
        continue
      }
      // After drawing, so that a key is echoed before a preview starts.
      if let preview, !state.previewWaitsForWholeList, preview.advance(&state, wiring: wiring(CommandWiring())) {
        draw()
      }
      if let choices = try waitAndHandle(until: deadline) { return choices }
    }
  }

  /// Waits briefly for the input to end, so that a short list can be
  /// drawn in a region that fits it.
  private func settle(until time: Double) throws {
    while state.input.isLoading {
      let left = time - monotonicSeconds()
      if left <= 0 { break }
      _ = waitReadable(feed.fd, milliseconds: Int32(left * 1000) + 1)
      try takeItems()
    }
  }

  /// Hands queued items to the state; an input that ended empty is an error.
  private func takeItems() throws {
    guard state.input.isLoading else { return }
    let (items, hasEnded) = try feed.take()
    if !items.isEmpty { _ = state.apply(.itemsArrived(items)) }
    if hasEnded {
      _ = state.apply(.inputEnded)
      // An empty input is an error, unless an event or key may reload
      // (fzf's `start:reload(…)` recipes read nothing from stdin) or an
      // empty walk is worth seeing (`--walk`).
      if state.items.isEmpty && !hasReloaded && !state.settings.keymap.reloads && !state.settings.opensEmpty {
        throw SelectError.noItems(afterHeaderLines: state.input.headerItems.count)
      }
    }
  }

  /// Ranks on every core, giving up as soon as a key or a signal is
  /// waiting: the next loop ranks again, narrowing from the last finished
  /// ranking.
  ///
  /// A long ranking goes in slices, and the best matches of the slices done
  /// so far are drawn every few dozen milliseconds, as fzf does: at a
  /// million items the first rows appear in the time of one slice, not of
  /// the whole list. The rows on the screen are final first: typed on
  /// from a kept ranking, they are found by scoring its matches best first
  /// (`TopRowsWalk`); otherwise they are shown as soon as every item is
  /// scored, while the threads sort. The rest of the order and the count
  /// follow, the count showing meanwhile that matches are still being
  /// found.
  private func rank() throws -> [PickerChoice]? {
    // The first ranking is finished whatever keys come: there is no list
    // before it for a key like Down to act on.
    let ttyFD = state.list.ranking == nil ? -1 : tty.fd
    let signalFD = SignalWatch.fd
    let shouldStop: @Sendable () -> Bool = {
      // A descriptor of -1 is skipped by poll(2).
      var entries = [
        pollfd(fd: ttyFD, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0),
      ]
      return poll(&entries, 2, 0) > 0
    }
    let column = state.items
    let ranking: Ranking?
    switch state.rankingWork() {
    case .ready(let ready):
      ranking = column.withView { lifted(ready, $0) }
    case .rank(let query, let range, let previous):
      var pieces = RankingPiece.plan(query, range, previous: previous)
      if var walk = state.topRowsWalk(query, range, from: previous) {
        switch try column.withView({ try showFirstRows(&walk, $0, query, range, shouldStop) }) {
        case .stopped: return nil
        case .chosen(let choices): return choices
        case .walked: pieces = walk.rest()
        }
      }
      var nextPreview = monotonicSeconds() + PickerTiming.firstPreview
      // Shown once every item is scored, unless the walk showed them.
      let showsAfterScan = !state.isSettling && state.showsFirstRowsFirst
      var firstRowsEffect = PickerEffect.none
      ranking = column.withView { items in
        let slices = RankingPiece.slices(
          of: pieces, from: Self.firstSlice, upTo: Self.slice, smallCount: Self.firstSlices)
        let ranked = rankInParallel(
          items, slices: slices, query: query, marking: range, shouldStop: shouldStop,
          afterSlice: { bestSoFar in
            guard monotonicSeconds() > nextPreview else { return }
            drawPreview(query, range, bestSoFar, items)
            nextPreview = monotonicSeconds() + PickerTiming.previewInterval
          },
          afterScan: showsAfterScan
            ? { best in
              let rows = self.state.partialFrameMatches(rows: self.regionHeight)
              let (first, matchCount) = best(rows)
              let shown =
                self.remembered?.firstMatches(first, of: items, in: range, by: Matcher(query: query), query: self.state.query)
                .prefix(rows) ?? first[...]
              firstRowsEffect = self.state.apply(
                .firstRowsFinal(Ranking(query: query, range: range, first: Array(shown)), matchesSoFar: matchCount))
              self.draw()
            } : nil)
        return ranked.map { lifted(Ranking(query: query, range: range, matches: $0.matches, matched: $0.matched), items) }
      }
      if let choices = try handle(firstRowsEffect) { return choices }
    }
    guard let ranking else { return nil }
    return try handle(state.apply(.ranked(ranking)))
  }

  /// How the walk for a query's first rows ended.
  private enum FirstRows {
    /// A key or a signal came first.
    case stopped
    /// The first rows were shown (when not every match was scored first),
    /// and an event bound to them ended the picker.
    case chosen([PickerChoice])
    /// The first rows were shown, or the walk gave the rest to the whole
    /// ranking: `walk.rest()` finishes the order.
    case walked
  }

  /// Scores the earlier matches best first, on every core, until the rows
  /// the screen shows are final, and shows them: first the best few
  /// thousand (their best rows drawn at once, as a first frame), then as
  /// many as `TopRowsWalk.needed` says prove those rows, unless that is
  /// more than a thirty-second of them: then the whole ranking scores the
  /// rest, and shows its first rows once every item is scored.
  private func showFirstRows(
    _ walk: inout TopRowsWalk, _ items: ItemColumn.View, _ query: Query, _ range: Range<Int>,
    _ shouldStop: @escaping @Sendable () -> Bool
  ) throws -> FirstRows {
    let rows = state.partialFrameMatches(rows: regionHeight)
    let budget = max(walk.earlier.count / 32, Self.slice)
    var end = Self.firstWalk
    while !walk.isDone {
      guard let matches = rankInParallel(items, walk.piece(through: end), query: query, shouldStop: shouldStop)
      else { return .stopped }
      walk.take(matches, through: end)
      let shown = lifted(walk.found, items)
      if walk.finalCount(of: shown) >= rows && !walk.isDone {
        let effect = state.apply(
          .firstRowsFinal(
            Ranking(query: query, range: range, first: Array(shown.prefix(rows))), matchesSoFar: walk.found.count))
        draw()
        if let choices = try handle(effect) { return .chosen(choices) }
        return .walked
      }
      if end == Self.firstWalk { drawProvisional(query, range, Array(shown.prefix(rows)), walk.found.count) }
      end = walk.needed(forFirst: rows, of: shown)
      guard end - walk.scored <= budget else { break }
    }
    return .walked
  }

  /// How many of the earlier matches the walk scores first, best first.
  private static let firstWalk = 16_384

  /// `ranking` with what was chosen before first (`--remember`).
  private func lifted(_ ranking: Ranking, _ items: ItemColumn.View) -> Ranking {
    guard state.settings.memory != nil else { return ranking }
    return Ranking(
      query: ranking.query, range: ranking.range, matches: lifted(ranking.matches, items), matched: ranking.matched)
  }

  /// `matches` with what was chosen before first (`--remember`).
  private func lifted(_ matches: [RankedMatch], _ items: ItemColumn.View) -> [RankedMatch] {
    if rememberedAtMove != state.input.positionsMoved {
      // `change-header-lines` moved the items: they are looked for again.
      rememberedAtMove = state.input.positionsMoved
      remembered = state.settings.memory.map(RememberedPositions.init)
    }
    return remembered?.lift(matches, of: items, query: state.query) ?? matches
  }

  /// Items ranked between two looks at the screen: few at first, so that
  /// the first rows come soon after `PickerTiming.firstPreview` (at a
  /// million items, the threads rank the first small slices in about that
  /// time), more later.
  private static let firstSlice = 4_096
  private static let firstSlices = 16
  private static let slice = 32_768

  /// Draws the list as the ranking so far would show it, leaving the state
  /// as it is: the best rows so far, as many as the screen has (all so far
  /// when the state says so), and how many match so far; once the first
  /// rows are final, only the count moves on.
  private func drawPreview(
    _ query: Query, _ range: Range<Int>, _ bestSoFar: (Int) -> BestSoFar, _ items: ItemColumn.View
  ) {
    if state.isSettling {
      // The rows shown are final: only the count moves on.
      _ = state.apply(.matchesFound(bestSoFar(1).matchCount))
      draw()
      return
    }
    let (best, matchCount) = bestSoFar(state.partialFrameMatches(rows: regionHeight))
    drawProvisional(query, range, lifted(best, items), matchCount)
  }

  /// Draws `best`, the best rows so far of `matchCount` matches so far,
  /// leaving the state as it is.
  private func drawProvisional(_ query: Query, _ range: Range<Int>, _ best: [RankedMatch], _ matchCount: Int) {
    var preview = state
    preview.showPartial(Ranking(query: query, range: range, matches: best), matchCount: matchCount)
    draw(&preview)
  }

  /// Acts on what the reducer asked for; returns the choices on accept.
  func handle(_ effect: PickerEffect) throws -> [PickerChoice]? {
    switch effect {
    case .none: return nil
    case .accept(let choices): return choices
    case .acceptNothing: throw SelectError.nothingChosen
    case .cancel: throw SelectError.cancelled
    case .suspend:
      suspend()
      return try handle(state.apply(.commandEnded(nil, output: [])))
    case .redraw:
      redraw()
      return try handle(state.apply(.commandEnded(nil, output: [])))
    case .run(let command):
      return try run(command)
    }
  }

  /// Draws the state, writing only what changed since the last frame.
  func draw() {
    draw(&state)
  }

  /// The view `shown` is drawn with, for the terminal as it is now. The
  /// state is given, not read: `draw` holds it `inout` meanwhile.
  func currentView(for shown: PickerState) -> PickerView {
    var view = PickerView(
      width: tty.size.columns, height: regionHeight, usesColour: display.usesColour,
      glyphs: display.glyphs)
    view.layout = shown.settings.layout
    view.looks = shown.settings.looks
    return view
  }

  /// Draws `shown`, the state or a preview of it, writing only what changed.
  private func draw(_ shown: inout PickerState) {
    var view = currentView(for: shown)
    if let infoCommand { view.looks.infoText = infoCommand.text(for: view.countText(shown)) }
    _ = shown.apply(.resized(listRows: view.listRows(for: shown)))
    if let rows = view.previewHeight(for: shown) { _ = shown.apply(.previewResized(rows: rows)) }
    let screen = view.screen(shown)
    self.view = view
    var bytes = renderer.update(from: last, to: screen)
    if shown.queue.bells != bellsRung {
      bellsRung = shown.queue.bells
      bytes.append(0x07)
    }
    if !bytes.isEmpty { tty.write(bytes) }
    last = screen
  }

  /// Prepares a region sized for the terminal as it is now.
  func enter() {
    let terminalRows = tty.size.rows
    // A pane that a key may open (`preview(...)`) needs the room a list
    // read whole would not ask for.
    let listRows =
      state.input.isLoading || preview != nil
      ? nil : currentView(for: state).wholeListRows(state, limit: terminalRows)
    let chromeRows = PickerView.chromeRows(for: state, looks: state.settings.looks)
    regionHeight = display.height.rows(
      terminalRows: terminalRows, listRows: listRows, chromeRows: chromeRows,
      minimum: state.settings.looks.minHeight.map { $0.rows + ($0.addsChrome ? chromeRows : 0) } ?? 0)
    locateRegion()
    tty.write(renderer.enter(height: regionHeight))
    last = nil
  }
}

/// The reader's bytes and those of labels made again (`change-with-nth`),
/// kept alive together by an item list.
private final class Owners {
  let feed: ItemFeed
  let labels: Relabelling
  init(_ feed: ItemFeed, _ labels: Relabelling) {
    self.feed = feed
    self.labels = labels
  }
}

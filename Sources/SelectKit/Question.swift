import SelectCore
import SelectTerminal

/// One question put to the user on the terminal, over items as bytes: the
/// layer under `choose()`, and what the `select` command itself asks with.
///
/// It draws the full-screen picker, or the numbered line mode with
/// `lineMode` or `TERM=dumb`, and restores the terminal and the program's
/// signal handlers before it returns or throws.
///
///     var question = Question()
///     question.settings.header = "Branch"
///     let tty = try question.openTerminal()
///     let items = ItemList(values: ["main", "feature"])
///     let choices = try question.ask(on: tty, items: items).choices
package struct Question {
  /// How the picker and the line mode behave: multi, limit, the current
  /// value (`selected`), header, prompt, sections.
  ///
  ///     question.settings.multi = true
  package var settings = PickerState.Settings()
  /// How the picker is drawn: height, colours, symbols, timeout, preview.
  ///
  ///     question.display.timeout = 30
  package var display = PickerSession.Display()
  /// The query typed when the picker opens.
  ///
  ///     question.query = "feat"
  package var query = ""
  /// Asks in the numbered line mode, like bash's `select`, instead of the
  /// full-screen picker.
  ///
  ///     question.lineMode = true
  package var lineMode = false
  /// Lines read from the input that head the list (`select
  /// --header-lines`): the line mode prints them under the header once
  /// the items are loaded (the picker gets them with the items).
  ///
  ///     question.inputHeader = { ["PID  COMMAND"] }
  package var inputHeader: () -> [String] = { [] }
  /// Called with the picker's last state just before `ask` returns, or
  /// throws because Enter chose nothing: for a caller that prints the
  /// query or the key that accepted first (`select --print-query`).
  ///
  ///     question.whenAnswered = { print($0.query) }
  package var whenAnswered: (PickerState) throws -> Void = { _ in }
  /// Called with what was chosen and the query it was chosen with, in
  /// the picker and in the line mode, before `ask` returns: where a memory
  /// (`select --remember`) records it.
  ///
  ///     question.whenChosen = { choices, query in file.record(choices, query: query, identity: .init()) }
  package var whenChosen: (Choices, _ query: String) -> Void = { _, _ in }
  /// Called with the names of `settings.selected` that no item answers
  /// to, when there are any: in the line mode before the menu is printed,
  /// in the picker once it has closed (`select --selected` in select(1)).
  ///
  ///     question.whenSelectedNamesNothing = { for name in $0 { print("no \(name)") } }
  package var whenSelectedNamesNothing: ([String]) -> Void = { _ in }
  /// The terminal to ask on instead of `/dev/tty` (`select --tty`).
  ///
  ///     question.terminalPath = "/dev/pts/3"
  package var terminalPath: String?
  /// The name the line mode's messages begin with: `select`, or the
  /// program SelectKit asks for.
  ///
  ///     question.programName = "mytool"
  package var programName = "select"

  /// A question with the picker's defaults, drawn in the colours the
  /// terminal announces (`COLORTERM`, `TERM`) with the symbols the locale
  /// can show.
  ///
  ///     let question = Question()
  package init() {
    display.colourDepth = .ofTerminal
    display.glyphs = .ofLocale
  }

  /// Whether the line mode asks: `lineMode`, or a terminal that says it
  /// cannot draw (`TERM=dumb`).
  ///
  ///     if question.asksLineByLine { print("line mode") }
  package var asksLineByLine: Bool {
    lineMode || environment("TERM") == "dumb"
  }

  /// Whether colours are drawn for `--color` (`ChoiceSettings.colour`):
  /// `always` beats `NO_COLOR`, which beats `auto` (select(1), ENVIRONMENT).
  package static func usesColour(_ mode: Options.ColorMode) -> Bool {
    switch mode {
    case .always: return true
    case .never: return false
    // NO_COLOR set and not empty (no-color.org) turns `auto` off.
    case .auto: return (environment("NO_COLOR") ?? "").isEmpty
    }
  }

  /// Opens the terminal to ask on; throws `.noTerminal` at once when there
  /// is none, before any input is read.
  ///
  ///     let tty = try question.openTerminal()
  package func openTerminal() throws(SelectError) -> TerminalDevice {
    try TerminalDevice(path: terminalPath)
  }

  /// Asks on `tty` about `items`, all known beforehand.
  ///
  ///     let (choices, query) = try question.ask(on: tty, items: ItemList(values: ["a", "b"]))
  package func ask(on tty: TerminalDevice, items: ItemList) throws -> (
    choices: Choices, query: String
  ) {
    let feed = {
      try ItemFeed(
        fillingNow: { emit in
          items.withItems { items in
            for item in items where !emit(item) { return }
          }
        }, keeping: items)
    }
    return try ask(on: tty, loading: { items }, feeding: feed)
  }

  /// Asks on `tty` about items that may still be arriving: the picker
  /// takes them from the feed `makeFeed` starts, as they come; the line
  /// mode, which numbers a whole list, waits for `load` to read them all.
  /// Returns the choices and the query typed last.
  ///
  ///     let (choices, query) = try question.ask(on: tty, loading: { try source.load() }) {
  ///       try ItemFeed { emit in try source.forEach(keep: true, emit) }
  ///     }
  package func ask(
    on tty: TerminalDevice, loading load: () throws -> ItemList,
    feeding makeFeed: () throws -> ItemFeed
  ) throws -> (choices: Choices, query: String) {
    defer { SignalWatch.restore() }
    if asksLineByLine {
      let items = try load()
      if items.isEmpty { throw SelectError.noItems(afterHeaderLines: inputHeader().count) }
      reportSelectedNamingNothing(in: items)
      var menu = LineMenu(items: items, settings: settings)
      let choices = try LinePrompt(
        tty: tty, settings: settings, headerLines: inputHeader(), timeout: display.timeout,
        programName: programName
      ).run(&menu)
      whenChosen(choices, menu.query)
      return (choices, menu.query)
    }
    let session = PickerSession(
      tty: tty, state: PickerState(settings: settings, query: query), feed: try makeFeed(),
      display: display)
    let chosen: [PickerChoice]
    do {
      chosen = try session.run()
    } catch SelectError.nothingChosen {
      reportSelectedNamingNothing(in: session)
      try whenAnswered(session.state)
      throw SelectError.nothingChosen
    }
    reportSelectedNamingNothing(in: session)
    try whenAnswered(session.state)
    let choices = Choices(chosen, in: session.items)
    whenChosen(choices, session.state.query)
    return (choices, session.state.query)
  }

  /// `reportSelectedNamingNothing(in:)` for the items of a picker whose
  /// input has ended: before that, a name may yet be answered.
  private func reportSelectedNamingNothing(in session: PickerSession) {
    if !session.state.input.isLoading { reportSelectedNamingNothing(in: session.items) }
  }

  /// Hands `whenSelectedNamesNothing` the names of `settings.selected` that
  /// no item of `items` answers to.
  private func reportSelectedNamingNothing(in items: ItemList) {
    let names = SelectedNames(settings.selected)
    guard !names.isEmpty else { return }
    let namingNothing = names.namingNothing { see in
      items.withItems { items in
        for item in items { see(item) }
      }
    }
    if !namingNothing.isEmpty { whenSelectedNamesNothing(namingNothing) }
  }
}

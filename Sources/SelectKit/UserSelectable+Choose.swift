import SelectCore

extension UserSelectable {
  /// Asks the user for one of the type's options, under its title: the
  /// settings screen of a command-line program.
  ///
  /// `current`, when given, is drawn with a check mark and the cursor
  /// starts on it; Enter with nothing typed keeps it. Typing filters, a
  /// number after `:` jumps, Enter chooses, Esc or Ctrl-C throw
  /// `ChoiceError.cancelled`; the terminal is as it was when this returns
  /// or throws, with one line saying what was chosen (`Theme: Dark`).
  /// Throws only `ChoiceError`.
  ///
  ///     enum Theme: String, CaseIterable, UserSelectable {
  ///       case light, dark, system
  ///       static let userSelectionTitle = "Theme"
  ///     }
  ///     settings.theme = try Theme.choose(current: settings.theme)
  public static func choose(current: Self? = nil, settings: ChoiceSettings = ChoiceSettings()) throws -> Self {
    let (ask, options) = one(current, settings)
    return options[try ask.positions()[0]]
  }

  /// `choose(current:settings:)` from an async context: the picker runs on
  /// a thread of its own, and cancelling the task closes it and throws
  /// `ChoiceError.cancelled`.
  ///
  ///     settings.theme = try await Theme.choose(current: settings.theme)
  public static func choose(
    current: Self? = nil, settings: ChoiceSettings = ChoiceSettings()
  ) async throws -> Self {
    let (ask, options) = one(current, settings)
    return options[try await ask.positions()[0]]
  }

  /// Asks the user for any number of the type's options, `checked` ticked
  /// from the start, and returns those ticked when Enter is pressed (which
  /// may be none), in the type's order. Throws only `ChoiceError`.
  ///
  /// The list is drawn in two sections, unchecked then checked; Tab ticks
  /// the option under the cursor and moves it to the other section.
  ///
  ///     let days = try BuiltIn.Weekday.chooseSeveral(checked: [.monday, .friday])
  public static func chooseSeveral(
    checked: [Self] = [], settings: ChoiceSettings = ChoiceSettings()
  ) throws -> [Self] {
    let (ask, options) = several(checked, settings)
    return try ask.positions().map { options[$0] }
  }

  /// `chooseSeveral(checked:settings:)` from an async context, honouring
  /// cancellation.
  ///
  ///     let days = try await BuiltIn.Weekday.chooseSeveral(checked: [.monday])
  public static func chooseSeveral(
    checked: [Self] = [], settings: ChoiceSettings = ChoiceSettings()
  ) async throws -> [Self] {
    let (ask, options) = several(checked, settings)
    return try await ask.positions().map { options[$0] }
  }

  private static func one(_ current: Self?, _ settings: ChoiceSettings) -> (Ask, [Self]) {
    let options = userSelectionOptions
    var ask = ask(options, settings)
    ask.startsOn(current.flatMap { options.firstIndex(of: $0) })
    return (ask, options)
  }

  private static func several(_ checked: [Self], _ settings: ChoiceSettings) -> (Ask, [Self]) {
    let options = userSelectionOptions
    var ask = ask(options, settings)
    ask.checks(options.indices.filter { checked.contains(options[$0]) })
    return (ask, options)
  }

  /// The question about `options`: the type's title above them, each
  /// shown by its name with its swatch.
  private static func ask(_ options: [Self], _ settings: ChoiceSettings) -> Ask {
    var ask = Ask(
      settings, title: userSelectionTitle, labels: options.map(\.userSelectionName),
      values: options.map(\.userSelectionValue))
    ask.question.settings.swatches = options.map(\.userSelectionSwatch)
    return ask
  }
}

extension Question {
  /// Makes the question a checklist: several can be checked, `positions`
  /// are from the start, and Enter returns what is checked, even nothing.
  mutating func checks(positions: [Int]) {
    settings.multi = true
    settings.preChecked = Set(positions)
    settings.acceptsNoChecks = true
  }
}

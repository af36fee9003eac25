import SelectCore

extension UserSelectable {
  /// Asks the user for one of the type's options, under its title: the
  /// settings screen of a command-line program.
  ///
  /// `current`, when given, is drawn with a check mark and the cursor
  /// starts on it. Typing filters, a number after `:` jumps, Enter chooses,
  /// Esc or Ctrl-C throw `.cancelled`; the terminal is as it was when this
  /// returns or throws.
  ///
  ///     enum Theme: String, CaseIterable, UserSelectable {
  ///       case light, dark, system
  ///       static let userSelectionTitle = "Theme"
  ///     }
  ///     settings.theme = try Theme.choose(current: settings.theme)
  public static func choose(
    current: Self? = nil, settings: ChoiceSettings = ChoiceSettings()
  ) throws(ChoiceError) -> Self {
    let options = userSelectionOptions
    var question = Question(settings, offering: options)
    question.settings.selected = current.map { [$0.userSelectionValue] } ?? []
    return options[try question.choose(optionItems(options)).picks[0].position]
  }

  /// Asks the user for any number of the type's options, `checked` ticked
  /// from the start, and returns those ticked when Enter is pressed (which
  /// may be none), in the type's order.
  ///
  /// The list is drawn in two sections, unchecked then checked; Tab ticks
  /// the option under the cursor and moves it to the other section.
  ///
  ///     let days = try Weekday.chooseSeveral(checked: [.monday, .friday])
  public static func chooseSeveral(
    checked: [Self] = [], settings: ChoiceSettings = ChoiceSettings()
  ) throws(ChoiceError) -> [Self] {
    let options = userSelectionOptions
    var question = Question(settings, offering: options)
    question.checks(positions: options.indices.filter { checked.contains(options[$0]) })
    return try question.choose(optionItems(options)).picks.map { options[$0.position] }
  }

  /// The options as items: each one's value, shown by its name.
  private static func optionItems(_ options: [Self]) -> ItemList {
    ItemList(values: options.map(\.userSelectionValue), labels: options.map(\.userSelectionName))
  }
}

extension Question {
  /// The question `choice` describes about a `UserSelectable` type: its
  /// title above `options` (unless the settings name a header), each drawn
  /// with its swatch.
  init<Option: UserSelectable>(_ choice: ChoiceSettings, offering options: [Option]) {
    self.init(choice, header: Option.userSelectionTitle)
    settings.swatches = options.map(\.userSelectionSwatch)
  }

  /// Makes the question a checklist: several can be checked, `positions`
  /// are from the start, and Enter returns what is checked, even nothing.
  mutating func checks(positions: [Int]) {
    settings.multi = true
    settings.preChecked = Set(positions)
    settings.acceptsNoChecks = true
  }
}

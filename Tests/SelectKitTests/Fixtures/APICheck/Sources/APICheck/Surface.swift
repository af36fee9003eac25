import SelectKit

/// Every public symbol of SelectKit a program uses, named with its full
/// type: a change to one of them stops this from compiling.
public func surface() async throws {
  let one: (Theme?, ChoiceSettings) throws -> Theme = Theme.choose(current:settings:)
  let several: ([BuiltIn.Weekday], ChoiceSettings) throws -> [BuiltIn.Weekday] =
    BuiltIn.Weekday.chooseSeveral(checked:settings:)
  let fromList: ([String], String?, ChoiceSettings) throws -> String = choose(
    from:current:settings:)
  let fromSlice: (ArraySlice<String>, String?, ChoiceSettings) throws -> String = choose(
    from:current:settings:)
  let severalFromList: ([String], [String], ChoiceSettings) throws -> [String] =
    chooseSeveral(from:checked:settings:)
  let severalFromSet: (Set<String>, [String], ChoiceSettings) throws -> [String] =
    chooseSeveral(from:checked:settings:)
  let labelled: ([Int], (Int) -> String, ChoiceSettings) throws -> Int = choose(
    from:label:settings:)
  let labelledCurrent: ([Int], Int?, (Int) -> String, ChoiceSettings) throws -> Int = choose(
    from:current:label:settings:)
  let severalLabelled: ([Int], (Int) -> String, ChoiceSettings) throws -> [Int] = chooseSeveral(
    from:label:settings:)
  let severalLabelledChecked: ([Int], [Int], (Int) -> String, ChoiceSettings) throws -> [Int] =
    chooseSeveral(from:checked:label:settings:)
  let yesOrNo: (String, Bool, ChoiceSettings) throws -> Bool = confirm(_:default:settings:)
  let streamed:
    (ChoiceSettings, @escaping @Sendable ((String) -> Bool) throws -> Void) throws -> String =
      choose(settings:streaming:)
  let severalStreamed:
    (ChoiceSettings, @escaping @Sendable ((String) -> Bool) throws -> Void) throws -> [String] =
      chooseSeveral(settings:streaming:)
  _ = (
    one, several, fromList, fromSlice, severalFromList, severalFromSet, labelled, labelledCurrent,
    severalLabelled, severalLabelledChecked, yesOrNo, streamed, severalStreamed
  )

  // Every ask has an async variant, honouring cancellation.
  let answers = ScriptedAnswers(answers: ["1"])
  _ = try? await answers.run { try await Theme.choose(current: .dark) as Theme }
  _ = try? await answers.run { try await Theme.chooseSeveral(checked: [.dark]) as [Theme] }
  _ = try? await answers.run { try await choose(from: ["a"], current: "a") as String }
  _ = try? await answers.run { try await choose(from: [1], label: { "\($0)" }) as Int }
  _ = try? await answers.run { try await choose(from: [1], current: 1, label: { "\($0)" }) as Int }
  _ = try? await answers.run { try await chooseSeveral(from: ["a"], checked: ["a"]) as [String] }
  _ = try? await answers.run { try await chooseSeveral(from: [1], label: { "\($0)" }) as [Int] }
  _ = try? await answers.run {
    try await chooseSeveral(from: [1], checked: [1], label: { "\($0)" }) as [Int]
  }
  _ = try? await answers.run { try await confirm("Sure?", default: true) as Bool }
  let lines = AsyncStream<String> { $0.finish() }
  _ = try? await answers.run { try await choose(from: lines, settings: ChoiceSettings()) as String }
  _ = try? await answers.run {
    try await chooseSeveral(from: lines, settings: ChoiceSettings()) as [String]
  }

  let script = ScriptedAnswers("1", ["cheese", "basil"], "")
  _ = script.unused as [ScriptedAnswers.Answer]
  _ = script.asked as [ScriptedAnswers.Asked]
  _ = script.asked.map { ($0.title, $0.options, $0.current) } as [(String?, [String], [String])]
  _ = script.run { 1 } as Int
  let answer = ScriptedAnswers.Answer(names: ["a", "b"])
  _ = (answer.names, answer.description, ScriptedAnswers.Answer("2"))

  var settings = ChoiceSettings(
    header: "H", description: "More about it", prompt: "> ", query: "q", height: .automatic,
    lineMode: false, timeout: .seconds(1), exact: false, limit: 2,
    sections: (unchecked: "Off", checked: "On"), colour: .auto, terminal: nil, remember: nil,
    showsSummary: false)
  settings.header = nil
  settings.description = nil
  settings.prompt = "? "
  settings.query = ""
  settings.height = .lines(10)
  settings.height = .percent(40)
  settings.height = .fullScreen
  settings.lineMode = true
  settings.timeout = nil
  settings.exact = true
  settings.limit = nil
  settings.sections = ("To do", "Done")
  settings.colour = .never
  settings.colour = .always
  settings.terminal = "/dev/tty"
  settings.remember = "recent"
  settings.showsSummary = true

  let errors: [ChoiceError] = [
    .cancelled, .noTerminal, .timedOut, .nothingToChoose, .noMatch(query: "zz"),
    .noSuchOption(number: 9, count: 3), .tooMany(chosen: 2, limit: 1), .invalidLimit(0),
    .terminalFailed(reason: "EIO"), .unanswered(question: "Theme"),
  ]
  _ = errors.map(\.description) as [String]
  _ = errors.map(\.exitCode) as [Int32]

  struct Planet: UserSelectable {
    static let userSelectionTitle = "Planet"
    static let userSelectionOptions = [Planet(name: "Mars")]
    let name: String
    var userSelectionName: String { name }
    var userSelectionValue: String { name.lowercased() }
    var userSelectionSwatch: Swatch? { Swatch(200, 80, 40) }
  }
  _ = (
    BuiltIn.Colour.blue, BuiltIn.Weekday.monday, BuiltIn.Month.allCases.count, BuiltIn.Answer.yes,
    BuiltIn.Signal.TERM, Planet.userSelectionOptions
  )

  let rows: NumberedCollection<ArraySlice<String>> = ["a", "b", "c"][1...].numbered()
  let first: Indexed<String, Int>? = rows.first
  _ = (first?.index, first?.offset, first?.number, first?.element, rows.base)
  _ = Set(rows) as Set<Indexed<String, Int>>
}

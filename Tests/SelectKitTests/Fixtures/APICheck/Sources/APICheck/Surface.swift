import SelectKit

/// Every public symbol of SelectKit a program uses, named with its full
/// type: a change to one of them stops this from compiling.
public func surface() async throws {
  let one: (Theme?, ChoiceSettings) throws(ChoiceError) -> Theme = Theme.choose(current:settings:)
  let several: ([Weekday], ChoiceSettings) throws(ChoiceError) -> [Weekday] =
    Weekday.chooseSeveral(checked:settings:)
  let fromList: ([String], String?, ChoiceSettings) throws(ChoiceError) -> String = choose(
    from:current:settings:)
  let severalFromList: ([String], [String], ChoiceSettings) throws(ChoiceError) -> [String] =
    chooseSeveral(from:checked:settings:)
  let labelled: ([Int], (Int) -> String, ChoiceSettings) throws(ChoiceError) -> Int = choose(
    from:label:settings:)
  let yesOrNo: (String, ChoiceSettings) throws(ChoiceError) -> Bool = confirm(_:settings:)
  let streamed:
    (ChoiceSettings, @escaping @Sendable ((String) -> Bool) throws -> Void) throws -> String =
      choose(settings:streaming:)
  let severalStreamed:
    (ChoiceSettings, @escaping @Sendable ((String) -> Bool) throws -> Void) throws -> [String] =
      chooseSeveral(settings:streaming:)
  _ = (one, several, fromList, severalFromList, labelled, yesOrNo, streamed, severalStreamed)

  let lines = AsyncStream<String> { $0.finish() }
  let answers = ScriptedAnswers(["1"])
  _ = try? await answers.run { try await choose(from: lines, settings: ChoiceSettings()) as String }
  _ = try? await answers.run {
    try await chooseSeveral(from: lines, settings: ChoiceSettings()) as [String]
  }
  _ = ScriptedAnswers("1", "2").unused as [String]
  _ = answers.run { 1 } as Int

  var settings = ChoiceSettings(
    header: "H", prompt: "> ", query: "q", height: .automatic, lineMode: false,
    timeout: .seconds(1),
    exact: false, limit: 2, sections: (unchecked: "Off", checked: "On"), colour: .auto,
    terminal: nil, remember: nil)
  settings.header = nil
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

  let errors: [ChoiceError] = [
    .cancelled, .noTerminal, .timedOut, .nothingToChoose, .noMatch(query: "zz"),
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
  _ = (Colour.blue, Weekday.monday, Month.allCases.count, Answer.yes, Planet.userSelectionOptions)
}

/// One of the enums `select --enum NAME` offers, erased to its options.
package struct BuiltinEnum: Sendable {
  /// One option: what is printed, what is shown, and an optional swatch.
  package struct Option: Sendable {
    package let value: String
    package let label: String
    package let swatch: Swatch?
  }

  /// The name given to `--enum`.
  package let name: String
  /// Other names `--enum` accepts.
  package let aliases: [String]
  /// The heading shown above the menu.
  package let title: String
  /// The options in menu order.
  package let options: [Option]
  /// The value the menu starts on when `--selected` names none: `no` for
  /// `answer`, so that a bare Enter does not confirm.
  package let startsOn: String?

  init<T: UserSelectable>(_ type: T.Type, name: String, aliases: [String] = [], startsOn: T? = nil) {
    self.name = name
    self.aliases = aliases
    self.startsOn = startsOn?.userSelectionValue
    self.title = T.userSelectionTitle
    self.options = T.userSelectionOptions.map {
      Option(value: $0.userSelectionValue, label: $0.userSelectionName, swatch: $0.userSelectionSwatch)
    }
  }

  /// Every built-in enum; adding one is a file with the type and a line here.
  package static let all: [BuiltinEnum] = [
    BuiltinEnum(BuiltIn.Colour.self, name: "colour", aliases: ["color"]),
    BuiltinEnum(BuiltIn.Answer.self, name: "answer", startsOn: .no),
    BuiltinEnum(BuiltIn.Weekday.self, name: "weekday"),
    BuiltinEnum(BuiltIn.Month.self, name: "month"),
    BuiltinEnum(BuiltIn.Signal.self, name: "signal"),
  ]

  /// The enum called `name` or one of its aliases; a usage error listing
  /// the known names otherwise.
  package static func named(_ name: String) throws(SelectError) -> BuiltinEnum {
    guard let entry = all.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
      throw .usage("unknown enum '\(name)' (known: \(all.map(\.name).joined(separator: ", ")))")
    }
    return entry
  }
}

extension BuiltinEnum {
  /// `--enums`: the name, title and count of each built-in enum, in
  /// aligned columns, with its aliases.
  package static func writeTable(to output: some OutputSink) throws(SelectError) {
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: width - text.count)
    }
    let nameWidth = all.map(\.name.count).max() ?? 0
    let titleWidth = all.map(\.title.count).max() ?? 0
    let countWidth = all.map { String($0.options.count).count }.max() ?? 0
    for entry in all {
      let aliases = entry.aliases.isEmpty ? "" : "  (also \(entry.aliases.joined(separator: ", ")))"
      let count = String(entry.options.count)
      try output.write(
        pad(entry.name, nameWidth) + "  " + pad(entry.title, titleWidth) + "  "
          + String(repeating: " ", count: countWidth - count.count) + count + aliases + "\n")
    }
  }
}

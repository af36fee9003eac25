import SelectCore

/// Asks the user for one of `items`: the full-screen picker with fuzzy
/// filtering, or the numbered line mode. `current`, when given, is drawn
/// with a check mark and the cursor starts on it.
///
///     let file = try choose(from: paths, settings: .init(header: "Open which file?"))
public func choose(
  from items: [String], current: String? = nil, settings: ChoiceSettings = ChoiceSettings()
) throws(ChoiceError) -> String {
  var question = Question(settings, header: nil)
  question.settings.selected = current.map { [$0] } ?? []
  let choices = try question.choose(ItemList(values: items))
  return items[choices.picks[0].position]
}

/// Asks the user for one of `items`, each shown as `label` gives it, and
/// returns the item itself.
///
///     let branch = try choose(from: branches, label: \.name)
public func choose<Element>(
  from items: [Element], label: (Element) -> String, settings: ChoiceSettings = ChoiceSettings()
) throws(ChoiceError) -> Element {
  let labels = items.map(label)
  let choices = try Question(settings, header: nil).choose(ItemList(values: labels))
  return items[choices.picks[0].position]
}

/// Asks the user for any number of `items`, `checked` ticked from the
/// start, and returns those ticked when Enter is pressed (which may be
/// none), in the list's order. Drawn in two sections, unchecked then
/// checked.
///
///     let tasks = try chooseSeveral(from: ["Write", "Test", "Ship"], checked: ["Write"])
public func chooseSeveral(
  from items: [String], checked: [String] = [], settings: ChoiceSettings = ChoiceSettings()
) throws(ChoiceError) -> [String] {
  var question = Question(settings, header: nil)
  question.checks(positions: items.indices.filter { checked.contains(items[$0]) })
  let choices = try question.choose(ItemList(values: items))
  return choices.picks.map { items[$0.position] }
}

/// Asks a yes-or-no question; true for yes. The question is the header
/// over "Yes" and "No" (`select --enum answer --header`).
///
///     if try confirm("Delete \(file)?") { try remove(file) }
public func confirm(
  _ question: String, settings: ChoiceSettings = ChoiceSettings()
) throws(ChoiceError) -> Bool {
  var settings = settings
  settings.header = question
  return try Answer.choose(settings: settings) == .yes
}

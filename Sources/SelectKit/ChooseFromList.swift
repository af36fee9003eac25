import SelectCore

/// Asks the user for one of `options` (an array, a slice, a set: any
/// collection of strings): the full-screen picker with fuzzy filtering, or
/// the numbered line mode. `current`, when given, is drawn with a check
/// mark, the cursor starts on it, and Enter with nothing typed keeps it.
/// Throws only `ChoiceError`.
///
///     let file = try choose(from: paths, settings: .init(header: "Open which file?"))
public func choose(
  from options: some Collection<String>, current: String? = nil,
  settings: ChoiceSettings = ChoiceSettings()
) throws -> String {
  let (ask, list) = one(options, label: { $0 }, settings) { $0 == current }
  return list[try ask.positions()[0]]
}

/// `choose(from:current:settings:)` from an async context: the picker runs
/// on a thread of its own, and cancelling the task closes it and throws
/// `ChoiceError.cancelled`.
///
///     let file = try await choose(from: paths, current: lastFile)
public func choose(
  from options: some Collection<String>, current: String? = nil,
  settings: ChoiceSettings = ChoiceSettings()
) async throws -> String {
  let (ask, list) = one(options, label: { $0 }, settings) { $0 == current }
  return list[try await ask.positions()[0]]
}

/// Asks the user for one of `options`, each shown as `label` gives it, and
/// returns the option itself. Throws only `ChoiceError`.
///
///     let branch = try choose(from: branches, label: \.name)
public func choose<Options: Collection>(
  from options: Options, label: (Options.Element) -> String,
  settings: ChoiceSettings = ChoiceSettings()
) throws -> Options.Element {
  let (ask, list) = one(options, label: label, settings)
  return list[try ask.positions()[0]]
}

/// Asks the user for one of `options`, each shown as `label` gives it,
/// `current` marked and kept by Enter, and returns the option itself.
///
///     let branch = try choose(from: branches, current: checkedOut, label: \.name)
public func choose<Options: Collection>(
  from options: Options, current: Options.Element?, label: (Options.Element) -> String,
  settings: ChoiceSettings = ChoiceSettings()
) throws -> Options.Element where Options.Element: Equatable {
  let (ask, list) = one(options, label: label, settings) { $0 == current }
  return list[try ask.positions()[0]]
}

/// `choose(from:label:settings:)` from an async context, honouring
/// cancellation.
///
///     let branch = try await choose(from: branches, label: \.name)
public func choose<Options: Collection>(
  from options: Options, label: (Options.Element) -> String,
  settings: ChoiceSettings = ChoiceSettings()
) async throws -> Options.Element {
  let (ask, list) = one(options, label: label, settings)
  return list[try await ask.positions()[0]]
}

/// `choose(from:current:label:settings:)` from an async context,
/// honouring cancellation.
///
///     let branch = try await choose(from: branches, current: checkedOut, label: \.name)
public func choose<Options: Collection>(
  from options: Options, current: Options.Element?, label: (Options.Element) -> String,
  settings: ChoiceSettings = ChoiceSettings()
) async throws -> Options.Element where Options.Element: Equatable {
  let (ask, list) = one(options, label: label, settings) { $0 == current }
  return list[try await ask.positions()[0]]
}

/// Asks the user for any number of `options`, `checked` ticked from the
/// start, and returns those ticked when Enter is pressed (which may be
/// none), in the list's order. Drawn in two sections, unchecked then
/// checked. Throws only `ChoiceError`.
///
///     let tasks = try chooseSeveral(from: ["Write", "Test", "Ship"], checked: ["Write"])
public func chooseSeveral(
  from options: some Collection<String>, checked: [String] = [],
  settings: ChoiceSettings = ChoiceSettings()
) throws -> [String] {
  let (ask, list) = several(options, label: { $0 }, settings) { checked.contains($0) }
  return try ask.positions().map { list[$0] }
}

/// `chooseSeveral(from:checked:settings:)` from an async context,
/// honouring cancellation.
///
///     let tasks = try await chooseSeveral(from: todo, checked: done)
public func chooseSeveral(
  from options: some Collection<String>, checked: [String] = [],
  settings: ChoiceSettings = ChoiceSettings()
) async throws -> [String] {
  let (ask, list) = several(options, label: { $0 }, settings) { checked.contains($0) }
  return try await ask.positions().map { list[$0] }
}

/// Asks the user for any number of `options`, each shown as `label` gives
/// it, and returns those ticked, in the list's order.
///
///     let files = try chooseSeveral(from: changes, label: \.path)
public func chooseSeveral<Options: Collection>(
  from options: Options, label: (Options.Element) -> String,
  settings: ChoiceSettings = ChoiceSettings()
) throws -> [Options.Element] {
  let (ask, list) = several(options, label: label, settings)
  return try ask.positions().map { list[$0] }
}

/// Asks the user for any number of `options`, each shown as `label` gives
/// it, `checked` ticked from the start, and returns those ticked.
///
///     let files = try chooseSeveral(from: changes, checked: staged, label: \.path)
public func chooseSeveral<Options: Collection>(
  from options: Options, checked: [Options.Element], label: (Options.Element) -> String,
  settings: ChoiceSettings = ChoiceSettings()
) throws -> [Options.Element] where Options.Element: Equatable {
  let (ask, list) = several(options, label: label, settings) { checked.contains($0) }
  return try ask.positions().map { list[$0] }
}

/// `chooseSeveral(from:label:settings:)` from an async context, honouring
/// cancellation.
///
///     let files = try await chooseSeveral(from: changes, label: \.path)
public func chooseSeveral<Options: Collection>(
  from options: Options, label: (Options.Element) -> String,
  settings: ChoiceSettings = ChoiceSettings()
) async throws -> [Options.Element] {
  let (ask, list) = several(options, label: label, settings)
  return try await ask.positions().map { list[$0] }
}

/// `chooseSeveral(from:checked:label:settings:)` from an async context,
/// honouring cancellation.
///
///     let files = try await chooseSeveral(from: changes, checked: staged, label: \.path)
public func chooseSeveral<Options: Collection>(
  from options: Options, checked: [Options.Element], label: (Options.Element) -> String,
  settings: ChoiceSettings = ChoiceSettings()
) async throws -> [Options.Element] where Options.Element: Equatable {
  let (ask, list) = several(options, label: label, settings) { checked.contains($0) }
  return try await ask.positions().map { list[$0] }
}

/// Asks a yes-or-no question; true for yes. The question is the title,
/// over "No" and "Yes" with the cursor on `default`, which Enter takes
/// (No unless told). The line mode and scripts also take `y` and `n`.
/// Throws only `ChoiceError`.
///
///     if try confirm("Delete \(file)?") { try remove(file) }
public func confirm(
  _ question: String, default: Bool = false, settings: ChoiceSettings = ChoiceSettings()
) throws -> Bool {
  let (ask, answers) = yesOrNo(question, `default`, settings)
  return answers[try ask.positions()[0]]
}

/// `confirm(_:default:settings:)` from an async context, honouring
/// cancellation.
///
///     if try await confirm("Deploy now?", default: true) { try await deploy() }
public func confirm(
  _ question: String, default: Bool = false, settings: ChoiceSettings = ChoiceSettings()
) async throws -> Bool {
  let (ask, answers) = yesOrNo(question, `default`, settings)
  return answers[try await ask.positions()[0]]
}

/// The question of a choice of one of `options`, the first that
/// `isCurrent` marked as current, and the options as a list.
private func one<Element>(
  _ options: some Collection<Element>, label: (Element) -> String, _ settings: ChoiceSettings,
  isCurrent: (Element) -> Bool = { _ in false }
) -> (Ask, [Element]) {
  let list = Array(options)
  var ask = Ask(settings, title: nil, labels: list.map(label))
  ask.startsOn(list.firstIndex(where: isCurrent))
  return (ask, list)
}

/// The question of a checklist of `options`, those `isChecked` ticked, and
/// the options as a list.
private func several<Element>(
  _ options: some Collection<Element>, label: (Element) -> String, _ settings: ChoiceSettings,
  isChecked: (Element) -> Bool = { _ in false }
) -> (Ask, [Element]) {
  let list = Array(options)
  var ask = Ask(settings, title: nil, labels: list.map(label))
  ask.checks(list.indices.filter { isChecked(list[$0]) })
  return (ask, list)
}

/// The question of a confirmation: `question` over the two answers, the
/// default first so the cursor starts on it, and what each answer means.
private func yesOrNo(_ question: String, _ yes: Bool, _ settings: ChoiceSettings) -> (Ask, [Bool]) {
  let answers = [yes, !yes]
  var ask = Ask(
    settings, title: question, labels: answers.map { $0 ? "Yes" : "No" },
    values: answers.map { $0 ? "yes" : "no" })
  ask.current = [0]
  ask.yesOrNo = true
  ask.question.settings.answersByName = true
  return (ask, answers)
}

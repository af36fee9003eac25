import SelectCore
import SelectTerminal

/// Asks the user for one of the lines `produce` yields, drawing the picker
/// while they still arrive: for a list too long to wait for (every file
/// under a folder, a log).
///
/// `produce` runs on a thread of its own. It hands each line to `yield`
/// and stops when `yield` returns false (the choice is made); what it
/// throws is thrown here. The line mode, which numbers a whole list, waits
/// for the last line.
///
///     let path = try choose(settings: .init(header: "File")) { yield in
///       for path in walk(".") where !yield(path) { return }
///     }
public func choose(
  settings: ChoiceSettings = ChoiceSettings(),
  streaming produce: @escaping @Sendable (_ yield: (String) -> Bool) throws -> Void
) throws -> String {
  try chooseStreamed(settings, several: false, produce)[0]
}

/// Asks the user for any number of the lines `produce` yields, drawing the
/// picker while they still arrive, and returns those checked when Enter
/// is pressed (which may be none), in the order they came.
///
///     let logs = try chooseSeveral { yield in
///       for name in logNames() where !yield(name) { return }
///     }
public func chooseSeveral(
  settings: ChoiceSettings = ChoiceSettings(),
  streaming produce: @escaping @Sendable (_ yield: (String) -> Bool) throws -> Void
) throws -> [String] {
  try chooseStreamed(settings, several: true, produce)
}

/// Asks the user for one of the lines of `lines`, drawing the picker while
/// they still arrive; the sequence is no longer iterated once the choice
/// is made.
///
///     let (stream, more) = AsyncStream.makeStream(of: String.self)
///     let host = try await choose(from: stream)
public func choose<Lines: AsyncSequence & Sendable>(
  from lines: Lines, settings: ChoiceSettings = ChoiceSettings()
) async throws -> String where Lines.Element == String {
  try await chooseStreamed(settings, several: false, lines)[0]
}

/// Asks the user for any number of the lines of `lines`, drawing the
/// picker while they still arrive, and returns those checked when Enter
/// is pressed (which may be none), in the order they came.
///
///     let hosts = try await chooseSeveral(from: hostNames)
public func chooseSeveral<Lines: AsyncSequence & Sendable>(
  from lines: Lines, settings: ChoiceSettings = ChoiceSettings()
) async throws -> [String] where Lines.Element == String {
  try await chooseStreamed(settings, several: true, lines)
}

/// The question of a streamed list: a checklist when `several`.
private func streamedAsk(_ settings: ChoiceSettings, several: Bool) -> Ask {
  var ask = Ask(settings, title: nil, labels: [])
  if several { ask.checks([]) }
  return ask
}

/// The values chosen among the lines `produce` yields.
private func chooseStreamed(
  _ settings: ChoiceSettings, several: Bool,
  _ produce: @escaping @Sendable (_ yield: (String) -> Bool) throws -> Void
) throws -> [String] {
  var ask = streamedAsk(settings, several: several)
  if ask.needsWholeList {
    try produce { line in
      ask.labels.append(line)
      return true
    }
    ask.values = ask.labels
    return try ask.positions().map { ask.labels[$0] }
  }
  let maker = ItemMaker()
  let emitting: @Sendable ((Item) -> Bool) throws -> Void = { emit in
    try produce { line in emit(maker.item(value: line)) }
  }
  return try ask.question.onTerminal { question, tty in
    let chosen = try question.ask(on: tty, loading: { ItemList([], keptAliveBy: maker) }) {
      try ItemFeed(emitting)
    }.choices.values
    if ask.showsSummary { tty.write(Ask.summary(title: ask.title, chosen: chosen)) }
    return chosen
  }
}

/// The values chosen among the lines of `lines`. The picker blocks, so it
/// runs on a thread of its own while a task iterates the sequence into
/// its feed.
private func chooseStreamed<Lines: AsyncSequence & Sendable>(
  _ settings: ChoiceSettings, several: Bool, _ lines: Lines
) async throws -> [String] where Lines.Element == String {
  var ask = streamedAsk(settings, several: several)
  if ask.needsWholeList {
    for try await line in lines { ask.labels.append(line) }
    ask.values = ask.labels
    return try await ask.positions().map { ask.labels[$0] }
  }
  let maker = ItemMaker()
  let feed: ItemFeed
  do {
    feed = try ItemFeed(keeping: maker)
  } catch {
    throw ChoiceError(error, query: settings.query)
  }
  let reading = Task {
    do {
      for try await line in lines where !feed.send(maker.item(value: line)) { break }
      feed.finish(throwing: nil)
    } catch {
      feed.finish(throwing: error)
    }
  }
  defer { reading.cancel() }
  let title = ask.title
  let showsSummary = ask.showsSummary
  return try await askDetached(ask.question) { question, tty in
    // The line mode, which would load, was asked above.
    let chosen = try question.ask(on: tty, loading: { ItemList([], keptAliveBy: maker) }) { feed }
      .choices.values
    if showsSummary { tty.write(Ask.summary(title: title, chosen: chosen)) }
    return chosen
  }
}

extension Choices {
  /// The chosen values as strings, in output order.
  var values: [String] {
    var values: [String] = []
    forEach { item, _ in values.append(String(decoding: item.value.buffer, as: UTF8.self)) }
    return values
  }
}

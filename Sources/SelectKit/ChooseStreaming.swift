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
  try chooseStreamed(Question(settings, header: nil), produce)[0]
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
  var question = Question(settings, header: nil)
  question.checks(positions: [])
  return try chooseStreamed(question, produce)
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
  try await chooseStreamed(Question(settings, header: nil), lines)[0]
}

/// Asks the user for any number of the lines of `lines`, drawing the
/// picker while they still arrive, and returns those checked when Enter
/// is pressed (which may be none), in the order they came.
///
///     let hosts = try await chooseSeveral(from: hostNames)
public func chooseSeveral<Lines: AsyncSequence & Sendable>(
  from lines: Lines, settings: ChoiceSettings = ChoiceSettings()
) async throws -> [String] where Lines.Element == String {
  var question = Question(settings, header: nil)
  question.checks(positions: [])
  return try await chooseStreamed(question, lines)
}

/// The values chosen among the lines `produce` yields.
private func chooseStreamed(
  _ question: Question,
  _ produce: @escaping @Sendable (_ yield: (String) -> Bool) throws -> Void
) throws -> [String] {
  let maker = ItemMaker()
  let emitting: @Sendable ((Item) -> Bool) throws -> Void = { emit in
    try produce { line in emit(maker.item(value: line)) }
  }
  if ScriptedAnswers.current != nil || question.asksLineByLine {
    return try question.choose(try readAll(maker, emitting)).values
  }
  return try question.onTerminal { question, tty in
    try question.ask(on: tty, loading: { try readAll(maker, emitting) }) {
      try ItemFeed(emitting)
    }.choices
  }.values
}

/// The values chosen among the lines of `lines`. The picker blocks, so it
/// runs on a thread of its own while a task iterates the sequence into
/// its feed.
private func chooseStreamed<Lines: AsyncSequence & Sendable>(
  _ question: Question, _ lines: Lines
) async throws -> [String] where Lines.Element == String {
  let maker = ItemMaker()
  if ScriptedAnswers.current != nil || question.asksLineByLine {
    var items: [Item] = []
    for try await line in lines { items.append(maker.item(value: line)) }
    let list = ItemList(items, keptAliveBy: maker)
    if ScriptedAnswers.current != nil || list.isEmpty { return try question.choose(list).values }
    return try await askDetached(question) { question, tty in
      try question.ask(on: tty, items: list).choices
    }.values
  }
  let feed: ItemFeed
  do {
    feed = try ItemFeed(keeping: maker)
  } catch {
    throw ChoiceError(error, query: question.query)
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
  return try await askDetached(question) { question, tty in
    // The line mode, which would load, was asked above.
    try question.ask(on: tty, loading: { ItemList([], keptAliveBy: maker) }) { feed }.choices
  }.values
}

/// Asks on a thread of its own, since the picker and the line mode block,
/// while this task waits; cancelling the task closes the picker (the
/// terminal restored) and throws `.cancelled`.
private func askDetached(
  _ question: Question, _ body: @escaping (Question, TerminalDevice) throws -> Choices
) async throws -> Choices {
  // Handed to the thread that asks, and touched by nothing else meanwhile.
  nonisolated(unsafe) let question = question
  nonisolated(unsafe) let body = body
  let cancellation = AskCancellation()
  let outcome: Result<Choices, Error> = await withTaskCancellationHandler {
    await withCheckedContinuation { done in
      do {
        try runDetached {
          done.resume(returning: Result { try question.onTerminal(cancellation: cancellation, body) })
        }
      } catch {
        done.resume(returning: .failure(error))
      }
    }
  } onCancel: {
    cancellation.cancel()
  }
  return try outcome.get()
}

/// Runs `produce` to its end on this thread, for the line mode and
/// scripted answers, which need the whole list.
private func readAll(
  _ maker: ItemMaker, _ produce: ((Item) -> Bool) throws -> Void
) throws -> ItemList {
  var items: [Item] = []
  try produce { item in
    items.append(item)
    return true
  }
  return ItemList(items, keptAliveBy: maker)
}

extension Choices {
  /// The chosen values as strings, in output order.
  var values: [String] {
    var values: [String] = []
    forEach { item, _ in values.append(String(decoding: item.value.buffer, as: UTF8.self)) }
    return values
  }
}

extension Checklist {
  /// How a checklist's new marks are decided.
  package enum Decision: Equatable {
    /// `--toggle SPEC`: flip the tasks it names.
    case toggle(PickSpec)
    /// `--pick SPEC`: check exactly the tasks it names, uncheck the rest.
    case pick(PickSpec)
    /// `--list`: print the numbered tasks with their marks under the
    /// header (`--header`, or else the document's title), no document.
    case list(header: String?)
    /// Ask the user.
    case ask
  }

  /// Decides the new marks and writes the whole document to `output` with
  /// only those marks changed (or, for `.list`, the numbered tasks).
  ///
  /// To `.ask`, `ask` gets the tasks as items (index = task number) and the
  /// numbers of the tasks checked now, and returns the numbers to check, or
  /// throws (`.cancelled`) to write nothing.
  package func write(
    _ decision: Decision, to output: some OutputSink, ask: (ItemList, Set<Int>) throws -> Set<Int>
  ) throws {
    if tasks.isEmpty { throw SelectError.noTasks }
    let checking: Set<Int>
    switch decision {
    case .toggle(let spec): checking = checked.symmetricDifference(try tasks(named: spec))
    case .pick(let spec): checking = try tasks(named: spec)
    case .list(let header): return try writeList(to: output, header: header ?? title)
    case .ask: checking = try ask(items, checked)
    }
    try output.write(document(checking: checking))
  }

  /// The numbers of the tasks a spec names: numbers as listed among the
  /// tasks, or the first task whose text (or whole line) it is.
  func tasks(named spec: PickSpec) throws(SelectError) -> Set<Int> {
    let collector = PickCollector(spec: spec)
    items.withItems { items in
      for item in items where !collector.offer(item) { break }
    }
    switch Result(catching: collector.choices) {
    case .success(let choices):
      var numbers = Set<Int>()
      choices.forEach { item, _ in numbers.insert(item.index) }
      return numbers
    case .failure(.noSuchItem(let number, let count)):
      throw .noSuchTask(number: number, count: count)
    case .failure(.noSuchValue(let text)): throw .noTaskNamed(text)
    case .failure(let error): throw error
    }
  }

  /// `--checklist --list`: under the header, the tasks numbered as
  /// `--toggle` counts them, with their marks, nested tasks indented:
  /// `2) [x]   Write the report`.
  func writeList(to output: some OutputSink, header: String?) throws {
    var settings = PickerState.Settings()
    settings.header = header
    try output.write(headerLines: settings.headerLines)
    let checked = self.checked
    try items.withItems { items in
      for item in items {
        try decimal(item.index + 1) { try output.write($0.buffer) }
        try output.write(checked.contains(item.index) ? ") [x] " : ") [ ] ")
        try output.write(String(repeating: " ", count: 2 * tasks[item.index].depth))
        try output.write(shownLabel: item.label)
        try output.write("\n")
      }
    }
  }
}

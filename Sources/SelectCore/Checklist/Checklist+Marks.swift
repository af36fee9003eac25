extension Checklist {
  /// How a checklist's new marks are decided.
  public enum Decision: Equatable {
    /// `--toggle SPEC`: flip the tasks it names.
    case toggle(PickSpec)
    /// `--pick SPEC`: check exactly the tasks it names, uncheck the rest.
    case pick(PickSpec)
    /// `--list`: print the numbered tasks with their marks, no document.
    case list
    /// Ask the user.
    case ask
  }

  /// Decides the new marks and writes the whole document to `output` with
  /// only those marks changed (or, for `.list`, the numbered tasks).
  ///
  /// To `.ask`, `ask` gets the tasks as items (index = task number) and the
  /// numbers of the tasks checked now, and returns the numbers to check, or
  /// throws (`.cancelled`) to write nothing. `onTerminal` says whether
  /// `output` is a terminal, where listed tasks are drawn safely.
  public func write(
    _ decision: Decision, to output: some OutputSink, onTerminal: Bool,
    ask: (ItemList, Set<Int>) throws -> Set<Int>
  ) throws {
    if tasks.isEmpty { throw SelectError.noTasks }
    let checking: Set<Int>
    switch decision {
    case .toggle(let spec): checking = checked.symmetricDifference(try tasks(named: spec))
    case .pick(let spec): checking = try tasks(named: spec)
    case .list: return try writeList(to: output, onTerminal: onTerminal)
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

  /// `--checklist --list`: the tasks numbered as `--toggle` counts them,
  /// with their marks: `2) [x] Write the report`.
  func writeList(to output: some OutputSink, onTerminal: Bool) throws {
    let checked = self.checked
    try items.withItems { items in
      for item in items {
        try decimal(item.index + 1) { try output.write($0) }
        try output.write(checked.contains(item.index) ? ") [x] " : ") [ ] ")
        try output.write(label: item.label, onTerminal: onTerminal)
        try output.write("\n")
      }
    }
  }
}

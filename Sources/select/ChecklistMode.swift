import SelectCore
import SelectTerminal

/// `--checklist`: reads the Markdown document on stdin and writes it back
/// with new marks, asking on the terminal unless `--toggle` or `--pick`
/// decides them (or `--list` only shows the tasks).
func runChecklistFromStandardInput(_ options: Options, _ output: StandardOutput) throws {
  if StandardInput().isTerminal {
    throw SelectError.usage(
      "--checklist reads a Markdown document from stdin: select --checklist < TODO.md")
  }
  let asks = options.toggle == nil && options.pick == nil && !options.list
  // Opened before stdin is read, so a missing terminal is reported at once.
  let tty = asks ? try openTerminal(options) : nil
  let document = try StandardInput().readAll()
  try runChecklist(document: document, options: options, output: output) { items, checked in
    guard let tty else { return checked }
    return try askChecklist(items, checked: checked, options, tty: tty)
  }
}

/// The terminal to ask on; without one, the message names the ways to
/// decide a checklist in a script.
private func openTerminal(_ options: Options) throws -> TerminalDevice {
  switch Result(catching: { () throws(SelectError) in try TerminalDevice(path: options.tty) }) {
  case .success(let tty): return tty
  case .failure(.noTerminal) where options.tty == nil:
    throw SelectError.noTerminal(
      "no terminal to ask on; in scripts use --toggle SPEC or --pick SPEC")
  case .failure(let error): throw error
  }
}

/// Decides a checklist's new marks and writes the whole document to
/// `output` with only those marks changed.
///
/// `--toggle` flips the tasks it names; `--pick` checks exactly the tasks
/// it names and unchecks the rest; `--list` prints the numbered tasks and
/// no document. Otherwise `ask` chooses: it gets the tasks as items (index
/// = task number) and the numbers of the tasks checked now, and returns the
/// numbers to check, or throws (`.cancelled`) to write nothing.
func runChecklist(
  document: [UInt8], options: Options, output: StandardOutput,
  ask: (ItemList, Set<Int>) throws -> Set<Int>
) throws {
  let checklist = Checklist(parsing: document)
  if checklist.tasks.isEmpty { throw SelectError.noTasks }
  let items = checklist.items
  let checked: Set<Int>
  if let toggle = options.toggle {
    checked = checklist.checked.symmetricDifference(try tasks(named: toggle, in: items))
  } else if let pick = options.pick {
    checked = try tasks(named: pick, in: items)
  } else if options.list {
    return try listTasks(items, checked: checklist.checked, output)
  } else {
    checked = try ask(items, checklist.checked)
  }
  try output.write(checklist.document(checking: checked))
}

/// The numbers of the tasks a spec names: numbers as listed among the
/// tasks, or the first task whose text (or whole line) it is.
func tasks(named spec: PickSpec, in items: ItemList) throws -> Set<Int> {
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
    throw SelectError.noSuchTask(number: number, count: count)
  case .failure(.noSuchValue(let text)): throw SelectError.noTaskNamed(text)
  case .failure(let error): throw error
  }
}

/// `--checklist --list`: the tasks numbered as `--toggle` counts them, with
/// their marks: `2) [x] Write the report`.
func listTasks(_ items: ItemList, checked: Set<Int>, _ output: StandardOutput) throws {
  let isTerminal = standardOutputIsTerminal
  try items.withItems { items in
    for item in items {
      try decimal(item.index + 1) { try output.write($0) }
      try output.write(Array((checked.contains(item.index) ? ") [x] " : ") [ ] ").utf8))
      try writeLabel(item.label, output, onTerminal: isTerminal)
      try output.write(byte: UInt8(ascii: "\n"))
    }
  }
}

/// Asks for a checklist's marks, on the terminal: the tasks in two
/// sections in the picker (Tab or Space moving them between "to do" and
/// "done"), or with check marks in line mode; Enter accepts whatever is
/// checked then, even nothing. Returns the numbers of the tasks to check.
private func askChecklist(
  _ items: ItemList, checked: Set<Int>, _ options: Options, tty: TerminalDevice
) throws -> Set<Int> {
  var settings = pickerSettings(options, builtin: nil)
  settings.multi = true
  settings.preChecked = checked
  settings.acceptsNoChecks = true
  settings.sections = options.sections ?? Checklist.sectionNames
  let choices =
    asksLineByLine(options)
    ? try askLineByLine(tty, items, settings, options)
    : try runPicker(tty, settings, options) { emit in
      items.withItems { items in
        for item in items where !emit(item) { return }
      }
    }
  var numbers = Set<Int>()
  choices.forEach { item, _ in numbers.insert(item.index) }
  return numbers
}

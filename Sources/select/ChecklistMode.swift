import SelectCore
import SelectKit
import SelectTerminal

/// `--checklist`: reads the Markdown document on stdin and writes it back
/// with new marks, asking on the terminal unless `--toggle` or `--pick`
/// decides them (or `--list` only shows the tasks).
func runChecklistFromStandardInput(_ options: Options, _ output: StandardOutput) throws {
  if StandardInput().isTerminal {
    throw SelectError.usage(
      "--checklist reads a Markdown document from stdin: select --checklist < TODO.md")
  }
  let decision: Checklist.Decision =
    if let toggle = options.toggle { .toggle(toggle) }
    else if let pick = options.pick { .pick(pick) }
    else if options.list { .list(header: options.header) }
    else { .ask }
  // Opened before stdin is read, so a missing terminal is reported at once.
  let tty = decision == .ask ? try openTerminal(options) : nil
  let checklist = Checklist(parsing: try StandardInput().readAll())
  try checklist.write(decision, to: output) { items, checked in
    guard let tty else { return checked }
    return try askChecklist(items, checked: checked, in: checklist, options, tty: tty)
  }
}

/// The terminal to ask on; without one, the message names the ways to
/// decide a checklist in a script.
private func openTerminal(_ options: Options) throws -> TerminalDevice {
  switch Result(catching: { () throws(SelectError) in try TerminalDevice(path: options.tty) }) {
  case .success(let tty): return tty
  case .failure(.noTerminal(var missing)):
    missing.instead = "in scripts use --toggle SPEC or --pick SPEC"
    throw SelectError.noTerminal(missing)
  case .failure(let error): throw error
  }
}

/// Asks for a checklist's marks, on the terminal: the tasks in two
/// sections in the picker (Tab and Shift-Tab moving them between "to do"
/// and "done"), or with check marks in line mode; Enter accepts whatever is
/// checked then, even nothing. Returns the numbers of the tasks to check.
private func askChecklist(
  _ items: ItemList, checked: Set<Int>, in checklist: Checklist, _ options: Options, tty: TerminalDevice
) throws -> Set<Int> {
  var question = Question(options, builtin: nil)
  question.settings = PickerState.Settings(options, checklist: checklist, checked: checked)
  let choices = try question.ask(on: tty, items: items).choices
  var numbers = Set<Int>()
  choices.forEach { item, _ in numbers.insert(item.index) }
  return numbers
}

import SelectCore
import SelectTerminal

/// The line-mode menu the command line asks for: narrowing by the matcher,
/// `--multi`, `--limit` and `--order`, and check marks: `checked` (a
/// checklist's marks) or, in `--multi`, the items `--selected` names.
func lineMenu(_ items: [Item], _ options: Options, checked: [Int]? = nil) -> LineMenu {
  LineMenu(
    items: items, multi: options.multi, limit: options.limit, order: options.order,
    checked: checked ?? selectedPositions(items, options)
  ) { query, items, candidates in
    let matcher = Matcher(query: Query(query, exact: options.exact))
    return items.withUnsafeBufferPointer { buffer in
      candidates.compactMap { position in
        matcher.score(buffer[position].label).map { (position, $0) }
      }
    }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
  }
}

/// In `--multi`, the positions of the items whose values `--selected`
/// names, in the order named; nil when there are no check marks to show.
func selectedPositions(_ items: [Item], _ options: Options) -> [Int]? {
  guard options.multi, !options.selected.isEmpty else { return nil }
  var positions: [Int] = []
  for value in options.selected.map({ Array($0.utf8) }) {
    for (position, item) in items.enumerated()
    where item.value.buffer.elementsEqual(value) && !positions.contains(position) {
      positions.append(position)
    }
  }
  return positions
}

/// Asks for a checklist's marks in line mode: the tasks with their check
/// marks, numbers toggling them, an empty answer accepting. Returns the
/// numbers of the tasks to check.
func askChecklistInLineMode(
  _ items: [Item], checked: Set<Int>, _ options: Options, tty: TerminalDevice
) throws -> Set<Int> {
  var menu = lineMenu(items, options, checked: checked.sorted())
  menu.acceptsNothing = true
  let prompt = LinePrompt(
    tty: tty, header: options.header, prompt: options.prompt ?? "> ", timeout: options.timeout)
  let chosen = try prompt.run(&menu)
  return Set(chosen.map { items[menu.shown[$0]].index })
}

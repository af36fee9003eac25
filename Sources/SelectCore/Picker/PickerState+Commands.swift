extension PickerState {
  /// `template` expanded for the item under the cursor, every expansion
  /// quoted for the shell (`--preview`, `--bind`), with the contents of
  /// the `{f}` files it names (see `ShellCommand.fileMarker`); nil when it
  /// names the item and there is none.
  package func commandLine(_ template: PrintTemplate) -> (line: String, files: [[UInt8]])? {
    var context = TemplateContext(
      fields: FieldSplitter(delimiter: settings.delimiter), quotesForShell: true)
    context.query = query
    context.checked = checks.order.map { items[$0] }
    context.indexBase = settings.headerLineCount
    context.lastAction = queue.lastAction
    context.prompt = settings.prompt
    if template.usesMatches { context.matched = list.shown.map { items[$0] } }
    final class Files {
      var contents: [[UInt8]] = []
    }
    let files = Files()
    context.file = { contents in
      files.contents.append(contents)
      return ShellCommand.fileMarker(files.contents.count - 1)
    }
    guard let position = cursorPosition else {
      guard !template.usesItem else { return nil }
      let line = template.command(for: Item(value: .empty, index: 0), offset: 0, context: context)
      return (line, files.contents)
    }
    let line = template.command(for: items[position], offset: list.cursor, context: context)
    return (line, files.contents)
  }

  /// Forgets the items for `reload`: the list starts empty and loading
  /// again, the query stays.
  mutating func startReload() {
    items = []
    input.startReload()
    list.forgetRanking(tracks: settings.tracks)
    checks = Checks(selected: checks.selected)
    queue.wait(false)
  }
}

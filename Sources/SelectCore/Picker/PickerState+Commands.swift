extension PickerState {
  /// `template` expanded for the item under the cursor, every expansion
  /// quoted for the shell (`--preview`, `--bind`); nil when it names the
  /// item and there is none.
  package func commandLine(_ template: PrintTemplate) -> String? {
    var context = TemplateContext(
      fields: FieldSplitter(delimiter: settings.delimiter), quotesForShell: true)
    context.query = query
    context.checked = checkOrder.map { items[$0] }
    guard let position = cursorPosition else {
      guard !template.usesItem else { return nil }
      return template.command(for: Item(value: .empty, index: 0), offset: 0, context: context)
    }
    return template.command(for: items[position], offset: cursor, context: context)
  }

  /// Forgets the items for `reload`: the list starts empty and loading
  /// again, the query stays.
  mutating func startReload() {
    items = []
    isLoading = true
    ranking = nil
    earlierRankings = []
    shown = []
    uncheckedCount = 0
    cursor = 0
    scroll = 0
    checked = []
    checkOrder = []
    marked = []
    acceptsWhenRanked = false
  }
}

extension PickerState {
  /// The preview starts over for the item at `position`, scrolled as
  /// `--preview-window` says: from its `+SCROLL` line, or following the
  /// output's end.
  mutating func startPreview(for position: Int?) {
    let window = settings.previewWindow
    var firstLine: Int?
    if let scroll = window?.scroll, let position, items.indices.contains(position) {
      var context = TemplateContext(fields: FieldSplitter(delimiter: settings.delimiter))
      context.query = query
      context.indexBase = settings.headerLineCount
      firstLine = scroll.firstLine(
        for: items[position], offset: list.cursor, context: context, rows: preview.pageRows, fixed: window?.headerLines ?? 0)
    }
    preview.start(for: position, window: window, firstLine: firstLine)
  }
}

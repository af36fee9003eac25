/// `--list`'s numbered menu, as line mode shows it, written as the items
/// arrive: the header, then `N) label` rows, `[x]` or `[ ]` before each in
/// `--multi` with `--selected`, ` (current)` after the current value's
/// label without it, a swatch when asked; the `--header-lines` after the
/// header, as they are. An empty input writes nothing.
package struct MenuListing {
  private let headerLines: [String]
  private let marks: SelectedNames
  private let multi: Bool
  private let limit: Int?
  private let swatches: [Swatch?]
  private let glyphs: Glyphs
  private let depth: ColourDepth
  private let end: UInt8
  private var started = false
  private var number = 0
  private var headerItems = 0
  private var checked = 0

  /// The menu `settings` describe; `swatches` by item index (none without
  /// colour), `end` the byte after each line.
  package init(
    settings: PickerState.Settings, swatches: [Swatch?], glyphs: Glyphs, depth: ColourDepth,
    end: UInt8
  ) {
    headerLines = settings.headerLines
    marks = SelectedNames(settings.selected)
    multi = settings.multi
    limit = settings.limit
    self.swatches = swatches
    self.glyphs = glyphs
    self.depth = depth
    self.end = end
  }

  /// Whether rows are only a number and a label, which `NumberedLines`
  /// writes from the input's lines without making an item of each.
  package var isPlain: Bool { marks.isEmpty && swatches.isEmpty }

  /// Writes one of the `--header-lines`.
  package mutating func header(_ line: Item, to output: some OutputSink) throws(SelectError) {
    try start(output)
    headerItems += 1
    try output.write(shownLabel: line.label)
    try output.write(byte: end)
  }

  /// Writes the next item's row.
  package mutating func row(_ item: Item, to output: some OutputSink) throws(SelectError) {
    try start(output)
    number += 1
    try output.write(decimal: number)
    try output.write(") ")
    if multi && !marks.isEmpty {
      let isChecked = marks.checks(item, alreadyChecked: checked, limit: limit)
      if isChecked { checked += 1 }
      try output.write(isChecked ? "[x] " : "[ ] ")
    }
    if swatches.indices.contains(item.index), let swatch = swatches[item.index] {
      try output.write(swatch.sample(glyphs: glyphs, depth: depth) + " ")
    }
    try output.write(shownLabel: item.label)
    if !multi && marks.contains(item) { try output.write(" (current)") }
    try output.write(byte: end)
  }

  /// Throws when there was nothing to list: no input, or only header lines.
  package func finish() throws(SelectError) {
    guard number == 0 else { return }
    throw .noItems(afterHeaderLines: headerItems)
  }

  /// The header goes out with the first line read: empty input prints
  /// nothing.
  private mutating func start(_ output: some OutputSink) throws(SelectError) {
    guard !started else { return }
    started = true
    try output.write(headerLines: headerLines, terminator: end)
  }
}

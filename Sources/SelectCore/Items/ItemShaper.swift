/// Turns raw values, in source order, into items: numbers their source
/// index, sets aside `--header-lines`, drops those outside `--range`,
/// takes `--ansi` colours out, and computes `--with-nth` labels.
struct ItemShaper {
  /// What became of one value.
  enum Outcome {
    /// An item to offer.
    case item(Item)
    /// One of the first `--header-lines` lines: shown above the list, never
    /// offered (its label is the line, colours taken out with `--ansi`).
    case header(Item)
    /// Before the range: not offered.
    case skipped
    /// Past the range: nothing further can be offered, stop reading.
    case pastRange
  }

  private let settings: ItemSource.Shape
  private let fields: FieldSplitter
  private let arena: ByteArena?
  private let scratch = ScratchBytes()
  private let valueScratch = ScratchBytes()
  /// Where the records of labelled items go: the arena, or one slot.
  private let records: any LabelRecordStore
  private var nextIndex = 0

  /// Bytes are copied into `arena` when given (items are kept); without one
  /// an item is valid only until the next call, and carries no colours.
  init(_ settings: ItemSource.Shape, arena: ByteArena?) {
    self.settings = settings
    self.fields = FieldSplitter(delimiter: settings.delimiter)
    self.arena = arena
    records = arena ?? LabelRecordSlot()
  }

  /// How many values of the source were shaped: offered, skipped or past
  /// the range.
  package var valuesSeen: Int { nextIndex }

  /// Shapes the next value of the source.
  mutating func shape(_ value: Bytes) -> Outcome {
    let index = nextIndex
    nextIndex += 1
    if index < settings.headerLines {
      return .header(
        settings.ansi
          ? colourless(value, index: index, withNth: nil) : Item(value: value, index: index))
    }
    if let range = settings.range {
      if range.isPast(index) { return .pastRange }
      if !range.contains(index) { return .skipped }
    }
    if settings.ansi { return .item(colourless(value, index: index, withNth: settings.withNth)) }
    if let template = settings.withNthTemplate {
      // fzf's `{n}` counts lines from 0 after the header lines.
      var context = TemplateContext(fields: fields)
      context.indexBase = settings.headerLines
      scratch.reset()
      template.expand(Item(value: value, index: index), offset: 0, context: context) { scratch.append($0) }
      let label = arena?.append(scratch.bytes.buffer) ?? scratch.bytes
      return .item(Item(value: value, label: label, index: index, records: records))
    }
    guard let withNth = settings.withNth else { return .item(Item(value: value, index: index)) }
    scratch.reset()
    fields.join(withNth, of: value, into: scratch)
    let label = arena?.append(scratch.bytes.buffer) ?? scratch.bytes
    return .item(Item(value: value, label: label, index: index, records: records))
  }

  /// The item of a value read with `--ansi`: value and label without the
  /// SGR sequences, the label's colours kept beside it.
  private func colourless(_ value: Bytes, index: Int, withNth: FieldList?) -> Item {
    let styled = StyledText(parsing: value, removingOtherSequences: true)
    var runs = styled.runs
    // In `scratch` until kept.
    var label: Bytes? = nil
    if let withNth {
      let chosen = styled.text.withBytes { fields.chosen(withNth, of: $0.buffer) }
      scratch.reset()
      styled.text.withBytes { fields.join(withNth, of: $0, into: scratch) }
      label = scratch.bytes
      runs = Self.runs(runs, through: chosen, separator: fields.separator.count)
    }
    guard let arena, !runs.isEmpty else {
      let text = styled.text.count == value.count ? value : keep(styled.text, in: valueScratch)
      return Item(
        value: text, label: label.map { arena?.append($0.buffer) ?? $0 } ?? text, index: index, records: records)
    }
    // The colours go just before the label: a label that is the value
    // takes the value's place too.
    guard let label else {
      let text = styled.text.withBytes { LabelStyles.append($0, runs: runs, in: arena) }
      return Item(value: text, index: index, coloured: true)
    }
    let text = styled.text.count == value.count ? value : arena.append(styled.text)
    let styledLabel = LabelStyles.append(label, runs: runs, in: arena)
    return Item(value: text, label: styledLabel, index: index, coloured: true, records: arena)
  }

  /// `bytes` kept as long as the item: in the arena, or in `scratch`.
  private func keep(_ bytes: [UInt8], in scratch: ScratchBytes) -> Bytes {
    if let arena { return arena.append(bytes) }
    scratch.reset()
    bytes.withBytes { scratch.append($0) }
    return scratch.bytes
  }

  /// The runs of a text moved to where `fields` of it land when joined
  /// with a separator of `separator` bytes.
  static func runs(
    _ runs: [StyledText.Run], through fields: [Range<Int>], separator: Int
  ) -> [StyledText.Run] {
    var moved: [StyledText.Run] = []
    var offset = 0
    for field in fields {
      for run in runs {
        let low = max(run.range.lowerBound, field.lowerBound)
        let high = min(run.range.upperBound, field.upperBound)
        if low < high {
          moved.append(
            StyledText.Run(
              (low - field.lowerBound + offset)..<(high - field.lowerBound + offset), run.style))
        }
      }
      offset += field.count + separator
    }
    return moved
  }
}

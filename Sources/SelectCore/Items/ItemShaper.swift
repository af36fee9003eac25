/// Turns raw values, in source order, into items: numbers their source
/// index, drops those outside `--range`, and computes `--with-nth` labels.
struct ItemShaper {
  /// What became of one value.
  enum Outcome {
    /// An item to offer.
    case item(Item)
    /// Before the range: not offered.
    case skipped
    /// Past the range: nothing further can be offered, stop reading.
    case pastRange
  }

  private let range: SourceRange?
  private let withNth: FieldList?
  private let fields: FieldSplitter
  private let arena: ByteArena?
  private let scratch = ScratchBytes()
  private var nextIndex = 0

  /// Labels are copied into `arena` when given (items are kept); without one
  /// a label is valid only until the next call.
  init(range: SourceRange?, withNth: FieldList?, delimiter: [UInt8]?, arena: ByteArena?) {
    self.range = range
    self.withNth = withNth
    self.fields = FieldSplitter(delimiter: delimiter)
    self.arena = arena
  }

  /// How many values of the source were shaped: offered, skipped or past
  /// the range.
  public var valuesSeen: Int { nextIndex }

  /// Shapes the next value of the source.
  mutating func shape(_ value: Bytes) -> Outcome {
    let index = nextIndex
    nextIndex += 1
    if let range {
      if range.isPast(index) { return .pastRange }
      if !range.contains(index) { return .skipped }
    }
    guard let withNth else { return .item(Item(value: value, index: index)) }
    scratch.reset()
    fields.join(withNth, of: value.buffer, into: scratch)
    let label = arena?.append(scratch.bytes.buffer) ?? scratch.bytes
    return .item(Item(value: value, label: label, index: index))
  }
}

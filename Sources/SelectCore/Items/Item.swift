/// One option the user can choose ("The item model" in select(1)).
///
/// `value` is what is printed, byte for byte; `label` is what the menu shows
/// and what queries match; `index` is the item's position in the source,
/// stable under slicing and filtering. An item's offset and number belong to
/// the list it is shown in, not to the item (see `Indexed`).
///
/// An item is a 16-byte record, small since lists hold one per line (a
/// picker holds plain lines smaller still, see `ItemColumn`): the value's
/// start, then its length (32 bits, so a value holds at most `longest`
/// bytes; the readers refuse longer lines, see `ItemSource`), the index
/// (30 bits, `mostItems`) and two flags. An
/// item whose label is not its value starts instead at a `Labelled` record
/// of both, kept by whoever keeps its label's bytes (`LabelRecordStore`);
/// the other flag says whether the label's colours are stored just before
/// its bytes (`LabelStyles`).
package struct Item: @unchecked Sendable {
  /// The value's first byte, or the `Labelled` record.
  private var start: UnsafeRawPointer
  /// The value's length, the index, and the flags.
  private var bits: UInt64

  /// The value's and the label's starts and the label's length.
  fileprivate struct Labelled {
    var value: UnsafePointer<UInt8>
    var label: UnsafePointer<UInt8>
    var labelCount: Int
  }

  private static let indexShift: UInt64 = 32
  private static let labelled: UInt64 = 1 << 62
  private static let coloured: UInt64 = 1 << 63

  /// The most bytes a value holds; a label made longer (by `--with-nth`
  /// templates) is shown and matched up to this many.
  package static let longest = Int(UInt32.max)

  /// The most items a list holds: indexes take 30 bits (the readers refuse
  /// more lines, see `ItemSource`).
  package static let mostItems = 1 << 30

  /// An item whose label is its value, the colours of which, if
  /// `coloured`, were stored before it by `LabelStyles.append(_:runs:in:)`.
  package init(value: Bytes, index: Int, coloured: Bool = false) {
    precondition(value.count <= Self.longest, "a value longer than Item.longest")
    precondition(index >= 0 && index < Self.mostItems, "an index beyond Item.mostItems")
    start = UnsafeRawPointer(value.start)
    bits = UInt64(value.count) | UInt64(index) << Self.indexShift | (coloured ? Self.coloured : 0)
  }

  /// An item whose label (with its colours, if `coloured`) may differ from
  /// its value; then `records` keeps the record of both, which must live
  /// as long as the label's bytes.
  package init(
    value: Bytes, label: Bytes, index: Int, coloured: Bool = false, records: some LabelRecordStore
  ) {
    self.init(value: value, index: index, coloured: coloured)
    if !label.isSame(as: value) { relabel(label, records: records, coloured: coloured) }
  }

  /// What is printed when the item is chosen.
  package var value: Bytes {
    let valueStart =
      bits & Self.labelled == 0
      ? start.assumingMemoryBound(to: UInt8.self) : start.loadUnaligned(as: Labelled.self).value
    return Bytes(start: valueStart, count: valueCount)
  }

  /// What the menu shows; the value itself unless fields or an enum say
  /// otherwise.
  package var label: Bytes {
    guard bits & Self.labelled != 0 else {
      return Bytes(start: start.assumingMemoryBound(to: UInt8.self), count: valueCount)
    }
    let record = start.loadUnaligned(as: Labelled.self)
    return Bytes(start: record.label, count: record.labelCount)
  }

  private var valueCount: Int { Int(truncatingIfNeeded: bits & 0xFFFF_FFFF) }

  /// Gives the item `label` (with colours stored before it when
  /// `coloured`), its record kept by `records`.
  package mutating func relabel(_ label: Bytes, records: some LabelRecordStore, coloured: Bool = false) {
    let record = Labelled(value: value.start, label: label.start, labelCount: min(label.count, Self.longest))
    start = withUnsafeBytes(of: record) { records.keep($0) }
    bits = bits & ~Self.coloured | Self.labelled | (coloured ? Self.coloured : 0)
  }

  /// The item with `value` in place of its own, its label and colours
  /// kept; `records` keeps the record of both.
  package func withValue(_ value: Bytes, records: some LabelRecordStore) -> Item {
    Item(value: value, label: label, index: index, coloured: bits & Self.coloured != 0, records: records)
  }

  /// The 0-based position in the source (line 0 is the first input line).
  package var index: Int {
    Int(truncatingIfNeeded: (bits & ~(Self.labelled | Self.coloured)) >> Self.indexShift)
  }

  /// Whether the item is its value and index alone: its label is its
  /// value, without colours of its own (what `ItemColumn` holds compactly).
  package var isPlain: Bool { bits & (Self.labelled | Self.coloured) == 0 }

  /// The label's own colours (`--ansi`); none for most items.
  package var styles: LabelStyles {
    bits & Self.coloured == 0 ? .none : LabelStyles(before: label)
  }
}

/// Where the records of items whose label is not their value are kept
/// (see `Item`): an arena, for as long as the items' bytes, or one slot.
package protocol LabelRecordStore: AnyObject {
  /// Keeps a copy of `record`'s bytes and returns where it is.
  func keep(_ record: UnsafeRawBufferPointer) -> UnsafeRawPointer
}

extension ByteArena: LabelRecordStore {
  package func keep(_ record: UnsafeRawBufferPointer) -> UnsafeRawPointer {
    UnsafeRawPointer(append(record.assumingMemoryBound(to: UInt8.self)).start)
  }
}

/// One record, replaced by the next: for an item valid only until the
/// next is made, as are the bytes of its label.
package final class LabelRecordSlot: LabelRecordStore {
  private let storage = UnsafeMutableRawPointer.allocate(
    byteCount: MemoryLayout<Item.Labelled>.size, alignment: MemoryLayout<Item.Labelled>.alignment)

  package init() {}

  deinit {
    storage.deallocate()
  }

  package func keep(_ record: UnsafeRawBufferPointer) -> UnsafeRawPointer {
    storage.copyMemory(from: record.baseAddress!, byteCount: record.count)
    return UnsafeRawPointer(storage)
  }
}

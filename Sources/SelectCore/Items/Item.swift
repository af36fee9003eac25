/// One option the user can choose ("The item model" in select(1)).
///
/// `value` is what is printed, byte for byte; `label` is what the menu shows
/// and what queries match; `index` is the item's position in the source,
/// stable under slicing and filtering. An item's offset and number belong to
/// the list it is shown in, not to the item (see `Indexed`).
///
/// An item is a 32-byte record, since a picker holds one per line: two
/// starts, two 32-bit lengths (so a value holds at most `longest` bytes;
/// the readers refuse longer lines, see `ItemSource`) and the index, whose
/// top bit says whether the label's colours are stored just before its
/// bytes (`LabelStyles`).
package struct Item: @unchecked Sendable {
  private var valueStart: UnsafePointer<UInt8>
  private var labelStart: UnsafePointer<UInt8>
  private var valueCount: UInt32
  private var labelCount: UInt32
  private var indexAndColoured: UInt64

  private static let coloured: UInt64 = 1 << 63

  /// The most bytes a value holds; a label made longer (by `--with-nth`
  /// templates) is shown and matched up to this many.
  package static let longest = Int(UInt32.max)

  /// An item whose label's colours, if `coloured`, were stored before it
  /// by `LabelStyles.append(_:runs:in:)`.
  package init(value: Bytes, label: Bytes, index: Int, coloured: Bool = false) {
    precondition(value.count <= Self.longest, "a value longer than Item.longest")
    precondition(index >= 0, "a negative index")
    valueStart = value.start
    valueCount = UInt32(value.count)
    labelStart = label.start
    labelCount = UInt32(min(label.count, Self.longest))
    indexAndColoured = UInt64(index) | (coloured ? Self.coloured : 0)
  }

  package init(value: Bytes, index: Int) {
    self.init(value: value, label: value, index: index)
  }

  /// What is printed when the item is chosen.
  package var value: Bytes {
    get { Bytes(start: valueStart, count: Int(valueCount)) }
    set {
      precondition(newValue.count <= Self.longest, "a value longer than Item.longest")
      valueStart = newValue.start
      valueCount = UInt32(newValue.count)
    }
  }

  /// What the menu shows; the value itself unless fields or an enum say
  /// otherwise. A label set anew has no colours.
  package var label: Bytes {
    get { Bytes(start: labelStart, count: Int(labelCount)) }
    set {
      labelStart = newValue.start
      labelCount = UInt32(min(newValue.count, Self.longest))
      indexAndColoured &= ~Self.coloured
    }
  }

  /// The 0-based position in the source (line 0 is the first input line).
  package var index: Int { Int(indexAndColoured & ~Self.coloured) }

  /// The label's own colours (`--ansi`); none for most items.
  package var styles: LabelStyles {
    indexAndColoured & Self.coloured == 0 ? .none : LabelStyles(before: label)
  }
}

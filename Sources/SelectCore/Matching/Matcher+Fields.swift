extension Matcher {
  /// The `--nth` fields of `label`, joined as `--with-nth` joins them;
  /// valid until the next call.
  package func matchedFields(of label: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard let fieldSplitter, let fields = query.options.fields else { return label }
    fieldText.reset()
    fieldSplitter.join(fields, of: Bytes(label), into: fieldText)
    return fieldText.bytes.buffer
  }

  /// Maps offsets in `matchedFields(of: label)` back to offsets in the
  /// label; offsets in a separator between fields are dropped.
  func labelOffsets(_ offsets: [Int], in label: UnsafeBufferPointer<UInt8>) -> [Int] {
    guard let fieldSplitter, let fields = query.options.fields else { return offsets }
    let chosen = fieldSplitter.chosen(fields, of: label)
    let separator = fieldSplitter.separator.count
    return offsets.compactMap { offset in
      var rest = offset
      for range in chosen {
        if rest < range.count { return range.lowerBound + rest }
        rest -= range.count + separator
        if rest < 0 { return nil }
      }
      return nil
    }
  }
}

/// Which bytes of an item memory knows it by: its value (colours already
/// taken out with `--ansi`), or the fields `--id-nth` names, so that a
/// line whose other fields change (a size, a date) is still the item
/// chosen before.
package struct ItemIdentity: Sendable {
  /// `--id-nth`, or nil for the whole value.
  package var fields: FieldList?
  /// How fields are split (`--delimiter`).
  package var splitter = FieldSplitter(delimiter: nil)

  package init(fields: FieldList? = nil, delimiter: [UInt8]? = nil) {
    self.fields = fields
    splitter = FieldSplitter(delimiter: delimiter)
  }

  /// Calls `body` with the identity of `value`.
  package func withIdentity<Result>(
    of value: Bytes, scratch: ScratchBytes,
    _ body: (Bytes) -> Result
  ) -> Result {
    guard let fields else { return body(value) }
    scratch.reset()
    splitter.join(fields, of: value, into: scratch)
    return body(scratch.bytes)
  }
}

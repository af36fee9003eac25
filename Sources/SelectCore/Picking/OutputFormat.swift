/// How each chosen item is written to stdout: the `--print` template (the
/// value by default), `--accept-nth` fields of the value, and the
/// terminator (`\n`, or NUL with `--print0`).
public struct OutputFormat {
  private let template: PrintTemplate
  private let acceptNth: FieldList?
  private let fields: FieldSplitter
  private let terminator: UInt8
  private let scratch = ScratchBytes()

  public init(template: PrintTemplate, acceptNth: FieldList?, delimiter: [UInt8]?, print0: Bool) {
    self.template = template
    self.acceptNth = acceptNth
    self.fields = FieldSplitter(delimiter: delimiter)
    self.terminator = print0 ? 0 : UInt8(ascii: "\n")
  }

  /// Writes one chosen item, shown at `offset`, through `output`.
  public func write(
    _ item: Item, offset: Int, to output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    var printed = item
    if let acceptNth {
      scratch.reset()
      fields.join(acceptNth, of: item.value.buffer, into: scratch)
      printed.value = scratch.bytes
    }
    try template.expand(printed, offset: offset, into: output)
    var end = terminator
    try withUnsafePointer(to: &end) { try output(UnsafeBufferPointer(start: $0, count: 1)) }
  }
}

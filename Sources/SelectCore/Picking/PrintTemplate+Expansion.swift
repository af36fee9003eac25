/// What a template's placeholders besides the item stand for, and how
/// expansions are written.
package struct TemplateContext {
  /// `{q}`.
  package var query = ""
  /// `{+}`: the checked items, in the order they were checked.
  package var checked: [Item] = []
  /// How `{1}` and friends split the value.
  package var fields = FieldSplitter(delimiter: nil)
  /// Whether each expansion is single-quoted, a word for `sh -c`
  /// (`--preview`, `--bind`), or written as it is (`--print`).
  package var quotesForShell = false

  package init(fields: FieldSplitter = FieldSplitter(delimiter: nil), quotesForShell: Bool = false) {
    self.fields = fields
    self.quotesForShell = quotesForShell
  }
}

extension PrintTemplate {
  /// Appends the expansion for one chosen item to `output`.
  package func expand(
    _ item: Item, offset: Int, context: TemplateContext = TemplateContext(),
    into output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    for part in parts {
      switch part {
      case .text(let bytes): try bytes.withUnsafeBufferPointer(output)
      case .value: try word(item.value.buffer, context, output)
      case .label: try word(item.label.buffer, context, output)
      case .index: try decimal(item.index, output)
      case .offset: try decimal(offset, output)
      case .number: try decimal(offset + 1, output)
      case .fields(let list):
        try fields(list, of: item, context).withUnsafeBufferPointer {
          try word($0, context, output)
        }
      case .query:
        try Array(context.query.utf8).withUnsafeBufferPointer { try word($0, context, output) }
      case .checked(let list):
        let items = context.checked.isEmpty ? [item] : context.checked
        for (n, checked) in items.enumerated() {
          if n > 0 { try [UInt8(ascii: " ")].withUnsafeBufferPointer(output) }
          if let list {
            try fields(list, of: checked, context).withUnsafeBufferPointer {
              try word($0, context, output)
            }
          } else {
            try word(checked.value.buffer, context, output)
          }
        }
      }
    }
  }

  /// The whole expansion for `item` as a string: a command for `sh -c`.
  package func command(for item: Item, offset: Int, context: TemplateContext) -> String {
    var bytes: [UInt8] = []
    expand(item, offset: offset, context: context) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func fields(_ list: FieldList, of item: Item, _ context: TemplateContext) -> [UInt8] {
    let scratch = ScratchBytes()
    context.fields.join(list, of: item.value.buffer, into: scratch)
    return scratch.bytes.array
  }
}

/// Writes `text`, single-quoted for the shell when the context says so:
/// `it's` becomes `'it'\''s'`.
private func word(
  _ text: UnsafeBufferPointer<UInt8>, _ context: TemplateContext,
  _ output: (UnsafeBufferPointer<UInt8>) throws -> Void
) rethrows {
  guard context.quotesForShell else { return try output(text) }
  var quoted: [UInt8] = [UInt8(ascii: "'")]
  for byte in text {
    if byte == UInt8(ascii: "'") {
      quoted += Array(#"'\''"#.utf8)
    } else {
      quoted.append(byte)
    }
  }
  quoted.append(UInt8(ascii: "'"))
  try quoted.withUnsafeBufferPointer(output)
}

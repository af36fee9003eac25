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
  /// `{*}`: every match, in the list's order.
  package var matched: [Item] = []
  /// Subtracted from an item's index for `{n}` (the header lines).
  package var indexBase = 0
  /// `{fzf:action}` and `{fzf:prompt}`.
  package var lastAction = ""
  package var prompt = ""
  /// Keeps the contents of a `{f}` file and returns what stands for its
  /// path in the expansion; nil where files cannot be made.
  package var file: (([UInt8]) -> String)?
  /// The query's matcher, for `{score}` and `{positions}`.
  package var matcher: Matcher?

  package init(fields: FieldSplitter = FieldSplitter(delimiter: nil), quotesForShell: Bool = false) {
    self.fields = fields
    self.quotesForShell = quotesForShell
  }
}

extension PrintTemplate {
  /// Appends the expansion for one chosen item to `output`.
  package func expand(
    _ item: Item, offset: Int, context: TemplateContext = TemplateContext(),
    into output: (Bytes) throws -> Void
  ) rethrows {
    for part in parts {
      switch part {
      case .text(let bytes): try bytes.withBytes(output)
      case .value: try word(item.value, context, output)
      case .label: try word(item.label, context, output)
      case .index: try decimal(item.index, output)
      case .offset: try decimal(offset, output)
      case .number: try decimal(offset + 1, output)
      case .fields(let list):
        try fields(list, of: item, context).withBytes {
          try word($0, context, output)
        }
      case .query:
        try Array(context.query.utf8).withBytes { try word($0, context, output) }
      case .queryFields(let list, let keepsBlanks):
        let value = Array(context.query.utf8)
        let bytes = value.withBytes { line in
          if keepsBlanks { return fieldsWithBlanks(list, of: line, context) }
          let scratch = ScratchBytes()
          context.fields.join(list, of: line, into: scratch)
          return trimmed(scratch.bytes.array)
        }
        try bytes.withBytes { try word($0, context, output) }
      case .lastAction:
        try Array(context.lastAction.utf8).withBytes { try word($0, context, output) }
      case .prompt:
        try Array(context.prompt.utf8).withBytes { try word($0, context, output) }
      case .fzf(let placeholder):
        try expand(placeholder, item, context, output)
      case .score:
        try decimal(context.matcher?.score(item.label) ?? 0, output)
      case .positions:
        let positions = context.matcher?.matchedScalars(item.label) ?? []
        try Array(positions.map(String.init).joined(separator: ",").utf8).withBytes(output)
      }
    }
  }

  /// The whole expansion for `item` as a string: a command for `sh -c`.
  package func command(for item: Item, offset: Int, context: TemplateContext) -> String {
    var bytes: [UInt8] = []
    expand(item, offset: offset, context: context) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func expand(
    _ placeholder: Placeholder, _ item: Item, _ context: TemplateContext,
    _ output: (Bytes) throws -> Void
  ) rethrows {
    let items: [Item] =
      switch placeholder.scope {
      case .current: [item]
      case .checked: context.checked.isEmpty ? [item] : context.checked
      case .matched: context.matched
      }
    if placeholder.inFile, let file = context.file {
      // One item a line, as fzf writes the file.
      var contents: [UInt8] = []
      for item in items {
        contents += subject(placeholder, item, context)
        contents.append(UInt8(ascii: "\n"))
      }
      return try Array(file(contents).utf8).withBytes(output)
    }
    for (n, item) in items.enumerated() {
      if n > 0 { try [UInt8(ascii: " ")].withBytes(output) }
      let bytes = subject(placeholder, item, context)
      // A number needs no quotes, and fzf gives it none.
      if placeholder.isRaw || placeholder.item == .index {
        try bytes.withBytes(output)
      } else {
        try bytes.withBytes { try word($0, context, output) }
      }
    }
  }

  /// What a placeholder gives for one item.
  private func subject(_ placeholder: Placeholder, _ item: Item, _ context: TemplateContext) -> [UInt8] {
    switch placeholder.item {
    case .value: return item.value.array
    case .index:
      var digits: [UInt8] = []
      decimal(item.index - context.indexBase) { digits += $0 }
      return digits
    case .fields(let list):
      return placeholder.keepsBlanks
        ? fieldsWithBlanks(list, of: item.value, context) : trimmed(fields(list, of: item, context))
    }
  }

  /// The chosen fields with what follows each up to the next field (the
  /// delimiter and blanks), as fzf's `s` flag gives them.
  private func fieldsWithBlanks(
    _ list: FieldList, of line: Bytes, _ context: TemplateContext
  ) -> [UInt8] {
    let all = context.fields.fields(of: line.buffer)
    var bytes: [UInt8] = []
    for range in context.fields.chosen(list, of: line.buffer) {
      let next = all.first { $0.lowerBound >= range.upperBound }?.lowerBound ?? line.count
      bytes += line.part(range.lowerBound..<next)
    }
    return bytes
  }

  private func fields(_ list: FieldList, of item: Item, _ context: TemplateContext) -> [UInt8] {
    let scratch = ScratchBytes()
    context.fields.join(list, of: item.value, into: scratch)
    return scratch.bytes.array
  }
}

/// `bytes` without blanks and line breaks at either end, as fzf gives
/// fields in commands.
private func trimmed(_ bytes: [UInt8]) -> [UInt8] {
  func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
  guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) })
  else { return [] }
  return Array(bytes[first...last])
}

/// Writes `text`, single-quoted for the shell when the context says so:
/// `it's` becomes `'it'\''s'`.
private func word(
  _ text: Bytes, _ context: TemplateContext,
  _ output: (Bytes) throws -> Void
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
  try quoted.withBytes(output)
}

/// `text` single-quoted for the shell, as the templates quote their
/// expansions: the one quoting of the program (`--tmux`'s script, `--man`,
/// `--info-command`'s variables use it too).
package func shellQuoted(_ text: String) -> String {
  var quoted: [UInt8] = []
  Array(text.utf8).withBytes { bytes in
    word(bytes, TemplateContext(quotesForShell: true)) { quoted += $0 }
  }
  return String(decoding: quoted, as: UTF8.self)
}

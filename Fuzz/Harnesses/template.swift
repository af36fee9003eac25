@testable import SelectCore

/// Fuzzes `--print` templates.
///
/// Input: a template up to a NUL, then a value up to a NUL, then a label.
/// The template is parsed and, when valid, expanded for an item with
/// extreme index and offset. Then the template's own text is escaped
/// (`{` as `{{`, `}` as `}}`, `\` as `\\`) around `{index}` and `{label}`.
///
/// Properties: parsing returns or throws a usage error; any text, escaped,
/// is a valid template; the escaped template
/// expands to the original text with the index and label in place, byte for
/// byte; numbers print as Swift prints them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let text = String(decoding: input.bytes(upTo: 0), as: UTF8.self)
  let value = input.bytes(upTo: 0)
  let label = input.rest()
  let parsed = try? PrintTemplate(parsing: text)
  var escaped = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "{": escaped += "{{"
    case "}": escaped += "}}"
    case "\\": escaped += "\\\\"
    default: escaped.unicodeScalars.append(scalar)
    }
  }
  let template: PrintTemplate
  do {
    template = try PrintTemplate(parsing: "\(escaped){index}\(escaped){label}{offset}{number}")
  } catch {
    fatalError("escaped template '\(escaped)' rejected: \(error)")
  }
  let records = ByteArena(blockSize: 256)
  ItemList(values: [value], labels: [label]).withItems { items in
    for (index, offset) in [(0, 0), (Item.mostItems - 1, Int.max - 1), (1, -1), (text.utf8.count, 42)] {
      let item = Item(value: items[0].value, label: items[0].label, index: index, records: records)
      if let parsed { _ = expand(parsed, item, offset: offset) }
      let expected =
        Array(text.utf8) + Array(String(index).utf8) + Array(text.utf8) + label
        + Array(String(offset).utf8) + Array(String(offset + 1).utf8)
      let output = expand(template, item, offset: offset)
      check(output == expected, "'\(escaped)' expanded to \(output), expected \(expected)")
    }
  }
  return 0
}

/// The bytes `template` writes for `item`.
private func expand(_ template: PrintTemplate, _ item: Item, offset: Int) -> [UInt8] {
  var output: [UInt8] = []
  template.expand(item, offset: offset) { output.append(contentsOf: $0) }
  return output
}

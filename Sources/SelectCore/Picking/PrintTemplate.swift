/// A `--print` template: text with `{value}` (or `{}`), `{label}`,
/// `{index}`, `{offset}` and `{number}` placeholders, `\t`, `\n` and `\\`
/// escapes, and `{{` / `}}` for literal braces.
public struct PrintTemplate: Equatable, Sendable {
  /// A piece of a template.
  public enum Part: Equatable, Sendable {
    case text([UInt8])
    case value, label, index, offset, number
  }

  /// The pieces in order.
  public let parts: [Part]

  /// The template that prints just the value.
  public static let value = PrintTemplate(parts: [.value])

  init(parts: [Part]) {
    self.parts = parts
  }

  /// Parses a template; an unknown placeholder or an unclosed brace is a
  /// usage error naming it.
  public init(parsing template: String) throws(SelectError) {
    var parts: [Part] = []
    var text: [UInt8] = []
    let bytes = Array(template.utf8)
    var i = 0
    func flush() {
      if !text.isEmpty { parts.append(.text(text)) }
      text = []
    }
    while i < bytes.count {
      let byte = bytes[i]
      let next: UInt8? = i + 1 < bytes.count ? bytes[i + 1] : nil
      switch (byte, next) {
      case (UInt8(ascii: "{"), UInt8(ascii: "{")), (UInt8(ascii: "}"), UInt8(ascii: "}")):
        text.append(byte)
        i += 2
      case (UInt8(ascii: "\\"), UInt8(ascii: "t")):
        text.append(9)
        i += 2
      case (UInt8(ascii: "\\"), UInt8(ascii: "n")):
        text.append(10)
        i += 2
      case (UInt8(ascii: "\\"), UInt8(ascii: "\\")):
        text.append(UInt8(ascii: "\\"))
        i += 2
      case (UInt8(ascii: "{"), _):
        guard let close = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
          throw .usage("unclosed '{' in --print template '\(template)'")
        }
        let name = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
        flush()
        parts.append(try Self.placeholder(name))
        i = close + 1
      default:
        text.append(byte)
        i += 1
      }
    }
    flush()
    self.parts = parts
  }

  private static func placeholder(_ name: String) throws(SelectError) -> Part {
    switch name {
    case "", "value": .value
    case "label": .label
    case "index": .index
    case "offset": .offset
    case "number": .number
    default:
      throw .usage(
        "unknown placeholder {\(name)} in --print (known: {value} {label} {index} {offset} {number})")
    }
  }

  /// Appends the expansion for one chosen item to `output`.
  public func expand(
    _ item: Item, offset: Int, into output: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    for part in parts {
      switch part {
      case .text(let bytes): try bytes.withUnsafeBufferPointer(output)
      case .value: try output(item.value.buffer)
      case .label: try output(item.label.buffer)
      case .index: try decimal(item.index, output)
      case .offset: try decimal(offset, output)
      case .number: try decimal(offset + 1, output)
      }
    }
  }
}

/// Writes `n` in decimal without allocating.
@inlinable
public func decimal(_ n: Int, _ output: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
  try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
    var value = n.magnitude
    var i = 20
    repeat {
      i -= 1
      digits[i] = UInt8(ascii: "0") + UInt8(value % 10)
      value /= 10
    } while value > 0
    if n < 0 {
      i -= 1
      digits[i] = UInt8(ascii: "-")
    }
    try output(UnsafeBufferPointer(rebasing: digits[i...]))
  }
}

/// One chosen item as a line of JSON (`--json`, OUTPUT in select(1)):
/// `{"index":3,"score":1870,"lifted":false,"positions":[0,1],"value":"…"}`,
/// with `value_base64` in place of `value` when the value is not UTF-8,
/// since a JSON string can hold only text.
package enum JSONLine {
  /// Appends the line for an item, ended by a newline, to `output`.
  package static func append(
    index: Int, score: Int, lifted: Bool, positions: [Int], value: UnsafeBufferPointer<UInt8>,
    to output: ScratchBytes
  ) {
    append("{\"index\":", to: output)
    appendDecimal(index, to: output)
    append(",\"score\":", to: output)
    appendDecimal(score, to: output)
    append(lifted ? ",\"lifted\":true,\"positions\":[" : ",\"lifted\":false,\"positions\":[", to: output)
    for (n, position) in positions.enumerated() {
      if n > 0 { output.append(byte: UInt8(ascii: ",")) }
      appendDecimal(position, to: output)
    }
    if isUTF8(value) {
      append("],\"value\":\"", to: output)
      appendEscaped(value, to: output)
    } else {
      append("],\"value_base64\":\"", to: output)
      appendBase64(value, to: output)
    }
    append("\"}\n", to: output)
  }

  private static func append(_ text: StaticString, to output: ScratchBytes) {
    output.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  private static func appendDecimal(_ n: Int, to output: ScratchBytes) {
    decimal(n) { output.append($0) }
  }

  /// The bytes of a JSON string's inside: `"` and `\` escaped, and every
  /// control character, which JSON strings may not hold as they are.
  private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: ScratchBytes) {
    var start = 0
    for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      output.append(UnsafeBufferPointer(rebasing: bytes[start..<i]))
      output.append(byte: UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte: byte)
      case 0x0A: output.append(byte: UInt8(ascii: "n"))
      case 0x09: output.append(byte: UInt8(ascii: "t"))
      case 0x0D: output.append(byte: UInt8(ascii: "r"))
      default:
        append("u00", to: output)
        output.append(byte: hexDigits[Int(byte >> 4)])
        output.append(byte: hexDigits[Int(byte & 0xF)])
      }
      start = i + 1
    }
    output.append(UnsafeBufferPointer(rebasing: bytes[start...]))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
  private static let base64Digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Base64 with padding (RFC 4648).
  private static func appendBase64(_ bytes: UnsafeBufferPointer<UInt8>, to output: ScratchBytes) {
    var i = 0
    while i < bytes.count {
      let count = min(3, bytes.count - i)
      var group = UInt32(bytes[i]) << 16
      if count > 1 { group |= UInt32(bytes[i + 1]) << 8 }
      if count > 2 { group |= UInt32(bytes[i + 2]) }
      for digit in 0..<4 {
        output.append(
          byte: digit <= count ? base64Digits[Int(group >> UInt32(18 - 6 * digit) & 0x3F)] : UInt8(ascii: "="))
      }
      i += 3
    }
  }

  /// Whether `bytes` are well-formed UTF-8.
  private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if bytes.allSatisfy({ $0 < 0x80 }) { return true }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}

/// The terminal's answer to the cursor-position query (DSR 6, `ESC[6n`):
/// `ESC [ row ; column R`, both 1-based.
///
/// The answer comes in with the keys, and keys typed before it come first,
/// so it is looked for anywhere in what was read and taken out, leaving the
/// keys around it for the key decoder.
package struct CursorReport: Equatable, Sendable {
  package var row: Int
  package var column: Int

  package init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  /// The query that asks for it.
  package static let query = Array("\u{1B}[6n".utf8)

  /// Finds the first report in `bytes` and removes it; nil (and `bytes`
  /// unchanged) when none has arrived whole.
  package static func take(from bytes: inout [UInt8]) -> CursorReport? {
    var start = 0
    while let escape = bytes[start...].firstIndex(of: 0x1B) {
      if let (report, end) = parse(bytes, at: escape) {
        bytes.removeSubrange(escape..<end)
        return report
      }
      start = escape + 1
    }
    return nil
  }

  /// The report at `index` (an ESC) and where it ends, if one is there.
  private static func parse(_ bytes: [UInt8], at index: Int) -> (CursorReport, Int)? {
    var position = index + 1
    guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { return nil }
    position += 1
    var numbers = [0, 0]
    var field = 0
    var digits = 0
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        numbers[field] = min(numbers[field] * 10 + Int(byte - 0x30), 100_000)
        digits += 1
      case UInt8(ascii: ";") where field == 0 && digits > 0:
        field = 1
        digits = 0
      case UInt8(ascii: "R") where field == 1 && digits > 0:
        return (CursorReport(row: numbers[0], column: numbers[1]), position + 1)
      default:
        return nil
      }
      position += 1
    }
    return nil
  }
}

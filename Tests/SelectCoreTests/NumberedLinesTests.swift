import SelectTestSupport
import XCTest

@testable import SelectCore

/// `--list`'s rows written from blocks of whole lines are the rows of the
/// lines' items: numbered from 1, each line as the menu shows it.
final class NumberedLinesTests: XCTestCase {
  /// The rows as items give them: `N) `, the shown label, `end`.
  func rowsOfItems(_ lines: [[UInt8]], end: UInt8, header: [String]) throws -> [UInt8] {
    let output = WrittenBytes()
    if !lines.isEmpty { try output.write(headerLines: header, terminator: end) }
    let list = ItemList(values: lines)
    try list.withItems { items in
      for item in items {
        try output.write("\(item.index + 1)) ")
        try output.write(shownLabel: item.label)
        try output.write([end])
      }
    }
    return output.bytes
  }

  func testRowsFromBlocksEqualRowsOfItems() throws {
    var generator = SeededGenerator(seed: 12)
    let pieces: [[UInt8]] = [
      Array("src/app".utf8), Array("tab\t".utf8), [0x1B, 0x5B], Array("é".utf8), [0xFF], [0x0D], [], [0x7F],
      [0xE2, 0x80, 0xAE], [0xC3], Array(repeating: UInt8(ascii: "x"), count: 3_000), [0x0A], [0x00],
      Array("0123456789abcdef".utf8),
    ]
    for (terminator, end) in [(UInt8(ascii: "\n"), UInt8(ascii: "\n")), (0, UInt8(ascii: "\n")), (0x0A, 0)] {
      // Past 9, 99 and 999 rows, and past the rows' buffer, once with a
      // line longer than the buffer.
      var lines = (0..<1_200).map { _ in
        Array((0..<generator.next(below: 4)).map { _ in pieces[generator.next(below: pieces.count)] }.joined())
          .filter { $0 != terminator }
      }
      lines[600] = Array(repeating: UInt8(ascii: "y"), count: 300_000)
      lines.append(Array("last".utf8))
      let expected = try rowsOfItems(lines, end: end, header: ["Head", "tab\there"])
      var input = Array(lines.joined(separator: [terminator]))
      for lastEnded in [false, true] {
        if lastEnded { input.append(terminator) }
        let rows = NumberedLines(terminator: terminator, end: end, header: ["Head", "tab\there"])
        let output = WrittenBytes()
        try input.withUnsafeBufferPointer { input in
          // Blocks of whole lines of any size, as reads give them.
          var start = 0
          while start < input.count {
            var stop = min(start + 1 + generator.next(below: 100_000), input.count)
            while stop < input.count && input[stop - 1] != terminator { stop += 1 }
            try rows.write(UnsafeBufferPointer(rebasing: input[start..<stop]), to: output)
            start = stop
          }
        }
        try rows.flush(to: output)
        XCTAssertEqual(rows.count, lines.count)
        XCTAssertEqual(output.bytes, expected, "lines ending in \(terminator), the last \(lastEnded ? "too" : "not")")
      }
    }
  }

  func testNoLinesWriteNothing() throws {
    let rows = NumberedLines(terminator: 0x0A, end: 0x0A, header: ["Head"])
    let output = WrittenBytes()
    try rows.write(UnsafeBufferPointer(start: nil, count: 0), to: output)
    try rows.flush(to: output)
    XCTAssertEqual(rows.count, 0)
    XCTAssertEqual(output.bytes, [])
  }
}

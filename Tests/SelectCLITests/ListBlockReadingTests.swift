import Foundation
import SelectTestSupport
import XCTest

/// `--list` of plain lines writes its rows straight from the blocks read,
/// with no item made: byte for byte the rows of items, from a pipe as from
/// a file, whatever the lines hold.
final class ListBlockReadingTests: XCTestCase {
  /// Lines with control bytes, invalid UTF-8, CRLF ends, tabs, DEL, empty
  /// lines, and lines long enough to cross the 1 MiB blocks (one longer
  /// than a block); the last without a terminator.
  func awkwardInput(terminator: UInt8) -> [UInt8] {
    var generator = SeededGenerator(seed: 10)
    let pieces: [[UInt8]] = [
      Array("plain".utf8), Array("tab\there".utf8), Array("\u{1B}[31mred".utf8), Array("café".utf8),
      [0x62, 0xFF, 0xFE], Array("cr\r".utf8), [], [0x64, 0x7F], [0xE2, 0x80, 0xAE], [0xC3],
      Array(repeating: UInt8(ascii: "x"), count: 3_000), [terminator == 0 ? 0x0A : 0x00],
    ]
    var input: [UInt8] = []
    for line in 0..<2_000 {
      if line == 1_000 { input += Array(repeating: UInt8(ascii: "y"), count: 1_500_000) }
      for _ in 0..<generator.next(below: 4) { input += pieces[generator.next(below: pieces.count)] }
      input.append(terminator)
    }
    return input + Array("last\u{1B}".utf8)
  }

  func testRowsFromBlocksAreTheRowsOfItems() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("list-blocks-\(getpid()).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    for (terminator, flags) in [
      (UInt8(ascii: "\n"), ["--list"]), (UInt8(ascii: "\n"), ["--list", "--print0", "--header", "H\tI"]),
      (0, ["--list", "--read0"]),
    ] {
      let input = awkwardInput(terminator: terminator)
      XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(input)))
      // `--range 0...` shapes the items, so their rows are written as items.
      let expected = try SelectBinary.run(flags + ["--range", "0..."], stdin: input)
      XCTAssertEqual(expected.status, 0)
      XCTAssertEqual(try SelectBinary.run(flags, stdin: input), expected, "\(flags) from a pipe")
      XCTAssertEqual(try SelectBinary.run(flags, stdinFile: path), expected, "\(flags) from a file")
    }
  }

  func testEmptyInputIsAnErrorWithoutTheHeader() throws {
    let result = try SelectBinary.run(["--list", "--header", "H"], stdin: [])
    XCTAssertEqual(result.stdout, [])
    XCTAssertEqual(result.errors, "select: no input: nothing to choose from\n")
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(try SelectBinary.run(["--list"], stdin: Array("\n".utf8)).output, "1) \n")
  }
}

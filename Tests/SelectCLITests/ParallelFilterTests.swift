import SelectCore
import SelectTestSupport
import XCTest

/// `--filter` on enough lines to rank on both cores gives exactly the
/// ranking of the plain single-threaded matcher.
final class ParallelFilterTests: XCTestCase {
  func testBothCoresRankLikeOne() throws {
    var generator = SeededGenerator(seed: 11)
    let words = ["src", "app", "models", "order", "lib", "test", "main", "util", "docs", "amor"]
    let lines = (0..<100_000).map { _ in
      (0..<3).map { _ in words[generator.next(below: words.count)] }.joined(separator: "/")
        + ".\(generator.next(below: 1000))"
    }
    let items = ItemList(values: lines)
    for query in ["amor", "s/m", "o", "test !lib"] {
      let ranking = items.withItems { Matcher(query: Query(query)).rank($0, in: 0..<$0.count)! }
      let expected = ranking.matches.map { lines[$0.position] }
      let result = try SelectBinary.run(["--filter", query], stdin: Array(lines.joined(separator: "\n").utf8))
      XCTAssertEqual(result.output.split(separator: "\n").map(String.init), expected, query)
    }
  }
}

/// `--filter` reads a pipe in blocks that each end at a line's end: lines
/// crossing a block's end, and a line longer than a block, come out whole
/// and in the order the items would have, from a pipe as from a file.
final class FilterBlockReadingTests: XCTestCase {
  func testLinesAcrossBlocksComeOutWholeFromAPipeAndAFile() throws {
    var lines = (0..<60_000).map { "line \($0) " + String(repeating: "x", count: $0 % 97) }
    lines.insert(String(repeating: "y", count: 3_000_000) + "9z", at: 30_000)
    let input = Array(lines.joined(separator: "\n").utf8)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("filter-blocks-\(getpid()).txt").path
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(input)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    for query in ["z", "9x", "!4"] {
      // `--range 0...` shapes the items, so they are ranked as items.
      let expected = try SelectBinary.run(["--filter", query, "--range", "0..."], stdin: input)
      XCTAssertEqual(expected.status, 0)
      XCTAssertEqual(try SelectBinary.run(["--filter", query], stdin: input), expected, query)
      XCTAssertEqual(try SelectBinary.run(["--filter", query], stdinFile: path), expected, query)
    }
  }
}

/// A line far longer than any label the scorer scores (a minified script,
/// a JSON document on one line) is matched without memory in proportion to
/// it: each ranking thread's scratch once grew by 20 bytes per byte of the
/// line, gigabytes for one line of 80 MB.
final class LongLineFilterTests: XCTestCase {
  func testALineOfSixtyMegabytesIsFilteredInAGigabyteOfAddressSpace() throws {
    let limit = "ulimit -v 1048576 && exec \"$0\""
    guard try SelectBinary.runScript("\(limit) --version").status == 0 else {
      throw XCTSkip("select does not start in 1 GiB of address space (a sanitizer's shadow memory)")
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("select-long-line-\(getpid())").path
    let line = [UInt8](repeating: UInt8(ascii: "x"), count: 60_000_000) + [UInt8(ascii: "\n")]
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(line)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    for query in ["x", "xx", "x !y"] {
      let result = try SelectBinary.runScript(
        "\(limit) --filter '\(query)' < '\(path)' | wc -c", timeout: 60)
      XCTAssertEqual(String(decoding: result.stderr, as: UTF8.self), "", query)
      XCTAssertEqual(String(decoding: result.stdout, as: UTF8.self), "60000001\n", query)
    }
  }
}

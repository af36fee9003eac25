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

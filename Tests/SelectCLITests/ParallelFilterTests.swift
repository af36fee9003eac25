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

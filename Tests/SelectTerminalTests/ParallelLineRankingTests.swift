import SelectCore
import SelectTestSupport
import XCTest

@testable import SelectTerminal

/// `--filter`'s lines ranked on every core while they are read: each
/// chunk's ranking is the one a single matcher gives, however the input
/// arrives, and a failed read ends the helpers' wait.
final class ParallelLineRankingTests: XCTestCase {
  private let input = Array(seededPaths(20_000, seed: 22).joined(separator: "\n").utf8)

  func testLinesRankedAsTheyArriveRankLikeOneMatcher() throws {
    try input.withUnsafeBufferPointer { input in
      for (text, pieces) in [("a", 1), ("src/ma", 7), ("zz", 3), ("", 40)] {
        let query = Query(text)
        let lines = LineBlocks(terminator: UInt8(ascii: "\n"), chunkSize: 4_096)
        let runs = try rankLinesInParallel(lines, query: query) { added in
          // Whole lines, a piece at a time, as a pipe gives them.
          var start = 0
          for piece in 1...pieces {
            var stop = input.count * piece / pieces
            while stop < input.count && input[stop - 1] != UInt8(ascii: "\n") { stop += 1 }
            lines.append(UnsafeBufferPointer(rebasing: input[start..<stop]))
            added()
            start = stop
          }
        }
        let alone = lines.withChunks { chunks in
          chunks.map { Matcher(query: query).rankLines($0, terminator: UInt8(ascii: "\n")).matches }
        }
        XCTAssertEqual(runs.map(\.matches), alone, text)
      }
    }
  }

  func testAFailedReadEndsTheRanking() throws {
    try input.withUnsafeBufferPointer { input in
      let lines = LineBlocks(terminator: UInt8(ascii: "\n"), chunkSize: 4_096)
      XCTAssertThrowsError(
        try rankLinesInParallel(lines, query: Query("a")) { added in
          lines.append(UnsafeBufferPointer(rebasing: input[..<10_000]))
          added()
          throw SelectError.unreadableInput("cannot read stdin: gone")
        })
    }
  }
}

import SelectCore
import SelectTestSupport
import XCTest

@testable import SelectTerminal

/// Ranking on two threads gives exactly the one-thread ranking, and stops
/// when asked.
final class ParallelRankingTests: XCTestCase {
  /// Enough items for two threads, with many equal labels so that ties
  /// meet across the halves.
  private let list: ItemList = {
    var generator = SeededGenerator(seed: 21)
    let parts = ["src", "app", "models", "order", "lib", "test", "é", "Main.swift"]
    return ItemList(
      values: (0..<40_000).map { _ in
        (0..<3).map { _ in parts[generator.next(below: parts.count)] }.joined(separator: "/")
      })
  }()

  func testBothThreadsRankLikeOne() {
    for text in ["a", "src/ma", "é", "zz", "test !lib", ""] {
      let query = Query(text)
      list.withItems { items in
        let alone = Matcher(query: query).rank(items, in: 0..<items.count)!
        let parallel = rankInParallel(items, .positions(0..<items.count), query: query)
        XCTAssertEqual(parallel, alone.matches, text)
        // A narrowed query's pieces rank the same way.
        let narrowing = Query(text + "s")
        let pieces = RankingPiece.plan(narrowing, 0..<items.count, previous: alone, firstSlice: 1_000)
        let narrowed = RankedMatch.merging(pieces.map { rankInParallel(items, $0, query: narrowing)! })
        XCTAssertEqual(narrowed, Matcher(query: narrowing).rank(items, in: 0..<items.count)!.matches)
      }
    }
  }

  func testAStopRequestGivesNoRanking() {
    list.withItems { items in
      XCTAssertNil(rankInParallel(items, .positions(0..<items.count), query: Query("a")) { true })
    }
  }
}

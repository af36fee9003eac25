import SelectCore
import SelectTestSupport
import XCTest

@testable import SelectTerminal

/// Ranking on two threads gives exactly the one-thread ranking, and stops
/// when asked.
final class ParallelRankingTests: XCTestCase {
  /// Enough items for two threads, with many equal labels so that ties
  /// meet across the halves.
  private let list = ItemList(values: seededPaths(40_000, seed: 21))

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

  /// The last merge of a long ranking is split between two threads: it
  /// gives the one-thread merge, wherever the halves cut the runs, at and
  /// around `mergedInParallel` matches and with one side empty.
  func testMergingOnTwoThreadsEqualsMergingOnOne() {
    var generator = SeededGenerator(seed: 23)
    let sizes = [
      (mergedInParallel, 0), (mergedInParallel / 2, mergedInParallel / 2), (mergedInParallel - 3, 3),
      (300_000, 100_000), (1_000, 2_000),
    ]
    for (aCount, bCount) in sizes {
      // Few scores, so that runs of one array's matches are long and
      // ties on score are everywhere.
      let a = (0..<aCount).map { RankedMatch(position: 2 * $0, score: generator.next(below: 50)) }.sorted()
      let b = (0..<bCount).map { RankedMatch(position: 2 * $0 + 1, score: generator.next(below: 50)) }.sorted()
      let merged = mergeInParallel(a, b)
      XCTAssertEqual(merged, merge(a, b), "\(aCount) and \(bCount)")
      XCTAssertEqual(merged.count, aCount + bCount)
      XCTAssertTrue(zip(merged, merged.dropFirst()).allSatisfy { $0 < $1 }, "\(aCount) and \(bCount) sorted")
    }
  }

  func testThreadsTakingSlicesRankLikeOne() {
    for text in ["a", "src/ma", "zz"] {
      let query = Query(text)
      list.withItems { items in
        let alone = Matcher(query: query).rank(items, in: 0..<items.count)!.matches
        let slices = RankingPiece.slices(of: [.positions(0..<items.count)], from: 1_000, upTo: 4_000)
        var seen: [Int] = []
        let parallel = rankInParallel(items, slices: slices, query: query) { bestSoFar in
          let (soFar, count) = bestSoFar(.max)
          XCTAssertEqual(soFar, soFar.sorted(), "the matches so far are merged")
          XCTAssertEqual(Set(soFar).count, soFar.count, "each match once")
          // A thread that is sorting its matches gives its best alone.
          XCTAssertGreaterThanOrEqual(count, soFar.count)
          XCTAssertTrue(Set(soFar).isSubset(of: alone))
          // The other thread ranks on meanwhile: this asks later.
          let (best, total) = bestSoFar(7)
          XCTAssertEqual(best, best.sorted(), "the best rows so far, merged")
          XCTAssertEqual(best.count, min(7, total), "as many as asked for")
          XCTAssertTrue(Set(best).isSubset(of: alone))
          XCTAssertGreaterThanOrEqual(total, count, "counting every match so far")
          seen.append(soFar.count)
        }
        XCTAssertEqual(parallel?.matches, alone, text)
        XCTAssertNil(parallel?.matched, "nothing marked unless asked")
        XCTAssertFalse(seen.isEmpty, "the caller hears of the slices it ranked")
      }
    }
  }

  /// Once every slice is scored, before the threads sort, the best
  /// matches are the final order's first ones, whichever thread found
  /// them and however far the other thread is with its sort; and the
  /// count is every match. Asked for more than a thread keeps, it gives
  /// the most it can, still final.
  func testTheBestAfterTheScanAreTheFinalFirst() {
    for text in ["a", "src/ma", "m", "zz"] {
      let query = Query(text)
      list.withItems { items in
        let alone = Matcher(query: query).rank(items, in: 0..<items.count)!.matches
        let slices = RankingPiece.slices(of: [.positions(0..<items.count)], from: 1_000, upTo: 4_000)
        var heard = 0
        let parallel = rankInParallel(
          items, slices: slices, query: query,
          afterScan: { best in
            heard += 1
            let (first, total) = best(20)
            XCTAssertEqual(first, Array(alone.prefix(20)), text)
            XCTAssertEqual(total, alone.count, text)
            XCTAssertEqual(best(5_000).best, Array(alone.prefix(1_024)), text)
          })
        XCTAssertEqual(parallel?.matches, alone, text)
        XCTAssertEqual(heard, 1, "heard once, \(text)")
      }
    }
  }

  /// The set a ranking marks as it goes is its matches' positions, so a
  /// longer query narrows from it as it would from the matches.
  func testMarkingGivesTheSetOfTheMatches() {
    list.withItems { items in
      let range = 0..<items.count
      let slices = RankingPiece.slices(of: [.positions(range)], from: 1_000, upTo: 4_000)
      guard let ranked = rankInParallel(items, slices: slices, query: Query("src"), marking: range),
        let matched = ranked.matched
      else { return XCTFail("a finished ranking comes with its set when asked") }
      let positions = Set(ranked.matches.map(\.position))
      XCTAssertEqual(range.filter(matched.contains), range.filter(positions.contains))
      let ranking = Ranking(query: Query("src"), range: range, matches: ranked.matches, matched: matched)
      let narrowing = Query("src/m")
      let pieces = RankingPiece.plan(narrowing, range, previous: ranking, firstSlice: 1_000)
      let narrowed = RankedMatch.merging(pieces.map { rankInParallel(items, $0, query: narrowing)! })
      XCTAssertEqual(narrowed, Matcher(query: narrowing).rank(items, in: range)!.matches)
    }
  }

  func testAStopRequestGivesNoRanking() {
    list.withItems { items in
      XCTAssertNil(rankInParallel(items, .positions(0..<items.count), query: Query("a")) { true })
      let slices = RankingPiece.positions(0..<items.count).slices(of: 1_000)
      XCTAssertNil(rankInParallel(items, slices: slices, query: Query("a")) { true })
    }
  }
}

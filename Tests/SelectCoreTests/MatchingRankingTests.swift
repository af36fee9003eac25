import SelectTestSupport
import XCTest

@testable import SelectCore

/// Ranking items: order, ties, merging halves, narrowing, stopping.
final class MatchingRankingTests: XCTestCase {
  func ranked(_ query: String, _ labels: [String]) -> [String] {
    let list = ItemList(values: labels)
    let ranking = Matcher(query: Query(query)).rank(list)!
    return ranking.matches.map { labels[$0.position] }
  }

  func testBestFirstThenSourceOrder() {
    XCTAssertEqual(
      ranked("amor", ["app/models/zrder", "app/models/order", "xyz", "app/models/zrder"]),
      ["app/models/order", "app/models/zrder", "app/models/zrder"])
    XCTAssertEqual(ranked("b", ["ab", "cb", "db"]), ["ab", "cb", "db"])
  }

  func testEmptyQueryKeepsEveryItemInSourceOrder() {
    XCTAssertEqual(ranked("", ["c", "a", "b"]), ["c", "a", "b"])
  }

  func testRankedMatchRoundTripsAndOrders() {
    for (position, score) in [
      (0, 0), (5, -7), (1 << 31, 1_000_000), (3, Int(Int32.min)), (9, Int(Int32.max)),
    ] {
      let match = RankedMatch(position: position, score: score)
      XCTAssertEqual(match.position, position)
      XCTAssertEqual(match.score, score)
    }
    XCTAssertLessThan(RankedMatch(position: 9, score: 5), RankedMatch(position: 1, score: 4))
    XCTAssertLessThan(RankedMatch(position: 1, score: -4), RankedMatch(position: 2, score: -4))
    XCTAssertEqual(RankedMatch(position: 1, score: 1 << 40).score, Int(Int32.max))
  }

  func testRadixSortEqualsSort() {
    var generator = SeededGenerator(seed: 6)
    for count in [0, 1, 1_000, 5_000, 70_000] {
      var matches = (0..<count).map { _ in
        RankedMatch(
          position: Int.random(in: 0..<1 << 24, using: &generator),
          score: Int.random(in: -5_000...5_000, using: &generator))
      }
      let expected = matches.sorted()
      radixSort(&matches)
      XCTAssertEqual(matches, expected)
    }
  }

  func testRadixSortOfMatchesInPositionOrderSortsOnlyScores() {
    var generator = SeededGenerator(seed: 16)
    for count in [0, 1_000, 5_000, 70_000] {
      var position = 0
      var matches = (0..<count).map { _ in
        position += Int.random(in: 1...300, using: &generator)
        return RankedMatch(position: position, score: Int.random(in: -5_000...5_000, using: &generator))
      }
      let expected = matches.sorted()
      radixSort(&matches, inPositionOrder: true)
      XCTAssertEqual(matches, expected)
    }
  }

  /// Keys that differ only in their lowest bits, in their highest, or
  /// not at all: the sort passes over the bytes of the keys' distance
  /// from the smallest, so every span is a different set of passes.
  func testRadixSortAtEverySpanOfKeys() {
    var generator = SeededGenerator(seed: 17)
    let scores = [0...0, -3...3, -600...900, -70_000...70_000, Int(Int32.min)...Int(Int32.max)]
    let positions = [0..<2_000, Int(UInt32.max) - 3_000..<Int(UInt32.max), 0..<Int(UInt32.max)]
    for score in scores {
      for position in positions {
        var matches = (0..<3_000).map { _ in
          RankedMatch(
            position: Int.random(in: position, using: &generator), score: Int.random(in: score, using: &generator))
        }
        let expected = matches.sorted()
        radixSort(&matches)
        XCTAssertEqual(matches, expected, "scores \(score), positions \(position)")
        var inOrder = expected.sorted { $0.position < $1.position }
        radixSort(&inOrder, inPositionOrder: true)
        XCTAssertEqual(inOrder.map(\.score), expected.map(\.score), "scores \(score), positions \(position)")
        XCTAssertEqual(inOrder, inOrder.sorted(), "ties keep position order")
      }
    }
  }

  /// A release that scribbles over what it is handed, as a page given
  /// back reads as zeros: a sort or merge that read any of it again would
  /// come out wrong. Pages of 64 bytes, so that most of every megabyte
  /// handed over is scribbled on.
  private final class Scribbler: @unchecked Sendable {
    var bytes = 0
    lazy var release = MemoryRelease(pageSize: 64) { start, count in
      start.initializeMemory(as: UInt8.self, repeating: 0xA5, count: count)
      self.bytes += count
    }
  }

  func testASortThatGivesMemoryBackReadsNoneOfItAgain() {
    var generator = SeededGenerator(seed: 23)
    let count = MemoryRelease.worthwhile + 12_345
    // One pass over the scores' distance, two, and three.
    for scores in [-100...100, -5_000...5_000, -300_000...300_000] {
      for inPositionOrder in [true, false] {
        var position = 0
        var matches = (0..<count).map { _ in
          position += inPositionOrder ? 1 + generator.next(below: 3) : 0
          return RankedMatch(
            position: inPositionOrder ? position : generator.next(below: 1 << 30),
            score: Int.random(in: scores, using: &generator))
        }
        let expected = matches.sorted()
        let scribbler = Scribbler()
        radixSort(&matches, inPositionOrder: inPositionOrder, releasing: scribbler.release)
        XCTAssertTrue(matches == expected, "scores \(scores), in position order: \(inPositionOrder)")
        XCTAssertGreaterThan(scribbler.bytes, count * 8 * 9 / 10, "the sort gave back what it read")
      }
    }
    // Fewer matches keep their memory.
    var few = (0..<1_000_000).map { RankedMatch(position: $0, score: $0 % 7) }
    let scribbler = Scribbler()
    radixSort(&few, releasing: scribbler.release)
    XCTAssertEqual(scribbler.bytes, 0)
    XCTAssertTrue(few == few.sorted())
  }

  func testAMergeThatGivesMemoryBackReadsNoneOfItAgain() {
    var generator = SeededGenerator(seed: 29)
    func sortedMatches(_ count: Int) -> [RankedMatch] {
      (0..<count).map { _ in
        RankedMatch(position: generator.next(below: 1 << 24), score: generator.next(below: 50))
      }.sorted()
    }
    for (countA, countB) in [(400_000, 300_000), (1, 500_000), (200_000, 0)] {
      var a = sortedMatches(countA)
      var b = sortedMatches(countB)
      let expected = merge(a, b)
      let scribbler = Scribbler()
      let merged = a.withUnsafeMutableBufferPointer { a in
        b.withUnsafeMutableBufferPointer { b in
          let (a, b) = (UnsafeBufferPointer(a), UnsafeBufferPointer(b))
          // Two parts, as two threads write them, the cut found first.
          let cut = mergeCut(a, b, at: (countA + countB) / 3)
          return [RankedMatch](writing: countA + countB) { out in
            merge(a, b, from: cut, to: (a.count, b.count), into: out, releasing: scribbler.release)
            merge(a, b, from: (0, 0), to: cut, into: out, releasing: scribbler.release)
          }
        }
      }
      XCTAssertTrue(merged == expected, "\(countA) and \(countB)")
      XCTAssertGreaterThan(scribbler.bytes, (countA + countB) * 8 * 9 / 10, "the merge gave back what it read")
    }
  }

  /// Any part of a merge, written alone, is that part of the whole merge,
  /// wherever it is cut: two threads can each write one.
  func testAPartOfAMergeIsThatPartOfTheWhole() {
    var generator = SeededGenerator(seed: 19)
    func sortedMatches() -> [RankedMatch] {
      (0..<generator.next(below: 40)).map { _ in
        RankedMatch(position: generator.next(below: 30), score: generator.next(below: 4))
      }.sorted()
    }
    for _ in 0..<300 {
      let a = sortedMatches()
      let b = sortedMatches()
      let whole = merge(a, b)
      XCTAssertEqual(whole, (a + b).sorted())
      for cut in 0...whole.count {
        let parts = [RankedMatch](writing: whole.count) { out in
          a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
              let middle = mergeCut(a, b, at: cut)
              merge(a, b, from: middle, to: (a.count, b.count), into: out)
              merge(a, b, from: (0, 0), to: middle, into: out)
            }
          }
        }
        XCTAssertEqual(parts, whole, "\(a) and \(b) cut at \(cut)")
      }
    }
  }

  /// Random paths, with many duplicates so ties are common.
  func randomItems(_ count: Int, seed: UInt64) -> ItemList {
    var generator = SeededGenerator(seed: seed)
    let parts = ["src", "app", "models", "order", "Main.swift", "é", "a_b", "x.y", "lib", "ß"]
    return ItemList(
      values: (0..<count).map { _ in
        (0..<Int.random(in: 1...4, using: &generator)).map { _ in
          parts.randomElement(using: &generator)!
        }
        .joined(separator: "/")
      })
  }

  func testRankingIsScoreThenPositionOrder() {
    let list = randomItems(2_000, seed: 1)
    let matcher = Matcher(query: Query("ar"))
    let matches = matcher.rank(list)!.matches
    XCTAssertEqual(matches, matches.sorted { ($0.score, -$0.position) > ($1.score, -$1.position) })
    let expected = list.withItems { items in items.indices.filter { matcher.score(items[$0].label) != nil } }
    XCTAssertEqual(matches.map(\.position).sorted(), expected)
  }

  func testMergingHalvesEqualsRankingTheWhole() {
    let list = randomItems(3_000, seed: 2)
    for text in ["", "a", "src", "ms !lib", "'é", "ß$"] {
      let matcher = Matcher(query: Query(text))
      let whole = matcher.rank(list)!
      for split in [0, 1, 1_234, 3_000] {
        let lower = matcher.rank(list, in: 0..<split)!
        let upper = matcher.rank(list, in: split..<3_000)!
        XCTAssertEqual(
          RankedMatch.merging([lower.matches, upper.matches]), whole.matches, "\(text) split at \(split)")
      }
    }
  }

  func testMergingManySlicesEqualsRankingTheWhole() {
    let list = randomItems(3_000, seed: 5)
    for text in ["", "a", "src"] {
      let matcher = Matcher(query: Query(text))
      for slice in [1_000, 700, 3_000] {
        let parts = stride(from: 0, to: 3_000, by: slice).map { start in
          matcher.rank(list, in: start..<min(start + slice, 3_000))!
        }
        XCTAssertEqual(
          RankedMatch.merging(parts.map(\.matches)), matcher.rank(list)!.matches, "\(text) in slices of \(slice)")
      }
    }
  }

  func testNarrowingSlicesEqualsRankingFromScratch() {
    let list = randomItems(3_000, seed: 6)
    let previous = Matcher(query: Query("s")).rank(list, in: 0..<2_000)!
    let matcher = Matcher(query: Query("src"))
    let pieces = RankingPiece.plan(matcher.query, 0..<3_000, previous: previous, firstSlice: 100)
    let parts = list.withItems { items in
      pieces.flatMap { $0.slices(of: 512) }.map { matcher.rank(items, $0)! }
    }
    XCTAssertEqual(RankedMatch.merging(parts), matcher.rank(list)!.matches)
  }

  func testGrowingSlicesCoverThePiecesInOrder() {
    let list = randomItems(3_000, seed: 8)
    let previous = Matcher(query: Query("s")).rank(list, in: 0..<2_000)!
    let matcher = Matcher(query: Query("src"))
    let pieces = RankingPiece.plan(matcher.query, 0..<3_000, previous: previous, firstSlice: 100)
    let slices = RankingPiece.slices(of: pieces, from: 64, upTo: 512)
    XCTAssertEqual(Array(slices.prefix(6).map(\.count)), [64, 36, 128, 128, 256, 256], "growing, cut where a piece ends")
    XCTAssertEqual(slices.map(\.count).max(), 512)
    XCTAssertEqual(slices.reduce(0) { $0 + $1.count }, pieces.reduce(0) { $0 + $1.count })
    let later = RankingPiece.slices(of: pieces, from: 64, upTo: 512, smallCount: 4)
    XCTAssertEqual(Array(later.prefix(7).map(\.count)), [64, 36, 64, 64, 128, 128, 256], "four small first")
    let parts = list.withItems { items in slices.map { matcher.rank(items, $0)! } }
    XCTAssertEqual(RankedMatch.merging(parts), matcher.rank(list)!.matches)
    let ranked = RankingPiece.ranked(previous.matches[...])
    XCTAssertEqual(RankingPiece.slices(of: [ranked], from: 64, upTo: 512).map(\.count), [ranked.count])
  }

  func testMergingPartsOfUnequalLengths() {
    let list = randomItems(3_000, seed: 9)
    let matcher = Matcher(query: Query("a"))
    let bounds = [0, 1, 5, 900, 950, 2_999, 3_000]
    let parts = zip(bounds, bounds.dropFirst()).map { matcher.rank(list, in: $0..<$1)!.matches }
    XCTAssertEqual(RankedMatch.merging(parts.reversed()), matcher.rank(list)!.matches)
    XCTAssertEqual(RankedMatch.merging([]), [])
  }

  func testNarrowingScoresTheOldBestFirst() {
    let list = randomItems(3_000, seed: 7)
    let previous = Matcher(query: Query("s")).rank(list)!
    let pieces = RankingPiece.plan(Query("sr"), 0..<3_000, previous: previous, firstSlice: 100)
    guard case .candidates(let first) = pieces[0] else {
      return XCTFail("a narrowing query scores the old best matches first")
    }
    XCTAssertEqual(Array(first), Array(previous.matches.prefix(100)))
    // A copy: a view would keep every old match alive as long as the piece.
    XCTAssertNotEqual(
      first.withUnsafeBufferPointer(\.baseAddress), previous.matches.withUnsafeBufferPointer(\.baseAddress),
      "the old best matches are copied, not a view of the old ranking")
    // Then the rest, in source order, and no item that did not match.
    XCTAssertEqual(pieces.dropFirst().map(\.count), [3_000, 0])
    let matcher = Matcher(query: Query("sr"))
    let rest = list.withItems { items in matcher.rank(items, pieces[1])! }
    let expected = list.withItems { items in
      matcher.rank(items, .candidates(previous.matches.dropFirst(100)))!
    }
    XCTAssertEqual(rest, expected)
  }

  /// The empty query's matches are every item in order: a first letter
  /// scans the items, with no set of old matches to make.
  func testNarrowingTheEmptyQueryScansEveryItem() {
    let list = randomItems(3_000, seed: 10)
    let previous = Matcher(query: Query("")).rank(list)!
    let pieces = RankingPiece.plan(Query("s"), 0..<3_000, previous: previous)
    guard pieces.count == 1, case .positions(let range) = pieces[0] else {
      return XCTFail("a first letter scans every item")
    }
    XCTAssertEqual(range, 0..<3_000)
  }

  /// A ranking that marked its matches gives a longer query their set:
  /// the old best first, then the rest of the set, each match once.
  func testNarrowingAMarkedRankingTakesItsSet() {
    let list = randomItems(3_000, seed: 11)
    let old = Matcher(query: Query("s")).rank(list, in: 0..<2_000)!
    var marks = PositionMarks(0..<2_000)
    marks.mark(positionsOf: old.matches)
    let previous = Ranking(query: old.query, range: old.range, matches: old.matches, matched: PositionSet(marks))
    let matcher = Matcher(query: Query("sr"))
    let pieces = RankingPiece.plan(matcher.query, 0..<3_000, previous: previous, firstSlice: 100)
    guard case .candidates(let best) = pieces[0], case .marked = pieces[1] else {
      return XCTFail("the old best, then the marked rest")
    }
    XCTAssertEqual(Array(best), Array(old.matches.prefix(100)))
    let parts = list.withItems { items in pieces.map { matcher.rank(items, $0)! } }
    XCTAssertEqual(RankedMatch.merging(parts), matcher.rank(list)!.matches)
  }

  func testSameQueryWithMoreItemsRanksOnlyTheNewOnes() {
    let list = randomItems(3_000, seed: 8)
    let old = Matcher(query: Query("src")).rank(list, in: 0..<1_000)!
    let pieces = RankingPiece.plan(Query("src"), 0..<3_000, previous: old)
    XCTAssertEqual(pieces.map(\.count), [old.matches.count, 2_000])
    XCTAssertEqual(Matcher(query: Query("src")).rank(list, narrowing: old), Matcher(query: Query("src")).rank(list))
  }

  func testNarrowingEqualsRankingFromScratch() {
    let list = randomItems(3_000, seed: 3)
    let typed = ["", "s", "sr", "src", "src ", "src m", "src mo", "src mo !l", "src mo !li"]
    var previous: Ranking?
    for text in typed {
      let matcher = Matcher(query: Query(text))
      let narrowed = matcher.rank(list, narrowing: previous)!
      XCTAssertEqual(narrowed, matcher.rank(list)!, text)
      previous = narrowed
    }
  }

  func testNarrowingScansItemsThatArrivedSince() {
    let list = randomItems(3_000, seed: 4)
    let old = Matcher(query: Query("sr")).rank(list, in: 0..<1_000)!
    let matcher = Matcher(query: Query("src"))
    XCTAssertEqual(
      matcher.rank(list, narrowing: old), matcher.rank(list))
    XCTAssertEqual(
      matcher.rank(list, in: 500..<2_000, narrowing: old),
      matcher.rank(list, in: 500..<2_000))
  }

  func testAStoppedRankingReturnsNil() {
    let list = randomItems(10_000, seed: 5)
    var asked = 0
    let result = Matcher(query: Query("a")).rank(list) {
      asked += 1
      return asked == 2
    }
    XCTAssertNil(result)
    XCTAssertEqual(asked, 2)
    XCTAssertNotNil(Matcher(query: Query("a")).rank(list) { false })
  }
}

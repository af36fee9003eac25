import SelectTestSupport
import XCTest

@testable import SelectCore

/// `--filter`'s way with plain lines: chunks of whole lines ranked one by
/// one and their rankings merged as they are written give exactly the
/// ranking of the items.
final class LineRankingTests: XCTestCase {
  /// The lines of `input` as `--filter` ranks them: chunks of about
  /// `chunkSize` bytes, then the merged walk.
  func rankedLines(_ query: String, _ input: [UInt8], terminator: UInt8, chunkSize: Int) -> [[UInt8]] {
    input.withUnsafeBufferPointer { buffer in
      let lines = LineBlocks(terminator: terminator)
      lines.append(borrowed: buffer)
      let chunks = lines.chunks(size: chunkSize)
      let matcher = Matcher(query: Query(query))
      let runs = chunks.map { matcher.rankLines($0, terminator: terminator) }
      var merger = RunMerger(runs.map(\.matches))
      var ranked: [[UInt8]] = []
      while let (run, position) = merger.pop() {
        ranked.append(Array(RankedLines.line(position, in: chunks[run], terminator: terminator)))
      }
      return ranked
    }
  }

  /// The same lines made into items and ranked the usual way.
  func rankedItems(_ query: String, _ lines: [[UInt8]]) -> [[UInt8]] {
    Matcher(query: Query(query)).rank(ItemList(values: lines))!.matches.map { lines[$0.position] }
  }

  func testChunksRankedAndMergedEqualItemsRanked() {
    var generator = SeededGenerator(seed: 15)
    // Long parts make lines either side of 2,047 bytes, whose end a match
    // does not record.
    let parts = [
      "src", "app", "models", "order", "Main.swift", "é", "a_b", "x.y", "lib", "ß", "",
      String(repeating: "y", count: 1_020), String(repeating: "z", count: 2_046),
    ]
    for terminator in [UInt8(ascii: "\n"), 0] {
      // Many duplicates, so that equal scores meet across chunks.
      let lines = (0..<3_000).map { _ in
        Array(
          (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            parts.randomElement(using: &generator)!
          }.joined(separator: "/").utf8)
      }
      var input = Array(lines.joined(separator: [terminator]))
      if terminator == 0 { input.append(0) }
      for query in ["a", "amor", "src/", "'lib", "^app", "swift$", "é", "s !x.y", ""] {
        let expected = rankedItems(query, lines)
        for chunkSize in [1, 37, 4_096, 1 << 20] {
          XCTAssertEqual(
            rankedLines(query, input, terminator: terminator, chunkSize: chunkSize), expected,
            "\(query) in chunks of \(chunkSize)")
        }
      }
    }
  }

  func testChunksCoverTheBlocksAtLineEnds() {
    let first = Array("one\ntwo\nthree\n".utf8)
    let second = Array("four\nfive".utf8)
    first.withUnsafeBufferPointer { first in
      second.withUnsafeBufferPointer { second in
        let lines = LineBlocks(terminator: UInt8(ascii: "\n"))
        lines.append(borrowed: first)
        lines.append(borrowed: UnsafeBufferPointer(start: second.baseAddress, count: 0))
        lines.append(borrowed: second)
        XCTAssertEqual(lines.blocks.count, 2)
        XCTAssertEqual(
          lines.chunks(size: 2).map { String(decoding: $0, as: UTF8.self) },
          ["one\n", "two\n", "three\n", "four\n", "five"])
        XCTAssertEqual(
          lines.chunks(size: 100).map { String(decoding: $0, as: UTF8.self) },
          ["one\ntwo\nthree\n", "four\nfive"])
      }
    }
  }

  func testMergerBreaksTiesByRunThenPosition() {
    let runs = [
      [RankedMatch(position: 4, score: 9), RankedMatch(position: 0, score: 1)],
      [],
      [RankedMatch(position: 0, score: 9), RankedMatch(position: 7, score: 9)],
      [RankedMatch(position: 2, score: 10)],
    ]
    var merger = RunMerger(runs)
    var order: [String] = []
    while let (run, position) = merger.pop() { order.append("\(run):\(position)") }
    XCTAssertEqual(order, ["3:2", "0:4", "2:0", "2:7", "0:0"])
  }
}

import SelectTestSupport
import XCTest

@testable import SelectCore

/// `--filter`'s way with plain lines: chunks of whole lines ranked one by
/// one and their rankings merged as they are written give exactly the
/// ranking of the items.
final class LineRankingTests: XCTestCase {
  /// The lines of `input` as `--filter` ranks and writes them: chunks of
  /// about `chunkSize` bytes ranked one by one, their rankings merged as
  /// the lines are written, each ended by `written`.
  func rankedLines(
    _ query: String, _ input: [UInt8], terminator: UInt8, chunkSize: Int, written: UInt8? = nil
  ) throws -> [UInt8] {
    try input.withUnsafeBufferPointer { buffer in
      let lines = LineBlocks(terminator: terminator, chunkSize: chunkSize)
      lines.append(buffer)
      let matcher = Matcher(query: Query(query))
      let runs = lines.withChunks { $0.map { matcher.rankLines($0, terminator: terminator) } }
      let output = WrittenBytes()
      let count = try lines.writeRanked(runs, terminator: written ?? terminator, to: output)
      XCTAssertEqual(count, runs.map(\.matches.count).reduce(0, +))
      return output.bytes
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
            try rankedLines(query, input, terminator: terminator, chunkSize: chunkSize),
            Array(expected.map { $0 + [terminator] }.joined()),
            "\(query) in chunks of \(chunkSize)")
        }
      }
    }
  }

  func testLinesAreWrittenWithTheTerminatorAskedFor() throws {
    let newline = UInt8(ascii: "\n")
    // The last line has no terminator of its own: it gets one all the same.
    // An empty query matches every line, in input order.
    let input = Array("ab\nb\0cab\nb".utf8)
    XCTAssertEqual(
      try rankedLines("", input, terminator: newline, chunkSize: 3),
      Array("ab\nb\0cab\nb\n".utf8))
    XCTAssertEqual(
      try rankedLines("", input, terminator: newline, chunkSize: 3, written: 0),
      Array("ab\0b\0cab\0b\0".utf8))
    XCTAssertEqual(
      try rankedLines("", input, terminator: 0, chunkSize: 1, written: newline),
      Array("ab\nb\ncab\nb\n".utf8))
    XCTAssertEqual(try rankedLines("z", input, terminator: newline, chunkSize: 1), [])
  }

  func testChunksCoverTheBlocksAtLineEnds() {
    let first = Array("one\ntwo\nthree\n".utf8)
    let second = Array("four\nfive".utf8)
    first.withUnsafeBufferPointer { first in
      second.withUnsafeBufferPointer { second in
        for (size, expected) in [
          (2, ["one\n", "two\n", "three\n", "four\n", "five"]),
          (100, ["one\ntwo\nthree\n", "four\nfive"]),
        ] {
          let lines = LineBlocks(terminator: UInt8(ascii: "\n"), chunkSize: size)
          lines.append(first)
          lines.append(UnsafeBufferPointer(start: second.baseAddress, count: 0))
          lines.append(second)
          XCTAssertEqual(lines.withChunks { $0.map { String(decoding: $0, as: UTF8.self) } }, expected)
        }
      }
    }
  }

  /// The lines that end the input end in chunks of an eighth of what is
  /// left, down to a sixteenth of the chunk size, still at line ends.
  func testTheLastChunksOfTheInputAreSmaller() {
    let input = Array(Array(repeating: Array("0123456789abcde\n".utf8), count: 4_096).joined())
    input.withUnsafeBufferPointer { input in
      let lines = LineBlocks(terminator: UInt8(ascii: "\n"), chunkSize: 4_096)
      lines.append(input, endingTheInput: true)
      let (bytes, sizes) = lines.withChunks { (chunks) -> ([UInt8], [Int]) in
        XCTAssertTrue(chunks.allSatisfy { $0.last == UInt8(ascii: "\n") })
        return (Array(chunks.joined()), chunks.map(\.count))
      }
      XCTAssertEqual(bytes, Array(input))
      // 64 KiB: whole chunks (to the end of the line at 4 KiB) while an
      // eighth of what is left is as large, then smaller ones.
      XCTAssertEqual(Array(sizes.prefix(7)), Array(repeating: 4_096 + 16, count: 7))
      XCTAssertEqual(sizes, sizes.sorted(by: >))
      XCTAssertEqual(sizes.dropLast().min(), 256 + 16)
      XCTAssertGreaterThan(sizes.count, 30)
    }
  }

  func testOwnedBlocksAreChunkedToo() {
    let lines = LineBlocks(terminator: UInt8(ascii: "\n"), chunkSize: 1)
    XCTAssertTrue(lines.isEmpty)
    let block = UnsafeMutableRawBufferPointer.allocate(byteCount: 16, alignment: 1)
    block.copyBytes(from: "x\ny\nunread".utf8)
    lines.adopt(block)
    lines.append(UnsafeBufferPointer(start: block.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 4))
    XCTAssertEqual(lines.withChunks { $0.map { String(decoding: $0, as: UTF8.self) } }, ["x\n", "y\n"])
  }

  func testMergerBreaksTiesByRunThenPosition() {
    let runs = [
      [RankedMatch(position: 4, score: 9), RankedMatch(position: 0, score: 1)],
      [],
      [RankedMatch(position: 0, score: 9), RankedMatch(position: 7, score: 9)],
      [RankedMatch(position: 2, score: 10)],
    ]
    XCTAssertEqual(walked(RunMerger(runs)), ["3:2", "0:4", "2:0", "2:7", "0:0"])
  }

  func testMergerTakesAStreakOfEqualScoresBeforeLaterRuns() {
    let merger = RunMerger([
      [RankedMatch(position: 0, score: 9), RankedMatch(position: 1, score: 9), RankedMatch(position: 2, score: 5)],
      [RankedMatch(position: 0, score: 9), RankedMatch(position: 1, score: 7)],
    ])
    XCTAssertEqual(walked(merger), ["0:0", "0:1", "1:0", "1:1", "0:2"])
  }

  /// Every place a ranking may be split at: the merger of the matches
  /// before it, then the one of those after it, walk what one merger of
  /// the whole walks, ties across runs included.
  func testASplitMergesAsTheWhole() {
    var generator = SeededGenerator(seed: 26)
    for _ in 0..<20 {
      let runs = (0..<generator.next(below: 6)).map { _ in
        (0..<generator.next(below: 12)).map { position in
          RankedMatch(position: position, score: [Int.min, -3, 0, 0, 7, 7, 7, Int.max][generator.next(below: 8)])
        }.sorted()
      }
      let whole = walked(RunMerger(runs))
      let total = runs.map(\.count).reduce(0, +)
      for first in -1...total + 1 {
        let split = RunMerger.split(runs, first: first)
        XCTAssertEqual(split.reduce(0, +), min(max(first, 0), total))
        XCTAssertEqual(walked(RunMerger(runs, to: split)) + walked(RunMerger(runs, from: split)), whole, "at \(first)")
      }
    }
  }

  private func walked(_ merger: RunMerger) -> [String] {
    var order: [String] = []
    while let (run, position) = merger.pop() { order.append("\(run):\(position)") }
    return order
  }
}

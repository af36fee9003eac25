import SelectCore
import SelectTestSupport
import XCTest

@testable import SelectTerminal

/// `--filter`'s merge and writes on two threads: the bytes are those the
/// merge writes on one, and a reader that goes away ends the merge.
final class ParallelLineWritingTests: XCTestCase {
  private let input = Array(seededPaths(30_000, seed: 25).joined(separator: "\n").utf8)

  /// Takes `limit` pieces, then fails as a closed pipe does.
  private final class ClosingSink: OutputSink {
    var limit: Int
    init(limit: Int) { self.limit = limit }
    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(SelectError) {
      if limit == 0 { throw .outputClosed }
      limit -= 1
    }
  }

  private func ranked(_ query: String, _ input: UnsafeBufferPointer<UInt8>) -> (LineBlocks, [RankedLines]) {
    let lines = LineBlocks(terminator: UInt8(ascii: "\n"), chunkSize: 4_096)
    lines.append(input)
    let matcher = Matcher(query: Query(query))
    return (lines, lines.withChunks { $0.map { matcher.rankLines($0, terminator: UInt8(ascii: "\n")) } })
  }

  func testTwoThreadsWriteWhatOneWrites() throws {
    try input.withUnsafeBufferPointer { input in
      for query in ["a", "src/ma", "zz", ""] {
        for terminator in [UInt8(ascii: "\n"), 0] {
          let (lines, runs) = ranked(query, input)
          let alone = WrittenBytes()
          let expected = try lines.writeRanked(runs, terminator: terminator, to: alone)
          let both = WrittenBytes()
          XCTAssertEqual(try writeRankedInParallel(lines, runs, terminator: terminator, to: both), expected)
          XCTAssertEqual(both.bytes, alone.bytes, "\(query), terminator \(terminator)")
        }
      }
    }
  }

  func testAWholeNumberOfBatches() throws {
    let input = Array(repeating: Array("src/app\n".utf8), count: 8_192).joined()
    try Array(input).withUnsafeBufferPointer { input in
      let (lines, runs) = ranked("", input)
      let both = WrittenBytes()
      XCTAssertEqual(try writeRankedInParallel(lines, runs, terminator: UInt8(ascii: "\n"), to: both), 8_192)
      XCTAssertEqual(both.bytes, Array(input))
    }
  }

  func testAClosedOutputEndsTheMerge() throws {
    try input.withUnsafeBufferPointer { input in
      let (lines, runs) = ranked("", input)
      for limit in [0, 1, 4_096, 20_000] {
        XCTAssertThrowsError(
          try writeRankedInParallel(lines, runs, terminator: UInt8(ascii: "\n"), to: ClosingSink(limit: limit))
        ) { XCTAssertEqual($0 as? SelectError, .outputClosed) }
      }
    }
  }
}

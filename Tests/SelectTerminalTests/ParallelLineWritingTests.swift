#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore
import SelectTestSupport
import XCTest

@testable import SelectTerminal

/// `--filter`'s merge and writes on two threads: the bytes are those the
/// merge writes on one, and a reader that goes away is reported once the
/// helper is done.
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

  private func ranked(_ query: String, _ input: UnsafeBufferPointer<UInt8>) -> (
    LineBlocks, [RankedLines]
  ) {
    let lines = LineBlocks(terminator: UInt8(ascii: "\n"), chunkSize: 4_096)
    lines.append(input)
    let matcher = Matcher(query: Query(query))
    return (
      lines, lines.withChunks { $0.map { matcher.rankLines($0, terminator: UInt8(ascii: "\n")) } }
    )
  }

  func testTwoThreadsWriteWhatOneWrites() throws {
    try input.withUnsafeBufferPointer { input in
      for query in ["a", "src/ma", "zz", ""] {
        for terminator in [UInt8(ascii: "\n"), 0] {
          let (lines, runs) = ranked(query, input)
          let alone = WrittenBytes()
          let expected = try lines.writeRanked(runs, terminator: terminator, to: alone)
          let both = WrittenBytes()
          XCTAssertEqual(
            try writeRankedInParallel(lines, runs, terminator: terminator, to: both), expected)
          XCTAssertEqual(both.bytes, alone.bytes, "\(query), terminator \(terminator)")
        }
      }
    }
  }

  /// Every line ties: the split between the threads falls inside one
  /// streak of equal scores that spans many chunks.
  func testTiesAcrossTheSplitKeepInputOrder() throws {
    let input = Array(Array(repeating: Array("src/app\n".utf8), count: 40_000).joined())
    try input.withUnsafeBufferPointer { input in
      let (lines, runs) = ranked("", input)
      XCTAssertGreaterThan(runs.count, 10)
      let both = WrittenBytes()
      XCTAssertEqual(
        try writeRankedInParallel(lines, runs, terminator: UInt8(ascii: "\n"), to: both), 40_000)
      XCTAssertEqual(both.bytes, Array(input))
    }
  }

  /// More matching lines than a window holds: each window is split
  /// between the threads, and the windows follow one another exactly.
  func testWindowsFollowOneAnother() throws {
    let input = Array((0..<1_200_000).map { "\($0 % 1_009)a\($0 % 7)\n" }.joined().utf8)
    try input.withUnsafeBufferPointer { input in
      for query in ["a", ""] {
        let (lines, runs) = ranked(query, input)
        let alone = WrittenBytes()
        let expected = try lines.writeRanked(runs, terminator: UInt8(ascii: "\n"), to: alone)
        XCTAssertEqual(expected, 1_200_000)
        let both = WrittenBytes()
        XCTAssertEqual(try writeRankedInParallel(lines, runs, terminator: UInt8(ascii: "\n"), to: both), expected)
        XCTAssertTrue(both.bytes == alone.bytes, query)
      }
    }
  }

  /// Stdout takes the helper's lines in one call, more than a `writev(2)`
  /// holds: the file gets the bytes written one line at a time.
  func testStandardOutputWritesWhatOneThreadWrites() throws {
    try input.withUnsafeBufferPointer { input in
      for terminator in [UInt8(ascii: "\n"), 0] {
        let (lines, runs) = ranked("", input)
        let alone = WrittenBytes()
        _ = try lines.writeRanked(runs, terminator: terminator, to: alone)
        var template = Array("/tmp/select-parallel-writes-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer {
          close(fd)
          unlink(template)
        }
        XCTAssertEqual(
          try writeRankedInParallel(
            lines, runs, terminator: terminator, to: StandardOutput(fd: fd)), 30_000)
        lseek(fd, 0, SEEK_SET)
        XCTAssertEqual(readToEnd(fd), alone.bytes, "terminator \(terminator)")
      }
    }
  }

  func testAClosedOutputEndsTheWrites() throws {
    try input.withUnsafeBufferPointer { input in
      let (lines, runs) = ranked("", input)
      for limit in [0, 1, 4_096, 20_000] {
        XCTAssertThrowsError(
          try writeRankedInParallel(
            lines, runs, terminator: UInt8(ascii: "\n"), to: ClosingSink(limit: limit))
        ) { XCTAssertEqual($0 as? SelectError, .outputClosed) }
      }
    }
  }
}

import SelectCore
import SelectTestSupport
import XCTest

final class LineSplitterTests: XCTestCase {
  func testLinesAndAFinalLineWithoutNewline() {
    XCTAssertEqual(splitLines(Array("a\nbb\n\nccc".utf8), chunk: 3), [[97], [98, 98], [], [99, 99, 99]])
  }

  func testATrailingNewlineMakesNoEmptyItem() {
    XCTAssertEqual(splitLines(Array("a\nb\n".utf8), chunk: 100).count, 2)
  }

  func testBytesSurviveUnchanged() {
    let input: [UInt8] = [0xff, 0xfe, 13, 9, 27, 91, 50, 74, 0, 10, 0xc3, 0x28, 10]
    XCTAssertEqual(splitLines(input, chunk: 1), [[0xff, 0xfe, 13, 9, 27, 91, 50, 74, 0], [0xc3, 0x28]])
  }

  func testNulTerminatedRecordsKeepNewlines() {
    XCTAssertEqual(splitLines(Array("a\nb\0c\0".utf8), terminator: 0, chunk: 2), [[97, 10, 98], [99]])
  }

  func testEveryChunkSizeAndBothModesGiveTheSameValues() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<50 {
      let input = (0..<Int.random(in: 0...200, using: &generator)).map { _ in
        [UInt8(10), 97, 0, 0xff][Int.random(in: 0...3, using: &generator)]
      }
      let expected = splitLines(input, chunk: input.count + 1)
      for chunk in [1, 2, 7, 64] {
        XCTAssertEqual(splitLines(input, chunk: chunk), expected)
        XCTAssertEqual(splitLines(input, chunk: chunk, keepsInput: false), expected)
      }
    }
  }

  func testKeptValuesStayValidAcrossBlocks() {
    let splitter = LineSplitter(blockSize: 16)
    let input = Array((0..<100).map { "line \($0)\n" }.joined().utf8)
    var position = 0
    var kept: [Bytes] = []
    try! splitter.read(
      fill: { buffer in
        let count = min(5, buffer.count, input.count - position)
        for i in 0..<count { buffer[i] = input[position + i] }
        position += count
        return count
      },
      emit: {
        kept.append($0)
        return true
      })
    XCTAssertEqual(kept.map(\.string), (0..<100).map { "line \($0)" })
  }

  func testFindByteAgreesWithALoop() {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...12, using: &generator) }
      bytes.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        let found = findByte(10, from: base, to: base + buffer.count).map { $0 - base }
        XCTAssertEqual(found, bytes.firstIndex(of: 10))
      }
    }
  }
}

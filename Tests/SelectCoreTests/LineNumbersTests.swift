import SelectTestSupport
import XCTest

@testable import SelectCore

/// `LineNumbers`: the number of every line of an input cut into chunks is
/// its count of lines before it, in every chunk size and block position.
final class LineNumbersTests: XCTestCase {
  func testEveryLineIsNumberedAsCounted() {
    var generator = SeededGenerator(seed: 41)
    for round in 0..<40 {
      let terminator = round % 2 == 0 ? UInt8(ascii: "\n") : 0
      // Lines of 0 to 150 bytes, some empty, some across a 64-byte block;
      // the last without its terminator in every other round.
      var input: [UInt8] = []
      var starts: [Int] = []
      for _ in 0..<Int.random(in: 1...300, using: &generator) {
        starts.append(input.count)
        let length = Int.random(in: 0...150, using: &generator)
        input += (0..<length).map { _ in UInt8.random(in: 1...9, using: &generator) }
        input.append(terminator)
      }
      if round % 4 == 1, starts.last! < input.count - 1 { input.removeLast() }
      let chunkSize = [1, 63, 64, 200, 4_096][round % 5]
      input.withUnsafeBufferPointer { buffer in
        let lines = LineBlocks(terminator: terminator, chunkSize: chunkSize)
        lines.append(buffer)
        let numbers = lines.lineNumbers()
        lines.withChunks { chunks in
          var seen: [Int] = []
          for (index, chunk) in chunks.enumerated() {
            var line = chunk.baseAddress!
            let end = chunk.baseAddress! + chunk.count
            while line < end {
              seen.append(numbers.number(ofLineAt: line - chunk.baseAddress!, inChunk: index, bytes: chunk.span))
              guard let hit = findByte(terminator, from: line, to: end) else { break }
              line = hit + 1
            }
          }
          XCTAssertEqual(seen, Array(starts.indices), "round \(round), chunks of \(chunkSize)")
        }
      }
    }
  }
}

import SelectCore
import SelectTestSupport
import XCTest

/// The word-at-a-time byte scans agree with their one-byte-at-a-time
/// definitions, at every length and alignment.
final class ByteSearchTests: XCTestCase {
  func testFindByteWithAndWithoutACaseMask() {
    var generator = SeededGenerator(seed: 31)
    for _ in 0..<2_000 {
      let bytes = (0..<generator.next(below: 40)).map { _ in
        UInt8(truncatingIfNeeded: [0x41, 0x61, 0x0A, 0x00, 0xC3, 0xFF, 0x20][generator.next(below: 7)])
      }
      for (target, mask) in [(UInt8(0x0A), UInt8(0)), (0x61, 0x20), (0xFF, 0), (0x00, 0)] {
        let found = bytes.withUnsafeBufferPointer { buffer in
          findByte(target, mask: mask, from: buffer.baseAddress!, to: buffer.baseAddress! + buffer.count)
            .map { $0 - buffer.baseAddress! }
        }
        XCTAssertEqual(found, bytes.firstIndex { $0 | mask == target }, "\(bytes) \(target)")
      }
    }
  }

  func testPrintableASCII() {
    var generator = SeededGenerator(seed: 32)
    for _ in 0..<5_000 {
      let bytes = (0..<generator.next(below: 30)).map { _ in
        generator.next(below: 4) == 0
          ? UInt8(generator.next(below: 256)) : UInt8(0x20 + generator.next(below: 0x5F))
      }
      let expected = bytes.allSatisfy { (0x20...0x7E).contains($0) }
      XCTAssertEqual(bytes.withUnsafeBufferPointer(isPrintableASCII), expected, "\(bytes)")
    }
  }
}

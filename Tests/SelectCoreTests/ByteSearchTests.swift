import SelectTestSupport
import XCTest

@testable import SelectCore

/// The word- and vector-at-a-time byte scans agree with their
/// one-byte-at-a-time definitions, at every length and alignment.
final class ByteSearchTests: XCTestCase {
  func testFindByteWithAndWithoutACaseMask() {
    var generator = SeededGenerator(seed: 31)
    for _ in 0..<2_000 {
      let bytes = (0..<generator.next(below: 70)).map { _ in
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

  /// From any start, to any end: the last word may be read from before
  /// the start of the bytes left, and a failed search still sees every
  /// byte, so it tells whether one was not ASCII.
  func testFindByteInAnyRangeSeesEveryByteWhenItFails() {
    var generator = SeededGenerator(seed: 33)
    for _ in 0..<5_000 {
      let bytes = (0..<generator.next(below: 70)).map { _ in
        UInt8(truncatingIfNeeded: [0x41, 0x61, 0x0A, 0x2F, 0xC3, 0x20][generator.next(below: 6)])
      }
      let from = generator.next(below: bytes.count + 1)
      let to = from + generator.next(below: bytes.count - from + 1)
      let range = bytes[from..<to]
      for (target, mask) in [(UInt8(0x0A), UInt8(0)), (0x61, 0x20), (0x2F, 0)] {
        var seen: UInt64 = 0
        let found = bytes.withUnsafeBufferPointer { buffer in
          findByte(target, mask: mask, from: buffer.baseAddress! + from, to: buffer.baseAddress! + to, seen: &seen)
            .map { $0 - buffer.baseAddress! }
        }
        XCTAssertEqual(found, range.firstIndex { $0 | mask == target }, "\(bytes) \(from)..<\(to) \(target)")
        if found == nil {
          XCTAssertEqual(seen & 0x8080_8080_8080_8080 != 0, range.contains { $0 >= 0x80 }, "\(bytes) \(from)..<\(to)")
        }
      }
    }
  }

  /// Each lane test, for every byte value in every lane: no lane's
  /// arithmetic reaches another's.
  func testByteVectorLanesAreExact() {
    for value in 0...255 {
      for lane in 0..<16 {
        var vector = ByteVector(repeating: UInt8(255 - value))
        vector[lane] = UInt8(value)
        let byte = UInt8(value)
        let flags: [(ByteVector, (UInt8) -> Bool)] = [
          (vector.zeroLanes, { $0 == 0 }),
          (vector.lanes(matching: ByteVector(repeating: 0x61), masks: ByteVector(repeating: 0x20)), { $0 | 0x20 == 0x61 }),
          (vector.lanes(in: 0x41...0x5A), { (0x41...0x5A).contains($0) }),
          (vector.lanes(in: 0x00...0x7F), { $0 < 0x80 }),
        ]
        for (found, expected) in flags {
          for k in 0..<16 {
            XCTAssertEqual(found[k], expected(k == lane ? byte : UInt8(255 - value)) ? 0x80 : 0, "\(value) lane \(lane)")
          }
          let first = (0..<16).first { found[$0] != 0 }
          XCTAssertEqual(found.folded != 0, first != nil)
          if let first { XCTAssertEqual(found.firstNonZeroLane, first) }
        }
      }
    }
  }

  func testIsASCIIAtEveryLength() {
    var generator = SeededGenerator(seed: 34)
    for _ in 0..<5_000 {
      var bytes = (0..<generator.next(below: 70)).map { _ in UInt8(generator.next(below: 0x80)) }
      if !bytes.isEmpty && generator.next(below: 2) == 0 {
        bytes[generator.next(below: bytes.count)] = UInt8(0x80 + generator.next(below: 0x80))
      }
      XCTAssertEqual(bytes.withUnsafeBufferPointer(isASCII), bytes.allSatisfy { $0 < 0x80 }, "\(bytes)")
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

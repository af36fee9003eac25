/// A read-only view of bytes owned elsewhere: an item's value or label.
///
/// Items point into large, never-moving blocks (see `ByteArena`), so a
/// million items cost a million small structs, not a million allocations;
/// whoever hands out items hands out their owner too (see `ItemList`).
package struct Bytes: @unchecked Sendable {
  /// The first byte; dangling but never read when `count` is 0.
  package let start: UnsafePointer<UInt8>
  /// How many bytes.
  package let count: Int

  package init(start: UnsafePointer<UInt8>, count: Int) {
    self.start = start
    self.count = count
  }

  /// No bytes at all.
  package static let empty = Bytes(start: emptyStorage, count: 0)

  /// The bytes as a buffer, for scanning without bounds checks.
  @inlinable
  package var buffer: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: start, count: count)
  }

  /// A copy of the bytes as an array.
  package var array: [UInt8] { Array(buffer) }

  /// Whether these are the very bytes of `other`, not only equal ones.
  package func isSame(as other: Bytes) -> Bool {
    start == other.start && count == other.count
  }

  /// The bytes decoded as UTF-8, with invalid sequences repaired; for display
  /// and messages only, never for output.
  package var string: String { String(decoding: buffer, as: UTF8.self) }
}

extension Bytes: Equatable {
  package static func == (lhs: Bytes, rhs: Bytes) -> Bool {
    lhs.count == rhs.count && lhs.buffer.elementsEqual(rhs.buffer)
  }

  /// Whether the bytes equal `other`, ignoring ASCII case.
  package func equalsIgnoringCase(_ other: [UInt8]) -> Bool {
    guard count == other.count else { return false }
    for (a, b) in zip(buffer, other) where asciiLower(a) != asciiLower(b) {
      return false
    }
    return true
  }
}

/// Whether a byte is blank: a space or a tab (what separates fields, and
/// Markdown's blanks).
@inlinable
package func isBlank(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
}

/// The ASCII lower-case of a byte; other bytes unchanged.
@inlinable
package func asciiLower(_ byte: UInt8) -> UInt8 {
  byte &- 65 < 26 ? byte | 0x20 : byte
}

/// Where empty values point: a real address, never read.
nonisolated(unsafe) private let emptyStorage = UnsafePointer(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))

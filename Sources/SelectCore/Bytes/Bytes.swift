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

  /// The bytes of `buffer`, owned by whoever owns the buffer.
  @inlinable
  package init(_ buffer: UnsafeBufferPointer<UInt8>) {
    self.init(start: buffer.baseAddress ?? Bytes.empty.start, count: buffer.count)
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

/// Checked access: the rooms that hold items and scan them in bulk use
/// `start` and `buffer`; everything else reads bytes here, where an
/// offset out of range stops the program instead of reading past them.
extension Bytes: RandomAccessCollection {
  @inlinable package var startIndex: Int { 0 }
  @inlinable package var endIndex: Int { count }

  @inlinable
  package subscript(position: Int) -> UInt8 {
    precondition(UInt(bitPattern: position) < UInt(bitPattern: count), "a byte within the bytes")
    return start[position]
  }

  /// Reads each byte in turn; its offsets stay within the bytes, so it
  /// reads them without a check (`for byte in bytes`, `enumerated()`).
  package struct Iterator: IteratorProtocol {
    @usableFromInline let bytes: Bytes
    @usableFromInline var offset = 0

    @inlinable
    init(_ bytes: Bytes) {
      self.bytes = bytes
    }

    @inlinable
    package mutating func next() -> UInt8? {
      guard offset < bytes.count else { return nil }
      defer { offset += 1 }
      return bytes.start[offset]
    }
  }

  @inlinable
  package func makeIterator() -> Iterator {
    Iterator(self)
  }

  /// The bytes in `range`, which lies within these.
  @inlinable
  package func part(_ range: Range<Int>) -> Bytes {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "a part within the bytes")
    return Bytes(start: start + range.lowerBound, count: range.count)
  }

  /// The bytes from `offset` to the end.
  @inlinable
  package func part(from offset: Int) -> Bytes {
    part(offset..<count)
  }

  /// The 8 bytes from `offset`, read as a little-endian word.
  @inlinable
  package func littleEndianWord(at offset: Int) -> UInt64 {
    precondition(offset >= 0 && offset <= count &- 8, "a word within the bytes")
    return UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }
}

extension Array where Element == UInt8 {
  /// Calls `body` with a view of the array's bytes, valid only inside.
  package func withBytes<Result, Failure: Error>(
    _ body: (Bytes) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withUnsafeBufferPointer { (buffer) throws(Failure) -> Result in try body(Bytes(buffer)) }
  }
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

/// Writes `n` in decimal without allocating.
package func decimal(_ n: Int, _ output: (Bytes) throws -> Void) rethrows {
  try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
    var value = n.magnitude
    var i = 20
    repeat {
      i -= 1
      digits[i] = UInt8(ascii: "0") + UInt8(value % 10)
      value /= 10
    } while value > 0
    if n < 0 {
      i -= 1
      digits[i] = UInt8(ascii: "-")
    }
    try output(Bytes(UnsafeBufferPointer(rebasing: digits[i...])))
  }
}

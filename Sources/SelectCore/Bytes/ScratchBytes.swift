/// A reusable, growable byte buffer whose contents may be handed out as
/// `Bytes` until the next `reset()`: per-line work without per-line
/// allocation.
package final class ScratchBytes {
  // Touched once or more per line and only ever by one thread at a time:
  // the run-time exclusivity check on each access cost more than the
  // work it guards.
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  /// How many bytes are in use.
  @exclusivity(unchecked) package private(set) var count = 0

  package init(capacity: Int = 256) {
    self.capacity = capacity
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// Empties the buffer, keeping its memory.
  package func reset() {
    count = 0
  }

  /// Appends bytes, growing when needed.
  package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity {
      capacity = max(capacity * 2, count + bytes.count)
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      grown.update(from: storage, count: count)
      storage.deallocate()
      storage = grown
    }
    (storage + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends bytes, growing when needed.
  package func append(_ bytes: Bytes) {
    append(bytes.buffer)
  }

  /// Appends one byte.
  package func append(byte: UInt8) {
    withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
  }

  /// The contents, valid until the next change.
  package var bytes: Bytes { Bytes(start: storage, count: count) }
}

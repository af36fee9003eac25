#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// The one buffered writer for stdout: the selection and nothing else.
///
/// A 64 KiB buffer of our own beat `fwrite` by 1.5x when printing a million
/// lines. A reader that went away (EPIPE) ends the program quietly; any other
/// failure (`> /dev/full`) is an error.
package final class StandardOutput: OutputSink {
  private let fd: Int32
  private let buffer: UnsafeMutablePointer<UInt8>
  private let capacity = 1 << 16
  // Touched once or more per line and only ever by one thread at a time:
  // the run-time exclusivity check on each access cost more than the
  // work it guards.
  @exclusivity(unchecked) private var count = 0
  /// Bytes written in place, not yet written out.
  private let pieces: UnsafeMutablePointer<iovec>
  // IOV_MAX on Linux, which Glibc does not export to Swift.
  private let pieceCapacity = 1024
  @exclusivity(unchecked) private var pieceCount = 0

  package init(fd: Int32 = 1) {
    self.fd = fd
    buffer = .allocate(capacity: capacity)
    pieces = .allocate(capacity: pieceCapacity)
  }

  deinit {
    buffer.deallocate()
    pieces.deallocate()
  }

  /// Appends bytes that stay valid until the next `flush()` (an input in
  /// memory) without copying them: they go out with `writev(2)`, many at a
  /// time. `--filter` writes a million matching lines this way.
  package func write(inPlace bytes: UnsafeBufferPointer<UInt8>) throws(SelectError) {
    if count > 0 { try flush() }
    if pieceCount == pieceCapacity { try flushPieces() }
    pieces[pieceCount] = iovec(iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress), iov_len: bytes.count)
    pieceCount += 1
  }

  /// `write(inPlace:)` of many pieces: a writer that gathered them first
  /// (another thread, for `--filter`) hands them over at once, and they
  /// go out from where they lie, as many as `writev(2)` takes at a time.
  /// Copied into `pieces` one by one, a million lines' took 2 ms more,
  /// the time `--filter` spends alone at its end.
  package func write(inPlace pieces: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) throws(SelectError) {
    try flush()
    // A buffer pointer is its start and then its count, as an `iovec` is
    // its base and then its length (both types are frozen).
    let failure = pieces.withMemoryRebound(to: iovec.self) { vectors in
      systemWriteAll(fd, vectors, batch: pieceCapacity, spare: self.pieces)
    }
    try check(failure)
  }

  /// Appends bytes, writing out whenever the buffer fills.
  package func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(SelectError) {
    if pieceCount > 0 { try flushPieces() }
    if count + bytes.count > capacity {
      try flush()
      if bytes.count > capacity {
        try writeOut(UnsafeRawBufferPointer(bytes))
        return
      }
    }
    if let source = bytes.baseAddress {
      (buffer + count).update(from: source, count: bytes.count)
    }
    count += bytes.count
  }

  /// Appends one byte.
  package func write(byte: UInt8) throws(SelectError) {
    if pieceCount > 0 { try flushPieces() }
    if count == capacity { try flush() }
    buffer[count] = byte
    count += 1
  }

  /// Writes out what is buffered.
  package func flush() throws(SelectError) {
    if pieceCount > 0 { try flushPieces() }
    guard count > 0 else { return }
    let pending = UnsafeRawBufferPointer(start: buffer, count: count)
    count = 0
    try writeOut(pending)
  }

  private func flushPieces() throws(SelectError) {
    let pending = UnsafeMutableBufferPointer(start: pieces, count: pieceCount)
    pieceCount = 0
    try check(systemWriteAll(fd, pending))
  }

  private func writeOut(_ bytes: UnsafeRawBufferPointer) throws(SelectError) {
    try check(systemWriteAll(fd, bytes))
  }

  /// Turns a write's errno into the error the user sees.
  private func check(_ failure: Int32) throws(SelectError) {
    if failure == EPIPE { throw .outputClosed }
    if failure != 0 { throw .unwritableOutput("cannot write to stdout: \(errorText(failure))") }
  }
}

/// Where `select` writes its answer: stdout in the program, an array of
/// bytes in tests.
package protocol OutputSink {
  /// Appends bytes.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(SelectError)

  /// Appends bytes that stay valid and unchanged until the next `flush()`
  /// (an input in memory), which a sink may write out from where they
  /// are, without copying them.
  func write(inPlace bytes: UnsafeBufferPointer<UInt8>) throws(SelectError)

  /// Appends each of `pieces` in place, in order.
  func write(inPlace pieces: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) throws(SelectError)

  /// Writes out what is held back.
  func flush() throws(SelectError)
}

extension OutputSink {
  /// A sink that does not write in place copies the bytes.
  package func write(inPlace bytes: UnsafeBufferPointer<UInt8>) throws(SelectError) {
    try write(bytes)
  }

  package func write(inPlace pieces: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) throws(SelectError) {
    for piece in pieces { try write(inPlace: piece) }
  }

  /// A sink that holds nothing back has nothing to flush.
  package func flush() throws(SelectError) {}
}

// Inlinable, so that each sink gets its own copy and `--list` does not pay
// a generic call and an array per line.
extension OutputSink {
  /// Appends an array of bytes.
  @inlinable
  package func write(_ bytes: [UInt8]) throws(SelectError) {
    try bytes.withUnsafeBufferPointer { (buffer) throws(SelectError) in try write(buffer) }
  }

  /// Appends a string's UTF-8.
  @inlinable
  package func write(_ text: String) throws(SelectError) {
    // `withUTF8` (no copy for a native string) rethrows untyped errors.
    var text = text
    var failure: SelectError?
    text.withUTF8 { bytes in
      do throws(SelectError) { try write(bytes) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Writes one byte.
  package func write(byte: UInt8) throws(SelectError) {
    var byte = byte
    try withUnsafePointer(to: &byte) { (pointer) throws(SelectError) in
      try write(UnsafeBufferPointer(start: pointer, count: 1))
    }
  }

  /// Writes `n` in decimal, without allocating.
  package func write(decimal n: Int) throws(SelectError) {
    do {
      try decimal(n) { try write($0.buffer) }
    } catch {
      // `write` throws nothing else.
      throw error as? SelectError ?? .unwritableOutput("\(error)")
    }
  }

  /// Writes a header's lines as the menu shows them, each ended by
  /// `terminator`.
  package func write(headerLines lines: [String], terminator: UInt8 = UInt8(ascii: "\n")) throws(SelectError) {
    for line in lines {
      try write(DisplayText(Array(line.utf8)).string)
      try write([terminator])
    }
  }

  /// Writes a label as the menu shows it, to a terminal or not (`--list`):
  /// control characters spelled visibly (a newline as `^J`), tabs as
  /// spaces, invalid UTF-8 as U+FFFD.
  @inlinable
  package func write(shownLabel label: Bytes) throws(SelectError) {
    // Printable ASCII, most labels, is shown as it is.
    if isPrintableASCII(label.buffer) {
      try write(label.buffer)
    } else {
      try write(DisplayText(label).string)
    }
  }
}

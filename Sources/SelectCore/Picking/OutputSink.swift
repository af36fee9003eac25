/// Where `select` writes its answer: stdout in the program, an array of
/// bytes in tests.
public protocol OutputSink {
  /// Appends bytes.
  func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(SelectError)
}

extension OutputSink {
  /// Appends an array of bytes.
  public func write(_ bytes: [UInt8]) throws(SelectError) {
    try bytes.withUnsafeBufferPointer { (buffer) throws(SelectError) in try write(buffer) }
  }

  /// Appends a string's UTF-8.
  public func write(_ text: String) throws(SelectError) {
    try write(Array(text.utf8))
  }

  /// Writes a label as bytes into a pipe or file, and made safe on a
  /// terminal, where an escape sequence in the input would act.
  public func write(label: Bytes, onTerminal: Bool) throws(SelectError) {
    if onTerminal {
      try write(DisplayText(label).string)
    } else {
      try write(label.buffer)
    }
  }
}

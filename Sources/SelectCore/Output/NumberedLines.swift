/// `--list` of plain lines: the header, then a `N) line` row per line,
/// written from blocks of whole lines with no item made for a line, byte
/// for byte what rows of items write (each line as the menu shows it, see
/// `OutputSink.write(shownLabel:)`).
///
/// A line's end and whether it is all printable ASCII, as most are, come
/// from one pass of 8 bytes at a time; such a line is copied as it is.
/// Rows gather in a buffer of the list's own, handed to the sink a buffer
/// at a time.
package final class NumberedLines {
  /// The byte that ends a line read.
  private let terminator: UInt8
  /// The byte that ends a row written.
  private let end: UInt8
  private let header: [String]
  /// How many rows were written.
  @exclusivity(unchecked) package private(set) var count = 0
  private let buffer: UnsafeMutablePointer<UInt8>
  private let capacity = 1 << 18
  // Touched several times per line by the one thread writing: the
  // run-time exclusivity check on each access cost more than the work.
  @exclusivity(unchecked) private var used = 0
  /// The next row's number in decimal, then `") "`, at its end.
  private let number: UnsafeMutablePointer<UInt8>
  private static let numberCapacity = 24
  @exclusivity(unchecked) private var numberStart = numberCapacity - 3

  /// Rows of lines ended by `terminator`, each row ended by `end`, under
  /// `header` (written with the first row: no input, no header).
  package init(terminator: UInt8, end: UInt8, header: [String]) {
    self.terminator = terminator
    self.end = end
    self.header = header
    buffer = .allocate(capacity: capacity)
    // Twice the room: `copyNumber` reads a whole number's worth from the
    // first digit on.
    number = .allocate(capacity: 2 * Self.numberCapacity)
    number.initialize(repeating: UInt8(ascii: "0"), count: 2 * Self.numberCapacity)
    number[Self.numberCapacity - 3] = UInt8(ascii: "1")
    number[Self.numberCapacity - 2] = UInt8(ascii: ")")
    number[Self.numberCapacity - 1] = UInt8(ascii: " ")
  }

  deinit {
    buffer.deallocate()
    number.deallocate()
  }

  /// Writes a row for each line of `block`: whole lines, the last perhaps
  /// without its terminator.
  package func write(_ block: UnsafeBufferPointer<UInt8>, to output: some OutputSink) throws(SelectError) {
    guard var start = block.baseAddress, !block.isEmpty else { return }
    if count == 0 { try output.write(headerLines: header, terminator: end) }
    let stop = start + block.count
    while start < stop {
      let (lineEnd, printable) = findEnd(from: start, to: stop)
      let length = lineEnd - start
      // The common row, printable and short, is copied straight in.
      if printable && used + Self.numberCapacity + length < capacity {
        copyNumber()
        (buffer + used).update(from: start, count: length)
        used += length
      } else {
        try flush(to: output)
        copyNumber()
        let line = UnsafeBufferPointer(start: start, count: length)
        if printable {
          try append(line, to: output)
        } else {
          let shown = Array(DisplayText(line).string.utf8)
          try shown.withUnsafeBufferPointer { (shown) throws(SelectError) in try append(shown, to: output) }
        }
        if used == capacity { try flush(to: output) }
      }
      buffer[used] = end
      used += 1
      count += 1
      countUp()
      start = lineEnd + 1
    }
  }

  /// Hands the rows gathered to `output`, and has it write them out.
  package func flush(to output: some OutputSink) throws(SelectError) {
    guard used > 0 else { return }
    try output.write(inPlace: UnsafeBufferPointer(start: buffer, count: used))
    used = 0
    try output.flush()
  }

  private func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: some OutputSink) throws(SelectError) {
    var bytes = bytes
    while used + bytes.count > capacity {
      let room = capacity - used
      (buffer + used).update(from: bytes.baseAddress!, count: room)
      used = capacity
      try flush(to: output)
      bytes = UnsafeBufferPointer(rebasing: bytes[room...])
    }
    if let source = bytes.baseAddress { (buffer + used).update(from: source, count: bytes.count) }
    used += bytes.count
  }

  /// Appends the row's number and `") "`; there is room.
  @inline(__always)
  private func copyNumber() {
    // Always all of the number's bytes, 8 at a time: fewer steps than a
    // copy of just the digits in use, and the surplus is overwritten.
    let from = UnsafeRawPointer(number + numberStart)
    let to = UnsafeMutableRawPointer(buffer + used)
    for word in 0..<Self.numberCapacity / 8 {
      to.storeBytes(of: from.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self), toByteOffset: word * 8, as: UInt64.self)
    }
    used += Self.numberCapacity - numberStart
  }

  /// Adds one to the row number, in its decimal digits.
  @inline(__always)
  private func countUp() {
    var digit = Self.numberCapacity - 3
    while digit >= numberStart && number[digit] == UInt8(ascii: "9") {
      number[digit] = UInt8(ascii: "0")
      digit -= 1
    }
    number[digit] += 1
    numberStart = min(numberStart, digit)
  }

  /// The end of the line that starts at `start` (its terminator, or
  /// `stop`), and whether all its bytes are printable ASCII.
  @inline(__always)
  private func findEnd(
    from start: UnsafePointer<UInt8>, to stop: UnsafePointer<UInt8>
  ) -> (UnsafePointer<UInt8>, printable: Bool) {
    let p = firstNotPrintableASCII(from: start, to: stop)
    if p == stop || p.pointee == terminator { return (p, true) }
    return (findByte(terminator, from: p, to: stop) ?? stop, false)
  }
}

@testable import SelectCore

/// Fuzzes the input splitter with input arriving in chunks of random sizes.
///
/// Input: a byte choosing the terminator (`\n` or NUL), whether input is
/// kept and the block size; a seed byte for the chunk sizes; then the input.
///
/// Properties: there is one value per terminator, plus an unterminated last
/// line; the values, each followed by the terminator except an
/// unterminated last line, reproduce the input exactly, whether read in
/// chunks or split in memory; kept values stay intact until the end;
/// `--list`'s rows written from blocks of whole lines (`NumberedLines`)
/// are the rows of the values, each as the menu shows it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLines(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let shape = input.byte()
  let terminator: UInt8 = shape & 1 == 0 ? 10 : 0
  let keepsInput = shape & 2 == 0
  let blockSize = Int(shape >> 2) + 1
  var generator = SplitMix(seed: UInt64(input.byte()))
  let stream = input.rest()

  let splitter = LineSplitter(
    terminator: terminator, keepsInput: keepsInput, blockSize: blockSize)
  var kept: [Bytes] = []
  var copied: [[UInt8]] = []
  var position = 0
  let ended = try! splitter.read(
    fill: { room in
      let chunk = min(
        room.count, stream.count - position, Int.random(in: 1...32, using: &generator))
      room.copyBytes(from: stream[position..<(position + chunk)])
      position += chunk
      return chunk
    },
    emit: { value in
      if keepsInput { kept.append(value) }
      copied.append(Array(value.buffer))
      return true
    })
  check(ended, "read stopped before the end")
  let unterminated = stream.last.map { $0 != terminator } ?? false
  let lineCount = stream.count { $0 == terminator } + (unterminated ? 1 : 0)
  check(copied.count == lineCount, "\(copied.count) values from \(lineCount) lines")
  check(
    rejoin(copied, terminator, like: stream) == stream, "chunked values do not rebuild the input")
  if keepsInput {
    // Kept values live as long as the splitter's arena.
    withExtendedLifetime(splitter) {
      check(kept.map { Array($0.buffer) } == copied, "kept values changed after later reads")
    }
  }

  checkNumberedRows(stream, terminator: terminator, values: copied, generator: &generator)
  return 0
}

/// Rows written from blocks of whole lines, cut at random terminators,
/// against the rows of `values` written one by one.
private func checkNumberedRows(
  _ stream: [UInt8], terminator: UInt8, values: [[UInt8]], generator: inout SplitMix
) {
  let expected = Collected()
  try! expected.write(headerLines: ["H"], terminator: 0)
  for (offset, value) in values.enumerated() {
    try! expected.write("\(offset + 1)) ")
    if !value.isEmpty {
      try! value.withUnsafeBufferPointer { try expected.write(shownLabel: Bytes(start: $0.baseAddress!, count: $0.count)) }
    }
    try! expected.write([0])
  }
  let rows = NumberedLines(terminator: terminator, end: 0, header: ["H"])
  let written = Collected()
  stream.withUnsafeBufferPointer { buffer in
    var start = 0
    while start < buffer.count {
      var stop = min(start + Int.random(in: 1...64, using: &generator), buffer.count)
      while stop < buffer.count && buffer[stop - 1] != terminator { stop += 1 }
      try! rows.write(UnsafeBufferPointer(rebasing: buffer[start..<stop]), to: written)
      start = stop
    }
  }
  try! rows.flush(to: written)
  check(rows.count == values.count, "\(rows.count) rows of \(values.count) values")
  check(written.bytes == (values.isEmpty ? [] : expected.bytes), "rows from blocks differ from rows of values")
}

/// An output sink that keeps what is written.
private final class Collected: OutputSink {
  var bytes: [UInt8] = []

  func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(SelectError) {
    self.bytes += bytes
  }
}

/// The values joined back, each followed by `terminator` unless it is the
/// last and the original input did not end with one.
private func rejoin(_ values: [[UInt8]], _ terminator: UInt8, like original: [UInt8]) -> [UInt8] {
  var joined: [UInt8] = []
  for (i, value) in values.enumerated() {
    joined += value
    if i < values.count - 1 || original.last == terminator { joined.append(terminator) }
  }
  return joined
}

import SelectCore

/// Items made from strings, with the arena that owns their bytes (keep it
/// alive as long as the items).
public func makeItems(_ values: [String], labels: [String]? = nil) -> (arena: ByteArena, items: [Item]) {
  let arena = ByteArena()
  let items = values.enumerated().map { offset, value in
    let bytes = arena.append(value)
    let label = labels.map { arena.append($0[offset]) } ?? bytes
    return Item(value: bytes, label: label, index: offset)
  }
  return (arena, items)
}

/// Splits `input` with a `LineSplitter` fed in pieces of `chunk` bytes;
/// returns the values as byte arrays.
public func splitLines(_ input: [UInt8], terminator: UInt8 = 10, chunk: Int, keepsInput: Bool = true) -> [[UInt8]] {
  let splitter = LineSplitter(terminator: terminator, keepsInput: keepsInput, blockSize: 16)
  var position = 0
  var values: [[UInt8]] = []
  try! splitter.read(
    fill: { buffer in
      let count = min(chunk, buffer.count, input.count - position)
      for i in 0..<count { buffer[i] = input[position + i] }
      position += count
      return count
    },
    emit: { value in
      values.append(value.array)
      return true
    })
  return values
}

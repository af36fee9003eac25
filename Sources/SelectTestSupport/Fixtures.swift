import SelectCore

/// Splits `input` with a `LineSplitter` fed in pieces of `chunk` bytes;
/// returns the values as byte arrays.
package func splitLines(_ input: [UInt8], terminator: UInt8 = 10, chunk: Int, keepsInput: Bool = true) -> [[UInt8]] {
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

/// `count` paths of three parts drawn from a few (`src/é/Main.swift`),
/// seeded: many equal labels, so that ties meet across threads' chunks.
package func seededPaths(_ count: Int, seed: UInt64) -> [String] {
  var generator = SeededGenerator(seed: seed)
  let parts = ["src", "app", "models", "order", "lib", "test", "é", "Main.swift"]
  return (0..<count).map { _ in
    (0..<3).map { _ in parts[generator.next(below: parts.count)] }.joined(separator: "/")
  }
}

extension ItemList {
  /// The items' values as strings.
  package var values: [String] { withItems { $0.map(\.value.string) } }
}

extension Choices {
  /// The chosen items' values as strings, in output order.
  package var values: [String] { map { $0.value.string } }

  /// The chosen items' labels as strings, in output order.
  package var labels: [String] { map { $0.label.string } }

  /// The chosen items' source indices, in output order.
  package var indices: [Int] { map(\.index) }

  private func map<T>(_ transform: (Item) -> T) -> [T] {
    var result: [T] = []
    forEach { item, _ in result.append(transform(item)) }
    return result
  }

  /// The chosen items' offsets in the list as shown, in output order.
  package var offsets: [Int] { picks.map(\.offset) }
}

/// An output sink that keeps what is written, for tests of code that
/// writes to stdout.
package final class WrittenBytes: OutputSink {
  /// Everything written so far.
  package private(set) var bytes: [UInt8] = []

  package init() {}

  package func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(SelectError) {
    self.bytes += bytes
  }

  /// What was written, as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }
}

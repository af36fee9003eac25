/// The bytes libFuzzer hands a harness, read from the front as typed values.
///
/// Reading past the end yields zeros and empty arrays, so a harness never
/// has to check what is left.
struct FuzzInput {
  /// All the input's bytes.
  let bytes: [UInt8]
  private var position = 0

  /// Copies the input libFuzzer passed to `LLVMFuzzerTestOneInput`.
  init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  }

  /// The next byte, or 0 at the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `range` made from the next byte.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(byte()) % (range.count)
  }

  /// The bytes up to the next `separator` (which is skipped), or the rest.
  mutating func bytes(upTo separator: UInt8) -> [UInt8] {
    let end = bytes[position...].firstIndex(of: separator) ?? bytes.count
    defer { position = min(end + 1, bytes.count) }
    return Array(bytes[position..<end])
  }

  /// Everything not read yet.
  mutating func rest() -> [UInt8] {
    defer { position = bytes.count }
    return Array(bytes[position...])
  }
}

/// A small deterministic generator (SplitMix64) seeded from the input, for
/// choices such as where to split a stream.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Stops the run with `message` when a property does not hold; libFuzzer
/// reports the trap and saves the input.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

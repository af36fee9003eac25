@testable import SelectCore

/// Fuzzes the key decoder with terminal input split at random points.
///
/// Input: a seed byte for where to split, then the bytes a terminal sent.
///
/// Properties: the keys decoded, followed by those `flush()` gives up, are
/// the same however the bytes are split; afterwards nothing is pending.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  var generator = SplitMix(seed: UInt64(input.byte()))
  let stream = input.rest()

  var whole = KeyDecoder()
  let expected = whole.feed(stream) + whole.flush()
  check(!whole.hasPendingInput, "pending after flush")

  var split = KeyDecoder()
  var keys: [Key] = []
  var start = 0
  while start < stream.count {
    let end = min(stream.count, start + Int.random(in: 0...8, using: &generator))
    keys += split.feed(stream[start..<end])
    start = end
  }
  keys += split.flush()
  check(keys == expected, "split input gave \(keys), whole input \(expected)")
  check(!split.hasPendingInput, "pending after flush")
  return 0
}

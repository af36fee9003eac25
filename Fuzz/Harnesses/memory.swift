@testable import SelectCore

/// Fuzzes the memory file's reader (`Memory(decoding:)`).
///
/// Input: a flag byte, then a file's bytes. With the flag's low bit set,
/// the last 8 bytes are replaced by the right checksum first, so that the
/// fuzzer gets past it to the structure behind it.
///
/// Properties: reading never crashes or hangs; what a version 2 file
/// reads back writes back as exactly the same bytes (the format has one
/// spelling), and a version 1 file writes as version 2 and reads back the
/// same; a memory read can take a choice, which tags its item, be ranked
/// by and be read again after.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMemory(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let fixesChecksum = input.byte() & 1 == 1
  var bytes = input.rest()
  if fixesChecksum && bytes.count >= 32 {
    let key = SipKey(bytes: bytes[8..<24])
    let sum = key.hash(Array(bytes[..<(bytes.count - 8)]))
    for i in 0..<8 {
      bytes[bytes.count - 8 + i] = UInt8(truncatingIfNeeded: sum >> (8 * UInt64(i)))
    }
  }
  guard var memory = Memory(decoding: bytes) else { return 0 }
  if bytes[7] == 2 {
    check(
      memory.encoded() == bytes, "read \(bytes.count) bytes, wrote \(memory.encoded().count) others"
    )
  } else {
    check(memory.entries.allSatisfy { $0.tag == nil }, "a version 1 file gave tags")
    check(Memory(decoding: memory.encoded()) == memory, "a version 1 memory does not read back")
  }
  _ = memory.remembered(for: "ab", now: 1_700_000_000)
  _ = MemoryLift(memory, query: "", now: 1_700_000_000)
  let chosen = Array("chosen".utf8)
  chosen.withBytes {
    memory.record($0, query: "abc", now: 1_700_000_000, capacity: 4)
  }
  let item = chosen.withBytes { memory.itemHash($0) }
  check(
    memory.entries.first { $0.item == item }?.tag != nil, "the item chosen has no tag")
  let lift = MemoryLift(memory, query: "ab", now: 1_700_000_000)
  check(
    chosen.withBytes { lift.place(of: $0) } != nil, "the item chosen is not lifted")
  check(memory.entries.count <= max(4, 1), "the bound is not kept: \(memory.entries.count) items")
  check(Memory(decoding: memory.encoded()) == memory, "a memory written does not read back")
  return 0
}

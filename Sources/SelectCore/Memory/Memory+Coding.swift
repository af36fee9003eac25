// The memory file, version 2, all numbers little-endian:
//
//   8 bytes   "SELMEM" 0x00 0x02   (magic, then the version)
//   16 bytes  the key
//   4 bytes   the number of items
//   per item  8 bytes its hash, 4 its identity's length, 2 its number of
//             records, 2 its tag (`ItemTag`), 2 whether it has one (1 or
//             0, and then the tag is 0); then per record 8 bytes the
//             query prefix's hash, 4 the rank (a 32-bit float), 4 the
//             last time chosen (seconds since 1970)
//   8 bytes   the SipHash-2-4 of everything before, under the key
//
// Version 1 is read too: its items have 2 zero bytes where version 2 has
// the tag and its flag, and get a tag when next chosen.
//
// Anything else (another magic or version, counts that overrun the file,
// a rank that is not a positive number, a wrong checksum) is damage: the
// reader says so and ranks without memory; the next choice replaces it.

extension Memory {
  static let magic: [UInt8] = Array("SELMEM".utf8) + [0, 2]
  static let firstMagic: [UInt8] = Array("SELMEM".utf8) + [0, 1]

  /// The memory as the file holds it.
  package func encoded() -> [UInt8] {
    var bytes = Self.magic + key.bytes
    appendLittleEndian(UInt32(entries.count), to: &bytes)
    for entry in entries {
      appendLittleEndian(entry.item, to: &bytes)
      appendLittleEndian(entry.length, to: &bytes)
      appendLittleEndian(UInt16(entry.records.count), to: &bytes)
      appendLittleEndian(entry.tag?.value ?? 0, to: &bytes)
      appendLittleEndian(UInt16(entry.tag == nil ? 0 : 1), to: &bytes)
      for record in entry.records {
        appendLittleEndian(record.query, to: &bytes)
        appendLittleEndian(record.rank.bitPattern, to: &bytes)
        appendLittleEndian(record.last, to: &bytes)
      }
    }
    appendLittleEndian(key.hash(bytes), to: &bytes)
    return bytes
  }

  /// The memory a file holds; nil when it is damaged.
  package init?(decoding bytes: [UInt8]) {
    var reader = LittleEndianReader(bytes)
    guard bytes.count >= Self.magic.count + 16 + 4 + 8,
      let magic = reader.take(Self.magic.count).map(Array.init),
      magic == Self.magic || magic == Self.firstMagic,
      let keyBytes = reader.take(16)
    else { return nil }
    let isTagged = magic == Self.magic
    let key = SipKey(bytes: keyBytes)
    guard
      key.hash(Array(bytes[..<(bytes.count - 8)])) == littleEndianWord(bytes, at: bytes.count - 8),
      let count: UInt32 = reader.read()
    else { return nil }
    reader.end = bytes.count - 8
    var entries: [Entry] = []
    let empty = Memory(key: key).queryHash("")
    for _ in 0..<count {
      guard let item: UInt64 = reader.read(), let length: UInt32 = reader.read(),
        let recordCount: UInt16 = reader.read(), recordCount > 0,
        Int(recordCount) <= Self.recordsPerItem, let tagValue: UInt16 = reader.read()
      else { return nil }
      var tag: ItemTag? = nil
      if isTagged {
        guard let hasTag: UInt16 = reader.read(), hasTag <= 1, hasTag == 1 || tagValue == 0
        else { return nil }
        if hasTag == 1 { tag = ItemTag(value: tagValue) }
      } else {
        guard tagValue == 0 else { return nil }
      }
      var records: [Record] = []
      for _ in 0..<recordCount {
        guard let query: UInt64 = reader.read(), let rank: UInt32 = reader.read(),
          let last: UInt32 = reader.read()
        else { return nil }
        let value = Float(bitPattern: rank)
        guard value.isFinite, value > 0 else { return nil }
        records.append(Record(query: query, rank: value, last: last))
      }
      guard records[0].query == empty else { return nil }
      entries.append(Entry(item: item, length: length, tag: tag, records: records))
    }
    guard reader.offset == reader.end else { return nil }
    self.init(key: key, entries: entries)
  }
}

private func appendLittleEndian<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
  for i in 0..<(T.bitWidth / 8) { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * i))) }
}

/// Reads little-endian numbers from bytes, refusing to read past `end`.
private struct LittleEndianReader {
  let bytes: [UInt8]
  var offset = 0
  var end: Int

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    end = bytes.count
  }

  mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
    guard count <= end - offset else { return nil }
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  mutating func read<T: FixedWidthInteger>() -> T? {
    guard let slice = take(T.bitWidth / 8) else { return nil }
    var value: T = 0
    for (i, byte) in slice.enumerated() { value |= T(byte) << (8 * i) }
    return value
  }
}

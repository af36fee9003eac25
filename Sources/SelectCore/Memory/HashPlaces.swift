/// A small fixed table from item hashes to their places, looked up once
/// for every match of a length remembered: open addressing in a power of
/// two slots, at most half full, probed linearly. The hashes are keyed
/// SipHashes, so their low bits are as good as any.
struct HashPlaces: Sendable {
  private let hashes: [UInt64]
  private let places: [Int32]
  private let mask: Int
  /// How many hashes the table holds.
  let count: Int

  init(_ entries: [UInt64: Int]) {
    var size = 2
    while size < entries.count * 2 { size <<= 1 }
    var hashes = [UInt64](repeating: 0, count: size)
    var places = [Int32](repeating: -1, count: size)
    for (hash, place) in entries {
      var slot = Int(truncatingIfNeeded: hash) & (size - 1)
      while places[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      hashes[slot] = hash
      places[slot] = Int32(place)
    }
    self.hashes = hashes
    self.places = places
    mask = size - 1
    count = entries.count
  }

  var isEmpty: Bool { count == 0 }

  /// The place of `hash`, or nil when it is not in the table.
  @inline(__always)
  subscript(hash: UInt64) -> Int? {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let place = places[slot]
      if place < 0 { return nil }
      if hashes[slot] == hash { return Int(place) }
      slot = (slot + 1) & mask
    }
  }
}

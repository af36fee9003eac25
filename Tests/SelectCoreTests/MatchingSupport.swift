@testable import SelectCore

/// The score of `label` for `query`, or nil when it does not match.
func score(_ query: String, _ label: String, exact: Bool = false) -> Int? {
  let matcher = Matcher(query: Query(query, exact: exact))
  return Array(label.utf8).withUnsafeBufferPointer { matcher.score($0) }
}

/// Whether `label` matches `query`.
func matches(_ query: String, _ label: String, exact: Bool = false) -> Bool {
  score(query, label, exact: exact) != nil
}

/// The byte offsets `query` highlights in `label`.
func positions(_ query: String, _ label: String) -> [Int]? {
  let matcher = Matcher(query: Query(query))
  return Array(label.utf8).withUnsafeBufferPointer { matcher.positions($0) }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
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

/// Items made from strings, with their bytes kept alive by an arena.
struct TestItems {
  let arena = ByteArena()
  let items: [Item]

  init(_ labels: [String]) {
    let arena = self.arena
    items = labels.enumerated().map { Item(value: arena.append($0.element), index: $0.offset) }
  }

  init(bytes labels: [[UInt8]]) {
    let arena = self.arena
    items = labels.enumerated().map { Item(value: arena.append($0.element), index: $0.offset) }
  }
}

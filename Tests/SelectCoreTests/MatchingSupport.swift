@testable import SelectCore
import SelectTestSupport

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

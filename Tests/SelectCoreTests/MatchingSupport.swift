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

extension Matcher {
  /// Ranks the items of `list` (all of them unless `range` says otherwise);
  /// see `rank(_:in:narrowing:shouldStop:)`.
  func rank(
    _ list: ItemList, in range: Range<Int>? = nil, narrowing previous: Ranking? = nil,
    shouldStop: () -> Bool = { false }
  ) -> Ranking? {
    list.withItems {
      rank($0, in: range ?? 0..<list.count, narrowing: previous, shouldStop: shouldStop)
    }
  }
}

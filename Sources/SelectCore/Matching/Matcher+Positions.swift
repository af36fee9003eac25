extension Matcher {
  /// The byte offsets in `label` of the scalars the query matched, for
  /// highlighting; `nil` when the label does not match.
  ///
  /// Offsets are strictly increasing; each is the first byte of a matched
  /// scalar. With several terms, the union of their matches.
  public func positions(_ label: Bytes) -> [Int]? {
    positions(label.buffer)
  }

  /// The matched byte offsets in a label given as bytes.
  public func positions(_ label: UnsafeBufferPointer<UInt8>) -> [Int]? {
    let (scalars, offsets) = decodeScalars(label)
    var matched = Set<Int>()
    for term in query.terms {
      guard let match = ReferenceScorer.match(term, in: scalars) else { return nil }
      for i in match.positions { matched.insert(offsets[i]) }
    }
    return matched.sorted()
  }

  /// The score computed the plain way, for checking the fast path.
  func referenceScore(_ label: UnsafeBufferPointer<UInt8>) -> Int? {
    let scalars = decodeScalars(label).scalars
    var total = 0
    for term in query.terms {
      guard let match = ReferenceScorer.match(term, in: scalars) else { return nil }
      total += match.score
    }
    return total
  }
}

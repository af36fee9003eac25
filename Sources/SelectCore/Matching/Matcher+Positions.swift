extension Matcher {
  /// The byte offsets in `label` of the scalars the query matched, for
  /// highlighting; `nil` when the label does not match.
  ///
  /// Offsets are strictly increasing; each is the first byte of a matched
  /// scalar. With several terms, the union of their matches (of OR-ed
  /// terms, the first that matches).
  package func positions(_ label: Bytes) -> [Int]? {
    positions(label.buffer)
  }

  /// The matched byte offsets in a label given as bytes.
  package func positions(_ label: UnsafeBufferPointer<UInt8>) -> [Int]? {
    let (scalars, offsets) = referenceScalars(matchedFields(of: label))
    var matched = Set<Int>()
    for group in query.groups {
      guard let match = group.lazy.compactMap({ ReferenceScorer.match($0, in: scalars) }).first
      else { return nil }
      for i in match.positions { matched.insert(offsets[i]) }
    }
    return labelOffsets(matched.sorted(), in: label)
  }

  /// The score computed the plain way, for checking the fast path.
  func referenceScore(_ label: UnsafeBufferPointer<UInt8>) -> Int? {
    let scalars = referenceScalars(matchedFields(of: label)).scalars
    var total = 0
    for group in query.groups {
      guard let match = group.lazy.compactMap({ ReferenceScorer.match($0, in: scalars) }).first
      else { return nil }
      total += match.score
    }
    return total
  }

  /// The label's scalars as the query compares them (diacritics folded
  /// unless the query has one), with the byte offset of each.
  func referenceScalars(_ label: UnsafeBufferPointer<UInt8>) -> (
    scalars: [UInt32], offsets: [Int]
  ) {
    let (scalars, offsets) = decodeScalars(label)
    return (query.foldsDiacritics ? scalars.map(DiacriticFolding.fold) : scalars, offsets)
  }
}

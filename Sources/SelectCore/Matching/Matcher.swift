/// Scores labels against one query.
///
/// A matcher keeps scratch memory that it reuses for every label, so scoring
/// allocates nothing per label; that also makes it single-threaded: give
/// each thread its own.
public final class Matcher {
  /// The query labels are matched against.
  public let query: Query
  let terms: [CompiledTerm]
  private let storage: UnsafeMutablePointer<UInt32>
  let scratch = MatchScratch()

  /// A matcher for `query`.
  public init(query: Query) {
    self.query = query
    let total = query.terms.reduce(0) { $0 + CompiledTerm.storageSize($1) }
    storage = .allocate(capacity: max(total, 1))
    var offset = 0
    var terms: [CompiledTerm] = []
    for term in query.terms {
      terms.append(CompiledTerm(term, storage: storage, offset: offset))
      offset += CompiledTerm.storageSize(term)
    }
    self.terms = terms
    scratch.reserve(label: 0, term: terms.map(\.count).max() ?? 0)
  }

  deinit {
    storage.deallocate()
  }

  /// The label's score, higher is better, or `nil` when it does not match.
  public func score(_ label: Bytes) -> Int? {
    score(label.buffer)
  }

  /// The score of a label given as bytes, or `nil` when it does not match.
  ///
  /// The sum of the terms' scores; 0 for the empty query.
  public func score(_ label: UnsafeBufferPointer<UInt8>) -> Int? {
    scratch.reserve(label: label.count, term: 0)
    var total = 0
    // Worked out only when a term needs it: most labels fail the first scan.
    var labelIsASCII: Bool?
    var scalarCount = -1
    for term in terms {
      if term.isASCII {
        // An ASCII scalar is one byte and never part of a longer sequence,
        // so scanning bytes finds exactly the scalars.
        let found: Bool
        var byteScore: Int?
        if term.kind == .fuzzy && !term.isNegated {
          found = findBytesInOrder(term, in: label, first: scratch.first)
        } else {
          byteScore = contiguousScore(term, in: label)
          found = byteScore != nil
        }
        if term.isNegated {
          if found { return nil }
          continue
        }
        if !found { return nil }
        if labelIsASCII == nil { labelIsASCII = isASCII(label) }
        if labelIsASCII! {
          total += byteScore ?? fuzzyScore(term, in: label, scratch: scratch)
          continue
        }
      } else if term.needsNonASCII {
        if labelIsASCII == nil { labelIsASCII = isASCII(label) }
        if labelIsASCII! {
          if term.isNegated { continue }
          return nil
        }
      }
      if scalarCount < 0 { scalarCount = decode(label) }
      let scalars = UnsafeBufferPointer(start: scratch.scalars, count: scalarCount)
      guard let score = termScore(term, in: scalars) else { return nil }
      total += score
    }
    return total
  }

  /// One term's score in a decoded label (0 for an absent negated term).
  private func termScore(_ term: CompiledTerm, in scalars: UnsafeBufferPointer<UInt32>) -> Int? {
    if term.isNegated {
      return contiguousScore(term, in: scalars) == nil ? 0 : nil
    }
    if term.kind != .fuzzy {
      return contiguousScore(term, in: scalars)
    }
    guard findInOrder(term, in: scalars, first: scratch.first) else { return nil }
    return fuzzyScore(term, in: scalars, scratch: scratch)
  }

  /// Decodes the label into `scratch.scalars`; returns how many scalars.
  private func decode(_ label: UnsafeBufferPointer<UInt8>) -> Int {
    let scalars = scratch.scalars
    var count = 0
    var i = 0
    while i < label.count {
      let (value, length) = decodeScalar(label, at: i)
      scalars[count] = value
      count += 1
      i += length
    }
    return count
  }
}

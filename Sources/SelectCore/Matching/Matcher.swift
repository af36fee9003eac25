/// Scores labels against one query.
///
/// A matcher keeps scratch memory that it reuses for every label, so scoring
/// allocates nothing per label; that also makes it single-threaded: give
/// each thread its own.
package final class Matcher {
  /// The query labels are matched against.
  package let query: Query
  let terms: [CompiledTerm]
  private let storage: UnsafeMutablePointer<UInt32>
  let scratch = MatchScratch()
  /// Splits labels into fields for `--nth`; nil when the whole label is
  /// matched.
  let fieldSplitter: FieldSplitter?
  /// The `--nth` fields of the label being scored.
  let fieldText = ScratchBytes()
  /// `--no-sort`: every match ranks equal, so source order decides.
  let ordersBySource: Bool
  /// `--tiebreak`'s criteria; empty without it.
  let tiebreaks: [Tiebreak]
  /// Whether labels are matched with diacritics folded (kept here for the
  /// hot loop).
  private let foldsDiacritics: Bool
  /// `--algo v1`: fuzzy terms are scored by their first shortest match.
  private let greedy: Bool

  /// A matcher for `query`.
  package init(query: Query) {
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
    switch query.options.order {
    case .score:
      ordersBySource = false
      tiebreaks = []
    case .source:
      ordersBySource = true
      tiebreaks = []
    case .tiebreak(let criteria):
      ordersBySource = false
      tiebreaks = criteria.isEmpty ? [.index] : criteria
    }
    foldsDiacritics = query.foldsDiacritics
    greedy = query.options.algorithm == .v1
    fieldSplitter = query.options.fields.map { _ in FieldSplitter(delimiter: query.options.delimiter) }
    scratch.reserve(label: 0, term: terms.map(\.count).max() ?? 0)
  }

  deinit {
    storage.deallocate()
  }

  /// The label's score, higher is better, or `nil` when it does not match.
  package func score(_ label: Bytes) -> Int? {
    score(label.buffer)
  }

  /// The score of a label given as bytes, or `nil` when it does not match.
  ///
  /// The sum of the terms' scores (of OR-ed terms, the first that
  /// matches); 0 for the empty query. With `--nth`, only those fields of
  /// the label are scored.
  package func score(_ label: UnsafeBufferPointer<UInt8>) -> Int? {
    guard fieldSplitter == nil else { return scoreText(matchedFields(of: label), scoring: true) }
    return scoreText(label, scoring: true)
  }

  /// Whether the label matches: `score` without the fuzzy terms' scoring,
  /// for orders that do not rank by it.
  func matches(_ label: UnsafeBufferPointer<UInt8>) -> Bool {
    let text = fieldSplitter == nil ? label : matchedFields(of: label)
    return scoreText(text, scoring: false) != nil
  }

  /// The score of exactly the bytes given; without `scoring`, a fuzzy term
  /// that matches counts 0.
  private func scoreText(_ label: UnsafeBufferPointer<UInt8>, scoring: Bool) -> Int? {
    scratch.reserve(label: label.count, term: 0)
    var total = 0
    var facts = LabelFacts()
    var t = 0
    while t < terms.count {
      var score = termScore(terms[t], in: label, &facts, scoring)
      t += 1
      while t < terms.count && terms[t].isAlternative {
        if score == nil { score = termScore(terms[t], in: label, &facts, scoring) }
        t += 1
      }
      guard let score else { return nil }
      total += score
    }
    return total
  }

  /// What is known about the label being scored, worked out only when a
  /// term needs it: most labels fail the first scan.
  private struct LabelFacts {
    var isASCII: Bool?
    /// How many scalars `decode` wrote to the scratch, or -1 before.
    var scalarCount = -1
  }

  /// One term's score in a label (0 for an absent negated term), or nil.
  @inline(__always)
  private func termScore(
    _ term: CompiledTerm, in label: UnsafeBufferPointer<UInt8>, _ facts: inout LabelFacts,
    _ scoring: Bool
  ) -> Int? {
    if term.isASCII {
      // An ASCII scalar is one byte and never part of a longer sequence,
      // so scanning bytes finds exactly the scalars.
      let found: Bool
      var byteScore: Int?
      if term.kind == .fuzzy && !term.isNegated {
        var seen: UInt64 = 0
        // A label that may be scored has its matches found as bits, which
        // reads it whole; a longer one is scanned until the last find,
        // or whole when that fails: only the rest is left to look at for a
        // byte that is not ASCII.
        let readsWhole = label.count <= Weight.maxScoredLength
        found =
          readsWhole
          ? findByteMatches(term, in: label, scratch: scratch, seen: &seen)
          : findBytesInOrder(term, in: label, first: scratch.first, seen: &seen)
        if seen & 0x8080_8080_8080_8080 != 0 {
          facts.isASCII = false
        } else if !found || readsWhole {
          facts.isASCII = true
        } else if facts.isASCII == nil {
          let read = term.count == 0 ? 0 : scratch.first[term.count - 1] + 1
          facts.isASCII = isASCII(UnsafeBufferPointer(rebasing: label[read...]))
        }
      } else {
        byteScore = contiguousScore(term, in: label)
        found = byteScore != nil
      }
      if found && term.isNegated { return nil }
      if !found && !foldsDiacritics { return term.isNegated ? 0 : nil }
      if facts.isASCII == nil { facts.isASCII = isASCII(label) }
      if facts.isASCII! {
        guard found else { return term.isNegated ? 0 : nil }
        return byteScore ?? (scoring ? fuzzy(term, in: label) : 0)
      }
      // Not ASCII: the letters may match once their diacritics are folded.
    } else if term.needsNonASCII {
      if facts.isASCII == nil { facts.isASCII = isASCII(label) }
      if facts.isASCII! { return term.isNegated ? 0 : nil }
    }
    if facts.scalarCount < 0 { facts.scalarCount = decode(label) }
    let scalars = UnsafeBufferPointer(start: scratch.scalars, count: facts.scalarCount)
    return termScore(term, in: scalars, scoring)
  }

  /// One term's score in a decoded label (0 for an absent negated term).
  private func termScore(
    _ term: CompiledTerm, in scalars: UnsafeBufferPointer<UInt32>, _ scoring: Bool
  ) -> Int? {
    if term.isNegated {
      return contiguousScore(term, in: scalars) == nil ? 0 : nil
    }
    if term.kind != .fuzzy {
      return contiguousScore(term, in: scalars)
    }
    guard findInOrder(term, in: scalars, first: scratch.first) else { return nil }
    return scoring ? fuzzy(term, in: scalars) : 0
  }

  /// A fuzzy term's score, the scan having found it in order: the best
  /// alignment's, or with `--algo v1` the first shortest one's.
  @inline(__always)
  private func fuzzy<H: FixedWidthInteger & UnsignedInteger>(
    _ term: CompiledTerm, in label: UnsafeBufferPointer<H>
  ) -> Int {
    greedy ? greedyScore(term, in: label, first: scratch.first) : fuzzyScore(term, in: label, scratch: scratch)
  }

  /// Decodes the label into `scratch.scalars`, folding diacritics when the
  /// query does; returns how many scalars.
  func decode(_ label: UnsafeBufferPointer<UInt8>) -> Int {
    scratch.reserveScalars(label.count)
    let scalars = scratch.scalars
    let folds = foldsDiacritics
    var count = 0
    var i = 0
    while i < label.count {
      let (value, length) = decodeScalar(label, at: i)
      scalars[count] = folds ? DiacriticFolding.fold(value) : value
      count += 1
      i += length
    }
    return count
  }
}

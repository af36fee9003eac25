/// A query term laid out for the hot loop: plain values and pointers into
/// memory its `Matcher` owns, so reading it costs no reference counting.
struct CompiledTerm {
  let kind: QueryTerm.Kind
  let isNegated: Bool
  /// Whether the term is OR-ed with the one before it.
  let isAlternative: Bool
  /// Whether the term can be compared with a label's bytes directly.
  let isASCII: Bool
  /// Whether some scalar has no ASCII form, so an ASCII label cannot match.
  let needsNonASCII: Bool
  /// The term's scalars.
  let scalars: UnsafePointer<UInt32>
  /// Per scalar, the other case that also matches.
  let alternates: UnsafePointer<UInt32>
  /// Per scalar of an ASCII term, the bits to set in a byte before
  /// comparing it with the scalar: 0x20 folds a letter's case, else 0.
  let foldMasks: UnsafePointer<UInt32>
  /// How many scalars.
  let count: Int

  /// The room a term needs in the storage of `init(_:storage:offset:)`.
  static func storageSize(_ term: QueryTerm) -> Int {
    3 * term.scalars.count
  }

  /// Copies `term`'s scalars into `storage` at `offset`.
  init(_ term: QueryTerm, storage: UnsafeMutablePointer<UInt32>, offset: Int) {
    let n = term.scalars.count
    (storage + offset).initialize(from: term.scalars, count: n)
    (storage + offset + n).initialize(from: term.alternates, count: n)
    // Only a lower-case letter has an alternate 0x20 below it.
    let masks = zip(term.scalars, term.alternates).map {
      $0 != $1 && $0 &- 97 < 26 ? 0x20 : 0 as UInt32
    }
    (storage + offset + 2 * n).initialize(from: masks, count: n)
    kind = term.kind
    isNegated = term.isNegated
    isAlternative = term.isAlternative
    isASCII = term.isASCII
    needsNonASCII = zip(term.scalars, term.alternates).contains { $0 >= 0x80 && $1 >= 0x80 }
    scalars = UnsafePointer(storage + offset)
    alternates = UnsafePointer(storage + offset + n)
    foldMasks = UnsafePointer(storage + offset + 2 * n)
    count = n
  }

  /// Whether `value` matches the term's scalar `i`.
  @inline(__always)
  func matches(_ i: Int, _ value: UInt32) -> Bool {
    value == scalars[i] || value == alternates[i]
  }
}

import Glibc
import SelectTestSupport
import XCTest

@testable import SelectCore

/// Properties of matching checked over seeded random queries and labels.
final class MatchingPropertyTests: XCTestCase {
  /// Scalars chosen to collide: shared UTF-8 lead bytes, case pairs,
  /// separators, and bytes that are never valid UTF-8.
  static let alphabet: [[UInt8]] =
    [
      "a", "b", "c", "A", "B", "/", "_", "-", ".", " ", "é", "É", "Ã", "©", "ß", "🎉", "🍉",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x9F]]

  static func randomLabel(_ generator: inout SeededGenerator, maxLength: Int) -> [UInt8] {
    let length = Int.random(in: 0...maxLength, using: &generator)
    return (0..<length).flatMap { _ in alphabet.randomElement(using: &generator)! }
  }

  /// One or two terms of `alphabet`, perhaps `--exact`, otherwise
  /// matched as `options` say.
  static func randomQuery(
    _ generator: inout SeededGenerator, options: MatchOptions = MatchOptions()
  ) -> Query {
    let prefixes = ["", "", "", "'", "^", "!"]
    let suffixes = ["", "", "", "$"]
    let termCount = Int.random(in: 1...2, using: &generator)
    var text: [UInt8] = []
    for t in 0..<termCount {
      // One pair of terms in four is OR-ed: `a | b`.
      if t > 0 { text += Int.random(in: 0..<4, using: &generator) == 0 ? Array(" | ".utf8) : [0x20] }
      text += Array(prefixes.randomElement(using: &generator)!.utf8)
      let length = Int.random(in: 1...3, using: &generator)
      for _ in 0..<length {
        let scalar = alphabet.randomElement(using: &generator)!
        text += scalar == [0x20] ? Array("\\ ".utf8) : scalar
      }
      text += Array(suffixes.randomElement(using: &generator)!.utf8)
    }
    var options = options
    options.exact = Bool.random(using: &generator)
    return Query(utf8: text, options: options)
  }

  func testFastScorerAgreesWithReference() {
    var generator = SeededGenerator(seed: 0x5E1EC7)
    var matched = 0
    for _ in 0..<20_000 {
      let query = Self.randomQuery(&generator)
      let matcher = Matcher(query: query)
      let label = Self.randomLabel(&generator, maxLength: 24)
      label.withUnsafeBufferPointer { label in
        let score = matcher.score(label)
        XCTAssertEqual(
          score, matcher.referenceScore(label),
          "query \(query.terms.map(\.utf8)) label \(Array(label))")
        if score != nil { matched += 1 }
      }
    }
    XCTAssertGreaterThan(matched, 2_000, "the generator should produce matches")
  }

  func testFastScorerAgreesWithReferenceOnASCII() {
    assertScorerAgreesOnASCII(
      seed: 42, rounds: 20_000, letters: "abcAB/_-. x", queryLetters: 5, queryLength: 5, labelLength: 40,
      matches: 5_000)
  }

  /// Path-like ASCII labels of many words (the scorer reads bytes eight
  /// at a time, and a row's band may end anywhere in a word) against
  /// longer queries with repeated letters.
  func testFastScorerAgreesWithReferenceOnPathLikeLabels() {
    assertScorerAgreesOnASCII(
      seed: 15, rounds: 5_000, letters: "aabcsS/._-e", queryLetters: 8, queryLength: 8, labelLength: 120,
      matches: 2_000)
  }

  /// One-letter queries in labels longer than a word, among the bytes at
  /// the edges of every class a bonus looks at (a letter typed first is
  /// scored sixteen bytes at a time, eight near the end of a short label,
  /// by the best bonus of its matches).
  func testFastScorerAgreesWithReferenceOnOneLetter() {
    assertScorerAgreesOnASCII(
      seed: 7, rounds: 20_000, letters: "aAzZ09@.[`{/-_ xb", queryLetters: 8, queryLength: 1, labelLength: 70,
      matches: 5_000)
  }

  /// One matcher for labels of every length up to past the longest scored,
  /// so that a term's matches lie many words of bits apart, and each label
  /// is scored in bits a longer one left behind (`fuzzyByteScore`).
  func testOneMatcherAgreesWithReferenceOnASCIILabelsOfManyWords() {
    var generator = SeededGenerator(seed: 1024)
    let letters = Array("abAB/._- xyzxyzxyzxyzxyzxyz".utf8)
    for queryText in ["ab", "aB.b", "a/b-a_b", "ba", "bbbb"] {
      let matcher = Matcher(query: Query(utf8: Array(queryText.utf8)))
      var matched = 0
      for _ in 0..<300 {
        let length =
          Bool.random(using: &generator)
          ? Int.random(in: 0...1_030, using: &generator) : Int.random(in: 1_020...1_026, using: &generator)
        let label = (0..<length).map { _ in letters.randomElement(using: &generator)! }
        label.withUnsafeBufferPointer { label in
          let score = matcher.score(label)
          XCTAssertEqual(score, matcher.referenceScore(label), "query \(queryText), a label of \(length)")
          if score != nil { matched += 1 }
        }
      }
      XCTAssertGreaterThan(matched, 100, "the generator should produce matches for \(queryText)")
    }
  }

  /// The scorer reads no byte before or after a label: each is laid
  /// against a page that may not be read, at its start and at its end,
  /// as a mapped file's first and last lines are. A read outside faults.
  func testScorerReadsNothingOutsideTheLabel() throws {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    guard let map = mmap(nil, 3 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      map != MAP_FAILED
    else { throw XCTSkip("no anonymous mapping: \(errno)") }
    defer { munmap(map, 3 * page) }
    XCTAssertEqual(mprotect(map, page, PROT_NONE), 0)
    XCTAssertEqual(mprotect(map + 2 * page, page, PROT_NONE), 0)
    let readable = (map + page).assumingMemoryBound(to: UInt8.self)
    var generator = SeededGenerator(seed: 4096)
    let letters = Array("abAB/._- xyz".utf8)
    var matched = 0
    for length in 0...300 {
      for queryText in ["a", "ab", "bA.", "x/y_z", "zzzzz"] {
        let matcher = Matcher(query: Query(utf8: Array(queryText.utf8)))
        let label = (0..<length).map { _ in letters.randomElement(using: &generator)! }
        for start in [readable, readable + page - length] {
          start.update(from: label, count: length)
          let placed = UnsafeBufferPointer(start: start, count: length)
          let score = matcher.score(placed)
          XCTAssertEqual(score, label.withUnsafeBufferPointer { matcher.referenceScore($0) }, "\(queryText) in \(length)")
          if score != nil { matched += 1 }
        }
      }
    }
    XCTAssertGreaterThan(matched, 1_000, "the generator should produce matches")
  }

  /// Random queries of the first `queryLetters` of `letters` scored in
  /// random labels of all of them, fast and plain, at least `matches`
  /// times with a match; each label is followed by random letters that no
  /// score may read.
  private func assertScorerAgreesOnASCII(
    seed: UInt64, rounds: Int, letters: String, queryLetters: Int, queryLength: Int, labelLength: Int,
    matches: Int
  ) {
    var generator = SeededGenerator(seed: seed)
    var matched = 0
    let letters = Array(letters.utf8)
    for _ in 0..<rounds {
      let queryText = (0..<Int.random(in: 1...queryLength, using: &generator)).map { _ in
        letters.prefix(queryLetters).randomElement(using: &generator)!
      }
      let matcher = Matcher(query: Query(utf8: queryText))
      let label = (0..<Int.random(in: 0...labelLength, using: &generator)).map { _ in
        letters.randomElement(using: &generator)!
      }
      // The label lies among other bytes, as in the items' arena: the
      // bytes after it must not change its score.
      let bytes = label + (0..<16).map { _ in letters.randomElement(using: &generator)! }
      bytes.withUnsafeBufferPointer { bytes in
        let label = UnsafeBufferPointer(rebasing: bytes[..<label.count])
        let score = matcher.score(label)
        XCTAssertEqual(score, matcher.referenceScore(label), "query \(queryText) label \(Array(label))")
        if score != nil { matched += 1 }
      }
    }
    XCTAssertGreaterThan(matched, matches, "the generator should produce matches")
  }

  /// `--tiebreak`'s key, worked out on the bytes of ASCII labels, is the
  /// one the reference alignment gives, for every kind of term.
  func testTiebreakKeyAgreesWithReferenceOnASCII() {
    var generator = SeededGenerator(seed: 17)
    let letters = Array("aabcsS/._-e".utf8)
    let prefixes = ["", "", "", "'", "^", "!"]
    let suffixes = ["", "", "", "$"]
    var compared = 0
    for _ in 0..<4_000 {
      var text: [UInt8] = []
      for t in 0..<Int.random(in: 1...3, using: &generator) {
        if t > 0 { text += Int.random(in: 0..<4, using: &generator) == 0 ? Array(" | ".utf8) : [0x20] }
        text += Array(prefixes.randomElement(using: &generator)!.utf8)
        text += (0..<Int.random(in: 1...6, using: &generator)).map { _ in
          letters.prefix(8).randomElement(using: &generator)!
        }
        text += Array(suffixes.randomElement(using: &generator)!.utf8)
      }
      var options = MatchOptions()
      options.exact = Int.random(in: 0..<5, using: &generator) == 0
      options.order = .tiebreak(Array(Tiebreak.allCases.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator))))
      let matcher = Matcher(query: Query(utf8: text, options: options))
      // Now and then longer than the longest label scored.
      let length = Int.random(in: 0..<50, using: &generator) == 0 ? 1_100 : Int.random(in: 0...90, using: &generator)
      let label = (0..<length).map { _ in letters.randomElement(using: &generator)! }
      label.withUnsafeBufferPointer { label in
        guard matcher.score(label) != nil else { return }
        compared += 1
        XCTAssertEqual(
          matcher.tiebreakKey(label), matcher.referenceTiebreakKey(label),
          "query \(String(decoding: text, as: UTF8.self)) label \(String(decoding: label, as: UTF8.self))")
      }
    }
    XCTAssertGreaterThan(compared, 800, "the generator should produce matches")
  }

  func testAMatchExistsIffAScoreIsReturned() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<5_000 {
      let query = Self.randomQuery(&generator)
      let label = Self.randomLabel(&generator, maxLength: 16)
      let scalars = folded(label, for: query).scalars
      let expected = query.groups.allSatisfy { $0.contains { term in
        let found: Bool
        switch term.kind {
        case .fuzzy: found = isSubsequence(term, of: scalars)
        case .substring:
          found = (0...max(0, scalars.count - term.scalars.count)).contains {
            at(term, scalars, $0)
          }
        case .prefix: found = at(term, scalars, 0)
        case .suffix: found = at(term, scalars, scalars.count - term.scalars.count)
        case .whole: found = scalars.count == term.scalars.count && at(term, scalars, 0)
        }
        return found != term.isNegated
      } }
      let matcher = Matcher(query: query)
      XCTAssertEqual(label.withUnsafeBufferPointer { matcher.score($0) } != nil, expected)
    }
  }

  func testPositionsIncreaseAreInBoundsAndPointAtTheTerm() {
    var generator = SeededGenerator(seed: 99)
    for _ in 0..<5_000 {
      let query = Self.randomQuery(&generator)
      guard query.terms.count == 1, let term = query.terms.first, !term.isNegated else { continue }
      let label = Self.randomLabel(&generator, maxLength: 20)
      let matcher = Matcher(query: query)
      let found = label.withUnsafeBufferPointer { matcher.positions($0) }
      XCTAssertEqual(found != nil, label.withUnsafeBufferPointer { matcher.score($0) } != nil)
      guard let found else { continue }
      XCTAssertEqual(found.count, term.scalars.count)
      XCTAssertEqual(found, found.sorted())
      XCTAssertEqual(Set(found).count, found.count)
      let (scalars, offsets) = folded(label, for: query)
      for (i, offset) in found.enumerated() {
        guard let s = offsets.firstIndex(of: offset) else {
          return XCTFail("\(offset) not a scalar start")
        }
        XCTAssertTrue(ReferenceScorer.matches(term, i, scalars[s]))
      }
      let indices = found.map { offsets.firstIndex(of: $0)! }
      if term.kind == .fuzzy, scalars.count <= Weight.maxScoredLength {
        XCTAssertEqual(
          ReferenceScorer.alignmentScore(indices, in: scalars),
          label.withUnsafeBufferPointer { matcher.score($0) }, "positions realise the score")
      }
    }
  }

  func testPositionsAreTheReferencesOwnAlignment() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<5_000 {
      let query = Self.randomQuery(&generator)
      guard query.terms.count == 1, let term = query.terms.first, !term.isNegated else { continue }
      let label = Self.randomLabel(&generator, maxLength: 30)
      let matcher = Matcher(query: query)
      let found = label.withUnsafeBufferPointer { matcher.positions($0) }
      let (scalars, offsets) = folded(label, for: query)
      let reference = ReferenceScorer.match(term, in: scalars)?.positions.map { offsets[$0] }
      XCTAssertEqual(found, reference, "\(term.scalars) in \(label)")
    }
  }

  func testLongLabelsAgreeWithReference() {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<50 {
      let query = Self.randomQuery(&generator)
      let matcher = Matcher(query: query)
      let label = Self.randomLabel(&generator, maxLength: 1_500)
      label.withUnsafeBufferPointer { label in
        XCTAssertEqual(matcher.score(label), matcher.referenceScore(label))
      }
    }
  }

  private func isSubsequence(_ term: QueryTerm, of scalars: [UInt32]) -> Bool {
    var i = 0
    for scalar in scalars where i < term.scalars.count && ReferenceScorer.matches(term, i, scalar) {
      i += 1
    }
    return i == term.scalars.count
  }

  private func at(_ term: QueryTerm, _ scalars: [UInt32], _ p: Int) -> Bool {
    p >= 0 && p + term.scalars.count <= scalars.count
      && term.scalars.indices.allSatisfy { ReferenceScorer.matches(term, $0, scalars[p + $0]) }
  }

  /// The label's scalars as `query` compares them: diacritics folded
  /// unless the query has one.
  private func folded(_ label: [UInt8], for query: Query) -> (scalars: [UInt32], offsets: [Int]) {
    let (scalars, offsets) = label.withBytes { decodeScalars($0) }
    return (query.foldsDiacritics ? scalars.map(DiacriticFolding.fold) : scalars, offsets)
  }
}

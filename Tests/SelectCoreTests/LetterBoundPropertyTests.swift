import SelectTestSupport
import XCTest

@testable import SelectCore

/// `LetterBound` (a letter typed on lifts a match by a bounded amount)
/// checked against the reference scorer and against rankings, over seeded
/// random labels (bytes that are not UTF-8 among them), queries and case
/// modes.
final class LetterBoundPropertyTests: XCTestCase {
  /// A query of one or two fuzzy terms (perhaps a negated one), and the
  /// same with one scalar typed on: to the last term, or as a new term.
  static func randomQueries(
    _ generator: inout SeededGenerator, options: MatchOptions
  ) -> (earlier: Query, grown: Query) {
    let alphabet = MatchingPropertyTests.alphabet.filter { $0 != [0x20] }
    var text: [UInt8] = []
    for t in 0..<Int.random(in: 1...2, using: &generator) {
      if t > 0 { text += Int.random(in: 0..<4, using: &generator) == 0 ? Array(" !".utf8) : [0x20] }
      for _ in 0..<Int.random(in: 1...3, using: &generator) { text += alphabet.randomElement(using: &generator)! }
    }
    var grown = text
    if Int.random(in: 0..<4, using: &generator) == 0 { grown.append(0x20) }
    grown += alphabet.randomElement(using: &generator)!
    return (Query(utf8: text, options: options), Query(utf8: grown, options: options))
  }

  static func randomOptions(_ generator: inout SeededGenerator) -> MatchOptions {
    var options = MatchOptions()
    options.caseMode = [CaseMode.smart, .ignore, .respect].randomElement(using: &generator)!
    options.foldsDiacritics = Bool.random(using: &generator)
    return options
  }

  /// For every label the grown query matches, its reference score is at
  /// most the earlier one's plus the gain, unless the earlier score is at
  /// the floor or above; and a label equal to the grown term is never
  /// below the floor.
  func testGrownScoreIsBoundedByTheReferenceScorer() {
    var generator = SeededGenerator(seed: 0x1E77E5)
    var bounded = 0
    var nearTheBound = 0
    var wholeLabels = 0
    for _ in 0..<30_000 {
      let (earlier, grown) = Self.randomQueries(&generator, options: Self.randomOptions(&generator))
      guard let bound = grown.letterBound(over: earlier) else { continue }
      bounded += 1
      let before = Matcher(query: earlier)
      let after = Matcher(query: grown)
      // Short labels, and now and then the grown term itself.
      var label = MatchingPropertyTests.randomLabel(&generator, maxLength: 12)
      if Int.random(in: 0..<8, using: &generator) == 0, let term = grown.terms.last { label = term.utf8 }
      label.withUnsafeBufferPointer { label in
        guard let newScore = after.referenceScore(label) else { return }
        guard let oldScore = before.referenceScore(label) else {
          return XCTFail("the grown query matches what the earlier did not: \(Array(label))")
        }
        XCTAssertEqual(after.score(label), newScore)
        if newScore >= Weight.wholeLabel && oldScore < Weight.wholeLabel { wholeLabels += 1 }
        if oldScore < bound.wholeLabelFloor {
          XCTAssertLessThanOrEqual(
            newScore, oldScore + bound.gain,
            "\(earlier.terms.map(\.utf8)) -> \(grown.terms.map(\.utf8)) in \(Array(label))")
          if newScore > oldScore + bound.gain - 10 { nearTheBound += 1 }
        }
      }
    }
    XCTAssertGreaterThan(bounded, 10_000, "the generator should give queries with a bound")
    XCTAssertGreaterThan(nearTheBound, 30, "some labels should come near the bound")
    XCTAssertGreaterThan(wholeLabels, 100, "some labels should be the grown term")
  }

  /// The bound holds for the whole sort key (score, then source order),
  /// with `--no-sort` too: after any prefix of the earlier ranking, every
  /// match of the grown query among the rest ranks after the limit.
  func testLimitHoldsForTheWholeKeyAfterEveryPrefix() {
    var generator = SeededGenerator(seed: 0xB0B)
    let parts = ["ab", "a", "b", "Ab", "c/", "_", "é", "a.b", "ß", "c"]
    var checked = 0
    for round in 0..<300 {
      let labels = (0..<200).map { _ in
        (0..<Int.random(in: 1...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
          .joined()
      }
      let list = ItemList(values: labels.map { Array($0.utf8) } + [[0xFF, 0x61], [0x61, 0xC3]])
      var options = Self.randomOptions(&generator)
      if round % 4 == 0 { options.order = .source }
      let (earlier, grown) = Self.randomQueries(&generator, options: options)
      guard let bound = grown.letterBound(over: earlier), let old = Matcher(query: earlier).rank(list),
        let new = Matcher(query: grown).rank(list)
      else { continue }
      let newKeys = Dictionary(uniqueKeysWithValues: new.matches.map { ($0.position, $0) })
      let oldMatches = old.matches
      for k in oldMatches.indices {
        guard let limit = bound.limit(after: oldMatches[k]) else { continue }
        checked += 1
        for rest in oldMatches[k...] {
          if let key = newKeys[rest.position] {
            XCTAssertFalse(key < limit, "\(labels[safe: rest.position] ?? "?") ranks before the limit")
          }
        }
      }
    }
    XCTAssertGreaterThan(checked, 2_000, "most prefixes should have a limit")
  }

  func testNoBoundWhereNoneIsKnown() {
    func bound(_ earlier: String, _ grown: String, _ change: (inout MatchOptions) -> Void = { _ in }) -> LetterBound? {
      var options = MatchOptions()
      change(&options)
      return Query(grown, options: options).letterBound(over: Query(earlier, options: options))
    }
    XCTAssertNotNil(bound("ab", "abc"))
    XCTAssertNotNil(bound("ab", "ab c"))
    XCTAssertNotNil(bound("ab", "abc") { $0.order = .source })
    XCTAssertNil(bound("ab", "abc") { $0.order = .tiebreak([.length]) })
    XCTAssertNil(bound("ab", "abc") { $0.algorithm = .v1 })
    XCTAssertNil(bound("ab", "abcd"), "two letters at once")
    XCTAssertNil(bound("ab", "'abc"), "an exact term")
    XCTAssertNil(bound("ab", "ab$"), "an anchored term")
    XCTAssertNil(bound("ab", "ab | c"), "an OR")
    XCTAssertNil(bound("ab", "abé"), "a diacritic turns folding off")
    XCTAssertNil(bound("ab", "xab"), "typed at the start")
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

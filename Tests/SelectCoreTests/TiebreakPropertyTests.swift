import SelectTestSupport
import XCTest

@testable import SelectCore

/// `--tiebreak`'s key, worked out on the fast scorer's rows, checked
/// against the reference scorer's alignments where labels are not ASCII,
/// with `--nth` and past the longest label scored (ASCII labels:
/// `MatchingPropertyTests.testTiebreakKeyAgreesWithReferenceOnASCII`).
final class TiebreakPropertyTests: XCTestCase {
  func testKeyAgreesWithReference() throws {
    var generator = SeededGenerator(seed: 0x71EB)
    var compared = 0
    for _ in 0..<20_000 {
      var options = MatchOptions()
      options.order = .tiebreak(Self.randomCriteria(&generator))
      if Int.random(in: 0..<4, using: &generator) == 0 {
        let fields = ["1", "2", "-1", "2.."].randomElement(using: &generator)!
        options.fields = try FieldList(parsing: fields, option: "nth")
        options.delimiter = Bool.random(using: &generator) ? Array("/".utf8) : nil
      }
      let query = MatchingPropertyTests.randomQuery(&generator, options: options)
      let label = MatchingPropertyTests.randomLabel(&generator, maxLength: 24)
      compared += Self.check(query, label) ? 1 : 0
    }
    XCTAssertGreaterThan(compared, 2_000, "the generator should produce matches")
  }

  /// Labels past the longest scored take each scalar's earliest match.
  func testKeyAgreesWithReferenceOnLongLabels() {
    var generator = SeededGenerator(seed: 0x10A6)
    var compared = 0
    for _ in 0..<40 {
      var options = MatchOptions()
      options.order = .tiebreak(Self.randomCriteria(&generator))
      let query = MatchingPropertyTests.randomQuery(&generator, options: options)
      let label = MatchingPropertyTests.randomLabel(&generator, maxLength: 1_500)
      compared += Self.check(query, label) ? 1 : 0
    }
    XCTAssertGreaterThan(compared, 10, "the generator should produce matches")
  }

  /// Checks the key of a label against the reference's when it matches,
  /// and `matches` against `score`; returns whether it does.
  private static func check(_ query: Query, _ label: [UInt8]) -> Bool {
    let matcher = Matcher(query: query)
    return label.withUnsafeBufferPointer { label in
      let matches = matcher.score(label) != nil
      XCTAssertEqual(matcher.matches(label), matches, "matches without scoring")
      guard matches else { return false }
      XCTAssertEqual(
        matcher.tiebreakKey(label), matcher.referenceTiebreakKey(label),
        "query \(query.terms.map(\.utf8)) \(query.options.order) label \(Array(label))")
      return true
    }
  }

  /// Mostly one criterion, which the key holds whole (up to 2^19), so that
  /// a wrong begin, end or length shows; else two or three.
  private static func randomCriteria(_ generator: inout SeededGenerator) -> [Tiebreak] {
    let count =
      Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: 2...3, using: &generator) : 1
    return (0..<count).map { _ in Tiebreak.allCases.randomElement(using: &generator)! }
  }
}

extension Matcher {
  /// `tiebreakKey` worked out the plain way, from the alignments of the
  /// reference scorer's whole matrices.
  func referenceTiebreakKey(_ label: UnsafeBufferPointer<UInt8>) -> Int {
    let scalars = referenceScalars(matchedFields(of: label)).scalars
    var quality = 0
    var begin = Int.max
    var end = 0
    for group in query.groups {
      guard
        let (term, match) = group.lazy.compactMap({ term in
          ReferenceScorer.match(term, in: scalars).map { (term, $0) }
        }).first,
        !term.isNegated, let first = match.positions.first, let last = match.positions.last
      else { continue }
      quality += ReferenceScorer.bonus(scalars, first)
      for (previous, position) in zip(match.positions, match.positions.dropFirst()) {
        let gap = position - previous - 1
        quality +=
          gap == 0
          ? Int(Weight.consecutive)
          : gap * Int(Weight.gapInner) + ReferenceScorer.bonus(scalars, position)
      }
      begin = min(begin, first)
      end = max(end, last)
    }
    // fzf's chunk and pathname, the plain way.
    var chunk = 0
    var pathname = 0
    if begin != .max {
      let blank: (UInt32) -> Bool = { $0 == 0x20 || $0 == 0x09 }
      let low = scalars[..<begin].lastIndex(where: blank).map { $0 + 1 } ?? 0
      let high = scalars[(end + 1)...].firstIndex(where: blank) ?? scalars.count
      chunk = high - low
      let lastSlash = scalars.lastIndex { $0 == 0x2F || $0 == 0x5C }
      pathname = lastSlash.map { $0 > begin ? $0 - begin : 0 } ?? 0
    }
    return tiebreakKey(
      quality: quality, length: scalars.count, begin: begin, end: end, chunk: chunk, pathname: pathname)
  }
}

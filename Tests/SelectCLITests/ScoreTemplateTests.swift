import Foundation
import SelectTestSupport
import XCTest

/// `{score}` and `{positions}` in `--print`: the ranking's own score, which
/// orders as the ranking does, and the label's matched scalars, which are
/// the query's letters in order (PRINT TEMPLATES in select(1)).
final class ScoreTemplateTests: XCTestCase {
  private let letters = Array("abcdeéABC/._- ü日".unicodeScalars)

  /// Random lines of `letters`, and a query of letters drawn from them.
  private func randomInput(_ generator: inout SeededGenerator) -> (lines: [String], query: String) {
    let lines = (0..<300).map { _ in
      String(String.UnicodeScalarView((0..<Int.random(in: 1...24, using: &generator)).map { _ in
        letters.randomElement(using: &generator)!
      }))
    }
    let query = String(String.UnicodeScalarView((0..<Int.random(in: 1...3, using: &generator)).map { _ in
      letters.filter { $0 != " " }.randomElement(using: &generator)!
    }))
    return (lines, query)
  }

  func testScoresOrderAsTheRankingAndPositionsSpellTheQuery() throws {
    var generator = SeededGenerator(seed: 46)
    for _ in 0..<20 {
      let (lines, query) = randomInput(&generator)
      let input = Array((lines.joined(separator: "\n") + "\n").utf8)
      let ranked = try SelectBinary.run(["--filter", query], stdin: input)
      let printed = try SelectBinary.run(["--filter", query, "--print", "{score}\t{positions}\t{}"], stdin: input)
      XCTAssertEqual(printed.status, ranked.status)
      let rows = printed.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      // The same items, in the same order.
      XCTAssertEqual(rows.map { $0.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)[2] },
        ranked.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast(), query)
      var previous = Int.max
      for row in rows {
        let parts = row.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        let score = Int(parts[0])!
        XCTAssertLessThanOrEqual(score, previous, "\(query): \(row)")
        previous = score
        let label = Array(parts[2].unicodeScalars)
        let positions = parts[1].split(separator: ",").map { Int($0)! }
        XCTAssertEqual(positions, positions.sorted(), "\(query): \(row)")
        // An ASCII letter matches its accented forms too (diacritics folded).
        let folded = ["é": "e", "ü": "u"]
        let matched = positions.map { String(label[$0]).lowercased() }
        let wanted = query.lowercased().map(String.init)
        XCTAssertTrue(
          zip(matched, wanted).allSatisfy { $0 == $1 || folded[$0] == $1 } && matched.count == wanted.count,
          "\(query): \(row)")
      }
    }
  }

  func testThePickersAnswerAndPickGiveTheSameScoreAsFilter() throws {
    let input = Array("src/main.swift\nREADME\nsrc/map.swift\nmakefile\nnaïve café\n".utf8)
    let filtered = try SelectBinary.run(["--filter", "ma", "--print", "{score} {positions} {}"], stdin: input)
    XCTAssertEqual(filtered.output, "1870 0,1 makefile\n1845 4,5 src/map.swift\n1840 4,5 src/main.swift\n")
    let picked = try SelectBinary.run(["--pick", "2", "--query", "ma", "--print", "{score} {positions}"], stdin: input)
    XCTAssertEqual(picked.output, "1845 4,5\n")
    let accented = try SelectBinary.run(["--filter", "é", "--print", "{positions}"], stdin: input)
    XCTAssertEqual(accented.output, "9\n")
  }

  func testScoreIsOnlyForWhatIsPrinted() throws {
    let result = try SelectBinary.run(["--filter", "a", "--with-nth", "{score}"], stdin: Array("a\n".utf8))
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.errors.hasPrefix("select: unknown placeholder {score} in --with-nth"), result.errors)
  }
}

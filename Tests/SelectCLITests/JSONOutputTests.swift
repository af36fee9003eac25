import Foundation
import SelectTestSupport
import XCTest

/// `--json`: a line of JSON an item, in rank order, read back by a JSON
/// parser as what `--filter` prints (OPTIONS, --json, in select(1)).
final class JSONOutputTests: XCTestCase {
  /// Random lines of bytes, a tenth of them not UTF-8, none holding a
  /// newline.
  private func randomLines(_ count: Int, _ generator: inout SeededGenerator) -> [[UInt8]] {
    let text = Array("abcdefgh/._- \"\\\tAB".utf8) + Array("é日".utf8)
    return (0..<count).map { n in
      var line = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        text.randomElement(using: &generator)!
      }
      if n % 10 == 0 { line.insert(UInt8.random(in: 0x80...0xFF, using: &generator), at: line.count / 2) }
      if n % 17 == 0 { line.append(UInt8.random(in: 1...0x1F, using: &generator)) }
      return line.map { $0 == 10 ? 32 : $0 }
    }
  }

  /// The objects of JSON Lines output, parsed.
  private func objects(_ output: [UInt8]) throws -> [[String: Any]] {
    try output.split(separator: 10).map {
      try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0)) as? [String: Any])
    }
  }

  private func value(of object: [String: Any]) throws -> [UInt8] {
    if let text = object["value"] as? String { return Array(text.utf8) }
    let base64 = try XCTUnwrap(object["value_base64"] as? String)
    return Array(try XCTUnwrap(Data(base64Encoded: base64)))
  }

  func testTenThousandRandomLinesReadBackAsFilterPrintsThem() throws {
    var generator = SeededGenerator(seed: 25)
    let lines = randomLines(10_000, &generator)
    let input: [UInt8] = lines.flatMap { $0 + [UInt8(10)] }
    for query in ["a", "b/c", "é", "h e", "AB"] {
      let plain = try SelectBinary.run(["--filter", query], stdin: input)
      let json = try SelectBinary.run(["--filter", query, "--json"], stdin: input)
      XCTAssertEqual(json.status, plain.status, query)
      let parsed = try objects(json.stdout)
      let expected = plain.stdout.split(separator: 10, omittingEmptySubsequences: false).dropLast().map(Array.init)
      XCTAssertEqual(try parsed.map(value), expected, query)
      let printed = try SelectBinary.run(["--filter", query, "--print", "{score} {positions}"], stdin: input)
      let templated = printed.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      for (object, row) in zip(parsed, templated) {
        let index = try XCTUnwrap(object["index"] as? Int)
        XCTAssertEqual(lines[index], try value(of: object))
        let positions = try XCTUnwrap(object["positions"] as? [Int]).map(String.init).joined(separator: ",")
        XCTAssertEqual("\(object["score"] as? Int ?? -1) \(positions)", String(row))
        XCTAssertEqual(object["lifted"] as? Bool, false)
      }
    }
  }

  /// Ranked by `--tiebreak` or in source order, the score printed is still
  /// the match's: enough matches that two threads write them.
  func testScoresOfOtherOrdersAreTheMatchScores() throws {
    var generator = SeededGenerator(seed: 46)
    let input: [UInt8] = randomLines(20_000, &generator).flatMap { $0 + [UInt8(10)] }
    for order in [["--tiebreak", "length,begin"], ["--no-sort"], ["--tac"]] {
      let json = try objects(try SelectBinary.run(["--filter", "a"] + order + ["--json"], stdin: input).stdout)
      let printed = try SelectBinary.run(["--filter", "a"] + order + ["--print", "{score}"], stdin: input).output
      XCTAssertGreaterThan(json.count, 5_000, "\(order)")
      let scores = json.map { "\($0["score"] as? Int ?? -1)" }
      XCTAssertEqual(scores, printed.split(separator: "\n").map(String.init), "\(order)")
    }
  }

  /// Plain lines are ranked as they are read, and each line's number then
  /// told from where it starts; items ranked the usual way (all of them,
  /// the last million by `--tail`) print the same, on either path.
  func testLinesRankedAsReadPrintWhatItemsPrint() throws {
    var generator = SeededGenerator(seed: 41)
    let input: [UInt8] = randomLines(30_000, &generator).flatMap { $0 + [UInt8(10)] }
    for format in [["--json"], ["--print", "{n}:{score}:{positions}:{}"]] {
      for query in ["a", "é b", "ab"] {
        let asRead = try SelectBinary.run(["--filter", query] + format, stdin: input)
        let asItems = try SelectBinary.run(["--filter", query, "--tail", "1000000"] + format, stdin: input)
        XCTAssertEqual(asRead.status, 0, "\(format) \(query)")
        XCTAssertEqual(asRead.stdout, asItems.stdout, "\(format) \(query)")
      }
    }
  }

  func testPickAndMemorysLiftAreInTheLines() throws {
    let state = NSTemporaryDirectory() + "select-json-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: state) }
    let input = Array("src/main.swift\nsrc/map.swift\nmakefile\n".utf8)
    let environment = ["XDG_STATE_HOME": state]
    _ = try SelectBinary.run(
      ["--remember", "j", "--query", "ma", "--pick", "3"], stdin: input, environment: environment)
    let json = try SelectBinary.run(["--remember", "j", "--filter", "ma", "--json"], stdin: input, environment: environment)
    let parsed = try objects(json.stdout)
    XCTAssertEqual(parsed.map { $0["lifted"] as? Bool }, [true, false, false], json.output)
    XCTAssertEqual(try value(of: parsed[0]), Array("src/main.swift".utf8))
    // A lifted item's score is still its match's, not its place in memory.
    let scores = try SelectBinary.run(["--filter", "ma", "--print", "{score} {}"], stdin: input).output
    XCTAssertTrue(scores.contains("\(parsed[0]["score"] as? Int ?? -1) src/main.swift\n"), scores)
    let picked = try SelectBinary.run(["--pick", "2", "--query", "ma", "--json"], stdin: input)
    XCTAssertEqual(picked.output, #"{"index":1,"score":1845,"lifted":false,"positions":[4,5],"value":"src/map.swift"}"# + "\n")
  }

  func testJSONIsTheWholeLine() throws {
    for other in [["--print", "{label}"], ["--print0"], ["--accept-nth", "1"], ["--expect", "ctrl-x"]] {
      let result = try SelectBinary.run(["--json", "--filter", "a"] + other, stdin: Array("a\n".utf8))
      XCTAssertEqual(result.status, 2)
      XCTAssertEqual(result.errors, "select: --json and \(other[0]) cannot be used together: --json is the whole line\n")
    }
  }
}

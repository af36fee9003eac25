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

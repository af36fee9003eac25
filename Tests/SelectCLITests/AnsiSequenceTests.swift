import Foundation
import SelectTestSupport
import XCTest

/// `--ansi` takes out every control sequence fzf 0.74.5 takes out, not
/// only SGR colours: from what is matched and printed.
final class AnsiSequenceTests: XCTestCase {
  /// Each kind of sequence between `a` and `b`, and what fzf --ansi
  /// --filter prints for it.
  private let cases: [(String, String)] = [
    ("a\u{1B}[Kb", "ab"), ("a\u{1B}[2Jb", "ab"), ("a\u{1B}[1;2Hb", "ab"),
    ("a\u{1B}]0;title\u{7}b", "ab"), ("a\u{1B}]0;title\u{1B}\\b", "ab"),
    ("a\u{1B}(Bb", "ab"), ("a\u{1B}=b", "ab"), ("a\u{0E}b", "ab"), ("ax\u{8}b", "ab"),
    ("a\u{1B}[?25lb", "ab"), ("a\u{1B}[>4;1mb", "a>4;1mb"), ("a\u{1B}[31mred\u{1B}[0mb", "aredb"),
    ("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b", "alinkb"), ("a\u{1B}b", "a"),
    ("a\u{1B}[1 qb", "a1 qb"), ("a\u{1B}]b", "ab"), ("a\u{1B}[\u{1}b", "a\u{1}b"),
    ("日\u{1B}[K本", "日本"), ("é\u{8}e", "e"),
  ]

  private var input: String { cases.map { $0.0 + "\n" }.joined() }

  func testFilterPrintsTheLinesWithoutAnySequence() throws {
    let result = try SelectBinary.run(["--ansi", "--filter", ""], stdin: Array(input.utf8))
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.output, cases.map { $0.1 + "\n" }.joined())
  }

  func testFilterMatchesFzf() throws {
    let fzf = try ReferenceFzf.required()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: fzf)
    process.arguments = ["--ansi", "--filter", ""]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let theirs = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let ours = try SelectBinary.run(["--ansi", "--filter", ""], stdin: Array(input.utf8))
    XCTAssertEqual(ours.stdout, Array(theirs))
  }

  func testTheQueryMatchesTheTextWithoutTheSequences() throws {
    let result = try SelectBinary.run(["--ansi", "--filter", "ab"], stdin: Array("a\u{1B}[Kb\nzz\n".utf8))
    XCTAssertEqual(result.output, "ab\n")
  }

  func testWithoutAnsiTheLineIsPrintedAsItCame() throws {
    let result = try SelectBinary.run(["--filter", ""], stdin: Array("a\u{1B}[Kb\n".utf8))
    XCTAssertEqual(result.output, "a\u{1B}[Kb\n")
  }
}

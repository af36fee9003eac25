import Foundation
import SelectTestSupport
import XCTest

/// A file given as stdin is mapped; another process truncating it while
/// select reads costs the bytes that went, never a crash (SIGBUS) or bytes
/// that were never in the file (STDIN in select(1)).
final class ShrinkingInputTests: XCTestCase {
  private var file: URL!

  override func setUpWithError() throws {
    file = FileManager.default.temporaryDirectory
      .appendingPathComponent("select-shrinking-\(getpid())-\(UUID().uuidString)")
    var text = ""
    text.reserveCapacity(6_000_000)
    for n in 0..<300_000 { text += "line \(n) of a file that shrinks\n" }
    try text.write(to: file, atomically: false, encoding: .utf8)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: file)
  }

  /// Runs `select ARGS < file`, truncating the file to a third `delay`
  /// seconds after the start, and returns the output and the exit status.
  private func runTruncating(_ arguments: String, after delay: String) throws -> (lines: [Substring], status: String) {
    let script = """
      cp "\(file.path)" "\(file.path).copy"
      "$0" \(arguments) < "\(file.path).copy" > "\(file.path).out" &
      sleep \(delay); truncate -s 2000000 "\(file.path).copy"
      wait $!; echo "status=$?"
      cat "\(file.path).out"; rm -f "\(file.path).copy" "\(file.path).out"
      """
    let result = try SelectBinary.runScript(script, timeout: 60)
    var lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    let status = String(lines.removeFirst())
    if lines.last == "" { lines.removeLast() }
    XCTAssertFalse(result.output.contains("\0"), "bytes that were never in the file")
    return (lines, status)
  }

  /// Whole lines of the file, but for the one its new end cuts, which is
  /// the last line of what is left.
  private func assertLinesOfTheFile(_ lines: [Substring], file: StaticString = #filePath, line: UInt = #line) {
    let cut = lines.filter { !$0.hasSuffix(" of a file that shrinks") }
    XCTAssertLessThanOrEqual(cut.count, 1, "\(cut.prefix(3))", file: file, line: line)
    for text in cut { XCTAssertTrue(text.hasPrefix("line "), "'\(text.prefix(80))'", file: file, line: line) }
  }

  func testFilterOfATruncatedFileGivesLinesOfTheFileAndNoCrash() throws {
    for delay in ["0", "0.002", "0.01", "0.03"] {
      let run = try runTruncating("--filter line", after: delay)
      XCTAssertTrue(["status=0", "status=1"].contains(run.status), "\(run.status) after \(delay) s")
      assertLinesOfTheFile(run.lines)
    }
  }

  func testItemsOfATruncatedFileGiveLinesOfTheFileAndNoCrash() throws {
    for delay in ["0", "0.002", "0.01", "0.03"] {
      let run = try runTruncating("--filter line --with-nth 1,2", after: delay)
      XCTAssertTrue(["status=0", "status=1"].contains(run.status), "\(run.status) after \(delay) s")
      assertLinesOfTheFile(run.lines)
    }
  }
}

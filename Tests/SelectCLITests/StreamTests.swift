import SelectTestSupport
import XCTest

/// Streams, closed pipes and failing writes, through a shell pipeline run
/// in a session of its own (no controlling terminal, as in cron or CI).
final class StreamTests: XCTestCase {
  private func shell(_ script: String, timeout: TimeInterval = 10) throws -> RunResult {
    try SelectBinary.runScript(script, timeout: timeout)
  }

  func testPickStopsReadingAnEndlessStream() throws {
    let result = try shell("yes | \"$0\" --pick 3")
    XCTAssertEqual(result.status, 0, "yes | select --pick 3 did not end")
    XCTAssertEqual(result.output, "y\n")
  }

  /// Issue 43: `--filter --no-sort` read the whole input before writing a
  /// match, so an endless input never gave one; each match is now written
  /// as soon as it is read, as fzf writes it.
  func testFilterWithoutSortingWritesMatchesAsTheyAreRead() throws {
    let result = try shell("yes | \"$0\" --filter y --no-sort | head -2", timeout: 5)
    XCTAssertEqual(result.status, 0, "yes | select --filter y --no-sort | head -2 did not end")
    XCTAssertEqual(result.output, "y\ny\n")
    // A match is out before the input ends: the writer waits for it (a
    // select that waited for the end would wait for ever: the test times out).
    let early = try shell(
      "P=$(mktemp -u); mkfifo \"$P\"; { echo abc; read line < \"$P\"; echo abd; } "
        + "| \"$0\" --filter ab --no-sort | { read first; echo \"$first\"; echo go > \"$P\"; cat; }; rm \"$P\"",
      timeout: 10)
    XCTAssertEqual(early.output, "abc\nabd\n")
  }

  func testClosedStdoutEndsQuietly() throws {
    let result = try shell("seq 200000 2>/dev/null | \"$0\" --list | head -1 >/dev/null; echo ${PIPESTATUS[1]}")
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(result.output, "0\n")
  }

  func testFullDiskIsAnError() throws {
    let result = try shell("\"$0\" a --pick 1 > /dev/full")
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.errors, "select: cannot write to stdout: No space left on device\n")
  }

  func testNoTerminalFailsAtOnceEvenOnAnEndlessStream() throws {
    let result = try shell("yes | \"$0\"", timeout: 5)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.errors.contains("--pick"), result.errors)
  }

  func testStdinDirectoryIsAnError() throws {
    let result = try SelectBinary.run(["--list"], stdinFile: "/")
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.errors, "select: cannot read stdin: it is a directory\n")
  }
}

import Foundation
import SelectTestSupport
import XCTest

/// A file given as stdin that another process truncates while select reads
/// it: select writes whole lines of the file and nothing else, and when it
/// read less than the file held at the start it says the input changed and
/// exits 2 (STDIN in select(1)); never a crash, a NUL that was not in the
/// file, or a complaint about stdout.
final class ShrinkingInputTests: XCTestCase {
  private var file: URL!

  override func setUpWithError() throws {
    file = FileManager.default.temporaryDirectory
      .appendingPathComponent("select-shrinking-\(getpid())-\(UUID().uuidString)")
    var text = ""
    text.reserveCapacity(10_000_000)
    for n in 0..<300_000 { text += "line \(n) of a file that shrinks\n" }
    try text.write(to: file, atomically: false, encoding: .utf8)
  }

  /// The last line of the file as truncated to 2 MB, cut where the file
  /// now ends: a whole line of the input for a run that began after the
  /// truncation.
  private var cutLine: Substring {
    let kept = try! Data(contentsOf: file).prefix(2_000_000)
    return String(decoding: kept, as: UTF8.self).split(separator: "\n").last!
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: file)
  }

  /// Runs `select ARGS < copy`, truncating the copy to 2 MB once select
  /// has read `bytes` bytes of it (as /proc counts them) or ended, and
  /// returns the output, the errors and the exit status.
  private func runTruncating(_ arguments: String, afterReading bytes: Int) throws -> (
    lines: [Substring], errors: String, status: String
  ) {
    let copy = file.path + ".copy"
    let script = """
      cp "\(file.path)" "\(copy)"
      "$0" \(arguments) < "\(copy)" > "\(copy).out" 2> "\(copy).err" & pid=$!
      while kill -0 $pid 2>/dev/null; do
        read=$(sed -n 's/^rchar: //p' /proc/$pid/io 2>/dev/null)
        [ "${read:-0}" -ge \(bytes) ] && break
      done
      truncate -s 2000000 "\(copy)"
      wait $pid; echo "status=$?"
      cat "\(copy).out"; cat "\(copy).err" >&2; rm -f "\(copy)" "\(copy).out" "\(copy).err"
      """
    let result = try SelectBinary.runScript(script, timeout: 60)
    var lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    let status = String(lines.removeFirst())
    if lines.last == "" { lines.removeLast() }
    XCTAssertFalse(result.output.contains("\0"), "bytes that were never in the file")
    return (lines, result.errors, status)
  }

  /// The run wrote whole lines of the file only (of the file as it was
  /// when select began reading it), and either read it all (0, or 1 for no
  /// match) or said it changed (2) and wrote nothing.
  private func assertWholeLinesOrChanged(
    _ run: (lines: [Substring], errors: String, status: String), file: StaticString = #filePath, line: UInt = #line
  ) {
    let cutLine = self.cutLine
    for text in run.lines where !(text.hasPrefix("line ") && text.hasSuffix(" of a file that shrinks")) && text != cutLine {
      XCTFail("not a line of the file: '\(text.prefix(80))'", file: file, line: line)
    }
    switch run.status {
    case "status=0", "status=1":
      XCTAssertEqual(run.errors, "", file: file, line: line)
    case "status=2":
      XCTAssertEqual(run.errors, "select: the input changed while it was read\n", file: file, line: line)
      XCTAssertEqual(run.lines, [], file: file, line: line)
    default:
      XCTFail("\(run.status): \(run.errors)", file: file, line: line)
    }
  }

  func testFilterOfATruncatedFileGivesWholeLinesOrSaysItChanged() throws {
    var changed = 0
    for bytes in [0, 1_000_000, 3_000_000, 5_000_000, 0, 1_000_000, 3_000_000, 5_000_000] {
      let run = try runTruncating("--filter line", afterReading: bytes)
      assertWholeLinesOrChanged(run)
      if run.status == "status=2" { changed += 1 }
    }
    // Not asserted: how many runs the truncation reaches in time depends
    // on the machine; each run above holds either way.
    print("ShrinkingInputTests: \(changed) of 8 --filter runs saw the file change")
  }

  func testItemsOfATruncatedFileGiveWholeLinesOrSayItChanged() throws {
    for bytes in [0, 1_000_000, 3_000_000, 5_000_000] {
      assertWholeLinesOrChanged(try runTruncating("--filter line --with-nth 1,2", afterReading: bytes))
    }
  }

  func testListOfATruncatedFileGivesWholeLinesOrSaysItChanged() throws {
    for bytes in [0, 3_000_000] {
      let run = try runTruncating("--list", afterReading: bytes)
      for text in run.lines where !text.hasSuffix(" of a file that shrinks") && !text.hasSuffix(") " + cutLine) {
        XCTFail("not a line of the file: '\(text.prefix(80))'")
      }
      XCTAssertTrue(["status=0", "status=2"].contains(run.status), run.status)
    }
  }
}

import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// Values are bytes: whatever goes in comes out unchanged.
final class ByteExactTests: XCTestCase {
  private let awkward: [UInt8] = [0xff, 0xfe, 0x41, 13, 9, 27, 0x5b, 0x32, 0x4a, 0xc3, 0x28, 0, 0x9b, 0x7f]

  func testAwkwardBytesSurvivePick() throws {
    let input = Array("first\n".utf8) + awkward + [10] + Array("last".utf8)
    let result = try SelectBinary.run(["--pick", "2"], stdin: input)
    XCTAssertEqual(result.stdout, awkward + [10])
    XCTAssertEqual(result.status, 0)
  }

  func testFinalLineWithoutNewlineIsAnItem() throws {
    let result = try SelectBinary.run(["--pick", "-1"], stdin: Array("a\nb".utf8))
    XCTAssertEqual(result.output, "b\n")
  }

  func testEmptyLineIsAnItem() throws {
    let result = try SelectBinary.run(["--pick", "2", "--print", "[{}]"], stdin: Array("a\n\nc\n".utf8))
    XCTAssertEqual(result.output, "[]\n")
  }

  func testPrintFieldsAndQueryAreNotQuoted() throws {
    let result = try SelectBinary.run(
      ["--filter", "it's", "--delimiter", ":", "--print", "{2}|{-1}|{q}"], stdin: Array("it's:a b:c\n".utf8))
    XCTAssertEqual(result.output, "a b|c|it's\n")
  }

  func testNulSeparatedInAndOut() throws {
    let result = try SelectBinary.run(["-0", "--pick", "1,2", "--print0"], stdin: Array("a\nx\0b\0".utf8))
    XCTAssertEqual(result.stdout, Array("a\nx\0b\0".utf8))
  }

  func testCarriageReturnsAreKept() throws {
    let result = try SelectBinary.run(["--pick", "1"], stdin: Array("dos\r\nline\r\n".utf8))
    XCTAssertEqual(result.stdout, Array("dos\r\n".utf8))
  }

  func testRegularFileStdinIsReadWhole() throws {
    let path = NSTemporaryDirectory() + "select-bytes-\(getpid())"
    let input = (0..<5000).map { "line \($0)\n" }.joined() + "tail"
    try input.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try SelectBinary.run(["--pick", "-2,-1,1"], stdinFile: path)
    XCTAssertEqual(result.output, "line 0\nline 4999\ntail\n")
    let listed = try SelectBinary.run(["--list"], stdinFile: path)
    XCTAssertEqual(listed.output.split(separator: "\n").count, 5001)
    let filtered = try SelectBinary.run(["--filter", "tail"], stdinFile: path)
    XCTAssertEqual(filtered.output, "tail\n")
  }

  func testLongLinesOfARegularFileSurviveBlockReads() throws {
    // `--list` and `--pick` read a file through one reused 1 MiB block
    // (only kept items are mapped): a longer line must grow it intact.
    let path = NSTemporaryDirectory() + "select-long-\(getpid())"
    let long = [UInt8](repeating: 0x61, count: 3 << 20)
    let input = Array("x\n".utf8) + long + Array("\nlast".utf8)
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(input)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let picked = try SelectBinary.run(["--pick", "-2,-1"], stdinFile: path)
    XCTAssertEqual(picked.stdout, long + Array("\nlast\n".utf8))
    let listed = try SelectBinary.run(["--list"], stdinFile: path)
    XCTAssertEqual(listed.stdout, Array("1) x\n2) ".utf8) + long + Array("\n3) last\n".utf8))
  }

  func testLongLineSurvives() throws {
    let long = [UInt8](repeating: 0x61, count: 3 << 20)
    let result = try SelectBinary.run(["--pick", "2"], stdin: Array("x\n".utf8) + long + [10])
    XCTAssertEqual(result.stdout, long + [10])
  }
}

/// Streams, closed pipes and failing writes, through a shell pipeline run
/// in a session of its own (no controlling terminal, as in cron or CI).
final class StreamTests: XCTestCase {
  private func shell(_ script: String, timeout: TimeInterval = 10) throws -> RunResult {
    let out = try makePipe()
    let err = try makePipe()
    let child = try ChildProcess(
      ["-c", script, SelectBinary.url.path], executable: "/bin/bash", stdin: -1, stdout: out.write,
      stderr: err.write)
    close(out.write)
    close(err.write)
    let stdout = ByteLog()
    let stderr = ByteLog()
    let readers = [drain(out.read, stdout.append), drain(err.read, stderr.append)]
    let status = child.wait(timeout: timeout)
    if status == nil { kill(-child.pid, SIGKILL) }
    for reader in readers { while !reader.isFinished { usleep(1000) } }
    return RunResult(stdout: stdout.bytes, stderr: stderr.bytes, status: status ?? -1)
  }

  func testPickStopsReadingAnEndlessStream() throws {
    let result = try shell("yes | \"$0\" --pick 3")
    XCTAssertEqual(result.status, 0, "yes | select --pick 3 did not end")
    XCTAssertEqual(result.output, "y\n")
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

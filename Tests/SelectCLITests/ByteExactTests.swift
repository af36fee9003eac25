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
    let result = try SelectBinary.run(["--read0", "--pick", "1,2", "--print0"], stdin: Array("a\nx\0b\0".utf8))
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

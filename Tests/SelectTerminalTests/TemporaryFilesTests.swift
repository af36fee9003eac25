import Foundation
import Glibc
import SelectCore
import XCTest

@testable import SelectTerminal

/// The files of `{f}` placeholders hold every byte given, or the command
/// does not run: a short write is finished, and a failed one is an error
/// that leaves no file behind.
final class TemporaryFilesTests: XCTestCase {
  func testEachFileHoldsItsContentsWhole() throws {
    let contents = [Array(repeating: UInt8(ascii: "a"), count: 300_000), [], Array("one\ntwo\n".utf8)]
    let files = try TemporaryFiles(contents)
    defer { files.remove() }
    XCTAssertEqual(files.paths.count, 3)
    for (path, expected) in zip(files.paths, contents) {
      let fd = open(path, O_RDONLY)
      XCTAssertGreaterThanOrEqual(fd, 0)
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while case let n = read(fd, &buffer, buffer.count), n > 0 { bytes += buffer[..<n] }
      close(fd)
      XCTAssertEqual(bytes, expected)
    }
  }

  func testAFileThatCannotBeWrittenWholeIsAnErrorAndNoFileStays() throws {
    // A file-size limit makes write(2) write short, then fail (EFBIG).
    let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    var limit = rlimit()
    XCTAssertEqual(getrlimit(resource, &limit), 0)
    var small = limit
    small.rlim_cur = 4_096
    let previous = signal(SIGXFSZ, SIG_IGN)
    XCTAssertEqual(setrlimit(resource, &small), 0)
    var made: [String] = []
    do {
      let files = try TemporaryFiles([Array("first\n".utf8), Array(repeating: UInt8(ascii: "x"), count: 10_000)])
      made = files.paths
      XCTFail("a file lost its end: \(files.paths)")
    } catch {
      XCTAssertTrue((error.message ?? "").contains("for {f}"), "\(error)")
    }
    setrlimit(resource, &limit)
    signal(SIGXFSZ, previous)
    for path in made { unlink(path) }
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("select-\(getpid())-") }
    XCTAssertEqual(left, [])
  }
}

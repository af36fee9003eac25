import Glibc
import SelectCore
import XCTest

@testable import SelectTerminal

/// Stdin as a regular file is read into memory of select's own: what was
/// read stays as it was read, whatever happens to the file, and a file that
/// ends before the length it had when reading began is reported as changed.
final class StandardInputTests: XCTestCase {
  private var path = ""
  private var fd: Int32 = -1

  /// A file of `lines` numbered lines, open for reading from its start.
  private func makeFile(lines: Int) throws {
    path = temporaryFolder() + "select-stdin-\(getpid())-\(lines)"
    let text = (0..<lines).map { "line \($0)\n" }.joined()
    let out = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    XCTAssertGreaterThanOrEqual(out, 0)
    XCTAssertEqual(text.utf8CString.withUnsafeBytes { write(out, $0.baseAddress, $0.count - 1) }, text.utf8.count)
    close(out)
    fd = open(path, O_RDONLY)
    XCTAssertGreaterThanOrEqual(fd, 0)
  }

  override func tearDown() {
    if fd >= 0 { close(fd) }
    unlink(path)
  }

  func testKeptItemsKeepTheirBytesWhenTheFileIsRewritten() throws {
    try makeFile(lines: 3)
    let splitter = LineSplitter()
    var values: [Bytes] = []
    try StandardInput(fd: fd).read(into: splitter) { values.append($0); return true }
    // Another process rewrites the file in place, then truncates it.
    let out = open(path, O_WRONLY)
    _ = "LINE X\n".withCString { write(out, $0, 7) }
    ftruncate(out, 0)
    close(out)
    XCTAssertEqual(values.map(\.string), ["line 0", "line 1", "line 2"])
  }

  func testItemsOfAFileTruncatedWhileReadSayItChanged() throws {
    try makeFile(lines: 400_000)
    var emitted = 0
    XCTAssertThrowsError(
      try StandardInput(fd: fd).read(into: LineSplitter()) { _ in
        emitted += 1
        if emitted == 1 { truncate(path, 10) }
        return true
      }
    ) { XCTAssertEqual($0 as? SelectError, .inputChanged) }
  }

  func testLinesOfAFileTruncatedWhileReadSayItChanged() throws {
    try makeFile(lines: 400_000)
    let lines = LineBlocks(terminator: UInt8(ascii: "\n"))
    var offers = 0
    XCTAssertThrowsError(
      try StandardInput(fd: fd).read(into: lines) {
        offers += 1
        if offers == 1 { truncate(path, 10) }
      }
    ) { XCTAssertEqual($0 as? SelectError, .inputChanged) }
  }

  func testAWholeFileIsReadIntoOneBlockOfItsSize() throws {
    try makeFile(lines: 400_000)
    let lines = LineBlocks(terminator: UInt8(ascii: "\n"))
    try StandardInput(fd: fd).read(into: lines) {}
    let text = lines.withChunks { chunks in
      chunks.reduce(into: [UInt8]()) { $0 += $1 }
    }
    XCTAssertEqual(text.count, (0..<400_000).reduce(0) { $0 + "line \($1)\n".utf8.count })
    // The chunks lie end to end: nothing was copied from block to block.
    lines.withChunks { chunks in
      for (a, b) in zip(chunks, chunks.dropFirst()) {
        XCTAssertEqual(a.baseAddress! + a.count, b.baseAddress!)
      }
    }
  }

  func testAFileThatGrowsIsReadToItsNewEnd() throws {
    try makeFile(lines: 400_000)
    var values = 0
    let splitter = LineSplitter()
    try StandardInput(fd: fd).read(into: splitter) { _ in
      values += 1
      if values == 1 {
        let out = open(path, O_WRONLY | O_APPEND)
        _ = "one more\n".withCString { write(out, $0, 9) }
        close(out)
      }
      return true
    }
    XCTAssertEqual(values, 400_001)
  }

  func testWholeLinesOfAFileTruncatedWhileReadSayItChanged() throws {
    try makeFile(lines: 400_000)
    var calls = 0
    XCTAssertThrowsError(
      try StandardInput(fd: fd).readWholeLines(terminator: UInt8(ascii: "\n")) { _ in
        calls += 1
        if calls == 1 { truncate(path, 10) }
      }
    ) { XCTAssertEqual($0 as? SelectError, .inputChanged) }
  }
}

/// The temporary folder, ended by a slash.
private func temporaryFolder() -> String {
  let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
  return folder.hasSuffix("/") ? folder : folder + "/"
}

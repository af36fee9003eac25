import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// The picker works on its own copy of a file given as stdin: rewriting or
/// truncating the file while the picker is open changes nothing that is
/// shown or printed (STDIN in select(1)).
final class InputSnapshotTests: XCTestCase {
  private var path = ""

  override func setUp() {
    path = FileManager.default.temporaryDirectory
      .appendingPathComponent("select-snapshot-\(getpid())-\(UUID().uuidString)").path
  }

  override func tearDown() {
    unlink(path)
  }

  /// The picker on `select ARGS < path`, once its count shows `count`.
  private func startOnFile(_ count: String, _ arguments: [String] = []) throws -> TerminalSession {
    let session = try TerminalSession(
      ["-c", "exec \"$0\" \"$@\" < \"\(path)\"", SelectBinary.url.path] + arguments, executable: "/bin/sh")
    XCTAssertTrue(
      session.waitForScreen { $0.lines.first?.hasSuffix(count) == true },
      "no picker; screen:\n\(session.screen().text)")
    return session
  }

  func testARewrittenFilePrintsWhatWasShown() throws {
    try Data("keep-this-file\ndelete-other\n".utf8).write(to: URL(fileURLWithPath: path))
    let session = try startOnFile("2/2")
    try Data("DELETE-EVERY\nthing-at-all\n".utf8).write(to: URL(fileURLWithPath: path))
    session.send("\u{1B}[B")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains("> 2 delete-other") }, session.screen().text)
    session.send("\u{1B}[A")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains("> 1 keep-this-file") }, session.screen().text)
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "keep-this-file\n")
    XCTAssertEqual(result.status, 0)
  }

  func testATruncatedFileKeepsItsRowsAndPrintsTheOneChosen() throws {
    try Data((1...200_000).map { "\($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
    let session = try startOnFile("200000/200000")
    XCTAssertEqual(truncate(path, 0), 0)
    session.send("\u{1B}[B")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasPrefix(">") && $0.hasSuffix(" 2 2") } }, session.screen().text)
    XCTAssertFalse(session.screen().text.contains("^@"), session.screen().text)
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "2\n")
    XCTAssertEqual(result.status, 0)
  }
}

/// The picker's answer as JSON (`--json`): the item chosen, its score and
/// the positions of what was typed.
final class JSONAnswerPickerTests: XCTestCase {
  func testTheChosenItemIsALineOfJSON() throws {
    let session = try TerminalSession(["--json"], stdin: Array("red\ngreen\nblue\n".utf8))
    XCTAssertTrue(session.waitForScreen { $0.lines.first?.hasSuffix("3/3") == true }, session.screen().text)
    session.send("gre")
    XCTAssertTrue(session.waitForScreen { $0.lines.first?.hasSuffix("1/3") == true }, session.screen().text)
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.status, 0)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
    XCTAssertEqual(object["value"] as? String, "green")
    XCTAssertEqual(object["index"] as? Int, 1)
    XCTAssertEqual(object["positions"] as? [Int], [0, 1, 2])
    XCTAssertGreaterThan(object["score"] as? Int ?? 0, 0)
  }
}

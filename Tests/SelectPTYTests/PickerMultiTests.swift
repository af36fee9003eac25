import Glibc
import SelectTestSupport
import XCTest

/// `--multi` in the picker: sections, toggling, output order.
final class PickerMultiPTYTests: XCTestCase {
  private func start(_ arguments: [String]) throws -> TerminalSession {
    let session = try TerminalSession(["--multi"] + arguments, stdin: Array("a\nb\nc\nd\n".utf8))
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasSuffix("1 a") } }, session.text)
    return session
  }

  private func waitForList(_ session: TerminalSession, _ expected: [String]) {
    let passed = session.waitForScreen {
      Array($0.lines.dropFirst().prefix(expected.count)) == expected
    }
    XCTAssertTrue(passed, "wanted \(expected), screen:\n\(session.screen().text)")
  }

  func testTogglingMovesItemsToTheCheckedSectionAndEnterPrintsThemInSourceOrder() throws {
    let session = try start(["--sections", "To do,Done"])
    waitForList(session, [">   1 a", "    2 b", "    3 c", "    4 d"])
    session.send("\u{1B}[B\u{1B}[B\t")
    // Every item keeps its number, in whichever section (select(1), --multi).
    waitForList(session, ["To do (3)", "    1 a", "    2 b", ">   4 d", "Done (1)", "  ✓ 3 c"])
    XCTAssertTrue(
      session.waitForScreen { $0.lines[0].hasSuffix("4/4 · 1 checked") }, session.screen().text)
    session.send("\u{1B}[A\u{1B}[A\u{1B}[Z")
    waitForList(session, ["To do (2)", ">   2 b", "    4 d", "Done (2)", "  ✓ 1 a", "  ✓ 3 c"])
    session.send("\r")
    let result = try session.finish()
    XCTAssertEqual(result.output, "a\nc\n")
    XCTAssertEqual(session.settings, session.initialSettings)
  }

  func testOrderSelectionAndPreCheckedValues() throws {
    let session = try start(["--selected", "d", "--order", "selection"])
    waitForList(
      session, ["Unchecked (3)", ">   1 a", "    2 b", "    3 c", "Checked (1)", "  ✓ 4 d"])
    session.send("\t\r")
    XCTAssertEqual(try session.finish().output, "d\na\n")
  }

  func testLimitRefusesWithAMessage() throws {
    let session = try start(["--limit", "1"])
    session.send("\t\t")
    XCTAssertTrue(
      session.waitForScreen {
        $0.lines[0].hasSuffix("only 1 item can be checked: uncheck it first")
      }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "a\n")
  }

  func testSpaceTypesInMultiModeAndTabChecks() throws {
    let session = try TerminalSession(["--multi"], stdin: Array("pick state\nstate\n".utf8))
    XCTAssertTrue(
      session.waitForScreen { $0.lines.contains { $0.hasSuffix("2 state") } }, session.text)
    session.send("pick state")
    XCTAssertTrue(
      session.waitForScreen {
        $0.lines[0].hasPrefix("> pick state ") && $0.lines[0].hasSuffix(" 1/2")
      },
      session.screen().text)
    XCTAssertFalse(session.screen().text.contains("✓"), "nothing checked unseen")
    session.send("\t")
    XCTAssertTrue(
      session.waitForScreen { $0.lines[0].hasSuffix(" 1/2 · 1 checked") }, session.screen().text)
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "pick state\n")
  }

  /// Lines piped in are read into blocks of a megabyte and held as
  /// offsets into them, a run of lines per block (`ItemColumn`): the last
  /// line of a block, the line carried over into the next, the first item
  /// after a header line and the last line, without its terminator, all
  /// come out whole when checked. Fewer items than one slice of a
  /// ranking, so that no frame shows a ranking still running.
  func testLinesEitherSideOfABlockEndComeOutWhole() throws {
    var random = SeededGenerator(seed: 41)
    var lines: [String] = []
    for number in 0..<4_000 {
      let filler = (0..<300 + random.next(below: 300)).map { _ in Character(UnicodeScalar(97 + random.next(below: 26))!) }
      lines.append(String(format: "id-%05d ", number) + String(filler))
    }
    // A line that does not end in the first megabyte is carried over into
    // the next block: find it and the one before it.
    var offset = 0
    var carried = 0
    while offset + lines[carried].utf8.count + 1 <= 1 << 20 {
      offset += lines[carried].utf8.count + 1
      carried += 1
    }
    let wanted = [carried - 1, carried, 1, lines.count - 1]
    let session = try TerminalSession(
      ["--multi", "--header-lines", "1"], stdin: Array(lines.joined(separator: "\n").utf8))
    XCTAssertTrue(session.waitForScreen { $0.lines[0].hasSuffix(" 3999/3999") }, session.screen().text)
    for line in wanted {
      let id = String(format: "id-%05d", line)
      session.send("\u{15}'" + id)
      XCTAssertTrue(
        session.waitForScreen { $0.lines[0].contains(id) && $0.lines.contains { $0.hasPrefix(">   1 " + id) } },
        session.screen().text)
      session.send("\t")
      XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasPrefix("> ✓ 1 " + id) } }, session.screen().text)
    }
    session.send("\r")
    // Checked items come out in source order.
    XCTAssertEqual(try session.finish().output, wanted.sorted().map { lines[$0] + "\n" }.joined())
  }
}

import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// Odd surroundings get the documented exit code and one clear line, never a
/// crash or a hang.
final class HostileSurroundingsTests: XCTestCase {
  func testTtyPointingAtAFile() throws {
    let result = try SelectBinary.run(["--tty", "/etc/hostname", "a", "b"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.errors, "select: --tty /etc/hostname is not a terminal\n")
  }

  func testTtyPointingNowhere() throws {
    let result = try SelectBinary.run(["--tty", "/nonexistent/tty", "a"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.errors, "select: cannot open --tty /nonexistent/tty: No such file or directory\n")
  }

  func testClosedStdin() throws {
    let result = try SelectBinary.runScript("exec \"$0\" --list <&-", shell: "/bin/sh")
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.errors, "select: cannot read stdin: it is closed\n")
  }

  func testUnsetOrUnknownTermDoesNotMatterToScripts() throws {
    for term in ["", "no-such-terminal", "dumb"] {
      let result = try SelectBinary.run(["--pick", "2"], stdin: Array("a\nb\n".utf8), environment: ["TERM": term])
      XCTAssertEqual(result.output, "b\n")
    }
  }

  func testJunkSizesInTheEnvironmentAreIgnored() throws {
    for value in ["0", "-5", "junk", "99999999999999999999"] {
      let result = try SelectBinary.run(
        ["--list"], stdin: Array("a\n".utf8), environment: ["COLUMNS": value, "LINES": value])
      XCTAssertEqual(result.output, "1) a\n")
    }
  }

  /// With stdin a terminal and no default command, fzf's walker gives the
  /// items: the current directory's files, hidden ones too, `.git` skipped.
  func testNoInputOnATerminalStdinWalksTheCurrentDirectory() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("select-no-input-\(getpid())")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["b", ".a", ".git/HEAD"] {
      FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil)
    }
    let named = try TerminalSession(["--version"])
    _ = try named.finish()
    let result = try SelectBinary.runScript(#"cd "$1" && "$0" --filter "" < "$2" | sort"#, arguments: [directory.path, named.slavePath])
    XCTAssertEqual(result.output, ".a\nb\n")
    XCTAssertEqual(result.status, 0)
  }
}

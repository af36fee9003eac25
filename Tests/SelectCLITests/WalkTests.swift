import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// `--walk`: the paths under the current directory, run in a tree made for
/// each test.
final class WalkTests: XCTestCase {
  private var tree: TemporaryDirectory!

  override func setUpWithError() throws {
    tree = try TemporaryDirectory()
    for file in [
      "top.txt", "src/main.swift", "src/lib/a b.swift", "src/lib/it's $x.c", ".hidden", ".config/x",
      ".git/HEAD", "src/.cache/y",
    ] {
      try tree.write("", to: file)
    }
    try FileManager.default.createDirectory(
      at: tree.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: tree.url.appendingPathComponent("up").path, withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(
      atPath: tree.url.appendingPathComponent("src/link.swift").path,
      withDestinationPath: "main.swift")
  }

  override func tearDownWithError() throws {
    // XCTest keeps every test case object to the end of the run: the tree
    // goes with the test, not with the object.
    let path = tree.url.path
    tree = nil
    XCTAssertFalse(FileManager.default.fileExists(atPath: path), "the test's tree is removed")
  }

  func testFilesAreRelativePathsWithoutHiddenOnesAndLinksAreNotFollowed() throws {
    let result = try walk(["--walk", "file", "--filter", ""])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      sortedLines(result.stdout),
      [
        "src/lib/a b.swift", "src/lib/it's $x.c", "src/link.swift", "src/main.swift", "top.txt",
        "up",
      ])
  }

  func testDirectories() throws {
    let result = try walk(["--walk", "dir", "--filter", ""])
    XCTAssertEqual(sortedLines(result.stdout), ["empty", "src", "src/lib"])
  }

  func testFilesAndDirectoriesShallowFirst() throws {
    let result = try walk(["--walk", "file,dir", "--filter", ""])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      Set(lines),
      [
        "empty", "src", "src/lib", "src/lib/a b.swift", "src/lib/it's $x.c", "src/link.swift",
        "src/main.swift", "top.txt", "up",
      ])
    let depths = lines.map { $0.filter { $0 == "/" }.count }
    XCTAssertEqual(depths, depths.sorted(), "breadth first: \(lines)")
  }

  func testWalkedItemsTakeTheUsualOptions() throws {
    let result = try walk([
      "--walk", "file", "--filter", "ab", "--print", "{value}|{index}", "--print0",
    ])
    XCTAssertEqual(result.stdout, "src/lib/a b.swift|\(try index(of: "src/lib/a b.swift"))\0")
  }

  func testPickStopsTheWalk() throws {
    let result = try walk(["--walk", "file", "--pick", "1"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout.split(separator: "\n").count, 1)
  }

  func testAnEmptyTreeIsEmptyInput() throws {
    let empty = try TemporaryDirectory()
    let result = try walk(["--walk", "file", "--list"], in: empty)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "select: no input: nothing to choose from\n")
    // --filter lets nothing through quietly, as fzf's does.
    let filtered = try walk(["--walk", "file", "--filter", ""], in: empty)
    XCTAssertEqual(filtered.status, 1)
    XCTAssertEqual(filtered.stderr, "")
  }

  func testUnreadableDirectoriesArePassedOverSilently() throws {
    let locked = tree.url.appendingPathComponent("src/lib")
    chmod(locked.path, 0)
    defer { chmod(locked.path, 0o755) }
    let arguments = ["--walk", "file,dir", "--filter", ""]
    let result: ToolResult
    if geteuid() == 0 {
      // Root reads every directory (CI runs as root): walk as nobody.
      let setpriv = try ExternalTool("setpriv")
      chmod(tree.url.path, 0o755)
      let binary = SelectBinary.url.path
      guard access(binary, X_OK) == 0 else { throw XCTSkip("cannot run \(binary) as nobody") }
      result = try setpriv.run(
        ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments,
        directory: tree.url)
      if result.status == 126 || result.status == 127 || result.stderr.hasPrefix("setpriv") {
        throw XCTSkip("nobody cannot run the binary here: \(result.stderr)")
      }
    } else {
      result = try walk(arguments)
    }
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    XCTAssertTrue(result.stdout.contains("src/lib\n"))
    XCTAssertFalse(result.stdout.contains("a b.swift"))
  }

  func testConflicts() throws {
    let cases: [([String], String)] = [
      (
        ["--walk", "file", "a", "b"],
        "--walk and words (a b) cannot be used together: the items come from one or the other"
      ),
      (
        ["--walk", "file", "--enum", "colour"],
        "--walk and --enum cannot be used together: the items come from one or the other"
      ),
      (
        ["--walk", "dir", "--read0"],
        "--walk and --read0 cannot be used together: --walk does not read stdin"
      ),
      (["--walk", "files"], "--walk takes file, dir or file,dir, not 'files'"),
      (
        ["--walk", "file", "--checklist"],
        "--checklist cannot be used with --walk: it prints the document"
      ),
    ]
    for (arguments, message) in cases {
      let result = try walk(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.stderr, "select: \(message)\n", "\(arguments)")
    }
  }

  func testItemsOnStdinConflict() throws {
    let result = try walk(["--walk", "file", "--list"], stdin: "a\n")
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr, "select: --walk and items on stdin cannot be used together: the items come from one or the other\n")
  }

  // MARK: - Helpers

  private func walk(
    _ arguments: [String], in directory: TemporaryDirectory? = nil, stdin: String = ""
  ) throws -> ToolResult {
    try ExternalTool(url: SelectBinary.url).run(
      arguments, stdin: stdin, directory: (directory ?? tree).url)
  }

  private func index(of path: String) throws -> Int {
    let all = try walk(["--walk", "file", "--filter", ""]).stdout.split(separator: "\n").map(
      String.init)
    return try XCTUnwrap(all.firstIndex(of: path))
  }

  private func sortedLines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).sorted()
  }
}

import Foundation
import SelectTestSupport
import XCTest

/// `select --man` (issue 43): it printed `No manual entry for select` where
/// no page was installed. The page is built into the binary
/// (Sources/SelectTerminal/ManualPage.swift, written by
/// Scripts/manual-page.sh), and these tests hold it equal to man/select.1.
final class ManualPageTests: XCTestCase {
  /// Without man(1), the page's source goes to stdout, as `fzf --man`
  /// does: byte for byte man/select.1.
  func testWithoutManTheBuiltInPageIsManSelect1() throws {
    let result = try SelectBinary.runScript(#"PATH=/nonexistent "$0" --man"#)
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(
      result.output == (try packageFile("man/select.1")),
      "the built-in page differs from man/select.1: run Scripts/manual-page.sh")
  }

  /// With man(1), it is given the built-in page as a file (`man -l
  /// FILE`), which is gone once man has ended; its status is select's.
  func testManShowsTheBuiltInPageFromAFileRemovedAfterwards() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("man-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let man = folder.appendingPathComponent("man")
    let here = folder.path
    try Data(
      """
      #!/bin/sh
      echo "$1" > '\(here)/flag'; echo "$2" > '\(here)/path'
      /bin/cat "$2" > '\(here)/page'; exit 3

      """.utf8
    ).write(to: man)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: man.path)
    let result = try SelectBinary.runScript(
      #"PATH="$1" "$0" --man; echo "status $?"; test -e "$(cat "$1/path")" && echo "left behind" || true"#,
      arguments: [folder.path])
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(result.output, "status 3\n")
    XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("flag"), encoding: .utf8), "-l\n")
    XCTAssertTrue(
      try String(contentsOf: folder.appendingPathComponent("page"), encoding: .utf8) == (try packageFile("man/select.1")),
      "man was not given man/select.1")
  }
}

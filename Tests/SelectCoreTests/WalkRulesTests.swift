import SelectCore
import XCTest

final class WalkRulesTests: XCTestCase {
  func testParsesTheKindsInEitherOrder() throws {
    XCTAssertEqual(
      try WalkRules(parsing: "file"), WalkRules(offersFiles: true, offersDirectories: false))
    XCTAssertEqual(
      try WalkRules(parsing: "dir"), WalkRules(offersFiles: false, offersDirectories: true))
    XCTAssertEqual(
      try WalkRules(parsing: "file,dir"), WalkRules(offersFiles: true, offersDirectories: true))
    XCTAssertEqual(
      try WalkRules(parsing: "dir,file"), WalkRules(offersFiles: true, offersDirectories: true))
  }

  func testRefusesAnythingElse() {
    for text in ["", "files", "file,", "file dir", "follow", "FILE"] {
      XCTAssertThrowsError(try WalkRules(parsing: text), text) { error in
        XCTAssertEqual(
          error as? SelectError, .usage("--walk takes file, dir or file,dir, not '\(text)'"))
      }
    }
  }

  func testHiddenNamesAreSkipped() {
    for name in [".git", ".", "..", ".hidden", ".a.txt"] {
      XCTAssertTrue(skips(name), name)
    }
    for name in ["git", "a.txt", "src", "-.", " .x"] {
      XCTAssertFalse(skips(name), name)
    }
  }

  func testDirectoriesAreEnteredAndOfferedOnlyForDir() {
    let files = WalkRules(offersFiles: true, offersDirectories: false)
    let both = WalkRules(offersFiles: true, offersDirectories: true)
    let directories = WalkRules(offersFiles: false, offersDirectories: true)
    XCTAssertTrue(files.visit(.directory) == (false, true))
    XCTAssertTrue(both.visit(.directory) == (true, true))
    XCTAssertTrue(directories.visit(.directory) == (true, true))
  }

  func testEverythingElseIsAFileAndNeverEntered() {
    let files = WalkRules(offersFiles: true, offersDirectories: false)
    let directories = WalkRules(offersFiles: false, offersDirectories: true)
    XCTAssertTrue(files.visit(.other) == (true, false))
    XCTAssertTrue(directories.visit(.other) == (false, false))
  }

  func testPathsAreRelativeWithoutDotSlash() {
    var path: [UInt8] = Array("left over".utf8)
    join("", "top.txt", into: &path)
    XCTAssertEqual(String(decoding: path, as: UTF8.self), "top.txt")
    join("src/lib", "a b.swift", into: &path)
    XCTAssertEqual(String(decoding: path, as: UTF8.self), "src/lib/a b.swift")
  }

  private func skips(_ name: String) -> Bool {
    Array(name.utf8).withBytes { WalkRules.skips($0) }
  }

  private func join(_ directory: String, _ name: String, into path: inout [UInt8]) {
    Array(name.utf8).withBytes {
      WalkRules.join(Array(directory.utf8), $0, into: &path)
    }
  }
}

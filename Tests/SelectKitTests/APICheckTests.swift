import Foundation
import SelectTestSupport
import XCTest

/// A package that depends on this one by path, as a user's would
/// (Fixtures/APICheck), is built and tested: it names every public symbol
/// of SelectKit with its type and runs the README's snippet, so a breaking
/// change to the API fails here.
final class APICheckTests: XCTestCase {
  private let fixture = SelectBinary.packageRoot.appendingPathComponent(
    "Tests/SelectKitTests/Fixtures/APICheck")

  func testAPackageDependingOnSelectKitBuildsAndItsTestsPass() throws {
    // Built under .build/api-check, so later runs rebuild only what changed.
    // SwiftPM can miss a source file added to or removed from a path
    // dependency since the last build, so each set of source files gets a
    // build directory of its own, and those of other sets are removed.
    let builds = SelectBinary.packageRoot.appendingPathComponent(".build/api-check")
    let current = try sourceFilesDigest()
    for old in (try? FileManager.default.contentsOfDirectory(atPath: builds.path)) ?? [] where old != current {
      try FileManager.default.removeItem(at: builds.appendingPathComponent(old))
    }
    let result = try runSwift(["test"], package: fixture, scratch: "api-check/" + current)
    XCTAssertEqual(result.status, 0, result.output + result.errors)
    XCTAssertTrue(result.output.contains("Executed 5 tests, with 0 failures"), result.output)
  }

  /// A name for the set of source files the check builds (the package's
  /// and the fixture's): FNV-1a of their sorted paths, in hexadecimal.
  private func sourceFilesDigest() throws -> String {
    var paths: [String] = []
    for folder in [SelectBinary.packageRoot.appendingPathComponent("Sources"), fixture] {
      guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let path as String in walk where path.hasSuffix(".swift") && !path.hasPrefix(".build") {
        paths.append(folder.lastPathComponent + "/" + path)
      }
    }
    XCTAssertFalse(paths.isEmpty, "no source files found under \(SelectBinary.packageRoot.path)")
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in paths.sorted().joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  func testTheReadmeSnippetIsTheOneTheCheckRuns() throws {
    let root = SelectBinary.packageRoot
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try XCTUnwrap(readme.components(separatedBy: "## From Swift\n").dropFirst().first)
    let block = try XCTUnwrap(
      section.components(separatedBy: "```swift\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let checked = try String(
      contentsOf: fixture.appendingPathComponent("Sources/APICheck/Snippet.swift"), encoding: .utf8)
    let checkedLines = Set(
      checked.split(separator: "\n").map {
        $0.trimmed.replacingOccurrences(of: "public ", with: "")
      })
    let code = block.split(separator: "\n").map(\.trimmed).filter {
      !$0.isEmpty && !$0.hasPrefix("//")
    }
    XCTAssertGreaterThan(code.count, 8)
    for line in code {
      XCTAssertTrue(checkedLines.contains(line), "the README's '\(line)' is not in Snippet.swift")
    }
  }
}

extension Substring {
  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

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
    // Built under .build/api-check, so later runs rebuild only what changed;
    // SwiftPM can miss a source file added to a path dependency since the
    // last build, so a failure is tried again from scratch before it counts.
    var result = try runSwift(["test"], package: fixture, scratch: "api-check")
    if result.status != 0 {
      try? FileManager.default.removeItem(
        at: SelectBinary.packageRoot.appendingPathComponent(".build/api-check"))
      result = try runSwift(["test"], package: fixture, scratch: "api-check")
    }
    XCTAssertEqual(result.status, 0, result.output + result.errors)
    XCTAssertTrue(result.output.contains("Executed 5 tests, with 0 failures"), result.output)
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

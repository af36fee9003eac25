import Foundation
import SelectTestSupport
import XCTest

/// A package that depends on this one by path, as a user's would
/// (Fixtures/APICheck), is built and tested: it names every public symbol
/// of SelectKit with its type and runs the README's snippet, so a breaking
/// change to the API fails here.
final class APICheckTests: XCTestCase {
  private let fixture = SelectBinary.packageRoot.appendingPathComponent("Tests/SelectKitTests/Fixtures/APICheck")

  func testAPackageDependingOnSelectKitBuildsAndItsTestsPass() throws {
    // Built under .build/api-check, so later runs rebuild only what changed.
    let result = try runSwift(["test"], package: fixture, scratch: "api-check")
    XCTAssertEqual(result.status, 0, result.output + result.errors)
    XCTAssertTrue(result.output.contains("Executed 4 tests, with 0 failures"), result.output)
  }
}

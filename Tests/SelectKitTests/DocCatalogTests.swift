import Foundation
import SelectTestSupport
import XCTest

/// `make docs` builds SelectKit's DocC catalog without a warning: every
/// symbol link in the articles and doc comments resolves.
final class DocCatalogTests: XCTestCase {
  func testTheCatalogConvertsWithoutWarnings() throws {
    let root = SelectBinary.packageRoot
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("select-docs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [root.appendingPathComponent("Scripts/docs.sh").path, output.path]
    // The modules this test run built, so nothing is built again.
    var environment = ProcessInfo.processInfo.environment
    environment["BIN"] = SelectBinary.url.deletingLastPathComponent().path
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, said)
    XCTAssertFalse(said.contains("warning"), said)
    for article in ["settingspicker", "checkedsections", "indexedlists", "testing", "choiceerror"] {
      XCTAssertTrue(
        FileManager.default.fileExists(
          atPath: output.appendingPathComponent("data/documentation/selectkit/\(article).json").path),
        "no page for \(article)")
    }
  }
}

import Foundation
import SelectTestSupport
import XCTest

/// macOS is supported on paper: libc is reached only from the terminal
/// layer (and the executable's `main.swift`, and the test support), always
/// behind `#if canImport(Glibc)` with a Darwin branch; SelectCore and
/// SelectKit bring in neither libc nor Foundation.
final class PortabilityTests: XCTestCase {
  private func sources(under folder: String) throws -> [(path: String, text: String)] {
    let root = SelectBinary.packageRoot.appendingPathComponent(folder)
    let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root.path))
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      (
        folder + "/" + path,
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      )
    }
  }

  func testLibcIsImportedOnlyByTheTerminalLayerAndAlwaysForBothPlatforms() throws {
    let allowed = [
      "Sources/SelectTerminal/", "Sources/select/main.swift", "Sources/SelectTestSupport/",
    ]
    for (path, text) in try sources(under: "Sources") {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (number, line) in lines.enumerated()
      where line.trimmingCharacters(in: .whitespaces) == "import Glibc" {
        XCTAssertTrue(allowed.contains { path.hasPrefix($0) }, "\(path) imports Glibc")
        XCTAssertEqual(lines[max(number - 1, 0)], "#if canImport(Glibc)", "\(path):\(number + 1)")
        XCTAssertEqual(lines[number + 1], "#elseif canImport(Darwin)", "\(path):\(number + 2)")
      }
      XCTAssertFalse(text.contains("Glibc."), "\(path) names Glibc, which Darwin lacks")
    }
  }

  func testTheCoreAndSelectKitBringInNeitherLibcNorFoundation() throws {
    for folder in ["Sources/SelectCore", "Sources/SelectKit"] {
      for (path, text) in try sources(under: folder) {
        for module in ["Foundation", "Glibc", "Darwin"] {
          XCTAssertFalse(text.contains("import \(module)"), "\(path) imports \(module)")
        }
      }
    }
  }
}

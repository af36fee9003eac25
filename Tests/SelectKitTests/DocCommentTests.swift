import Foundation
import SelectTestSupport
import XCTest

/// Every public symbol of SelectKit, and of what it re-exports from
/// SelectCore, has a doc comment; every public type, function and
/// initialiser shows an example (an indented code line). Cases and
/// properties are said in words: an example of each would be filler.
final class DocCommentTests: XCTestCase {
  func testEveryPublicSymbolHasADocCommentAndEveryFunctionAnExample() throws {
    let root = SelectBinary.packageRoot
    var files: [URL] = []
    for folder in ["Sources/SelectKit", "Sources/SelectCore", "Sources/SelectKitTesting"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "swift" { files.append(url) }
      }
    }
    var checked = 0
    for url in files.sorted(by: { $0.path < $1.path }) {
      let file = url.lastPathComponent
      let text = try String(contentsOf: url, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      for (number, line) in lines.enumerated()
      where line.hasPrefix("public ") && !line.hasPrefix("public static let allCases") {
        var start = number
        while start > 0 && (lines[start - 1].hasPrefix("///") || lines[start - 1].hasPrefix("@")) {
          start -= 1
        }
        let doc = lines[start..<number].filter { $0.hasPrefix("///") }
        let place = "\(file):\(number + 1) \(line)"
        XCTAssertFalse(doc.isEmpty, "no doc comment: \(place)")
        let words = line.split(separator: " ").prefix(3)
        let needsExample = !Set(words).isDisjoint(with: [
          "func", "init", "init(", "struct", "enum", "class", "protocol", "extension",
        ]) || line.contains(" init(") || line.contains(" func ")
        if needsExample {
          XCTAssertTrue(doc.contains { $0.hasPrefix("///     ") }, "no example: \(place)")
        }
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 30)
  }
}

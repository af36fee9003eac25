import Foundation
import SelectTestSupport
import XCTest

/// Every public symbol of SelectKit has a doc comment whose one-line
/// summary comes first and that shows an example (an indented code line).
final class DocCommentTests: XCTestCase {
  func testEveryPublicSymbolHasADocCommentWithAnExample() throws {
    let folder = SelectBinary.packageRoot.appendingPathComponent("Sources/SelectKit")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    var checked = 0
    for file in files.sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      for (number, line) in lines.enumerated() where line.hasPrefix("public ") {
        var start = number
        while start > 0 && (lines[start - 1].hasPrefix("///") || lines[start - 1].hasPrefix("@")) {
          start -= 1
        }
        let doc = lines[start..<number].filter { $0.hasPrefix("///") }
        let place = "\(file):\(number + 1) \(line)"
        XCTAssertFalse(doc.isEmpty, "no doc comment: \(place)")
        XCTAssertTrue(doc.contains { $0.hasPrefix("///     ") }, "no example: \(place)")
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 30)
  }
}

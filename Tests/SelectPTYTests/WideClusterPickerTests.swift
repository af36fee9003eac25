import Glibc
import SelectTestSupport
import XCTest

/// Rows with clusters that terminals draw at different widths (👍🏽 is 2
/// columns where a cluster is drawn as one, 4 in tmux 3.3): on either kind
/// of terminal no row pushes another, moving the cursor draws each row
/// once, the query's clusters move nothing else, and Esc leaves nothing.
final class WideClusterPickerTests: XCTestCase {
  private let thumbsUp = "👍🏽"

  private func start(height: String = "12", drawsClustersAsOne: Bool = false) throws -> TerminalSession {
    let row = String(repeating: thumbsUp, count: 20)
    let input = Array("alpha\n\(row)\nbravo\n\(row) end\ncharlie\n".utf8)
    return try TerminalSession(
      ["--height", height], stdin: input, rows: 24, columns: 40, drawsClustersAsOne: drawsClustersAsOne)
  }

  /// The picker's rows on a 40-column screen drawing clusters `clusters`:
  /// the prompt with its count, then the five items, each on a row of its
  /// own in order.
  private func isWhole(_ screen: VirtualScreen, query: String = "", count: String = "5/5") -> Bool {
    let lines = screen.lines
    guard let prompt = lines.firstIndex(where: { $0.hasPrefix("> ") }), prompt + 5 < lines.count else {
      return false
    }
    let rows = lines[(prompt + 1)...(prompt + 5)]
    let numbers = rows.map { $0.dropFirst(2).trimmingCharacters(in: .whitespaces).prefix(1) }
    return lines[prompt].hasPrefix("> " + query) && lines[prompt].hasSuffix(count)
      && numbers == ["1", "2", "3", "4", "5"] && rows.last!.hasSuffix("charlie")
      && lines.allSatisfy { !$0.hasPrefix(thumbsUp) }
  }

  func testRowsStayWholeOnBothKindsOfTerminal() throws {
    for clusters in [VirtualScreen.ClusterDrawing.apart, .asOne] {
      let session = try start()
      XCTAssertTrue(
        session.waitForScreen(rows: 24, columns: 40, clusters: clusters) { isWhole($0) },
        "\(clusters):\n\(session.screen(rows: 24, columns: 40, clusters: clusters).text)")
      // Down past both wide rows and back up: each row drawn once.
      session.send("\u{1B}[B\u{1B}[B\u{1B}[B\u{1B}[A")
      XCTAssertTrue(
        session.waitForScreen(rows: 24, columns: 40, clusters: clusters) {
          isWhole($0) && $0.lines.contains { $0.hasPrefix(">") && $0.contains("3 bravo") }
        }, "\(clusters):\n\(session.screen(rows: 24, columns: 40, clusters: clusters).text)")
      session.send("\u{1B}")
      XCTAssertEqual(try session.finish().status, 130)
      XCTAssertTrue(
        session.waitForScreen(rows: 24, columns: 40, clusters: clusters) { $0.text == "" },
        "leftovers after Esc (\(clusters)):\n\(session.screen(rows: 24, columns: 40, clusters: clusters).text)")
      XCTAssertTrue(session.screen(rows: 24, columns: 40, clusters: clusters).autowrap, "autowrap not restored")
    }
  }

  func testAClusterTypedIntoTheQueryMovesNothingElse() throws {
    for clusters in [VirtualScreen.ClusterDrawing.apart, .asOne] {
      let session = try start()
      XCTAssertTrue(session.waitForScreen(rows: 24, columns: 40, clusters: clusters) { isWhole($0) })
      session.send(thumbsUp)
      XCTAssertTrue(
        session.waitForScreen(rows: 24, columns: 40, clusters: clusters) { screen in
          let lines = screen.lines
          guard let prompt = lines.firstIndex(where: { $0.hasPrefix("> " + thumbsUp) }) else { return false }
          // The count ends the prompt's row; the matches follow on theirs.
          return lines[prompt].hasSuffix("2/5") && lines[prompt + 1].hasPrefix(">")
            && !lines[prompt + 1].hasPrefix("> " + thumbsUp) && screen.cursor.row == prompt
        }, "\(clusters):\n\(session.screen(rows: 24, columns: 40, clusters: clusters).text)")
      session.send("\r")
      let result = try session.finish()
      XCTAssertEqual(result.status, 0)
      XCTAssertTrue(result.output.hasPrefix(thumbsUp), result.output)
    }
  }

  func testATerminalInGraphemeClusterModeGetsClustersCountedAsOne() throws {
    for (height, asOne, column) in [("12", true, 4), ("12", false, 6), ("100%", true, 4), ("100%", false, 6)] {
      let session = try start(height: height, drawsClustersAsOne: asOne)
      let clusters: VirtualScreen.ClusterDrawing = asOne ? .asOne : .apart
      XCTAssertTrue(session.waitForScreen(rows: 24, columns: 40, clusters: clusters) { isWhole($0) })
      session.send(thumbsUp)
      // The cursor follows the query where this terminal draws its end.
      XCTAssertTrue(
        session.waitForScreen(rows: 24, columns: 40, clusters: clusters) {
          $0.lines.contains { $0.hasPrefix("> " + thumbsUp) && $0.hasSuffix("2/5") } && $0.cursor.column == column
        }, "--height \(height), mode 2027 \(asOne): cursor at \(session.screen(rows: 24, columns: 40, clusters: clusters).cursor)")
      session.send("\u{1B}")
      XCTAssertEqual(try session.finish().status, 130)
    }
  }
}

import SelectTestSupport
import XCTest

/// A line-mode menu longer than the terminal comes out in columns, laid
/// out as bash's own `select` lays out the same items in the same
/// `COLUMNS`: both run on a pseudo-terminal and their menus compared, tabs
/// (bash pads with them) expanded to the columns they reach.
final class LineModeColumnsTests: XCTestCase {
  /// The lines written before the prompt, tabs expanded.
  private func menu(_ session: TerminalSession, prompt: String) -> [String] {
    XCTAssertTrue(session.waitFor(prompt), "no prompt; screen: \(session.text)")
    let text = session.text
    let before = text[..<(text.range(of: prompt)?.lowerBound ?? text.endIndex)]
    return before.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map { line in
      var expanded = ""
      for character in line {
        if character == "\t" {
          expanded += String(repeating: " ", count: 8 - expanded.count % 8)
        } else {
          expanded.append(character)
        }
      }
      return expanded
    }
  }

  private func bashMenu(_ words: [String], columns: Int) throws -> [String] {
    let bash = try TerminalSession(
      ["-c", "PS3='#? '; select x in \(words.joined(separator: " ")); do break; done"],
      executable: "/bin/bash", environment: ["COLUMNS": "\(columns)"], streamsOnTerminal: true)
    defer { bash.send("1\r") }
    return menu(bash, prompt: "#? ")
  }

  private func selectMenu(_ words: [String], columns: Int) throws -> [String] {
    let session = try TerminalSession(["--plain"] + words, environment: ["COLUMNS": "\(columns)"])
    defer { session.send("1\r") }
    return menu(session, prompt: "> ")
  }

  func testAHundredNumbersInSixtyColumnsAsBashLaysThemOut() throws {
    let words = (1...100).map(String.init)
    let ours = try selectMenu(words, columns: 60)
    XCTAssertEqual(ours, try bashMenu(words, columns: 60))
    XCTAssertEqual(ours.count, 17, "100 items in 6 columns of 10")
    XCTAssertTrue(ours[0].hasPrefix(" 1) 1      18) 18    35) 35"), ours[0])
  }

  func testWordsOfDifferentLengthsAsBashLaysThemOut() throws {
    let words = (1...40).map { "w" + String(repeating: "x", count: $0 % 9) + "\($0)" }
    XCTAssertEqual(try selectMenu(words, columns: 80), try bashMenu(words, columns: 80))
    XCTAssertEqual(try selectMenu(words, columns: 33), try bashMenu(words, columns: 33))
  }

  func testAMenuThatFitsIsOneItemALine() throws {
    let words = (1...20).map(String.init)
    XCTAssertEqual(
      try selectMenu(words, columns: 80).count, 20, "a screen reader reads one item a line")
  }
}

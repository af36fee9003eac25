import SelectTestSupport
import XCTest

/// The harness the terminal tests stand on.
final class TerminalSessionTests: XCTestCase {
  /// A wait that judges the screen and the bytes written together sees
  /// both from one reading of the transcript. While a program writes
  /// without pause, a screen drawn from an earlier reading than the bytes
  /// lags behind them: fish's Ctrl-R test once took the prompt a command
  /// was typed at for the prompt after it, and sent Ctrl-R while the
  /// command ran.
  func testScreenAndBytesWrittenComeFromOneReading() throws {
    let session = try TerminalSession(
      ["-c", "i=0; while [ $i -lt 30000 ]; do i=$((i+1)); echo $i; done; sleep 30"],
      executable: "/bin/sh", streamsOnTerminal: true)
    var readings = 0
    var lagging: [String] = []
    let ended = session.waitForScreen(timeout: 60, writtenSince: 0) { screen, written in
      let lines = written.count { $0 == 10 }
      guard lines > 0 else { return false }
      readings += 1
      // The row above the cursor holds the last whole line written.
      let last = screen.lines[screen.cursor.row - 1]
      if Int(last) != lines { lagging.append("screen \(last), \(lines) lines written") }
      return lines == 30000
    }
    XCTAssertTrue(ended, session.screen().text)
    XCTAssertGreaterThan(readings, 1)
    XCTAssertEqual(lagging, [])
  }
}

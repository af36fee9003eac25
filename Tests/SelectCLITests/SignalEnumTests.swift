import SelectTestSupport
import XCTest

/// `--enum signal` numbers its items as `kill -l` numbers the signals.
final class SignalEnumTests: XCTestCase {
  func testItemNIsSignalNAsKillListsThem() throws {
    let bash = try ExternalTool("bash")
    let listed = try SelectBinary.run(["--enum", "signal", "--list"], stdin: [])
    XCTAssertEqual(listed.status, 0)
    // `N) NAME (what it does)` rows, after the title.
    let rows = listed.output.split(separator: "\n").map { $0.split(separator: " ") }
      .filter { $0.count > 1 && $0[0].hasSuffix(")") }
    let numbers = rows.map { String($0[0].dropLast()) }
    let names = rows.map { String($0[1]) }
    XCTAssertEqual(numbers, (1...names.count).map(String.init))
    let script = (1...names.count).map { "kill -l \($0)" }.joined(separator: "; ")
    let kill = try bash.run(["-c", script])
    XCTAssertEqual(kill.stdout.split(separator: "\n").map(String.init), names)
    XCTAssertEqual(names.first, "HUP")
    XCTAssertEqual(names.last, "SYS", "every signal up to the real-time ones")
  }
}

import Foundation
import SelectKitTesting
import SelectTestSupport
import XCTest

/// What the package ships for a program's own tests: a small documented
/// product that drives the program's binary on a pseudo-terminal, and none
/// of select's own test helpers.
final class ProgramOnTerminalTests: XCTestCase {
  func testAProgramBuiltWithTheTestsIsDrivenOnATerminal() throws {
    let file = NSTemporaryDirectory() + "settings-\(getpid())-kit.conf"
    defer { unlink(file) }
    let program: ProgramOnTerminal
    do {
      program = try ProgramOnTerminal(built: "SettingsExample", arguments: [file])
    } catch let error as ProgramOnTerminal.NotBuilt {
      throw XCTSkip("\(error)")
    }
    XCTAssertTrue(program.waitForScreen { $0.contains("> 1 Theme: System") }, "\(program.screen)")
    program.type(TerminalKey.enter)
    XCTAssertTrue(program.waitForScreen { $0.contains("> ✓ 3 System") }, "\(program.screen)")
    program.type(TerminalKey.up + TerminalKey.enter)
    XCTAssertTrue(program.waitForScreen { $0.contains("> 1 Theme: Dark") }, "\(program.screen)")
    program.type(TerminalKey.escape)
    let outcome = try program.finish()
    XCTAssertEqual(outcome.status, 0, outcome.errors)
    XCTAssertTrue(program.waitForScreen { $0.first == "Theme: Dark" }, "\(program.screen)")
  }

  func testAMissingProgramIsSaidByName() {
    XCTAssertThrowsError(try ProgramOnTerminal(built: "no-such-program")) { error in
      XCTAssertEqual("\(error)", "no executable 'no-such-program' built beside the tests")
    }
  }

  func testSelectsOwnTestHelpersAreNotPublic() throws {
    let root = SelectBinary.packageRoot
    func publicLines(_ folder: String) throws -> [String] {
      let url = root.appendingPathComponent(folder)
      return try FileManager.default.contentsOfDirectory(atPath: url.path).filter {
        $0.hasSuffix(".swift")
      }.flatMap { name in
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
          .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { $0.hasPrefix("public ") }
      }
    }
    XCTAssertEqual(try publicLines("Sources/SelectTestSupport"), [])
    let shipped = try publicLines("Sources/SelectKitTesting")
    XCTAssertGreaterThan(shipped.count, 5)
    XCTAssertLessThan(shipped.count, 25, "\(shipped)")
  }
}

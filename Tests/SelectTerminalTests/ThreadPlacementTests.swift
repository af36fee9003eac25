import SelectTestSupport
import XCTest

@testable import SelectTerminal

#if canImport(Glibc)
  import Glibc

  /// A started thread first runs on another core than its starter's, then
  /// may run on every core the process may use (as /proc tells, not the
  /// code under test).
  final class ThreadPlacementTests: XCTestCase {
    /// What one started thread saw of itself.
    private final class Seen: @unchecked Sendable {
      var firstCore: Int?
      var allowed: String?
    }

    func testAThreadStartsOnAnotherCoreThenMayUseAll() throws {
      let processCores = try XCTUnwrap(ProcessTable.allowedCores())
      guard ThreadPlacement() != nil else {
        throw XCTSkip("this process may run on one core only (\(processCores)): no other core to start on")
      }
      var placed = 0
      for _ in 0..<10 {
        let seen = Seen()
        let before = ProcessTable.currentCore()
        let thread = try XCTUnwrap(
          startThread {
            seen.firstCore = ProcessTable.currentCore()
            seen.allowed = ProcessTable.allowedCores()
          })
        // The starter keeps its core busy meanwhile, as a ranking does.
        let until = monotonicSeconds() + 0.005
        while monotonicSeconds() < until {}
        pthread_join(thread, nil)
        XCTAssertEqual(seen.allowed, processCores, "the thread takes back every core")
        // A starter the system moved meanwhile proves nothing.
        guard let before, ProcessTable.currentCore() == before else { continue }
        XCTAssertNotEqual(seen.firstCore, before, "the thread started on its starter's core")
        placed += 1
      }
      XCTAssertGreaterThan(placed, 0, "the starter moved at every start")
    }
  }
#endif

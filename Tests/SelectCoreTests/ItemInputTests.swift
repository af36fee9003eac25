@testable import SelectCore
import XCTest

/// `ItemInput` alone: header lines taken from the start, loading, reloads
/// and moves.
final class ItemInputTests: PickerTestCase {
  func testHeaderLinesAreTakenFromTheStartAcrossBatches() {
    var input = ItemInput()
    let arrived = items(["h1", "h2", "a", "b"])
    let first = input.takeHeaderLines(Array(arrived[..<1]), count: 2)
    XCTAssertTrue(first.isEmpty)
    let rest = input.takeHeaderLines(Array(arrived[1...]), count: 2)
    XCTAssertEqual(input.headerItems.map { $0.value.string }, ["h1", "h2"])
    XCTAssertEqual(rest.map { $0.value.string }, ["a", "b"])
    XCTAssertEqual(input.takeHeaderLines(items(["c"], first: 4), count: 2).count, 1, "no more once there are two")
  }

  func testLoadingEndsAndStartsAgainOnReload() {
    var input = ItemInput()
    XCTAssertTrue(input.isLoading)
    input.end()
    XCTAssertFalse(input.isLoading)
    input.startReload()
    XCTAssertTrue(input.isLoading)
    XCTAssertEqual(input.reloads, 1)
  }

  func testCounters() {
    var input = ItemInput()
    input.noteMoved()
    input.tick()
    input.tick()
    XCTAssertEqual(input.positionsMoved, 1)
    XCTAssertEqual(input.ticks, 2)
  }
}

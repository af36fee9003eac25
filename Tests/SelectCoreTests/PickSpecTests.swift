import SelectCore
import SelectTestSupport
import XCTest

final class PickSpecTests: XCTestCase {
  func testPositions() throws {
    XCTAssertEqual(try PickSpec(parsing: "3"), .positions([.number(3)]))
    XCTAssertEqual(try PickSpec(parsing: "2-4"), .positions([.range(2, 4)]))
    XCTAssertEqual(try PickSpec(parsing: "1,5"), .positions([.number(1), .number(5)]))
    XCTAssertEqual(try PickSpec(parsing: "1 5"), .positions([.number(1), .number(5)]))
    XCTAssertEqual(try PickSpec(parsing: "-1"), .positions([.fromEnd(1)]))
    XCTAssertEqual(try PickSpec(parsing: "-2, 7"), .positions([.fromEnd(2), .number(7)]))
  }

  func testNames() throws {
    XCTAssertEqual(try PickSpec(parsing: "blue"), .name("blue"))
    XCTAssertEqual(try PickSpec(parsing: "Light Blue"), .name("Light Blue"))
    XCTAssertEqual(try PickSpec(parsing: "=42"), .name("42"))
    XCTAssertEqual(try PickSpec(parsing: "3a"), .name("3a"))
  }

  func testMalformedPositionsAreUsageErrors() {
    for bad in ["4-2", "1--3", "-", "1-", ",", "-1-3"] {
      XCTAssertThrowsError(try PickSpec(parsing: bad), bad) { error in
        XCTAssertEqual((error as? SelectError)?.exitCode, 2)
      }
    }
  }

  func testNumbersResolveAgainstTheCount() {
    XCTAssertEqual(try PickPosition.fromEnd(1).numbers(count: 5).get(), [5])
    XCTAssertEqual(try PickPosition.range(2, 4).numbers(count: 5).get(), [2, 3, 4])
    XCTAssertThrowsError(try PickPosition.number(0).numbers(count: 5).get()) { error in
      XCTAssertEqual((error as? SelectError)?.message, "no item 0 (there are 5)")
    }
    XCTAssertThrowsError(try PickPosition.number(6).numbers(count: 5).get())
    XCTAssertThrowsError(try PickPosition.fromEnd(6).numbers(count: 5).get())
  }

  func testWhatMustBeRead() throws {
    XCTAssertEqual(try PickSpec(parsing: "3").lastNumberNeeded, 3)
    XCTAssertEqual(try PickSpec(parsing: "1,2-9").lastNumberNeeded, 9)
    XCTAssertNil(try PickSpec(parsing: "-1").lastNumberNeeded)
    XCTAssertNil(try PickSpec(parsing: "blue").lastNumberNeeded)
  }

  func testFewestItemsNamed() throws {
    XCTAssertEqual(try PickSpec(parsing: "2").fewestNamed, 1)
    XCTAssertEqual(try PickSpec(parsing: "blue").fewestNamed, 1)
    XCTAssertEqual(try PickSpec(parsing: "1,2").fewestNamed, 2)
    XCTAssertEqual(try PickSpec(parsing: "3-5 4-7,1,1").fewestNamed, 6)
    // The last item may be item 1, or not.
    XCTAssertEqual(try PickSpec(parsing: "1,-1").fewestNamed, 1)
    XCTAssertEqual(try PickSpec(parsing: "-1,-2,-1").fewestNamed, 2)
    XCTAssertEqual(try PickSpec(parsing: "1-9223372036854775807,5").fewestNamed, .max)
  }

  func testCollectorStopsAsSoonAsTheAnswerIsKnown() throws {
    let collector = PickCollector(spec: try PickSpec(parsing: "2"))
    ItemList(values: ["a", "b", "c", "d"]).withItems { items in
      XCTAssertTrue(collector.offer(items[0]))
      XCTAssertFalse(collector.offer(items[1]))
    }
    let choices = try collector.choices()
    XCTAssertEqual(choices.values, ["b"])
    XCTAssertEqual(choices.offsets, [1])
  }

  func testCollectorCountsFromTheEndAndKeepsSourceOrder() throws {
    let collector = PickCollector(spec: try PickSpec(parsing: "-1,2,-3"))
    ItemList(values: (1...10).map(String.init)).withItems { items in
      for item in items { _ = collector.offer(item) }
    }
    XCTAssertEqual(try collector.choices().values, ["2", "8", "10"])
  }

  func testCollectorKeepsLabelsOfItemsCountedFromTheEnd() throws {
    let collector = PickCollector(spec: try PickSpec(parsing: "-3,-2,-1"))
    ItemList(values: ["a", "b", "c"], labels: ["A", "b", "C"]).withItems { items in
      let shared = Item(value: items[1].value, index: 1)
      for item in [items[0], shared, items[2]] { _ = collector.offer(item) }
    }
    let choices = try collector.choices()
    XCTAssertEqual(choices.values, ["a", "b", "c"])
    XCTAssertEqual(choices.labels, ["A", "b", "C"])
    XCTAssertEqual(choices.indices, [0, 1, 2])
  }

  func testCollectorMatchesValueOrLabelIgnoringCase() throws {
    let collector = PickCollector(spec: .name("BLUE"))
    let missing = PickCollector(spec: .name("green"))
    ItemList(values: ["red", "blue"], labels: ["Red", "Blue"]).withItems { items in
      for item in items where !collector.offer(item) { break }
      for item in items { _ = missing.offer(item) }
    }
    XCTAssertEqual(try collector.choices().values, ["blue"])
    XCTAssertThrowsError(try missing.choices()) { error in
      XCTAssertEqual(error as? SelectError, .noSuchValue("green"))
    }
  }

  func testCollectorPrefersExactValueThenExactLabelThenIgnoringCase() throws {
    let values = ["red", "x", "Red", "RED"]
    let labels = ["red", "Red", "x", "y"]
    func pick(_ name: String, from count: Int) throws -> (String, [Bool]) {
      let collector = PickCollector(spec: .name(name))
      let offered = ItemList(values: Array(values.prefix(count)), labels: Array(labels.prefix(count)))
        .withItems { items in items.map { collector.offer($0) } }
      return (try collector.choices().values[0], offered)
    }
    XCTAssertEqual(try pick("Red", from: 4).0, "Red", "the exact value, though a label came first")
    XCTAssertEqual(try pick("Red", from: 3).1, [true, true, false], "reading stops at an exact value")
    XCTAssertEqual(try pick("Red", from: 2).0, "x", "an exact label beats a value ignoring case")
    XCTAssertEqual(try pick("rED", from: 4).0, "red", "ignoring case, the first value")
    XCTAssertEqual(try pick("Y", from: 4).0, "RED", "and then a label ignoring case")
  }

  func testCollectorCountsEveryItemWhenItemZeroIsNamed() throws {
    let collector = PickCollector(spec: try PickSpec(parsing: "0"))
    let offered = ItemList(values: ["a", "b", "c"]).withItems { $0.map { collector.offer($0) } }
    XCTAssertEqual(offered, [true, true, true])
    XCTAssertThrowsError(try collector.choices()) { error in
      XCTAssertEqual(error as? SelectError, .noSuchItem(number: 0, count: 3))
    }
  }

  func testCollectorOnNothingIsEmptyInput() {
    XCTAssertThrowsError(try PickCollector(spec: .positions([.number(1)])).choices()) { error in
      XCTAssertEqual(error as? SelectError, .emptyInput)
    }
  }
}

import SelectCore
import XCTest

final class IndexedTests: XCTestCase {
  func testArrayIndexAndOffsetAgree() {
    let entries = Array(["a", "b", "c"].indexed())
    XCTAssertEqual(entries.map(\.index), [0, 1, 2])
    XCTAssertEqual(entries.map(\.offset), [0, 1, 2])
    XCTAssertEqual(entries.map(\.number), [1, 2, 3])
  }

  func testSliceKeepsItsIndicesAndCountsOffsetsFromZero() {
    let animals = ["Tiger", "Lion", "Emu", "Giraffe", "Elephant", "Panda"]
    let slice = animals[3...5].indexed()
    XCTAssertEqual(slice.map(\.index), [3, 4, 5])
    XCTAssertEqual(slice.map(\.offset), [0, 1, 2])
    XCTAssertEqual(slice.map(\.element), ["Giraffe", "Elephant", "Panda"])
    // The index is what reaches back into the source.
    XCTAssertEqual(animals[slice[1].index], "Elephant")
  }

  func testDynamicMemberLookupReachesTheElement() {
    struct Animal {
      var name: String
      var seen = false
    }
    var entry = [Animal(name: "Emu")].indexed()[0]
    XCTAssertEqual(entry.name, "Emu")
    entry.seen = true
    XCTAssertTrue(entry.element.seen)
  }

  func testIsLazy() {
    var reads = 0
    let lazy = (0..<1_000_000).lazy.map { value -> Int in
      reads += 1
      return value
    }
    let indexed = lazy.indexed()
    XCTAssertEqual(indexed.count, 1_000_000)
    XCTAssertEqual(indexed[999_999].element, 999_999)
    XCTAssertEqual(reads, 1)
  }
}

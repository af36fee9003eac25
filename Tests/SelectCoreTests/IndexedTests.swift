import SelectCore
import XCTest

final class IndexedTests: XCTestCase {
  func testArrayIndexAndOffsetAgree() {
    let entries = Array(["a", "b", "c"].numbered())
    XCTAssertEqual(entries.map(\.index), [0, 1, 2])
    XCTAssertEqual(entries.map(\.offset), [0, 1, 2])
    XCTAssertEqual(entries.map(\.number), [1, 2, 3])
  }

  func testSliceKeepsItsIndicesAndCountsOffsetsFromZero() {
    let animals = ["Tiger", "Lion", "Emu", "Giraffe", "Elephant", "Panda"]
    let slice = animals[3...5].numbered()
    XCTAssertEqual(Array(slice.map(\.index)), [3, 4, 5])
    XCTAssertEqual(Array(slice.map(\.offset)), [0, 1, 2])
    XCTAssertEqual(Array(slice.map(\.element)), ["Giraffe", "Elephant", "Panda"])
    // The index is what reaches back into the source.
    XCTAssertEqual(animals[slice[1].index], "Elephant")
  }

  func testDynamicMemberLookupReachesTheElement() {
    struct Animal {
      var name: String
      var seen = false
    }
    var entry = [Animal(name: "Emu")].numbered()[0]
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
    let numbered = lazy.numbered()
    XCTAssertEqual(numbered.count, 1_000_000)
    XCTAssertEqual(numbered[999_999].element, 999_999)
    XCTAssertEqual(reads, 1)
  }

  func testMapAndFilterOnItAreLazy() {
    var reads = 0
    let evens = Array(0..<1_000_000).numbered().filter { entry in
      reads += 1
      return entry.element % 2 == 0
    }.map(\.number)
    XCTAssertEqual(reads, 0)
    XCTAssertEqual(evens.first, 1)
    XCTAssertLessThan(reads, 3)
  }

  func testAnyCollectionIsNumberedAndWalkedOnce() {
    let word = "héllo"
    let letters = Array(word.numbered())
    XCTAssertEqual(letters.map(\.element), ["h", "é", "l", "l", "o"])
    XCTAssertEqual(letters.map(\.offset), [0, 1, 2, 3, 4])
    XCTAssertEqual(word[letters[1].index], "é")
    let set: Set = [7]
    XCTAssertEqual(set.numbered().first?.element, 7)
    XCTAssertEqual(Array((1...3).numbered().reversed().map(\.number)), [3, 2, 1])
  }

  func testIsHashableAndSendableWhereItsPartsAre() {
    let entries = Set(["a", "b", "a"].numbered())
    XCTAssertEqual(entries.count, 3)
    XCTAssertTrue(entries.contains(Indexed(index: 2, offset: 2, element: "a")))
    func isSendable<T: Sendable>(_: T) -> Bool { true }
    XCTAssertTrue(isSendable(["a"].numbered()))
    XCTAssertTrue(isSendable(Indexed(index: 0, offset: 0, element: "a")))
  }

  func testIdentifiableElementsKeepTheirIds() {
    struct Row: Identifiable {
      let id: String
    }
    XCTAssertEqual(Array([Row(id: "x")].numbered().map(\.id)), ["x"])
  }
}

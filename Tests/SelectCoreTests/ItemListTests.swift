import SelectCore
import SelectTestSupport
import XCTest

/// Items stay readable for as long as the list (or choices) holding them,
/// whatever else made them is gone. Each producer is called in a function
/// that returns only its list, so the arena, collector or source that made
/// the items is no longer referenced; the freed memory is then reused and
/// overwritten before the items are read. Before lists held their owner,
/// this read freed memory: AddressSanitizer (`make sanitize`) reports it,
/// and without it the values come back scribbled over.
final class ItemListTests: XCTestCase {
  private let values = (1...300).map { "item \($0) x" + String(repeating: "x", count: $0 % 40) }

  func testALoadedSourceKeepsItsBytes() throws {
    func load() throws -> ItemList {
      try ItemSource(.words(values)).load()
    }
    let list = try load()
    scribbleOverFreedMemory()
    XCTAssertEqual(list.values, values)
  }

  func testItemsReadFromAStreamOutliveTheSplitter() throws {
    func load() throws -> ItemList {
      let stream = MemoryStream(Array(values.joined(separator: "\n").utf8))
      return try ItemSource(.stream(stream, terminator: 10)).load()
    }
    let list = try load()
    scribbleOverFreedMemory()
    XCTAssertEqual(list.values, values)
  }

  func testShapedLabelsLiveAsLongAsTheList() throws {
    func load() throws -> ItemList {
      let shape = ItemSource.Shape(withNth: try FieldList(parsing: "2", option: "with-nth"))
      return try ItemSource(.words(values), shape: shape).load()
    }
    let list = try load()
    scribbleOverFreedMemory()
    XCTAssertEqual(list.withItems { $0.map(\.label.string) }, values.indices.map { String($0 + 1) })
  }

  func testPickedItemsOutliveTheCollector() throws {
    func pick() throws -> Choices {
      let collector = PickCollector(spec: try PickSpec(parsing: "2,-1"))
      try ItemSource(.words(values)).forEach(keep: false) { collector.offer($0) }
      return try collector.choices()
    }
    let choices = try pick()
    scribbleOverFreedMemory()
    XCTAssertEqual(choices.values, [values[1], values[values.count - 1]])
  }

  func testChecklistTasksOutliveTheChecklist() {
    func tasks() -> ItemList {
      Checklist(parsing: Array(values.map { "- [ ] \($0)" }.joined(separator: "\n").utf8)).items
    }
    let list = tasks()
    scribbleOverFreedMemory()
    XCTAssertEqual(list.withItems { $0.map(\.label.string) }, values)
  }

  func testAReloadedSourceKeepsTheFirstSourcesBytes() throws {
    func reload() throws -> ItemList {
      let first = try ItemSource(.words(values)).load()
      return try ItemSource(.loaded(first, header: ItemList(values: [String]()))).load()
    }
    let list = try reload()
    scribbleOverFreedMemory()
    XCTAssertEqual(list.values, values)
  }

  func testALineLongerThanAnItemHoldsIsUnreadableInputNamingIt() {
    // Only its length is looked at: the stream hands over a 5 GiB line
    // whose bytes are never read.
    let source = ItemSource(.stream(HugeLineStream(), terminator: UInt8(ascii: "\n")))
    XCTAssertThrowsError(try source.load()) { error in
      XCTAssertEqual(
        error as? SelectError,
        .unreadableInput("line 2 is 5368709120 bytes long; an item holds at most 4294967295"))
    }
  }

  /// Allocates blocks of the sizes items are kept in, fills them and frees
  /// them again, so memory freed too early is reused and overwritten.
  private func scribbleOverFreedMemory() {
    for size in [1 << 12, 1 << 16, 1 << 20] {
      for _ in 0..<16 {
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        block.initializeMemory(as: UInt8.self, repeating: 0x55)
        block.deallocate()
      }
    }
  }
}

/// A stream of bytes already in memory, handed to the splitter in small
/// reads.
private struct MemoryStream: ValueStream {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  func read(into splitter: LineSplitter, emit: (Bytes) throws -> Bool) throws {
    var position = 0
    try splitter.read(
      fill: { room in
        let count = min(room.count, bytes.count - position, 100)
        room.copyBytes(from: bytes[position..<(position + count)])
        position += count
        return count
      }, emit: emit)
  }
}

/// A short line, then one of 5 GiB that exists only as a length.
private struct HugeLineStream: ValueStream {
  func read(into splitter: LineSplitter, emit: (Bytes) throws -> Bool) throws {
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    defer { storage.deallocate() }
    storage.initialize(to: UInt8(ascii: "a"))
    let byte = Bytes(start: storage, count: 1)
    guard try emit(byte) else { return }
    _ = try emit(Bytes(start: byte.start, count: 5 << 30))
  }
}

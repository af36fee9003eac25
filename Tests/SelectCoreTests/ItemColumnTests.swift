import SelectCore
import SelectTestSupport
import XCTest

/// A picker's items as a column: whichever way the column holds them
/// (offsets into the blocks lines were read into, or items as they are),
/// every item reads back as the one appended, and labels read alone or
/// walked in ranges agree with the items'.
final class ItemColumnTests: XCTestCase {
  /// Lines of 0–40 bytes, some empty, the last without a terminator.
  private func lines(_ count: Int, seed: UInt64) -> [UInt8] {
    var random = SeededGenerator(seed: seed)
    var bytes: [UInt8] = []
    for line in 0..<count {
      if line > 0 { bytes.append(10) }
      for _ in 0..<random.next(below: 41) { bytes.append(UInt8(97 + random.next(below: 26))) }
    }
    return bytes
  }

  /// The items a splitter with blocks of `blockSize` bytes makes of
  /// `input`, kept alive by `splitter`.
  private func items(of input: [UInt8], blockSize: Int, splitter: inout LineSplitter?) throws -> [Item] {
    let reader = LineSplitter(terminator: 10, keepsInput: true, blockSize: blockSize)
    splitter = reader
    var offset = 0
    var items: [Item] = []
    try reader.read(
      fill: { room in
        let count = min(room.count, input.count - offset, 97)
        room.copyBytes(from: input[offset..<offset + count])
        offset += count
        return count
      },
      emit: { value in
        items.append(Item(value: value, index: items.count))
        return true
      })
    return items
  }

  private func assertSame(_ column: ItemColumn, _ items: [Item], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(column.count, items.count, file: file, line: line)
    column.withView { view in
      var random = SeededGenerator(seed: 7)
      for position in items.indices {
        XCTAssertEqual(view[position].value, items[position].value, "value \(position)", file: file, line: line)
        XCTAssertEqual(view[position].label, items[position].label, "label \(position)", file: file, line: line)
        XCTAssertEqual(view[position].index, items[position].index, "index \(position)", file: file, line: line)
        XCTAssertEqual(view.label(at: position), items[position].label, file: file, line: line)
      }
      for _ in 0..<50 {
        let lower = random.next(below: items.count + 1)
        let upper = lower + random.next(below: items.count - lower + 1)
        var walked: [Int] = []
        let finished = view.forEachLabel(in: lower..<upper, where: { $0 % 3 != 1 }) { position, label in
          XCTAssertEqual(label, items[position].label, "walked label \(position)", file: file, line: line)
          walked.append(position)
          return true
        }
        XCTAssertTrue(finished, file: file, line: line)
        XCTAssertEqual(walked, (lower..<upper).filter { $0 % 3 != 1 }, file: file, line: line)
      }
    }
  }

  func testLinesOfManyBlocksReadBackAsAppended() throws {
    var splitter: LineSplitter?
    let items = try items(of: lines(20_000, seed: 1), blockSize: 1 << 14, splitter: &splitter)
    var column = ItemColumn()
    for batch in stride(from: 0, to: items.count, by: 777) {
      column.append(contentsOf: items[batch..<min(batch + 777, items.count)])
    }
    assertSame(column, items)
    withExtendedLifetime(splitter) {}
  }

  func testWalkStopsWhenTheBodySaysSo() throws {
    var splitter: LineSplitter?
    let items = try items(of: lines(9_000, seed: 2), blockSize: 1 << 12, splitter: &splitter)
    let column = ItemColumn(items)
    var seen = 0
    let finished = column.withView { view in
      view.forEachLabel(in: 0..<items.count) { _, _ in
        seen += 1
        return seen < 5_000
      }
    }
    XCTAssertFalse(finished)
    XCTAssertEqual(seen, 5_000)
    withExtendedLifetime(splitter) {}
  }

  func testItemsOutOfOrderOrLabelledReadBackAsAppended() throws {
    var splitter: LineSplitter?
    let items = try items(of: lines(6_000, seed: 3), blockSize: 1 << 14, splitter: &splitter)
    // Last first, as `--tac` offers them.
    assertSame(ItemColumn(items.reversed()), Array(items.reversed()))
    // A labelled item after thousands of plain ones.
    let arena = ByteArena()
    let labels = ItemList(values: ["label"])
    let label = labels.withItems { $0[0].value }
    var mixed = items
    mixed[5_000] = Item(value: items[5_000].value, label: label, index: 5_000, records: arena)
    assertSame(ItemColumn(mixed), mixed)
    withExtendedLifetime(labels) {}
    // Indexes that jump, as after lines a range left out.
    let jumping = items.map { Item(value: $0.value, index: $0.index + ($0.index >= 3_000 ? 10 : 0)) }
    assertSame(ItemColumn(jumping), jumping)
    withExtendedLifetime(splitter) {}
  }

  func testAnItemChangedInPlaceKeepsTheOthers() throws {
    var splitter: LineSplitter?
    let items = try items(of: lines(5_000, seed: 4), blockSize: 1 << 14, splitter: &splitter)
    var column = ItemColumn(items)
    let arena = ByteArena()
    let labels = ItemList(values: ["new label"])
    let label = labels.withItems { $0[0].value }
    column.modify(at: 4_321) { $0.relabel(label, records: arena) }
    var expected = items
    expected[4_321].relabel(label, records: arena)
    assertSame(column, expected)
    XCTAssertEqual(column[4_321].label.string, "new label")
    XCTAssertEqual(column[4_321].value, items[4_321].value)
    withExtendedLifetime((splitter, labels)) {}
  }
}

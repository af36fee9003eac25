@testable import SelectCore
import XCTest

final class FieldsTests: XCTestCase {
  private func join(_ line: String, _ list: String, delimiter: String? = nil) throws -> String {
    let scratch = ScratchBytes()
    let fields = FieldSplitter(delimiter: delimiter.map { Array($0.utf8) })
    let parsed = try FieldList(parsing: list, option: "with-nth")
    Array(line.utf8).withBytes { fields.join(parsed, of: $0, into: scratch) }
    return scratch.bytes.string
  }

  func testBlankSeparatedFields() throws {
    XCTAssertEqual(try join("  a  b\tc ", "2"), "b")
    XCTAssertEqual(try join("a b c", "-1"), "c")
    XCTAssertEqual(try join("a b c d", "2.."), "b c d")
    XCTAssertEqual(try join("a b c d", "..2"), "a b")
    XCTAssertEqual(try join("a b c d", "1,3"), "a c")
    XCTAssertEqual(try join("a b", "5"), "")
  }

  func testDelimiterKeepsEmptyFields() throws {
    XCTAssertEqual(try join("a::c", "2,3", delimiter: ":"), ":c")
    XCTAssertEqual(try join("k=v=w", "2..", delimiter: "="), "v=w")
    XCTAssertEqual(try join("a, b, c", "2", delimiter: ", "), "b")
  }

  func testShaperLabelsAndRange() throws {
    let arena = ByteArena()
    var settings = ItemSource.Shape()
    settings.range = SourceRange(lower: 1, upper: 2)
    settings.withNth = try FieldList(parsing: "2", option: "with-nth")
    settings.delimiter = [58]
    var shaper = ItemShaper(settings, arena: arena)
    let values = ["a:A", "b:B", "c:C", "d:D"].map { arena.append($0) }
    guard case .skipped = shaper.shape(values[0]) else { return XCTFail("0 is before the range") }
    guard case .item(let item) = shaper.shape(values[1]) else { return XCTFail("1 is offered") }
    XCTAssertEqual(item.label.string, "B")
    XCTAssertEqual(item.value.string, "b:B")
    XCTAssertEqual(item.index, 1)
    guard case .item = shaper.shape(values[2]) else { return XCTFail("2 is offered") }
    guard case .pastRange = shaper.shape(values[3]) else { return XCTFail("3 is past") }
  }

  func testHeaderLinesComeFirstAndKeepTheirIndex() {
    let arena = ByteArena()
    var settings = ItemSource.Shape()
    settings.headerLines = 1
    var shaper = ItemShaper(settings, arena: arena)
    guard case .header(let header) = shaper.shape(arena.append("PID CMD")) else {
      return XCTFail("line 0 is the header")
    }
    XCTAssertEqual(header.label.string, "PID CMD")
    guard case .item(let item) = shaper.shape(arena.append("1 init")) else { return XCTFail("an item") }
    XCTAssertEqual(item.index, 1)
  }

  func testAnsiTakesColoursOutOfValueAndLabel() throws {
    let arena = ByteArena()
    var settings = ItemSource.Shape()
    settings.ansi = true
    settings.withNth = try FieldList(parsing: "2", option: "with-nth")
    var shaper = ItemShaper(settings, arena: arena)
    guard case .item(let item) = shaper.shape(arena.append("\u{1B}[33mabc1234\u{1B}[m \u{1B}[1mfix\u{1B}[0m bug"))
    else { return XCTFail("an item") }
    XCTAssertEqual(item.value.string, "abc1234 fix bug")
    XCTAssertEqual(item.label.string, "fix")
    XCTAssertEqual(item.styles.runs, [StyledText.Run(0..<3, Style(bold: true))])
  }

  func testAnsiColoursOfALabelThatIsTheValueAndOfAHeaderLine() throws {
    let arena = ByteArena()
    var settings = ItemSource.Shape()
    settings.ansi = true
    settings.headerLines = 1
    var shaper = ItemShaper(settings, arena: arena)
    guard case .header(let header) = shaper.shape(arena.append("\u{1B}[4mNAME\u{1B}[m")) else {
      return XCTFail("line 0 is the header")
    }
    XCTAssertEqual(header.label.string, "NAME")
    XCTAssertEqual(header.styles.runs, [StyledText.Run(0..<4, Style(underlined: true))])
    guard case .item(var item) = shaper.shape(arena.append("plain \u{1B}[32mgreen\u{1B}[0m")) else {
      return XCTFail("an item")
    }
    XCTAssertEqual(item.index, 1)
    XCTAssertEqual(item.value.string, "plain green")
    XCTAssertEqual(item.label.string, "plain green")
    XCTAssertEqual(item.styles.runs, [StyledText.Run(6..<11, Style(foreground: .palette(2)))])
    // A label set anew (`change-with-nth`) has none of the old colours.
    item.relabel(arena.append("green"), records: arena)
    XCTAssertEqual(item.styles.runs, [])
    XCTAssertEqual(item.index, 1)
    XCTAssertEqual(item.value.string, "plain green")
  }

  func testAnItemIsASixteenByteRecord() {
    // The picker holds one per line: ten million lines cost 153 MiB.
    XCTAssertEqual(MemoryLayout<Item>.stride, 16)
  }

  func testAnItemKeepsItsValueLabelAndIndexInEitherForm() {
    let arena = ByteArena(blockSize: 64)
    let value = arena.append("value")
    let label = arena.append("label")
    for index in [0, 1, 1 << 20, Item.mostItems - 1] {
      let plain = Item(value: value, index: index)
      XCTAssertTrue(plain.label.isSame(as: value))
      XCTAssertEqual(plain.index, index)
      var labelled = Item(value: value, label: label, index: index, records: arena)
      XCTAssertTrue(labelled.value.isSame(as: value), "\(index)")
      XCTAssertTrue(labelled.label.isSame(as: label), "\(index)")
      XCTAssertEqual(labelled.index, index)
      labelled.relabel(arena.append("again"), records: arena)
      XCTAssertEqual(labelled.label.string, "again")
      XCTAssertTrue(labelled.value.isSame(as: value))
      XCTAssertEqual(labelled.index, index)
      let revalued = plain.withValue(label, records: arena)
      XCTAssertTrue(revalued.value.isSame(as: label))
      XCTAssertTrue(revalued.label.isSame(as: value), "a new value keeps the old label")
      XCTAssertEqual(revalued.index, index)
    }
  }


  func testAnsiWithoutArenaKeepsNoColours() {
    var settings = ItemSource.Shape()
    settings.ansi = true
    var shaper = ItemShaper(settings, arena: nil)
    let line = Array("\u{1B}[31mred\u{1B}[0m".utf8)
    line.withUnsafeBufferPointer { buffer in
      guard case .item(let item) = shaper.shape(Bytes(start: buffer.baseAddress!, count: buffer.count))
      else { return XCTFail("an item") }
      XCTAssertEqual(item.value.string, "red")
      XCTAssertEqual(item.styles.runs, [])
    }
  }
}

import SelectCore
import SelectTestSupport
import XCTest

/// Inputs the fuzz harnesses in Fuzz/ found to crash, hang or break a
/// property, minimised; each test failed before its fix.
final class FuzzRegressionTests: XCTestCase {
  /// `--pick 0-999999992` (fuzz: pick, timeout): the collector expanded the
  /// range into a set of every number in it before reading a line.
  func testHugePickRangeIsNotExpanded() throws {
    let collector = PickCollector(spec: try PickSpec(parsing: "2-9223372036854775807"))
    ItemList(values: ["a", "b", "c"]).withItems { items in
      for item in items { XCTAssertTrue(collector.offer(item)) }
    }
    XCTAssertThrowsError(try collector.choices()) { error in
      XCTAssertEqual(error as? SelectError, .noSuchItem(number: .max, count: 3))
    }
  }

  /// Ranges are kept unexpanded; overlapping and unsorted ones still name
  /// each item once, in source order.
  func testOverlappingPickRangesInAnyOrder() throws {
    let collector = PickCollector(spec: try PickSpec(parsing: "7,2-4 3-5,1-1,4"))
    ItemList(values: (1...9).map(String.init)).withItems { items in
      for item in items where !collector.offer(item) { break }
    }
    XCTAssertEqual(try collector.choices().values, ["1", "2", "3", "4", "5", "7"])
  }

  /// `-\u{04}` (fuzz: options, property): usage errors quoted the user's
  /// words raw, so a control character or escape sequence in an argument
  /// reached the terminal and a newline split the message in two.
  func testErrorMessagesSpellControlCharactersVisibly() {
    XCTAssertThrowsError(try parseOptions(["-\u{04}"])) { error in
      XCTAssertEqual((error as? SelectError)?.message, "unknown option -^D (see --help)")
    }
    XCTAssertThrowsError(try parseOptions(["--order", "x\u{1B}]0;T\u{07}\ny\u{9B}"])) { error in
      XCTAssertEqual(
        (error as? SelectError)?.message,
        "--order takes 'source' or 'selection', not 'x^[]0;T^G^Jy<U+009B>'")
    }
    XCTAssertEqual(SelectError.noSuchValue("caf\u{E9}").message, "no item is 'caf\u{E9}'")
  }
}

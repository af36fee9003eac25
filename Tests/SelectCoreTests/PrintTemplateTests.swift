import SelectCore
import SelectTestSupport
import XCTest

final class PrintTemplateTests: XCTestCase {
  private func expand(_ template: String, offset: Int = 1) throws -> String {
    let format = try PrintTemplate(parsing: template)
    var bytes: [UInt8] = []
    ItemList(values: ["blue"], labels: ["Blue"]).withItems { items in
      var item = items[0]
      item.index = 4
      format.expand(item, offset: offset) { bytes += $0 }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func testPlaceholders() throws {
    XCTAssertEqual(try expand("{index} {offset} {number} {value} {} {label}"), "4 1 2 blue blue Blue")
  }

  func testEscapesAndBraces() throws {
    XCTAssertEqual(try expand("{{}}\\t{value}\\n\\\\"), "{}\tblue\n\\")
    XCTAssertEqual(try expand("a}b"), "a}b")
  }

  func testUnknownPlaceholderNamesIt() {
    XCTAssertThrowsError(try PrintTemplate(parsing: "{valeu}")) { error in
      XCTAssertEqual((error as? SelectError)?.exitCode, 2)
      XCTAssertTrue((error as? SelectError)?.message?.contains("{valeu}") ?? false)
    }
    XCTAssertThrowsError(try PrintTemplate(parsing: "{value"))
  }

  func testDecimal() {
    for n in [0, 7, 10, 999_999, -42, Int.max] {
      var bytes: [UInt8] = []
      decimal(n) { bytes += $0 }
      XCTAssertEqual(String(decoding: bytes, as: UTF8.self), String(n))
    }
  }
}

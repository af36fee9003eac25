import SelectTestSupport
import XCTest

/// `--with-nth` and `--accept-nth` as fzf's templates.
final class FieldTemplateTests: XCTestCase {
  func testAcceptNthTemplate() throws {
    let result = try SelectBinary.run(
      ["-d", ",", "--accept-nth", "Id: {1} ({n}) {-1}", "--pick", "2"], stdin: Array("a,b,c\nd,e,f\n".utf8))
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.output, "Id: d (1) f\n")
  }

  func testWithNthTemplateMakesTheLabel() throws {
    let result = try SelectBinary.run(
      ["-d", ",", "--with-nth", "{2}/{1}", "--filter", "b/a", "--print", "{label}={value}"],
      stdin: Array("a,b\nb,a\n".utf8))
    XCTAssertEqual(result.output, "b/a=a,b\n")
  }

  func testABadTemplateNamesIt() throws {
    let result = try SelectBinary.run(["--accept-nth", "{x}", "--pick", "1"], stdin: Array("a\n".utf8))
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.errors.contains("{x}"), result.errors)
  }
}

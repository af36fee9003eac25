import SelectCore
import XCTest

final class BenchReportTests: XCTestCase {
  func testTheLineGivesMillisecondsWithTwoDecimalsAsFzfDoes() {
    var report = BenchReport()
    report.times = [0.001234, 0.0105, 0.002]
    report.total = 3.0049
    report.ingestion = 0.0425
    report.items = 200
    report.matches = 3
    XCTAssertEqual(
      report.line,
      "  3 iterations  avg: 4.58ms  min: 1.23ms  max: 10.50ms  total: 3.00s  items: 200"
        + "  matches: 3 (1.50%)  ingestion: 42.50ms\n")
  }

  func testNoItemsIsNoShareAndNoDivisionByZero() {
    var report = BenchReport()
    report.times = [0.5]
    XCTAssertTrue(report.line.contains("items: 0  matches: 0 (0.00%)"), report.line)
    XCTAssertTrue(report.line.contains("avg: 500.00ms  min: 500.00ms  max: 500.00ms"), report.line)
  }
}

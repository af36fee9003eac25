import XCTest

final class SelectCLITestsPlaceholder: XCTestCase {}

import XCTest

final class SelectPTYTestsPlaceholder: XCTestCase {}

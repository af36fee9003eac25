import XCTest

final class SelectCoreTestsPlaceholder: XCTestCase {}

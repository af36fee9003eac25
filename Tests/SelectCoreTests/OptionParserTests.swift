import SelectCore
import XCTest

final class OptionParserTests: XCTestCase {
  func testLongShortAndInlineForms() throws {
    let options = try parseOptions(["--pick=3", "-d", ":", "--read0", "-xe", "--print", "{index}", "x", "--", "--list"])
    XCTAssertEqual(options.pick, .positions([.number(3)]))
    XCTAssertEqual(options.delimiter, Array(":".utf8))
    XCTAssertTrue(options.read0)
    XCTAssertTrue(options.exact)
    XCTAssertEqual(options.template.parts, [.index])
    XCTAssertEqual(options.arguments, ["x", "--list"])
  }

  func testShortWithAttachedArgumentAndNegativeArgument() throws {
    XCTAssertEqual(try parseOptions(["-p3"]).pick, .positions([.number(3)]))
    XCTAssertEqual(try parseOptions(["--pick", "-1"]).pick, .positions([.fromEnd(1)]))
  }

  func testMultiTakesAnOptionalLimit() throws {
    XCTAssertTrue(try parseOptions(["--multi"]).multi)
    XCTAssertNil(try parseOptions(["--multi"]).limit)
    XCTAssertEqual(try parseOptions(["--multi=2"]).limit, 2)
    XCTAssertEqual(try parseOptions(["--limit", "3"]).limit, 3)
    XCTAssertTrue(try parseOptions(["--limit", "3"]).multi)
    XCTAssertThrowsError(try parseOptions(["--multi=0"]))
  }

  func testDigitsBundledAfterMultiAreItsLimit() throws {
    XCTAssertEqual(try parseOptions(["-m3"]).limit, 3)
    XCTAssertEqual(try parseOptions(["-m12"]).limit, 12)
    let flags = try parseOptions(["-ml"])
    XCTAssertTrue(flags.multi && flags.list)
    XCTAssertNil(flags.limit)
    XCTAssertThrowsError(try parseOptions(["-m3x"]))
  }

  func testUnknownOptionSuggestsTheNearest() {
    XCTAssertThrowsError(try parseOptions(["--prnt"])) { error in
      XCTAssertEqual(error as? SelectError, .usage("unknown option --prnt (did you mean --print?)"))
    }
    XCTAssertThrowsError(try parseOptions(["--selcted"])) { error in
      XCTAssertEqual(error as? SelectError, .usage("unknown option --selcted (did you mean --selected?)"))
    }
    XCTAssertThrowsError(try parseOptions(["--mutli"])) { error in
      XCTAssertEqual(error as? SelectError, .usage("unknown option --mutli (did you mean --multi?)"))
    }
    XCTAssertThrowsError(try parseOptions(["--lsit"])) { error in
      XCTAssertEqual(error as? SelectError, .usage("unknown option --lsit (did you mean --list?)"))
    }
    XCTAssertThrowsError(try parseOptions(["--zzzzzzzz"])) { error in
      XCTAssertEqual(error as? SelectError, .usage("unknown option --zzzzzzzz (see --help)"))
    }
    XCTAssertThrowsError(try parseOptions(["-Z"]))
  }

  func testMissingAndUnwantedArguments() {
    XCTAssertThrowsError(try parseOptions(["--pick"])) { error in
      XCTAssertEqual(error as? SelectError, .usage("--pick needs an argument: --pick SPEC"))
    }
    XCTAssertThrowsError(try parseOptions(["--list=yes"])) { error in
      XCTAssertEqual(error as? SelectError, .usage("--list takes no argument"))
    }
  }

  func testValuesAreChecked() {
    for bad in [
      ["--color", "sometimes"], ["--order", "random"], ["--timeout", "-1"], ["--height", "0"],
      ["--height", "120%"], ["--range", "5...2"], ["--range", "x"], ["--sections", "one"],
      ["--with-nth", "0"], ["--delimiter", ""],
    ] {
      XCTAssertThrowsError(try parseOptions(bad), "\(bad)") { error in
        XCTAssertEqual((error as? SelectError)?.exitCode, 2)
      }
    }
  }

  func testColourSpellingIsAccepted() throws {
    XCTAssertEqual(try parseOptions(["--colour=never"]).color, .never)
  }

  func testRanges() throws {
    XCTAssertEqual(try SourceRange(parsing: "3...5"), SourceRange(lower: 3, upper: 5))
    XCTAssertEqual(try SourceRange(parsing: "3..<5"), SourceRange(lower: 3, upper: 4))
    XCTAssertEqual(try SourceRange(parsing: "3..."), SourceRange(lower: 3, upper: nil))
    XCTAssertEqual(try SourceRange(parsing: "..<2"), SourceRange(lower: 0, upper: 1))
    XCTAssertThrowsError(try SourceRange(parsing: "3..<3"))
    XCTAssertThrowsError(try SourceRange(parsing: "..."))
  }

  func testHelpListsEveryOption() {
    let help = usageText()
    for spec in optionTable {
      XCTAssertTrue(help.contains(spec.synopsis), spec.synopsis)
      if let short = spec.short { XCTAssertTrue(help.contains("-\(short), --\(spec.long)")) }
    }
  }

  func testShortNamesAreUnique() {
    let shorts = optionTable.compactMap(\.short)
    XCTAssertEqual(shorts.count, Set(shorts).count)
  }
}

import SelectCore
import SelectTestSupport
import XCTest

final class PrintTemplateTests: XCTestCase {
  private func expand(_ template: String, offset: Int = 1) throws -> String {
    let format = try PrintTemplate(parsing: template)
    var bytes: [UInt8] = []
    let record = LabelRecordSlot()
    ItemList(values: ["blue"], labels: ["Blue"]).withItems { items in
      let item = Item(value: items[0].value, label: items[0].label, index: 4, records: record)
      format.expand(item, offset: offset) { bytes += $0 }
    }
    withExtendedLifetime(record) {}
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

  /// Expands `template` for the value `line`, as `--preview` would.
  private func command(
    _ template: String, _ line: String, checked: [String] = [], query: String = "", delimiter: String? = nil,
    option: String = "--preview"
  ) throws -> String {
    let parsed = try PrintTemplate(parsing: template, option: option)
    return ItemList(values: [line] + checked).withItems { items in
      var context = TemplateContext(fields: FieldSplitter(delimiter: delimiter.map { Array($0.utf8) }))
      context.quotesForShell = option != "--print"
      context.query = query
      context.checked = Array(items.dropFirst())
      return parsed.command(for: items[0], offset: 0, context: context)
    }
  }

  func testFieldExpressions() throws {
    let line = "a1 b2  c3 d4"
    XCTAssertEqual(try command("{1}|{-1}|{2..}|{..2}|{1,3}", line, option: "--print"), "a1|d4|b2 c3 d4|a1 b2|a1 c3")
    XCTAssertEqual(try command("{2}", "x:y:z", delimiter: ":", option: "--print"), "y")
    XCTAssertEqual(try command("{9}", line, option: "--print"), "")
  }

  func testShellCommandsQuoteEveryExpansion() throws {
    XCTAssertEqual(try command("cat {}", "it's here"), #"cat 'it'\''s here'"#)
    XCTAssertEqual(try command("git show {1}", "abc123 fix: a bug"), "git show 'abc123'")
    XCTAssertEqual(try command("grep {q} {}", "f", query: "a b"), "grep 'a b' 'f'")
    XCTAssertEqual(try command("rm {+}", "x", checked: ["a b", "c"]), "rm 'a b' 'c'")
    XCTAssertEqual(try command("rm {+}", "x y"), "rm 'x y'", "the cursor's item when none is checked")
    XCTAssertEqual(try command("echo {+2}", "x", checked: ["1 a", "2 b"]), "echo 'a' 'b'")
    XCTAssertEqual(try command("n={index}", "x"), "n=0")
  }

  /// fzf leaves braces that hold no placeholder as they are in commands,
  /// so awk and shell brace groups work; `\{}` is the text `{}`.
  func testCommandsKeepBracesThatAreNoPlaceholder() throws {
    XCTAssertEqual(try command("awk '{print $1}' {}", "x"), "awk '{print $1}' 'x'")
    XCTAssertEqual(try command("echo \\{} {}", "x"), "echo {} 'x'")
    XCTAssertEqual(try command("printf '\\t'", "x"), "printf '\\t'", "no select escapes in commands")
  }

  func testFzfPlaceholderFlags() throws {
    XCTAssertEqual(try command("{r}|{n}|{+n}|{r2}", "a b c", checked: ["d e"]), "a b c|0|1|b")
    XCTAssertEqual(try command("{s2}|{2}", "a  b  c"), "'b  '|'b'")
    XCTAssertEqual(try command("{q:2}|{q:s1}|{fzf:query}", "x", query: "one  two"), "'two'|'one  '|'one  two'")
    XCTAssertEqual(try command("{+}", "x", checked: ["a b", "c"]), "'a b' 'c'")
  }

  func testPrintDoesNotQuote() throws {
    XCTAssertEqual(try command("{q}:{}", "it's", query: "q q", option: "--print"), "q q:it's")
  }

  func testBadPlaceholdersNameTheOption() {
    for (template, option) in [("{+}", "--print"), ("{1.2}", "--preview"), ("{0}", "--bind"), ("{fzf:nope}", "--preview")] {
      XCTAssertThrowsError(try PrintTemplate(parsing: template, option: option), template) { error in
        let message = (error as? SelectError)?.message ?? ""
        XCTAssertTrue(message.contains(option), message)
        XCTAssertTrue(message.contains(template), message)
      }
    }
  }

  func testDecimal() {
    for n in [0, 7, 10, 999_999, -42, Int.max] {
      var bytes: [UInt8] = []
      decimal(n) { bytes += $0 }
      XCTAssertEqual(String(decoding: bytes, as: UTF8.self), String(n))
    }
  }
}

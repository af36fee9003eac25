import SelectCore
import XCTest

/// Holds the man page and the three completion files to the option table.
final class DocsTests: XCTestCase {
  /// Options of other programs that the man page's examples use.
  private let foreignLongOptions: Set = ["format", "oneline"]

  /// The table's long names and those of fzf's spellings (`--reverse`).
  private var longNames: Set<String> {
    Set(optionTable.map(\.long) + optionSpellings.map(\.word).filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) })
  }
  private var shortNames: Set<String> { Set(optionTable.compactMap { $0.short.map(String.init) }) }
  private var enumNames: [String] { BuiltinEnum.all.flatMap { [$0.name] + $0.aliases } }
  private var enumTitles: [(name: String, title: String)] {
    BuiltinEnum.all.flatMap { builtin in ([builtin.name] + builtin.aliases).map { ($0, builtin.title) } }
  }

  func testManPageListsEveryOptionOnceUnderItsSection() throws {
    let page = try packageFile("man/select.1")
    let expected = optionTable.map { option in
      "\(option.section): " + (option.short.map { "-\($0), " } ?? "") + option.synopsis
    }
    XCTAssertEqual(manOptionEntries(page), expected)
  }

  func testManPageNamesNoOptionOutsideTheTable() throws {
    let page = try packageFile("man/select.1").replacingOccurrences(of: #"\-"#, with: "-")
    let named = Set(try longOptions(in: page))
    XCTAssertEqual(named.subtracting(longNames).subtracting(foreignLongOptions), [])
  }

  func testManPageNamesEveryEnumUnderEnum() throws {
    let page = try packageFile("man/select.1")
    let start = try XCTUnwrap(page.range(of: ".TP\n\\fB\\-\\-enum\\fR"))
    let entry = page[start.upperBound...]
    let body = entry[..<(entry.range(of: "\n.TP")?.lowerBound ?? entry.endIndex)]
    for name in enumNames {
      XCTAssertFalse(
        try captures(#"(?:^|[^\w-])("# + name + #")(?![\w-])"#, in: String(body)).isEmpty,
        "the man page's --enum entry does not name \(name)")
    }
  }

  func testBashCompletionMentionsEveryOptionAndArgument() throws {
    try checkCompletion("completions/select.bash")
  }

  func testZshCompletionMentionsEveryOptionAndArgument() throws {
    try checkCompletion("completions/_select")
    let text = try packageFile("completions/_select")
    XCTAssertTrue(text.hasPrefix("#compdef select\n"))
    let described = enumTitles.map { "\($0.name)\\:\($0.title)" }.joined(separator: " ")
    XCTAssertTrue(text.contains(":enum:((\(described)))"), "zsh: enum names without their titles")
    // Declared as _arguments specs, not merely named in an exclusion list:
    // {-p+,--pick=}'[...]', '--enums[...]', '--multi=-[...]'.
    for option in optionTable {
      let long = "--\(option.long)"
      let declared = [long + "[", long + "=[", long + "=-[", long + "}", long + "=}"]
      XCTAssertTrue(declared.contains(where: text.contains), "zsh: \(long) is not declared")
      if let short = option.short {
        XCTAssertTrue(
          ["{-\(short),", "{-\(short)+,", ")-\(short)["].contains(where: text.contains),
          "zsh: -\(short) is not declared")
      }
    }
  }

  func testFishCompletionDeclaresEveryOptionAndArgument() throws {
    let text = try packageFile("completions/select.fish")
    let lines = text.split(separator: "\n").map(String.init)
    let longs = try captures(#"(?:^| )-l (\S+)"#, in: text)
    let shorts = try captures(#"(?:^| )-s (\S+)"#, in: text)
    XCTAssertEqual(longs.count, Set(longs).count, "an option is declared twice")
    XCTAssertEqual(Set(longs), longNames)
    XCTAssertEqual(Set(shorts), shortNames)
    for option in optionTable {
      guard let line = lines.first(where: { $0.contains(" -l \(option.long) ") }) else { continue }
      if let short = option.short {
        XCTAssertTrue(
          line.contains(" -s \(short) "), "fish: -\(short) is not on --\(option.long)'s line")
      }
      switch option.completion {
      case .nothing:
        XCTAssertEqual(line.contains(" -x ") || line.contains(" -r "), option.takesArgument, line)
      case .file:
        XCTAssertTrue(line.contains(" -r -F "), line)
      case .enumNames:
        // Each name described by its enum's title, not by the option's help.
        let described = enumTitles.map { "\($0.name)\\t\($0.title)" }.joined(separator: " ")
        XCTAssertTrue(line.contains(" -x -a '\(described)' "), line)
      case .choices(let choices):
        XCTAssertTrue(line.contains(" -x -a '\(choices.joined(separator: " "))' "), line)
      }
    }
  }

  // MARK: - Helpers

  /// Checks a bash or zsh completion file, where options appear as words.
  private func checkCompletion(_ path: String, file: StaticString = #filePath, line: UInt = #line)
    throws
  {
    let text = try packageFile(path)
    XCTAssertEqual(Set(try longOptions(in: text)), longNames, path, file: file, line: line)
    for short in shortNames {
      let pattern = #"(?:^|[^\w-])-"# + short + #"(?![\w-])"#
      XCTAssertFalse(try captures("(" + pattern + ")", in: text).isEmpty, "\(path): no -\(short)")
    }
    for word in enumNames + optionTable.flatMap(\.choiceWords) {
      XCTAssertTrue(
        try !captures(#"(?:^|[^\w-])("# + word + #")(?![\w-])"#, in: text).isEmpty,
        "\(path) does not offer \(word)", file: file, line: line)
    }
  }

  /// The long option names written `--name` in `text`.
  private func longOptions(in text: String) throws -> [String] {
    try captures(#"(?:^|[^\w-])--([a-z0-9][a-z0-9-]*)"#, in: text)
  }

  /// The first capture group of every match of `pattern`.
  private func captures(_ pattern: String, in text: String) throws -> [String] {
    let regex = try Regex(pattern).anchorsMatchLineEndings()
    return text.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) }
  }

  /// Each `.TP` tag of the OPTIONS section, fonts removed, after its `.SS` heading.
  private func manOptionEntries(_ page: String) -> [String] {
    var entries: [String] = []
    var inOptions = false
    var section = ""
    var tagNext = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(".SH ") {
        inOptions = line == ".SH OPTIONS"
      } else if inOptions && line.hasPrefix(".SS ") {
        section = String(line.dropFirst(4))
      } else if inOptions && line == ".TP" {
        tagNext = true
      } else if tagNext {
        tagNext = false
        entries.append("\(section): " + plain(String(line)))
      }
    }
    return entries
  }

  /// A roff line as it reads: font escapes dropped, `\-` as `-`.
  private func plain(_ roff: String) -> String {
    ["\\fB", "\\fI", "\\fR", "\\fP"]
      .reduce(roff) { $0.replacingOccurrences(of: $1, with: "") }
      .replacingOccurrences(of: "\\-", with: "-")
  }
}

extension OptionSpec {
  /// Whether the option takes an argument in a separate word.
  fileprivate var takesArgument: Bool {
    if case .required = argument { return true }
    return false
  }

  /// The fixed values a shell should offer for the argument.
  fileprivate var choiceWords: [String] {
    if case .choices(let words) = completion { return words }
    return []
  }
}

/// Holds the man page's key bindings to the keymap's one table.
final class KeyDocsTests: XCTestCase {
  /// The `action  key, key` lines of the man page's key and action names.
  private func documentedBindings() throws -> [String: [String]] {
    let page = try packageFile("man/select.1")
    let section = try XCTUnwrap(page.range(of: ".SS Key and action names\n"))
    let block = page[section.upperBound...]
    let start = try XCTUnwrap(block.range(of: ".in +4n\n"))
    let end = try XCTUnwrap(block.range(of: "\n.in\n"))
    var bindings: [String: [String]] = [:]
    for line in block[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let words = line.replacingOccurrences(of: "\\-", with: "-").split(
        separator: " ", maxSplits: 1)
      bindings[String(words[0])] = words[1].trimmingCharacters(in: .whitespaces)
        .components(separatedBy: ", ")
    }
    return bindings
  }

  func testManPageListsEveryDefaultBindingAndNoOther() throws {
    var expected: [String: [String]] = [:]
    for (key, action) in Keymap.defaultTable { expected[action, default: []].append(key) }
    XCTAssertEqual(try documentedBindings(), expected)
  }

  func testManPageNamesEveryAction() throws {
    let page = try packageFile("man/select.1").replacingOccurrences(of: "\\-", with: "-")
    let section = try XCTUnwrap(page.range(of: ".SS Key and action names\n"))
    let rest = page[section.upperBound...]
    let text = String(rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)])
    for (name, _) in PickerAction.names {
      XCTAssertTrue(text.contains(name), "the man page does not name the action \(name)")
    }
  }
}

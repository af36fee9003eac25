import SelectCore
import XCTest

/// Parses the completion files with their shells, asks bash and fish what
/// they complete, and lints the man page.
final class CompletionTests: XCTestCase {
  private var enumNames: Set<String> { Set(BuiltinEnum.all.flatMap { [$0.name] + $0.aliases }) }
  private var everyOption: Set<String> {
    Set(optionTable.flatMap { ["--\($0.long)"] + ($0.short.map { ["-\($0)"] } ?? []) }).union(spelledLongs)
  }

  /// fzf's long spellings (`--reverse`), which the completions offer too.
  private var spelledLongs: Set<String> {
    Set(optionSpellings.map(\.word).filter { $0.hasPrefix("--") })
  }

  func testBashParsesItsCompletion() throws {
    try assertParses(shell: "bash", ["-n"], "completions/select.bash")
  }

  func testZshParsesItsCompletion() throws {
    try assertParses(shell: "zsh", ["-n"], "completions/_select")
  }

  func testFishParsesItsCompletion() throws {
    try assertParses(shell: "fish", ["--no-config", "-n"], "completions/select.fish")
  }

  func testManPageIsCleanUnderMandocLint() throws {
    let mandoc = try ExternalTool("mandoc")
    let path = packageRoot.appendingPathComponent("man/select.1").path
    let result = try mandoc.run(["-Tlint", "-Wwarning", path])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout + result.stderr, "")
  }

  func testBashCompletesEveryOptionAfterADash() throws {
    let bash = try ExternalTool("bash")
    XCTAssertEqual(Set(try bash.bashCompletions("select", "-")), everyOption)
  }

  func testBashCompletesEnumNames() throws {
    let bash = try ExternalTool("bash")
    XCTAssertEqual(Set(try bash.bashCompletions("select", "--enum", "")), enumNames)
    XCTAssertEqual(try bash.bashCompletions("select", "--enum", "=", "co"), ["colour", "color"])
    XCTAssertEqual(try bash.bashCompletions("select", "--enum=w"), ["--enum=weekday"])
  }

  func testBashCompletesEachOptionsChoices() throws {
    let bash = try ExternalTool("bash")
    for option in optionTable {
      guard case .choices(let choices) = option.completion else { continue }
      XCTAssertEqual(try bash.bashCompletions("select", "--\(option.long)", ""), choices)
    }
  }

  func testBashCompletesNothingForFreeTextArguments() throws {
    let bash = try ExternalTool("bash")
    for option in optionTable where option.completion == .nothing {
      guard case .required = option.argument else { continue }
      XCTAssertEqual(try bash.bashCompletions("select", "--\(option.long)", ""), [], option.long)
    }
  }

  func testBashCompletesFilesForTty() throws {
    let bash = try ExternalTool("bash")
    let directory = try TemporaryDirectory()
    try directory.write("", to: "pts-like")
    let prefix = directory.url.appendingPathComponent("pts").path
    XCTAssertEqual(try bash.bashCompletions("select", "--tty", prefix), [prefix + "-like"])
  }

  func testFishCompletesLongOptionsAndEnumNames() throws {
    let fish = try ExternalTool("fish")
    let longs = try fish.fishCompletions("select --")
    XCTAssertEqual(Set(longs), Set(optionTable.map { "--\($0.long)" }).union(spelledLongs))
    XCTAssertEqual(Set(try fish.fishCompletions("select --enum ")), enumNames)
    let described = try fish.run(
      ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]",
       packageRoot.appendingPathComponent("completions/select.fish").path, "select --enum "]
    ).stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      Set(described), Set(BuiltinEnum.all.flatMap { e in ([e.name] + e.aliases).map { "\($0)\t\(e.title)" } }),
      "each enum name is described by its title")
    XCTAssertEqual(
      Set(try fish.fishCompletions("select --color=")),
      ["--color=auto", "--color=always", "--color=never"])
  }

  // MARK: - Helpers

  private func assertParses(shell: String, _ flags: [String], _ path: String) throws {
    let tool = try ExternalTool(shell)
    let result = try tool.run(flags + [packageRoot.appendingPathComponent(path).path])
    XCTAssertEqual(result.status, 0, "\(shell) cannot parse \(path): \(result.stderr)")
  }
}

extension ExternalTool {
  /// What `_select` puts in COMPREPLY, run by this bash, for a command line
  /// whose last word is the one being completed.
  fileprivate func bashCompletions(_ words: String...) throws -> [String] {
    let script = """
      source "$1"; shift
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=()
      _select
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let file = packageRoot.appendingPathComponent("completions/select.bash").path
    let result = try run(["--norc", "--noprofile", "-c", script, "bash", file] + words)
    XCTAssertEqual(result.status, 0, result.stderr)
    return result.stdout.split(separator: "\n").map(String.init)
  }

  /// The candidates this fish offers for `line`, without their descriptions.
  fileprivate func fishCompletions(_ line: String) throws -> [String] {
    let file = packageRoot.appendingPathComponent("completions/select.fish").path
    let result = try run(["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", file, line])
    XCTAssertEqual(result.status, 0, result.stderr)
    return result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
  }
}

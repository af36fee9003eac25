import SelectCore
import XCTest

/// Checks that `select --init bash|zsh` makes `ls | select` reach the program
/// in interactive shells, with a stub `select` first on PATH.
final class ShellSetupTests: XCTestCase {
  private let pipeline = "printf 'a\\nb\\n' | select --pick 2\n"
  private let reached = "ARGS: [--pick] [2]\nSTDIN: a|b|\n"

  func testSetupIsForBashZshAndFishOnly() {
    XCTAssertNotNil(shellSetup(for: "bash"))
    XCTAssertNotNil(shellSetup(for: "zsh"))
    XCTAssertNotNil(shellSetup(for: "fish"))
    XCTAssertNil(shellSetup(for: "sh"))
    XCTAssertNil(shellSetup(for: ""))
  }

  func testSetupEndsWithANewline() throws {
    for shell in setupShells {
      XCTAssertTrue(try XCTUnwrap(shellSetup(for: shell)).hasSuffix("\n"), shell)
    }
  }

  func testInteractiveBashRunsSelectInAPipelineAfterTheSetup() throws {
    let result = try interactiveBash(setup: shellSetup(for: "bash"), input: pipeline)
    XCTAssertTrue(result.stdout.contains(reached), result.stdout + result.stderr)
  }

  func testInteractiveBashWithoutTheSetupFailsAsDocumented() throws {
    let result = try interactiveBash(setup: nil, input: pipeline)
    XCTAssertFalse(result.stdout.contains("ARGS:"), result.stdout)
    XCTAssertTrue(result.stderr.contains("syntax error"), result.stderr)
  }

  func testCommandSelectWorksInBashWithoutTheSetup() throws {
    let input = "printf 'a\\nb\\n' | command select --pick 2\n"
    let result = try interactiveBash(setup: nil, input: input)
    XCTAssertTrue(result.stdout.contains(reached), result.stdout + result.stderr)
  }

  func testInteractiveZshRunsSelectInAPipelineAfterTheSetup() throws {
    let result = try interactiveZsh(setup: shellSetup(for: "zsh"), input: pipeline)
    XCTAssertTrue(result.stdout.contains(reached), result.stdout + result.stderr)
  }

  func testInteractiveZshRunsSelectInACommandSubstitutionAfterTheSetup() throws {
    let input = "x=$(printf 'c\\n' | select --enum colour); print -r -- \"got $x\"\n"
    let result = try interactiveZsh(setup: shellSetup(for: "zsh"), input: input)
    XCTAssertTrue(result.stdout.contains("got ARGS: [--enum] [colour]\nSTDIN: c|"), result.stdout)
  }

  func testInteractiveZshWithoutTheSetupFailsAsDocumented() throws {
    let result = try interactiveZsh(setup: nil, input: pipeline)
    XCTAssertFalse(result.stdout.contains("ARGS:"), result.stdout)
    XCTAssertTrue(result.stderr.contains("parse error"), result.stderr)
  }

  // MARK: - Helpers

  /// Runs `input` in `bash -i` whose start-up file evaluates `setup`.
  private func interactiveBash(setup: String?, input: String) throws -> ToolResult {
    let bash = try ExternalTool("bash")
    let home = try stubHome(setup: setup, startupFile: ".bashrc")
    let rcfile = home.url.appendingPathComponent(".bashrc").path
    return try bash.run(
      ["--noprofile", "--rcfile", rcfile, "-i"], stdin: input, environment: environment(home))
  }

  /// Runs `input` in `zsh -i` whose `.zshrc` evaluates `setup`.
  private func interactiveZsh(setup: String?, input: String) throws -> ToolResult {
    let zsh = try ExternalTool("zsh")
    let home = try stubHome(setup: setup, startupFile: ".zshrc")
    var environment = environment(home)
    environment["ZDOTDIR"] = home.url.path
    // -d: skip the system-wide start-up files, which vary between machines.
    return try zsh.run(["-d", "-i"], stdin: input, environment: environment)
  }

  /// A home directory holding the start-up file and `bin/select`, a stub that
  /// prints its arguments and standard input.
  private func stubHome(setup: String?, startupFile: String) throws -> TemporaryDirectory {
    let home = try TemporaryDirectory()
    let stub = """
      #!/bin/sh
      printf 'ARGS:'; for a; do printf ' [%s]' "$a"; done; echo
      printf 'STDIN: '; tr '\\n' '|'; echo

      """
    try home.write(stub, to: "bin/select", executable: true)
    // Evaluated as the README says: eval "$(command select --init SHELL)".
    let saved = try home.write(setup ?? "", to: "setup")
    try home.write("eval \"$(cat '\(saved.path)')\"\n", to: startupFile)
    return home
  }

  private func environment(_ home: TemporaryDirectory) -> [String: String] {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return [
      "HOME": home.url.path, "PATH": home.url.path + "/bin:" + path, "TERM": "dumb",
      "HISTFILE": "/dev/null",
    ]
  }
}

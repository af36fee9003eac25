import Foundation
import SelectTestSupport
import XCTest

/// Runs every example of the README and the man page in the shells it is
/// shown for, as a user would type it: `sh` examples in interactive bash and
/// zsh after the `--init` setup, and in `sh`; script examples (`#!/bin/sh`)
/// as scripts; lines marked for one shell's start-up file in that shell.
///
/// The tests run without a terminal, so examples that ask stop with
/// "no terminal"; what must never happen is a syntax error, an unknown
/// command, or a usage error from `select`. A line ending in
/// `# prints TEXT` must print exactly that.
final class DocExamplesTests: XCTestCase {
  /// One example: its lines and the shells it is for.
  private struct Example {
    var place: String
    var text: String
    var shells: [Shell]
  }

  private enum Shell: String, CaseIterable {
    case bash, zsh, sh, fish
  }

  /// Commands that build or install the program, not examples of using it.
  private let notExamples = ["make ", "swift run", "swift test", "man ./"]

  /// The messages `select` may end an example with here, where there is
  /// no terminal and the directory holds only the fixtures.
  private let expectedMessages = [
    "select: no terminal", "select: no match for", "select: no input",
  ]

  func testREADMEExamplesRunInTheirShells() throws {
    try run(readmeExamples())
  }

  func testManPageExamplesRunInTheirShells() throws {
    try run(manExamples())
  }

  // MARK: - Finding the examples

  private func readmeExamples() throws -> [Example] {
    var examples: [Example] = []
    var block: (language: String, lines: [String], start: Int)?
    for (number, line) in try packageFile("README.md").components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if let open = block {
          examples += examplesOf(
            open.lines, language: open.language, place: "README.md:\(open.start)")
          block = nil
        } else {
          block = (String(line.dropFirst(3)), [], number + 1)
        }
      } else if block != nil {
        block!.lines.append(line)
      }
    }
    return examples
  }

  private func manExamples() throws -> [Example] {
    var examples: [Example] = []
    var block: (lines: [String], start: Int)?
    for (number, line) in try packageFile("man/select.1").components(separatedBy: "\n").enumerated()
    {
      if line == ".EX" {
        block = ([], number + 1)
      } else if line == ".EE", let open = block {
        examples += examplesOf(
          open.lines.map(unroff), language: "sh", place: "man/select.1:\(open.start)")
        block = nil
      } else if block != nil {
        block!.lines.append(line)
      }
    }
    return examples
  }

  /// The examples in one block of `language`: a whole block for the shells
  /// of the language, or single lines for one shell (`# in ~/.zshrc`).
  private func examplesOf(_ lines: [String], language: String, place: String) -> [Example] {
    switch language {
    case "console":
      let commands = lines.filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }
      return [Example(place: place, text: commands.joined(separator: "\n"), shells: [.bash, .zsh])]
    case "sh":
      let kept = lines.filter { line in !notExamples.contains { line.contains($0) } }
      guard !kept.isEmpty else { return [] }
      if kept.first == "#!/bin/sh" {
        return [Example(place: place, text: kept.joined(separator: "\n"), shells: [.sh])]
      }
      let marked: [(String, Shell)] = [
        ("~/.bashrc", .bash), ("~/.zshrc", .zsh), ("config.fish", .fish),
      ]
      if kept.allSatisfy({ line in marked.contains { line.hasSuffix($0.0) } }) {
        return kept.map { line in
          Example(place: place, text: line, shells: [marked.first { line.hasSuffix($0.0) }!.1])
        }
      }
      return [
        Example(place: place, text: kept.joined(separator: "\n"), shells: [.bash, .zsh, .sh])
      ]
    default:
      return []
    }
  }

  /// A roff example line as it reads.
  private func unroff(_ line: String) -> String {
    line.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\(aq", with: "'")
      .replacingOccurrences(of: "\\e", with: "\\")
  }

  // MARK: - Running them

  private func run(_ examples: [Example]) throws {
    XCTAssertFalse(examples.isEmpty)
    let home = try TemporaryDirectory()
    let bin = home.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("select"), withDestinationURL: SelectBinary.url)
    try home.write("# To do\n\n- [ ] Sign the MSI\n- [x] Tag it\n", to: "TODO.md")
    try home.write((0..<300).map { "log line \($0)\n" }.joined(), to: "app.log")
    for example in examples {
      for shell in example.shells {
        let result = try run(example.text, in: shell, home: home)
        check(result, of: example, in: shell)
      }
      for line in example.text.components(separatedBy: "\n") {
        guard let range = line.range(of: "# prints ") else { continue }
        let printed = try run(String(line[..<range.lowerBound]), in: .bash, home: home).stdout
        XCTAssertEqual(
          printed, String(line[range.upperBound...]) + "\n", "\(example.place): \(line)")
      }
    }
  }

  private func check(_ result: ToolResult, of example: Example, in shell: Shell) {
    let context =
      "\(example.place) in \(shell.rawValue):\n\(example.text)\n--- stderr:\n\(result.stderr)"
    for failure in [
      "syntax error", "Syntax error", "parse error", "command not found", "select: not found",
    ] {
      XCTAssertFalse(result.stderr.contains(failure), context)
    }
    let messages = result.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("select: ") }
    for message in messages {
      XCTAssertTrue(expectedMessages.contains { message.hasPrefix($0) }, "\(message)\n\(context)")
    }
    if shell == .fish { XCTAssertEqual(result.status, 0, context) }
  }

  /// Runs `text` as a user of `shell` would: typed into an interactive
  /// bash or zsh whose start-up file has the setup, or as an `sh` script.
  private func run(_ text: String, in shell: Shell, home: TemporaryDirectory) throws -> ToolResult {
    let path =
      home.url.path + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    var environment = [
      "HOME": home.url.path, "PATH": path, "TERM": "dumb", "HISTFILE": "/dev/null",
    ]
    switch shell {
    case .bash:
      let rc = try home.write("PS1=''\neval \"$(command select --init bash)\"\n", to: ".bashrc")
      return try ExternalTool("bash").run(
        ["--noprofile", "--rcfile", rc.path, "-i"], stdin: text + "\n", environment: environment,
        directory: home.url)
    case .zsh:
      // The examples end in `# comments`, which zsh reads as comments at
      // the prompt only with this option (bash and sh always do).
      try home.write(
        "PS1=''\nsetopt interactive_comments\neval \"$(command select --init zsh)\"\n", to: ".zshrc"
      )
      environment["ZDOTDIR"] = home.url.path
      return try ExternalTool("zsh").run(
        ["-d", "-i"], stdin: text + "\n", environment: environment, directory: home.url)
    case .sh:
      let script = try home.write(text + "\n", to: "example.sh")
      return try ExternalTool("sh").run(
        [script.path], environment: environment, directory: home.url)
    case .fish:
      return try ExternalTool("fish").run(
        ["--no-config", "-c", text], environment: environment, directory: home.url)
    }
  }
}

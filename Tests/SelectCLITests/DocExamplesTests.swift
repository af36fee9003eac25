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
/// command, a usage error from `select`, or any other message (a shell's
/// "No such file" for an unquoted `<`, a command run with no arguments).
/// A line ending in `# prints TEXT` must print exactly that, the lines in
/// `effects` must print what they show or change files as they say, and
/// the Ctrl-D key of the `--bind` example removes a file in a real
/// picker.
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
  private let notExamples = [
    "make ", "swift run", "swift test", "man ./", "sudo ", "sha256sum ", "tar x",
  ]

  /// The messages `select` may end an example with here, where there is
  /// no terminal and the directory holds only the fixtures.
  private let expectedMessages = [
    "select: no terminal", "select: no match for", "select: no input",
  ]

  func testREADMEExamplesRunInTheirShells() throws {
    try run(readmeExamples())
  }

  /// Issue 43: every example of the README is usable at 80x24, where that
  /// can be checked without running it: each line of a command or of a
  /// picture of the screen fits in 80 columns, and each picture in 24 rows.
  /// The README stays under 300 lines, and its first screen says what
  /// select is, how to install it and the two set-up commands.
  func testREADMEFitsAnEightyByTwentyFourTerminal() throws {
    let readme = try packageFile("README.md")
    let lines = readme.components(separatedBy: "\n")
    XCTAssertLessThan(lines.count, 300, "the README is \(lines.count) lines long")
    let firstScreen = lines.prefix(24).joined(separator: "\n")
    for needed in ["A Unix filter for choosing", "[Install](#install)", "ls | swift run -c release select", "swift test"] {
      XCTAssertTrue(firstScreen.contains(needed), "the first screen lacks \(needed)")
    }
    var block: (language: String, start: Int, rows: Int)?
    for (number, line) in lines.enumerated() {
      if line.hasPrefix("```") {
        if let open = block, ["console", "text"].contains(open.language) {
          XCTAssertLessThanOrEqual(open.rows, 24, "README.md:\(open.start): a picture taller than 24 rows")
        }
        block = block == nil ? (String(line.dropFirst(3)), number + 1, 0) : nil
        continue
      }
      guard let open = block, open.language != "swift" else { continue }
      block?.rows += 1
      XCTAssertLessThanOrEqual(line.count, 80, "README.md:\(number + 1) is wider than 80 columns: \(line)")
    }
  }

  /// Issue 43: the README's pictures of the picker are what an 80x24
  /// terminal shows after the command and keys its text names ("(`select
  /// …`, then Down and Tab)"), every row of them: the weekdays in their
  /// sections take 11 rows, and the 10 rows the picker took hid Friday.
  func testTheREADMEPicturesAreWhatAnEightyByTwentyFourTerminalShows() throws {
    let lines = try packageFile("README.md").components(separatedBy: "\n")
    let named = try NSRegularExpression(pattern: "\\(`(select [^`]+)`, then ([^)]+)\\)")
    let keys = ["Down": "\u{1B}[B", "Up": "\u{1B}[A", "Tab": "\t"]
    var checked = 0
    for (number, line) in lines.enumerated() where line == "```text" {
      let before = lines[max(number - 6, 0)..<number].joined(separator: " ")
      guard let match = named.firstMatch(in: before, range: NSRange(before.startIndex..., in: before)),
        let command = Range(match.range(at: 1), in: before), let typed = Range(match.range(at: 2), in: before)
      else { continue }
      let picture = Array(lines[(number + 1)...].prefix { !$0.hasPrefix("```") })
      // As typed after the setup, where `select` is `command select`.
      let directory = try TemporaryDirectory()
      let session = try onTerminal("command " + before[command], in: directory)
      let last = picture.last!.trimmingCharacters(in: .whitespaces)
      XCTAssertTrue(session.waitForScreen { $0.text.contains(last) }, session.screen().text)
      for word in before[typed].split(separator: " ") where word != "and" {
        session.send(try XCTUnwrap(keys[String(word)], "README.md:\(number + 1): no key \(word)"))
      }
      let collapsed = picture.map(collapsingBlanks)
      XCTAssertTrue(
        session.waitForScreen { Array($0.lines.prefix(picture.count)).map(collapsingBlanks) == collapsed },
        "README.md:\(number + 1) shows otherwise at 80x24:\n\(session.screen().text)")
      session.send("\u{1B}")
      _ = try session.finish()
      // The directory it ran in lives until it ended.
      withExtendedLifetime(directory) {}
      checked += 1
    }
    XCTAssertGreaterThan(checked, 0, "no picture named its command")
  }

  /// The README's preview example at 80x24 in a repository: the list and
  /// the preview of the commit under the cursor, the whole terminal (as
  /// fzf's); at 10 rows it showed two commits.
  func testTheREADMEPreviewExampleTakesTheWholeTerminal() throws {
    let line = try XCTUnwrap(
      try readmeExamples().flatMap { $0.text.components(separatedBy: "\n") }
        .first { $0.hasPrefix("git log --oneline | select --preview") })
    let home = try fixture()
    let session = try onTerminal(line.replacingOccurrences(of: "| select ", with: "| command select "), in: home)
    XCTAssertTrue(
      session.waitForScreen { screen in
        screen.isAlternateScreen && screen.lines.contains { $0.hasSuffix(" init") }
          && screen.lines.contains { $0.hasPrefix("commit ") || $0.contains("│commit ") }
      }, session.screen().text)
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
  }

  /// Issue 43: every example of the README and the man page, run by `sh`
  /// on an 80x24 terminal in the fixture directory: each picker it opens
  /// is drawn on the terminal, and one of up to 15 items shows every item
  /// its count names. Each is cancelled with Esc.
  func testEveryPickerOfTheExamplesFitsAnEightyByTwentyFourTerminal() throws {
    let home = try fixture()
    let path = home.url.path + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let count = try NSRegularExpression(pattern: "([0-9]+)/([0-9]+)")
    let itemRow = try NSRegularExpression(pattern: "^[> ]?[ ✓]*[0-9]+ +[^ ]")
    func matches(_ pattern: NSRegularExpression, _ line: String) -> [String] {
      guard let found = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return [] }
      return (0..<found.numberOfRanges).compactMap { Range(found.range(at: $0), in: line).map { String(line[$0]) } }
    }
    func shownCount(_ screen: VirtualScreen) -> (matched: Int, total: Int)? {
      for line in screen.lines {
        let found = matches(count, line)
        if found.count == 3, let matched = Int(found[1]), let total = Int(found[2]) { return (matched, total) }
      }
      return nil
    }
    var pickers = 0
    for example in try readmeExamples() + manExamples() where example.shells.contains(.sh) {
      let script = try home.write(example.text + "\n", to: "example.sh")
      let session = try TerminalSession(
        ["-c", "cd \"$1\" && . \"$2\"", "sh", home.url.path, script.path], executable: "/bin/sh",
        environment: ["PATH": path, "HOME": home.url.path, "TMUX": ""], streamsOnTerminal: true)
      // Each picker the example opens, one after another, until it ends.
      for _ in 0..<16 {
        var screen: VirtualScreen?
        session.waitForScreen { shown in
          screen = shown
          return shownCount(shown) != nil || session.waitForExit(timeout: 0)
        }
        guard let shown = screen, let (matched, total) = shownCount(shown) else { break }
        pickers += 1
        if total <= 15 {
          XCTAssertEqual(
            shown.lines.filter { !matches(itemRow, $0).isEmpty }.count, matched,
            "\(example.place) at 80x24:\n\(example.text)\n\(shown.text)")
        }
        let mark = session.transcript.count
        session.send("\u{1B}")
        // Leaving, the picker turns bracketed paste off; the next one may
        // be drawn at once.
        let left = Array("\u{1B}[?2004l".utf8)
        XCTAssertTrue(
          session.waitForScreen(writtenSince: mark) { _, written in
            written.count >= left.count && (0...(written.count - left.count)).contains { at in
              written.dropFirst(at).starts(with: left)
            }
          }, "\(example.place): Esc did not close the picker")
      }
      _ = try session.finish()
    }
    XCTAssertGreaterThan(pickers, 10, "the examples open pickers")
  }

  /// `line` typed into bash (no start-up files) in `directory`, with the
  /// built `select` first on the PATH, on an 80x24 terminal.
  private func onTerminal(_ line: String, in directory: TemporaryDirectory) throws -> TerminalSession {
    let path =
      SelectBinary.url.deletingLastPathComponent().path + ":"
      + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    return try TerminalSession(
      ["--norc", "--noprofile", "-c", "cd \"$1\" && " + line, "bash", directory.url.path],
      executable: "/bin/bash", environment: ["PATH": path], streamsOnTerminal: true)
  }

  /// A row of a picture or of the screen with each run of blanks one
  /// blank: the README draws the count nearer than 80 columns.
  private func collapsingBlanks(_ row: String) -> String {
    row.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  func testManPageExamplesRunInTheirShells() throws {
    try run(manExamples())
  }

  /// Example lines and what each prints, run in bash in the fixture
  /// directory (a git repository with a `feature/login` branch, `TODO.md`
  /// and `app.log`); each must be found, as written, among the examples.
  private let effects: [(line: String, prints: String)] = [
    ("seq 1000000 | command select --filter 9999 --print '{index}' | head -3", "9998\n99989\n99990\n"),
    ("git branch --format='%(refname:short)' | command select -q feat --select-1", "feature/login\n"),
    ("seq 10 | select --range 3...5 --pick 2 --print '{index} {number} {value}'", "4 2 5\n"),
    ("yes | select --pick 3", "y\n"),
    ("seq 1000000 | select --filter 9999 --print '{index}'", "9998\n99989\n99990\n99991\n"),
    (
      "select --checklist --toggle 'sign the msi' < TODO.md > TODO.new",
      ""
    ),
    (
      "select --checklist --list < TODO.new",
      "To do\n1) [x] Sign the MSI\n2) [x] Tag it\n"
    ),
  ]

  func testExamplesDoWhatTheySay() throws {
    let all = try readmeExamples() + manExamples()
    let lines = Set(all.flatMap { $0.text.components(separatedBy: "\n") }.map { $0.trimmingCharacters(in: .whitespaces) })
    let home = try fixture()
    for effect in effects {
      XCTAssertTrue(
        lines.contains { $0 == effect.line || $0.hasPrefix(effect.line + " ") },
        "no example reads \(effect.line)")
      let result = try run(effect.line, in: .bash, home: home)
      XCTAssertTrue(result.stdout.hasPrefix(effect.prints), "\(effect.line) printed:\n\(result.stdout)\n\(result.stderr)")
      if effect.prints.isEmpty { XCTAssertEqual(result.stdout, "", effect.line) }
    }
    // The toggle wrote the document back with the one mark changed.
    XCTAssertEqual(
      try String(contentsOf: home.url.appendingPathComponent("TODO.new"), encoding: .utf8),
      "# To do\n\n- [x] Sign the MSI\n- [x] Tag it\n")
  }

  /// The `--bind` example of the README and of the man page, typed into
  /// bash on a terminal: Ctrl-D removes the file under the cursor and the
  /// list is read again without it.
  func testTheBindExampleRemovesTheFileUnderTheCursor() throws {
    for examples in [try readmeExamples(), try manExamples()] {
      let lines = examples.flatMap { $0.text.components(separatedBy: "\n") }
      let line = try XCTUnwrap(lines.first { $0.hasPrefix("ls | select ") && $0.contains("'ctrl-d:") })
      try checkRemoval(line)
    }
  }

  private func checkRemoval(_ line: String) throws {
    let directory = try TemporaryDirectory()
    for name in ["a file", "b-file", "c"] { try directory.write("", to: name) }
    // As typed after the setup, where `select` is `command select`.
    let script = "cd \"$1\" && " + line.replacingOccurrences(of: "| select ", with: "| command select ")
    let path =
      SelectBinary.url.deletingLastPathComponent().path + ":"
      + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let session = try TerminalSession(
      ["--norc", "--noprofile", "-c", script, "bash", directory.url.path],
      executable: "/bin/bash", environment: ["PATH": path], streamsOnTerminal: true)
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasSuffix("3/3") } }, session.screen().text)
    session.send("\u{04}")
    XCTAssertTrue(session.waitForScreen { $0.lines.contains { $0.hasSuffix("2/2") } }, session.screen().text)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("a file").path),
      "\(line) did not remove the file")
    XCTAssertTrue(session.screen().lines.contains { $0.hasSuffix("b-file") }, session.screen().text)
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
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
      // The history is an interactive shell's: `sh` running a script has
      // none, so it runs the other lines.
      let scripted = kept.filter { !$0.hasPrefix("history ") }
      var examples = [Example(place: place, text: kept.joined(separator: "\n"), shells: [.bash, .zsh])]
      if !scripted.isEmpty { examples.append(Example(place: place, text: scripted.joined(separator: "\n"), shells: [.sh])) }
      return examples
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

  /// The directory the examples run in: a `bin` with `select`, a
  /// Markdown list, a log, and a git repository with two branches.
  private func fixture() throws -> TemporaryDirectory {
    let home = try TemporaryDirectory()
    let bin = home.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("select"), withDestinationURL: SelectBinary.url)
    try home.write("# To do\n\n- [ ] Sign the MSI\n- [x] Tag it\n", to: "TODO.md")
    try home.write((0..<300).map { "log line \($0)\n" }.joined(), to: "app.log")
    let git = try ExternalTool("sh").run(
      [
        "-c",
        "git init -q -b main && git add TODO.md app.log && "
          + "git -c user.name=t -c user.email=t@example.com commit -q -m init && git branch feature/login",
      ], directory: home.url)
    XCTAssertEqual(git.status, 0, git.stderr)
    return home
  }

  private func run(_ examples: [Example]) throws {
    XCTAssertFalse(examples.isEmpty)
    let home = try fixture()
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

  /// What a shell writes on its own around the examples: blank lines,
  /// the lines interactive bash echoes as it reads them (a long one cut
  /// to its end after a `<`), its farewell, and its words that it has no
  /// terminal for job control.
  private func isShellNoise(_ line: String, of example: Example) -> Bool {
    let text = line.trimmingCharacters(in: .whitespaces)
    let echoed = example.text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let isEcho =
      echoed.contains(text)
      || (text.hasPrefix("<") && echoed.contains { $0.hasSuffix(text.dropFirst().trimmingCharacters(in: .whitespaces)) })
    return isEcho || text.isEmpty || text == "exit" || text == "bash: no job control in this shell"
      || text.hasPrefix("bash: cannot set terminal process group")
      || text.hasSuffix("tcsetattr: Inappropriate ioctl for device")
      // `yes | select --pick 3`: when the shell inherits SIGPIPE ignored
      // from the test process (it did, now and then), `yes` says why it
      // stopped, as it does not in a user's shell.
      || text.hasSuffix(": Broken pipe")
  }

  private func check(_ result: ToolResult, of example: Example, in shell: Shell) {
    let context =
      "\(example.place) in \(shell.rawValue):\n\(example.text)\n--- stderr:\n\(result.stderr)"
    for failure in [
      "syntax error", "Syntax error", "parse error", "command not found", "select: not found",
    ] {
      XCTAssertFalse(result.stderr.contains(failure), context)
    }
    let messages = result.stderr.components(separatedBy: "\n").filter { !isShellNoise($0, of: example) }
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
      let rc = try home.write("PS1='' PS2=''\neval \"$(command select --init bash)\"\n", to: ".bashrc")
      return try ExternalTool("bash").run(
        ["--noprofile", "--rcfile", rc.path, "-i"], stdin: text + "\n", environment: environment,
        directory: home.url)
    case .zsh:
      // The examples end in `# comments`, which zsh reads as comments at
      // the prompt only with this option (bash and sh always do).
      try home.write(
        "PS1='' PS2=''\nsetopt interactive_comments\nunsetopt prompt_cr prompt_sp\neval \"$(command select --init zsh)\"\n", to: ".zshrc"
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

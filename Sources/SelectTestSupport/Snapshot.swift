import Foundation
import XCTest

/// Compares a run of the binary with a golden file in `__Snapshots__`.
///
/// The golden file holds the command, stdout, stderr and exit status as
/// readable text (bytes outside printable ASCII and UTF-8 are escaped as
/// `\xNN`). Set `SELECT_RECORD=1` to write the files anew, then review the
/// diff.
package func assertSnapshot(
  _ name: String, arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
  file: StaticString = #filePath, line: UInt = #line
) throws {
  let result = try SelectBinary.run(arguments, stdin: stdin.map { Array($0.utf8) }, environment: environment)
  let shownInput = stdin.map { $0.replacingOccurrences(of: "\n", with: "\\n") }
  var text = "$ " + (shownInput.map { "printf \(shellQuote($0)) | " } ?? "")
  text += (["select"] + arguments).map(shellQuote).joined(separator: " ") + "\n"
  text += "--- stdout\n" + escapeForSnapshot(result.stdout)
  text += "--- stderr\n" + escapeForSnapshot(result.stderr)
  text += "--- exit \(result.status)\n"

  let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
  let path = folder.appendingPathComponent("\(name).txt")
  if ProcessInfo.processInfo.environment["SELECT_RECORD"] == "1" {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: path, atomically: true, encoding: .utf8)
    return
  }
  guard let golden = try? String(contentsOf: path, encoding: .utf8) else {
    XCTFail("no snapshot \(path.lastPathComponent); record with SELECT_RECORD=1", file: file, line: line)
    return
  }
  XCTAssertEqual(text, golden, "snapshot \(name) differs (re-record with SELECT_RECORD=1)", file: file, line: line)
}

/// Quotes a word for the shell line shown in a snapshot.
func shellQuote(_ word: String) -> String {
  let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:%{}".contains($0) }
  return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Bytes as snapshot text: valid UTF-8 and newlines as they are, other
/// control bytes and invalid bytes as `\xNN`.
func escapeForSnapshot(_ bytes: [UInt8]) -> String {
  var text = ""
  var rest = bytes[...]
  while !rest.isEmpty {
    var iterator = rest.makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) {
      if scalar.value < 0x20 && scalar != "\n" || scalar.value == 0x7f {
        text += String(format: "\\x%02X", scalar.value)
      } else if scalar == "\\" {
        text += "\\\\"
      } else {
        text.unicodeScalars.append(scalar)
      }
      rest = rest.dropFirst(UTF8.width(scalar))
    } else {
      text += String(format: "\\x%02X", rest.first!)
      rest = rest.dropFirst()
    }
  }
  if !bytes.isEmpty && bytes.last != UInt8(ascii: "\n") { text += "\n(no newline at end)\n" }
  return text
}

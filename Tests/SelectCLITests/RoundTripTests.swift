import Foundation
import SelectTestSupport
import XCTest

/// Byte-exact round trips: 10,000 seeded random inputs (NUL, invalid UTF-8,
/// CR, ESC, empty lines, now and then a 1 MiB line, with and without a final
/// newline) go through the binary, a quarter in each of the modes below
/// (`--pick`, `--filter ''`, `-0 --print0`, and `--checklist` flipping its
/// first task), and what comes out must be exactly the bytes expected.
/// Reproducible from the seed.
final class RoundTripTests: XCTestCase {
  private static let total = 10_000
  private static let seed: UInt64 = 20_261_129

  private enum Mode: CaseIterable {
    case pick, filterAll, nulSeparated, checklist
  }

  func testRandomInputsComeOutByteForByte() throws {
    let lock = NSLock()
    var failures: [String] = []
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      var generator = SeededGenerator(seed: Self.seed &+ UInt64(worker))
      for round in stride(from: worker, to: Self.total, by: 2) {
        let mode = Mode.allCases[round % Mode.allCases.count]
        do {
          if let problem = try check(mode, round: round, using: &generator) {
            lock.lock()
            failures.append(problem)
            lock.unlock()
          }
        } catch {
          lock.lock()
          failures.append("round \(round): \(error)")
          lock.unlock()
        }
      }
    }
    XCTAssertEqual(failures.count, 0, failures.prefix(5).joined(separator: "\n"))
  }

  /// Runs one input in one mode; a description of the difference, if any.
  private func check(_ mode: Mode, round: Int, using generator: inout SeededGenerator) throws -> String? {
    if mode == .checklist { return try checkChecklist(round: round, using: &generator) }
    let terminator: UInt8 = mode == .nulSeparated ? 0 : 10
    let records = randomRecords(round: round, terminator: terminator, using: &generator)
    let endsWithTerminator = generator.next(below: 2) == 0
    var input: [UInt8] = []
    for (offset, record) in records.enumerated() {
      input += record
      if offset < records.count - 1 || endsWithTerminator { input.append(terminator) }
    }
    // A last empty record with no terminator is no record at all.
    let items = endsWithTerminator || records.last?.isEmpty == false ? records : Array(records.dropLast())
    let arguments: [String]
    let expected: [UInt8]
    switch mode {
    case .pick:
      let number = generator.next(below: max(items.count, 1)) + 1
      arguments = ["--pick", String(number)]
      expected = items.isEmpty ? [] : items[number - 1] + [10]
    case .filterAll:
      arguments = ["--filter", ""]
      expected = items.flatMap { $0 + [10] }
    case .nulSeparated:
      arguments = ["--read0", "--filter", "", "--print0"]
      expected = items.flatMap { $0 + [0] }
    case .checklist:
      preconditionFailure("checked by checkChecklist")
    }
    let result = try SelectBinary.run(arguments, stdin: input)
    let wantedStatus: Int32 = items.isEmpty ? 1 : 0
    if result.stdout != expected || result.status != wantedStatus {
      return "round \(round) \(mode): status \(result.status), \(result.stdout.count) bytes out, "
        + "\(expected.count) expected; input \(input.prefix(80))"
    }
    return nil
  }

  /// A random Markdown document with at least one task: prose lines of
  /// random bytes (starting with a letter, so none is a task, a fence or
  /// code), tasks, blank lines, CRLF endings, maybe no final newline. Only
  /// the first task's mark may change.
  private func checkChecklist(round: Int, using generator: inout SeededGenerator) throws -> String? {
    var document: [UInt8] = []
    var firstMark: Int?
    for line in 0..<(generator.next(below: 10) + 1) {
      let isTask = line == 0 || generator.next(below: 3) == 0
      if isTask {
        let mark: UInt8 = generator.next(below: 2) == 0 ? 0x20 : [0x78, 0x58][generator.next(below: 2)]
        if firstMark == nil { firstMark = document.count + 3 }
        document += Array("- [".utf8) + [mark] + Array("] ".utf8)
      } else if generator.next(below: 4) > 0 {
        document.append(0x70)
      }
      document += randomRecords(round: 1, terminator: 10, using: &generator).first ?? []
      document += generator.next(below: 4) == 0 ? [13, 10] : [10]
    }
    if generator.next(below: 2) == 0 { document.removeLast() }
    var expected = document
    let mark = firstMark!
    expected[mark] = document[mark] == 0x20 ? 0x78 : 0x20
    let result = try SelectBinary.run(["--checklist", "--toggle", "1"], stdin: document)
    if result.stdout != expected || result.status != 0 {
      return "round \(round) checklist: status \(result.status) \(result.errors); input \(document.prefix(80))"
    }
    return nil
  }

  private func randomRecords(round: Int, terminator: UInt8, using generator: inout SeededGenerator) -> [[UInt8]] {
    let alphabet: [UInt8] = [0, 9, 13, 27, 0x5B, 0x61, 0x7A, 0x20, 0x7F, 0x80, 0x9B, 0xC3, 0xA9, 0xE2, 0x80, 0xFF, 10]
    let count = generator.next(below: 12)
    return (0..<count).map { _ in
      if round % 500 == 7 && generator.next(below: 4) == 0 {
        return [UInt8](repeating: 0x61, count: 1 << 20)
      }
      return (0..<generator.next(below: 30)).compactMap { _ in
        let byte = alphabet[generator.next(below: alphabet.count)]
        return byte == terminator ? nil : byte
      }
    }
  }
}

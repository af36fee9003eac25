@testable import SelectCore

/// Fuzzes the option parser with the input, split on NUL, as the command line.
///
/// Properties: `parseOptions` returns options or throws a `SelectError`
/// whose message is one line with no control characters (it is written to
/// the terminal, and may quote what was typed); it never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = FuzzInput(data, size)
  let words = input.bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  do {
    _ = try parseOptions(words)
  } catch {
    guard let message = error.message else { fatalError("\(error) has no message") }
    let control = message.unicodeScalars.first {
      $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
    }
    check(control == nil, "control character \(String(describing: control)) in '\(message)'")
  }
  return 0
}

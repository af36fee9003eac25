@testable import SelectCore

/// Fuzzes the option parser with the input, split on NUL, as the command line.
///
/// Property: `parseOptions` returns options or throws a `SelectError` that
/// carries a message; it never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptions(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = FuzzInput(data, size)
  let words = input.bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  do {
    _ = try parseOptions(words)
  } catch {
    check(error.message != nil, "\(error) has no message")
  }
  return 0
}

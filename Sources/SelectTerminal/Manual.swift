#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// `--man`: select is replaced by `man(1)` showing select's own page: the
/// one installed beside the binary (`../share/man/man1/select.1`), or the
/// source tree's `man/select.1` above a binary built in it, else whatever
/// `man select` finds.
package func showManual() throws -> Never {
  let command = manualPage().map { "man -l " + shellQuoted($0) } ?? "man 1 select"
  try replaceProcess(with: command, input: 0, shell: ChildShell(words: ["sh", "-c"]), environment: [])
}

/// The path of select's man page near the running binary, if there is one.
private func manualPage() -> String? {
  var buffer = [CChar](repeating: 0, count: 4096)
  let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  guard n > 0 else { return nil }
  var directory = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  var candidates: [String] = []
  for _ in 0..<5 {
    guard let slash = directory.lastIndex(of: "/") else { break }
    directory = String(directory[..<slash])
    candidates += [directory + "/share/man/man1/select.1", directory + "/man/select.1"]
  }
  return candidates.first { access($0, R_OK) == 0 }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// The file of fzf's `--history FILE`: one query a line, oldest first.
package struct HistoryFile: Sendable {
  package let path: String
  /// At most this many queries are kept (`--history-size`).
  package let limit: Int

  package init(path: String, limit: Int) {
    self.path = path
    self.limit = limit
  }

  /// The queries in the file; a missing file is created empty (mode
  /// 0600), and one that can be neither read nor created is a usage
  /// error, exit 2, as in fzf.
  package func load() throws -> [String] {
    var fd = systemOpen(path, O_RDONLY)
    if fd < 0 && errno == ENOENT { fd = systemOpen(path, O_RDONLY | O_CREAT | O_EXCL, mode: 0o600) }
    guard fd >= 0 else { throw SelectError.usage("--history \(path): \(errorText(errno))") }
    defer { systemClose(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0) }
      if n < 0 { throw SelectError.usage("--history \(path): \(errorText(errno))") }
      if n == 0 { break }
      bytes += buffer[..<n]
    }
    return bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Appends `query` (an accepted one) to the queries the file held, as fzf
  /// does; a file that cannot be written is left as it was, quietly.
  package func append(_ query: String, to lines: [String]) {
    let kept = QueryHistory.lines(lines, appending: query, limit: limit)
    guard kept != lines else { return }
    let fd = systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
    guard fd >= 0 else { return }
    defer { systemClose(fd) }
    systemWriteAll(fd, Array(kept.map { $0 + "\n" }.joined().utf8))
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files of a command's `{f}` placeholders: made (mode 0600,
/// in `$TMPDIR` or /tmp) before it runs, removed when it has ended.
final class TemporaryFiles {
  /// The paths, in the order of the contents given.
  private(set) var paths: [String] = []

  init(_ contents: [[UInt8]]) {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    for bytes in contents {
      var template = Array("\(folder)/select-\(getpid())-XXXXXX".utf8CString)
      let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else { continue }
      var written = 0
      while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        written += n
      }
      close(fd)
      paths.append(String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }

  /// These files, handed on to whoever removes them later; this one
  /// removes nothing.
  func keep() -> TemporaryFiles {
    let kept = TemporaryFiles([])
    kept.paths = paths
    paths = []
    return kept
  }

  func remove() {
    for path in paths { unlink(path) }
    paths = []
  }
}

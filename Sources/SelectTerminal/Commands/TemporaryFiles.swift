#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// The temporary files of a command's `{f}` placeholders: made (mode 0600,
/// in `$TMPDIR` or /tmp) before it runs, removed when it has ended.
final class TemporaryFiles {
  /// The paths, in the order of the contents given.
  private(set) var paths: [String] = []

  private init() {}

  /// Writes each of `contents` whole to a file of its own, or throws,
  /// leaving none: a command must never read a file that lost lines, or
  /// find its placeholders shifted by one that was skipped. `purpose`
  /// names what the files are for in a message.
  init(_ contents: [[UInt8]], purpose: String = "{f}") throws(SelectError) {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    for bytes in contents {
      var template = Array("\(folder)/select-\(getpid())-XXXXXX".utf8CString)
      var fd: Int32
      repeat {
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      } while fd < 0 && errno == EINTR
      guard fd >= 0 else {
        let failure = errno
        remove()
        throw .unwritableOutput("cannot make a file for \(purpose) in \(folder): \(errorText(failure))")
      }
      let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      paths.append(path)
      let failure = systemWriteAll(fd, bytes)
      systemClose(fd)
      if failure != 0 {
        remove()
        throw .unwritableOutput("cannot write \(path) for \(purpose): \(errorText(failure))")
      }
    }
  }

  /// These files, handed on to whoever removes them later; this one
  /// removes nothing.
  func keep() -> TemporaryFiles {
    let kept = TemporaryFiles()
    kept.paths = paths
    paths = []
    return kept
  }

  func remove() {
    for path in paths { unlink(path) }
    paths = []
  }
}

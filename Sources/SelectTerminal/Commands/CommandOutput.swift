import SelectCore

/// A command's output read the way stdin is (`reload`): the descriptor is
/// the reader's, closed once read to its end.
final class CommandOutput: ValueStream {
  private let fd: Int32

  init(fd: Int32) {
    self.fd = fd
  }

  func read(into splitter: LineSplitter, emit: (Bytes) throws -> Bool) throws {
    defer { systemClose(fd) }
    try StandardInput(fd: fd).read(into: splitter, emit: emit)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What reading a whole file gave.
enum FileRead {
  case read([UInt8])
  case missing
  case failed(Int32)
}

func readWhole(_ path: String) -> FileRead {
  let fd = systemOpen(path, O_RDONLY)
  guard fd >= 0 else { return errno == ENOENT ? .missing : .failed(errno) }
  defer { systemClose(fd) }
  var bytes: [UInt8] = []
  var block = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = block.withUnsafeMutableBytes { systemRead(fd, $0) }
    if count < 0 { return .failed(errno) }
    if count == 0 { return .read(bytes) }
    bytes += block[..<count]
  }
}

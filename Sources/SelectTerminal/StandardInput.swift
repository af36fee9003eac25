#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// Reads items' bytes from stdin in large blocks into memory of its own.
package struct StandardInput: ValueStream {
  private let fd: Int32

  /// Stdin, or another descriptor read the same way (a `reload`
  /// command's output).
  package init(fd: Int32 = 0) {
    self.fd = fd
  }

  package var readsStandardInput: Bool { fd == 0 }

  /// Whether stdin is a terminal, i.e. nobody piped anything in.
  package var isTerminal: Bool { isatty(fd) == 1 }

  /// Whether items may be waiting on stdin: a pipe or a file that is not
  /// empty, rather than a terminal, `/dev/null` or an empty file.
  package var mayHoldItems: Bool {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return false }
    let type = info.st_mode & S_IFMT
    return type == S_IFIFO || (type == S_IFREG && info.st_size > 0)
  }

  /// Reads stdin to the end (or until `emit` returns false), handing each
  /// value to `emit`. Values stay valid as long as `splitter.arena` when the
  /// splitter keeps input; otherwise only until the next value.
  ///
  /// A regular file is read, not mapped: the items are then the bytes as
  /// they were read, whatever another process does to the file later.
  package func read(into splitter: LineSplitter, emit: (Bytes) throws -> Bool) throws {
    let expected = try expectedLength()
    // Kept values of a file go to one block of its size; a reused block
    // stays small, so that `--list` of a 1 GB file takes a megabyte.
    if let expected, splitter.keepsInput {
      let block = UnsafeMutableRawBufferPointer.allocate(byteCount: expected + 1, alignment: 16)
      askForHugePages(block)
      splitter.readNext(into: block)
    }
    var total = 0
    try splitter.read(
      fill: { buffer in
        // Reading more than 1 MiB at once only delays the first item.
        let room = UnsafeMutableRawBufferPointer(rebasing: buffer.prefix(1 << 20))
        let n = systemRead(fd, room)
        if n < 0 { throw SelectError.unreadableInput("cannot read stdin: \(errorText(errno))") }
        total += n
        if n == 0 { try Self.check(total, against: expected) }
        return n
      }, emit: emit)
  }

  /// Reads stdin to the end into `lines`, calling `added` after each
  /// addition: large blocks read into (a regular file into one block of
  /// its size), each handing its unfinished last line to the next. The
  /// lines of a block are added a megabyte at a time as they arrive, so
  /// that they can be ranked while the rest is read.
  package func read(into lines: LineBlocks, _ added: () -> Void) throws {
    let expected = try expectedLength()
    if expected == nil, fileType(fd) == S_IFIFO { widenPipe() }
    let step = 1 << 20
    // One more byte than the file holds: the read that finds its end
    // needs room, and would otherwise cost a block of its own.
    var size = expected.map { $0 + 1 } ?? step
    var total = 0
    var block = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
    askForHugePages(block)
    var filled = 0
    // The bytes of the block before this are in `lines`...
    var offered = 0
    // ...and those between it and this have no terminator: a line longer
    // than a megabyte is searched once, not again after every read.
    var searched = 0
    func offer(through end: Int, endingTheInput: Bool = false) {
      let base = UnsafePointer(block.baseAddress!.assumingMemoryBound(to: UInt8.self))
      lines.append(UnsafeBufferPointer(start: base + offered, count: end - offered), endingTheInput: endingTheInput)
      offered = end
      added()
    }
    while true {
      // A megabyte at a time, so that ranking starts on the first.
      let room = block[filled..<min(block.count, filled + step)]
      let n = systemRead(fd, UnsafeMutableRawBufferPointer(rebasing: room))
      if n < 0 {
        lines.adopt(block)
        throw SelectError.unreadableInput("cannot read stdin: \(errorText(errno))")
      }
      total += n
      if n == 0 {
        defer { lines.adopt(block) }
        try Self.check(total, against: expected)
        // The last lines in smaller chunks: the threads finish together.
        if filled > offered { offer(through: filled, endingTheInput: true) }
        return
      }
      filled += n
      guard filled - offered >= step || filled == block.count else { continue }
      let base = UnsafePointer(block.baseAddress!.assumingMemoryBound(to: UInt8.self))
      let unsearched = UnsafeBufferPointer(start: base + searched, count: filled - searched)
      searched = filled
      if let last = findLastByte(lines.terminator, in: unsearched) { offer(through: last - base + 1) }
      guard filled == block.count else { continue }
      let partial = filled - offered
      // Blocks double up to 64 MiB: few blocks, little unused room.
      size = max(min(size * 2, 1 << 26), partial * 2)
      let next = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
      next.baseAddress!.copyMemory(from: block.baseAddress! + offered, byteCount: partial)
      if offered > 0 { lines.adopt(block) } else { block.deallocate() }
      block = next
      filled = partial
      offered = 0
      searched = partial
    }
  }

  /// Reads stdin to the end through one block used again and again (grown
  /// for a line longer than it), handing `body` the whole lines of each
  /// fill, and at the end the unfinished last line: memory stays bounded
  /// on endless input.
  package func readWholeLines(
    terminator: UInt8, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    let expected = try expectedLength()
    if expected == nil, fileType(fd) == S_IFIFO { widenPipe() }
    var block = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
    defer { block.deallocate() }
    var filled = 0
    var total = 0
    while true {
      let n = systemRead(fd, UnsafeMutableRawBufferPointer(rebasing: block[filled...]))
      if n < 0 { throw SelectError.unreadableInput("cannot read stdin: \(errorText(errno))") }
      total += n
      let base = UnsafePointer(block.baseAddress!.assumingMemoryBound(to: UInt8.self))
      if n == 0 {
        try Self.check(total, against: expected)
        try body(UnsafeBufferPointer(start: base, count: filled))
        return
      }
      let scanned = filled
      filled += n
      guard let last = findLastByte(terminator, in: UnsafeBufferPointer(start: base + scanned, count: n)) else {
        if filled == block.count {
          let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: block.count * 2, alignment: 16)
          larger.copyMemory(from: UnsafeRawBufferPointer(block))
          block.deallocate()
          block = larger
        }
        continue
      }
      let whole = last - base + 1
      try body(UnsafeBufferPointer(start: base, count: whole))
      block.baseAddress!.copyMemory(from: block.baseAddress! + whole, byteCount: filled - whole)
      filled -= whole
    }
  }

  /// Reads stdin to the end into one array: a whole document, every byte
  /// as it came.
  package func readAll() throws -> [UInt8] {
    let expected = try expectedLength()
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0) }
      if n < 0 { throw SelectError.unreadableInput("cannot read stdin: \(errorText(errno))") }
      if n == 0 {
        try Self.check(bytes.count, against: expected)
        return bytes
      }
      bytes += chunk[..<n]
    }
  }

  /// Asks for a pipe buffer of a megabyte rather than 64 KiB, so that the
  /// writer and we take turns 16 times less often.
  private func widenPipe() {
    #if os(Linux)
      // F_SETPIPE_SZ, which Glibc does not export to Swift; a refusal (the
      // limit in /proc/sys/fs/pipe-max-size) leaves the pipe as it was.
      _ = fcntl(fd, 1031, Int32(1 << 20))
    #endif
  }

  /// How many bytes a regular file on stdin holds from where reading
  /// starts (nil for a pipe or a terminal), or an error when stdin cannot
  /// be read at all.
  private func expectedLength() throws -> Int? {
    guard let type = fileType(fd) else {
      throw SelectError.unreadableInput("cannot read stdin: it is closed")
    }
    if type == S_IFDIR {
      throw SelectError.unreadableInput("cannot read stdin: it is a directory")
    }
    guard type == S_IFREG else { return nil }
    var info = stat()
    let offset = lseek(fd, 0, SEEK_CUR)
    guard fstat(fd, &info) == 0, offset >= 0 else { return nil }
    return max(0, Int(info.st_size) - Int(offset))
  }

  /// A file that ended before the length it had when reading began was
  /// truncated meanwhile: what was read of it may be half a line, and is
  /// not what the person meant to choose from. A file that grew is read to
  /// its new end, as a pipe would be.
  private static func check(_ total: Int, against expected: Int?) throws {
    if let expected, total < expected { throw SelectError.inputChanged }
  }
}

/// Asks for 2 MiB pages under a large block about to be filled: a 74 MB
/// file then costs 37 page faults where it cost 18,000, which took
/// longer than copying its bytes.
package func askForHugePages(_ block: UnsafeMutableRawBufferPointer) {
  #if os(Linux)
    let huge = 1 << 21
    guard block.count >= 2 * huge, let base = block.baseAddress else { return }
    let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
    let end = (Int(bitPattern: base) + block.count) & ~(huge - 1)
    if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, 14) }  // MADV_HUGEPAGE
  #endif
}

/// The last `byte` in `bytes`, searched for from the end: lines are short.
private func findLastByte(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafePointer<UInt8>? {
  bytes.lastIndex(of: byte).map { bytes.baseAddress! + $0 }
}

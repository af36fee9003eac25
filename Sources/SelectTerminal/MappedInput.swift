#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A mapped file that another process truncates faults with SIGBUS on the
// next read past its new end. Swift cannot unwind out of a signal handler,
// so the handler makes the read succeed instead: it maps zeroed anonymous
// pages over the rest of the mapping (MAP_FIXED) and returns, and the
// faulting instruction runs again. The readers then ask `validCount`, which
// looks at the file's size, and give only the bytes still in the file.
//
// The handler reads this table and nothing else. Entries are written before
// `guardedCount` counts them, and never change after; all of it is set up
// by `MappedInput.map`, which holds `setupLock` so that two threads mapping
// at once take separate entries.
private let guardCapacity = 16
nonisolated(unsafe) private let guardedRanges = UnsafeMutablePointer<
  (start: UInt, end: UInt, fd: Int32, first: UInt)
>.allocate(capacity: guardCapacity)
nonisolated(unsafe) private var guardedCount = 0
// Set by the handler: some mapping lost its end. Until then nothing is lost
// and `isLost` answers without a system call.
nonisolated(unsafe) private var someMappingShrank = false
nonisolated(unsafe) private var pageSize: UInt = 4096
private let setupLock = Locked(false)

/// Maps the rest of a regular file, guarded so that the file shrinking
/// meanwhile costs the bytes it lost and never a crash (SIGBUS).
package enum MappedInput {
  /// The rest of `fd` from its current offset, mapped read-only and left
  /// mapped for the life of the process (items point into it); the offset
  /// moves to the end. Nil when the file cannot be mapped; empty at its end.
  ///
  /// Pages are mapped as they are first read, not all at once
  /// (`MAP_POPULATE`): then the threads of `--filter` take the faults side
  /// by side, where one bulk mapping made them wait (0.55x against 0.57x
  /// the time on one core, on a quiet machine).
  package static func map(_ fd: Int32) -> UnsafeBufferPointer<UInt8>? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    let offset = lseek(fd, 0, SEEK_CUR)
    guard offset >= 0, Int(info.st_size) > Int(offset) else {
      return offset >= 0 ? UnsafeBufferPointer(start: nil, count: 0) : nil
    }
    let page = off_t(sysconf(Int32(_SC_PAGESIZE)))
    let aligned = offset / page * page
    let length = Int(info.st_size - aligned)
    return setupLock.withLock { installed -> UnsafeBufferPointer<UInt8>? in
      // A mapping the handler could not guard is not made: reading is safe.
      guard guardedCount < guardCapacity else { return nil }
      guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, aligned), base != MAP_FAILED
      else { return nil }
      madvise(base, length, MADV_SEQUENTIAL)
      lseek(fd, info.st_size, SEEK_SET)
      let start = UInt(bitPattern: base)
      let first = base.assumingMemoryBound(to: UInt8.self) + Int(offset - aligned)
      guardedRanges[guardedCount] = (start, start + UInt(length), fd, UInt(bitPattern: first))
      pageSize = UInt(page)
      guardedCount += 1
      if !installed {
        installHandler()
        installed = true
      }
      return UnsafeBufferPointer(start: first, count: Int(info.st_size - offset))
    }
  }

  /// How many bytes of `mapped`, which `map(fd)` returned, are still in
  /// the file: all of them unless the file shrank since.
  package static func validCount(of mapped: UnsafeBufferPointer<UInt8>, in fd: Int32) -> Int {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return 0 }
    let end = Int(lseek(fd, 0, SEEK_CUR))
    // The offset sits at the end of what was mapped; the mapping began
    // `mapped.count` bytes before it.
    let shrunk = max(0, end - Int(info.st_size))
    return max(0, mapped.count - shrunk)
  }

  /// Whether some of `bytes` lay in a mapping past what is still in its
  /// file: an item whose bytes went with a truncation, and now reads as
  /// zeros, which are not to be printed.
  package static func isLost(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard someMappingShrank, let start = bytes.baseAddress else { return false }
    let address = UInt(bitPattern: start)
    for index in 0..<guardedCount {
      let range = guardedRanges[index]
      guard address >= range.start, address < range.end else { continue }
      let mapped = UnsafeBufferPointer(
        start: UnsafePointer<UInt8>(bitPattern: range.first), count: Int(range.end - range.first))
      let validEnd = range.first + UInt(validCount(of: mapped, in: range.fd))
      return address + UInt(bytes.count) > validEnd
    }
    return false
  }

  private static func installHandler() {
    var action = sigaction()
    let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
      -> Void = { _, info, _ in
        #if canImport(Glibc)
          let address = info.map { UInt(bitPattern: $0.pointee._sifields._sigfault.si_addr) } ?? 0
        #else
          let address = info.map { UInt(bitPattern: $0.pointee.si_addr) } ?? 0
        #endif
        for index in 0..<guardedCount {
          let range = guardedRanges[index]
          guard address >= range.start, address < range.end else { continue }
          let page = address & ~(pageSize - 1)
          let zeros = mmap(
            UnsafeMutableRawPointer(bitPattern: page), Int(range.end - page), PROT_READ,
            MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
          if zeros != MAP_FAILED {
            someMappingShrank = true
            return
          }
        }
        // Not a guarded mapping: the fault is a real one. With the default
        // action back, the instruction faults again and the process dies
        // of SIGBUS as it would have.
        signal(SIGBUS, SIG_DFL)
      }
    #if canImport(Glibc)
      action.__sigaction_handler.sa_sigaction = handler
    #else
      action.__sigaction_u.__sa_sigaction = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO
    sigaction(SIGBUS, &action, nil)
  }
}

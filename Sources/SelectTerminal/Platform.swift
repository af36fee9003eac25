#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

// The terminal layer's reads, writes and opens go through here, with EINTR
// handled deliberately: retried, and short writes finished, except where an
// interrupted wait is how a signal reaches the caller (`readInterruptible`,
// `waitReadable`). The calls made elsewhere are the ones whose EINTR is
// that same wake-up (the picker's `poll`s, the popup relay's reads of a
// non-blocking descriptor), the one-byte writes and drains of wake pipes
// (non-blocking: a full pipe has woken its reader already), and the
// signal handler's write, which may call nothing but `write(2)`.

/// `read(2)`, retried on EINTR; returns the count or -1 with `errno` set.
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  while true {
    let n = read(fd, buffer.baseAddress, buffer.count)
    if n >= 0 || errno != EINTR { return n }
  }
}

/// `read(2)` once: EINTR comes back as -1 so a signal can stop a wait.
func readInterruptible(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(fd, buffer.baseAddress, buffer.count)
}

/// `write(2)` of the whole buffer, retried on EINTR and short writes;
/// returns 0 or the `errno` of the failure.
func systemWriteAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
  var done = 0
  while done < buffer.count {
    let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
    if n < 0 {
      if errno == EINTR { continue }
      return errno
    }
    done += n
  }
  return 0
}

/// `writev(2)` of every piece, retried on EINTR and short writes (the
/// pieces are advanced past what was written); returns 0 or the `errno`.
func systemWriteAll(_ fd: Int32, _ pieces: UnsafeMutableBufferPointer<iovec>) -> Int32 {
  var rest = pieces
  while !rest.isEmpty {
    let n = writev(fd, rest.baseAddress!, Int32(rest.count))
    if n < 0 {
      if errno == EINTR { continue }
      return errno
    }
    rest = dropping(n, from: rest)
  }
  return 0
}

/// `systemWriteAll` of pieces that must stay as they are, `batch` at a
/// time: each batch is written from where it lies, and only one that
/// `writev(2)` wrote short is copied to `spare` (room for `batch`) to be
/// finished.
func systemWriteAll(
  _ fd: Int32, _ pieces: UnsafeBufferPointer<iovec>, batch: Int, spare: UnsafeMutablePointer<iovec>
) -> Int32 {
  var first = 0
  while first < pieces.count {
    let count = min(pieces.count - first, batch)
    let written = writev(fd, pieces.baseAddress! + first, Int32(count))
    if written != pieces[first..<first + count].reduce(0, { $0 + $1.iov_len }) {
      if written < 0 && errno != EINTR { return errno }
      spare.update(from: pieces.baseAddress! + first, count: count)
      let failure = systemWriteAll(
        fd, dropping(max(written, 0), from: UnsafeMutableBufferPointer(start: spare, count: count)))
      if failure != 0 { return failure }
    }
    first += count
  }
  return 0
}

/// The pieces left once their first `n` bytes are written: those wholly
/// written dropped, and the next one advanced past its written start.
private func dropping(_ n: Int, from pieces: UnsafeMutableBufferPointer<iovec>) -> UnsafeMutableBufferPointer<iovec> {
  var rest = pieces
  var n = n
  while !rest.isEmpty && n >= rest[0].iov_len {
    n -= rest[0].iov_len
    rest = UnsafeMutableBufferPointer(rebasing: rest[1...])
  }
  if n > 0 {
    rest[0].iov_base += n
    rest[0].iov_len -= n
  }
  return rest
}

/// `write(2)` of bytes, as `systemWriteAll`.
@discardableResult
func systemWriteAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
  bytes.withUnsafeBytes { systemWriteAll(fd, $0) }
}

/// `open(2)` with close-on-exec, retried on EINTR.
func systemOpen(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
  while true {
    let fd = open(path, flags | O_CLOEXEC, mode)
    if fd >= 0 || errno != EINTR { return fd }
  }
}

/// `close(2)`; EINTR is not retried (the descriptor is gone on Linux).
func systemClose(_ fd: Int32) {
  _ = close(fd)
}

/// `fstat(2)`: the file type bits of a descriptor, or nil when it is closed.
func fileType(_ fd: Int32) -> mode_t? {
  var info = stat()
  guard fstat(fd, &info) == 0 else { return nil }
  return info.st_mode & S_IFMT
}

/// `signal(3)`: puts back the default action for signal `number`.
func restoreDefaultAction(_ number: Int32) {
  _ = signal(number, SIG_DFL)
}

/// `strerror(3)` of an errno value.
func errorText(_ code: Int32) -> String {
  String(cString: strerror(code))
}

/// `poll(2)` on one descriptor for input; true when readable (or hung up).
/// Returns false on timeout or interruption, so signals are seen promptly.
func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
  var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
  return poll(&entry, 1, milliseconds) > 0
}

/// `getenv(3)` as a Swift string.
package func environment(_ name: String) -> String? {
  getenv(name).map { String(cString: $0) }
}

/// `ttyname(3)`: the path of the terminal open on `fd`, or nil.
package func terminalName(of fd: Int32) -> String? {
  ttyname(fd).map { String(cString: $0) }
}

/// Monotonic time in seconds, for timeouts.
package func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// `pthread_create(3)` running `body` on a new thread; nil when no thread
/// could be started, and the caller does the work itself.
func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
  let body = ThreadBody(body)
  let context = Unmanaged.passRetained(body).toOpaque()
  #if canImport(Glibc)
    var thread = pthread_t()
  #else
    var thread: pthread_t?
  #endif
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  #if canImport(Glibc)
    if var placement = ThreadPlacement(), placement.place(&attributes) {
      body.placement = placement
    }
  #endif
  // Darwin passes the context unwrapped: the helper takes either.
  let failure = pthread_create(&thread, &attributes, { runThreadBody($0) }, context)
  guard failure == 0 else {
    Unmanaged<ThreadBody>.fromOpaque(context).release()
    return nil
  }
  return thread
}

/// Runs `body` on a thread of its own that nobody joins. Throws when no
/// thread could be started: running it here instead would block the
/// caller for as long as it runs (for `--listen`'s accept loop, forever).
package func runDetached(_ body: @escaping @Sendable () -> Void) throws(SelectError) {
  guard let thread = startThread(body) else {
    throw .unreadableInput("cannot start a thread: \(errorText(errno))")
  }
  pthread_detach(thread)
}

/// The start routine of `startThread`'s threads.
private func runThreadBody(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
  #if canImport(Glibc)
    body.placement?.widen()
  #endif
  body.run()
  return nil
}

/// A closure boxed to cross `pthread_create`'s `void *` argument.
private final class ThreadBody {
  let run: () -> Void
  #if canImport(Glibc)
    /// Where the thread was started, to be widened once it runs.
    var placement: ThreadPlacement?
  #endif

  init(_ run: @escaping () -> Void) {
    self.run = run
  }
}

/// `pipe(2)` with both ends non-blocking and closed in children: a way to
/// wake a `poll` loop from a signal handler or another thread.
func makeWakePipe() -> (read: Int32, write: Int32)? {
  var fds: [Int32] = [0, 0]
  guard pipe(&fds) == 0 else { return nil }
  for fd in fds {
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(fd, F_SETFL, O_NONBLOCK)
  }
  return (fds[0], fds[1])
}

/// `madvise(2)` with `MADV_DONTNEED`: a sort's or a merge's memory read
/// for the last time goes back to the system (`MemoryRelease`).
let givingPagesBack = MemoryRelease(pageSize: Int(sysconf(Int32(_SC_PAGESIZE)))) { start, count in
  _ = madvise(start, count, MADV_DONTNEED)
}

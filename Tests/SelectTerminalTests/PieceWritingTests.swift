import XCTest

@testable import SelectTerminal

#if canImport(Glibc)
  import Glibc

  /// `--filter`'s lines gathered by a helper go out as pieces that must
  /// stay as they are (`StandardOutput.write(inPlace:)`).
  final class PieceWritingTests: XCTestCase {
    /// A signal that lands while `writev(2)` waits on a full pipe cuts it
    /// short (no `SA_RESTART` restarts a write that wrote something); the
    /// rest still goes out, in order, and the pieces are left unchanged.
    func testPiecesCutShortBySignalAreFinished() throws {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { _ in }
      var previous = sigaction()
      sigaction(SIGUSR1, &action, &previous)
      defer { sigaction(SIGUSR1, &previous, nil) }
      var ends: [Int32] = [0, 0]
      XCTAssertEqual(pipe(&ends), 0)
      defer {
        close(ends[0])
        close(ends[1])
      }

      let size = 600_000
      let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
      defer { bytes.deallocate() }
      for n in 0..<size { bytes[n] = UInt8(truncatingIfNeeded: n &* 7 &+ n >> 9) }
      // Pieces of 1 to 400 bytes, the batch of 1,024 more than a pipe holds.
      var pieces: [iovec] = []
      var at = 0
      while at < size {
        let length = min(1 + (at * 31) % 400, size - at)
        pieces.append(iovec(iov_base: UnsafeMutableRawPointer(bytes + at), iov_len: length))
        at += length
      }
      let handed = UnsafeMutableBufferPointer<iovec>.allocate(capacity: pieces.count)
      defer { handed.deallocate() }
      _ = handed.initialize(from: pieces)
      let spare = UnsafeMutablePointer<iovec>.allocate(capacity: 1_024)
      defer { spare.deallocate() }

      let result = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
      defer { result.deallocate() }
      result.initialize(to: -1)
      let fd = ends[1]
      let shared = SharedUntilJoined((UnsafeBufferPointer(handed), spare, result))
      let writer = try XCTUnwrap(
        startThread {
          let (pieces, spare, result) = shared.value
          result.pointee = systemWriteAll(fd, pieces, batch: 1_024, spare: spare)
        })

      // Once the pipe is full, the writer waits inside writev(2).
      var waiting: Int32 = 0
      let deadline = Date().addingTimeInterval(10)
      while waiting < 65_536 && Date() < deadline {
        usleep(1_000)
        _ = ioctl(ends[0], UInt(FIONREAD), &waiting)
      }
      usleep(20_000)
      pthread_kill(writer, SIGUSR1)

      // Read all there is, and until nothing more comes for a moment, so
      // that a writer that wrote too much is caught rather than left
      // waiting.
      var read: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65_536)
      var reader = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
      while Date() < deadline {
        if poll(&reader, 1, 200) > 0 {
          let n = Glibc.read(ends[0], &chunk, chunk.count)
          if n > 0 { read += chunk[..<n] }
        } else if read.count >= size {
          break
        }
      }
      pthread_join(writer, nil)
      XCTAssertEqual(result.pointee, 0)
      XCTAssertEqual(read.count, size)
      XCTAssertTrue(read.elementsEqual(UnsafeBufferPointer(start: bytes, count: size)), "the bytes in order")
      XCTAssertTrue(
        zip(handed, pieces).allSatisfy { $0.iov_base == $1.iov_base && $0.iov_len == $1.iov_len },
        "the pieces handed over are unchanged")
    }
  }
#endif

import SelectCore
import SelectTestSupport
import XCTest

@testable import SelectTerminal

#if canImport(Glibc)
  import Glibc

  /// A signal that the server's thread handles while it reads a request
  /// does not cut the request short: a read with a timeout is interrupted
  /// whatever `SA_RESTART` says (signal(7)).
  final class ListenServerTests: XCTestCase {
    func testSignalsDuringARequestDoNotCutItShort() throws {
      let path = "/tmp/select-listen-signals-\(getpid()).sock"
      let server = try ListenServer(.unix(path: path), unsafe: false)
      defer { server.close() }
      // A handler that does nothing, for a signal this thread blocks, so
      // that the other threads (the server's among them) take it.
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { _ in }
      action.sa_flags = SA_RESTART
      var previous = sigaction()
      sigaction(SIGUSR2, &action, &previous)
      defer { sigaction(SIGUSR2, &previous, nil) }
      var blocked = sigset_t()
      sigemptyset(&blocked)
      sigaddset(&blocked, SIGUSR2)
      var mask = sigset_t()
      pthread_sigmask(SIG_BLOCK, &blocked, &mask)
      defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }

      let client = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(client) }
      var place = sockaddr_un()
      place.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &place.sun_path) { raw in
        for (n, byte) in path.utf8.enumerated() { raw[n] = byte }
      }
      let connected = withUnsafePointer(to: &place) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(client, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      XCTAssertEqual(connected, 0)
      // Half a request, then signals while the server waits for the rest.
      let request = Array("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nup+up".utf8)
      func send(_ bytes: ArraySlice<UInt8>) {
        _ = bytes.withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      }
      send(request.prefix(10))
      for _ in 0..<200 {
        kill(getpid(), SIGUSR2)
        usleep(500)
      }
      send(request.dropFirst(10))
      var timeout = timeval(tv_sec: 5, tv_usec: 0)
      setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      let text = String(decoding: readToEnd(client), as: UTF8.self)
      XCTAssertTrue(text.hasPrefix("HTTP/1.1 200"), text)
      XCTAssertEqual(server.take().count, 1, "the actions reach the picker")
    }
  }
#endif

import Foundation
import Glibc
import SelectTestSupport
import XCTest

/// `--listen`: actions POSTed to the picker, its state from GET, the API
/// key, and requests too big, malformed or too slow answered and dropped.
/// Loopback and Unix sockets only; every wait is on an event, bounded.
final class ListenTests: CommandTestCase {
  /// A free port on 127.0.0.1 (bound and released, so it was free just now).
  private func freePort() -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var place = sockaddr_in()
    place.sin_family = sa_family_t(AF_INET)
    inet_pton(AF_INET, "127.0.0.1", &place.sin_addr)
    _ = withUnsafePointer(to: &place) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &place) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return Int(UInt16(bigEndian: place.sin_port))
  }

  /// Sends `request` (raw bytes) to the server, `pause` seconds before the
  /// last byte, and returns the whole answer.
  private func exchange(_ request: String, port: Int? = nil, socketPath: String? = nil) -> String {
    let fd: Int32
    if let socketPath {
      fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      var place = sockaddr_un()
      place.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &place.sun_path) { raw in
        for (n, byte) in socketPath.utf8.enumerated() { raw[n] = byte }
      }
      _ = withUnsafePointer(to: &place) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
      }
    } else {
      fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var place = sockaddr_in()
      place.sin_family = sa_family_t(AF_INET)
      place.sin_port = in_port_t(UInt16(port!).bigEndian)
      inet_pton(AF_INET, "127.0.0.1", &place.sin_addr)
      _ = withUnsafePointer(to: &place) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
      }
    }
    defer { close(fd) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let bytes = Array(request.utf8)
    _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    return String(decoding: readToEnd(fd), as: UTF8.self)
  }

  private func post(_ body: String, key: String? = nil) -> String {
    let header = key.map { "x-api-key: \($0)\r\n" } ?? ""
    return "POST / HTTP/1.1\r\nHost: x\r\n\(header)Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
  }

  func testActionsArePostedAndTheStateIsAnsweredOverTCP() throws {
    let port = freePort()
    let session = try start(["--listen", "\(port)", "--bind", "enter:become(echo $FZF_PORT $SELECT_PORT {})"])
    let state = exchange("GET / HTTP/1.1\r\n\r\n", port: port)
    XCTAssertTrue(state.hasPrefix("HTTP/1.1 200 OK\r\n"), state)
    XCTAssertTrue(state.contains(#""totalCount":3,"matchCount":3,"current":{"index":0,"text":"a"}"#), state)
    XCTAssertTrue(exchange(post("pos(2)+change-prompt(remote> )"), port: port).hasPrefix("HTTP/1.1 200"))
    waitForScreen(session, "the posted prompt") { $0.text.contains("remote> ") }
    XCTAssertTrue(exchange("GET /?limit=1&offset=2 HTTP/1.1\r\n\r\n", port: port).contains(#""matches":[{"index":2,"text":"c"}]"#))
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "\(port) \(port) b\n")
  }

  /// The state asked while a narrowed query's first rows are shown final
  /// and the rest is still being ranked waits for the whole order: its
  /// count and its matches are the whole ranking's, never a part.
  func testTheStateWaitsForTheWholeOrder() throws {
    let port = freePort()
    var generator = SeededGenerator(seed: 41)
    let parts = ["src", "app", "models", "amor", "lib", "test", "Main.swift", "order", "map", "docs"]
    let paths = (0..<200_000).map { i in
      (0..<(1 + generator.next(below: 4))).map { _ in parts[generator.next(below: parts.count)] }
        .joined(separator: "/") + "/\(i)"
    }
    let input = Array((paths.joined(separator: "\n") + "\n").utf8)
    let whole = try SelectBinary.run(["--filter", "am"], stdin: input, timeout: 60).output.split(separator: "\n")
    let first = try SelectBinary.run(["--filter", "a"], stdin: input, timeout: 60).output.split(separator: "\n")
    let session = try start(["--listen", "\(port)"], stdin: input)
    session.send("a")
    waitForScreen(session, "the first letter ranked") { screen in
      screen.lines.contains { $0.hasPrefix("> a ") && $0.hasSuffix(" \(first.count)/200000") }
    }
    session.send("m")
    // Asked as soon as the query is drawn, while "am" is still ranked.
    waitForScreen(session, "the second letter typed") { $0.lines.contains { $0.hasPrefix("> am ") } }
    let reply = exchange("GET /?limit=20 HTTP/1.1\r\n\r\n", port: port)
    let body = try XCTUnwrap(reply.range(of: "\r\n\r\n").map { reply[$0.upperBound...] }, reply)
    let state = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any], reply)
    XCTAssertEqual(state["query"] as? String, "am")
    XCTAssertEqual(state["matchCount"] as? Int, whole.count, "the whole order's count")
    let matches = try XCTUnwrap(state["matches"] as? [[String: Any]])
    XCTAssertEqual(matches.compactMap { $0["text"] as? String }, whole.prefix(20).map(String.init))
    session.send("\u{1B}")
    XCTAssertEqual(try session.finish().status, 130)
  }

  func testAUnixSocketAndTheAPIKey() throws {
    let path = NSTemporaryDirectory() + "select-listen-\(getpid()).sock"
    let session = try TerminalSession(
      ["--listen", path, "--full-screen"], stdin: Array("a\nb\nc\n".utf8), environment: ["FZF_API_KEY": "sesame"])
    XCTAssertTrue(session.waitFor("/3"))
    XCTAssertTrue(exchange("GET / HTTP/1.1\r\n\r\n", socketPath: path).hasPrefix("HTTP/1.1 401"))
    XCTAssertTrue(exchange("GET / HTTP/1.1\r\nX-API-Key: sesame\r\n\r\n", socketPath: path).hasPrefix("HTTP/1.1 200"))
    XCTAssertTrue(exchange(post("last+accept", key: "sesame"), socketPath: path).hasPrefix("HTTP/1.1 200"))
    XCTAssertEqual(try session.finish().output, "c\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: path), "the socket is removed")
  }

  func testBadRequestsAreAnsweredAndDropped() throws {
    let port = freePort()
    let session = try start(["--listen", "localhost:\(port)"])
    XCTAssertTrue(exchange(post(String(repeating: "up+", count: 30_000) + "up"), port: port).hasPrefix("HTTP/1.1 413"))
    XCTAssertTrue(exchange(post("frobnicate"), port: port).hasPrefix("HTTP/1.1 400"))
    XCTAssertTrue(exchange("garbage\r\n\r\n", port: port).hasPrefix("HTTP/1.1 400"))
    XCTAssertTrue(exchange("PUT / HTTP/1.1\r\n\r\n", port: port).hasPrefix("HTTP/1.1 400"))
    // A client that stops half-way is timed out; meanwhile keys still work.
    XCTAssertTrue(exchange("GET / HTTP/1.1\r\n", port: port).hasPrefix("HTTP/1.1 408"))
    session.send("b")
    waitForScreen(session, "the key typed") { $0.text.contains("1/3") }
    session.send("\r")
    XCTAssertEqual(try session.finish().output, "b\n")
  }

  func testAPortInUseIsAUsageError() throws {
    let port = freePort()
    let first = try start(["--listen", "\(port)"])
    let second = try TerminalSession(["--listen", "\(port)"], stdin: Array("a\n".utf8))
    let result = try second.finish()
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.errors.hasPrefix("select: --listen: cannot listen on 127.0.0.1:\(port)"), result.errors)
    first.send("\u{1B}")
    _ = try first.finish()
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// `--listen`: an HTTP server on a thread of its own beside the picker, as
/// fzf's. `POST /` sends actions (done as a key's are), `GET /` answers the
/// state as JSON. A request is read with a deadline and a size limit: a
/// slow, oversized or malformed one gets an HTTP error and is dropped, and
/// the picker never waits for a client.
package final class ListenServer: @unchecked Sendable {
  /// What a request asks the picker's thread for.
  enum Request {
    case actions([PickerAction])
    case state(limit: Int, offset: Int, reply: Locked<String?>)
  }

  /// The port chosen, for a TCP address (`FZF_PORT`).
  package private(set) var port: Int?
  /// The socket's path, for a Unix socket (`FZF_SOCK`).
  package let socketPath: String?
  /// Becomes readable when requests wait: the picker polls it.
  let wakeFD: Int32
  private let wakeWrite: Int32
  private let listener: Int32
  private let apiKey: String?
  private let allowsCommands: Bool
  private let queue = Locked<[Request]>([])

  /// The largest request taken, headers and body together.
  static let maximumRequest = 64 * 1024
  /// Seconds a client has to send its whole request.
  static let requestSeconds = 2

  /// Listens on `address`; an address in use, or one off this machine
  /// without `SELECT_API_KEY`/`FZF_API_KEY`, is a usage error.
  package init(_ address: ListenAddress, unsafe: Bool) throws(SelectError) {
    let names: [String] = ["SELECT_API_KEY", "FZF_API_KEY"]
    let key = names.compactMap { name in getenv(name).map { String(cString: $0) } }.first { !$0.isEmpty }
    guard address.isLoopback || key != nil else {
      throw .usage("--listen on an address off this machine needs FZF_API_KEY (or SELECT_API_KEY) set")
    }
    apiKey = key
    // fzf runs remote commands from loopback clients; from elsewhere only
    // with --listen-unsafe.
    allowsCommands = unsafe || address.isLoopback
    guard let wake = makeWakePipe() else { throw .usage("--listen: cannot make a pipe") }
    (wakeFD, wakeWrite) = wake
    switch address {
    case .unix(let path):
      socketPath = path
      listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      unlink(path)
      var place = sockaddr_un()
      place.sun_family = sa_family_t(AF_UNIX)
      let bytes = Array(path.utf8)
      guard bytes.count < MemoryLayout.size(ofValue: place.sun_path) else {
        throw .usage("--listen: the socket path '\(path)' is too long")
      }
      withUnsafeMutableBytes(of: &place.sun_path) { raw in
        for (n, byte) in bytes.enumerated() { raw[n] = byte }
        raw[bytes.count] = 0
      }
      let bound = withUnsafePointer(to: &place) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      guard bound == 0, listen(listener, 16) == 0 else {
        throw .usage("--listen: cannot listen on \(path): \(errorText(errno))")
      }
    case .tcp(let host, let requested):
      socketPath = nil
      listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var one: Int32 = 1
      setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
      var place = sockaddr_in()
      place.sin_family = sa_family_t(AF_INET)
      place.sin_port = in_port_t(UInt16(requested).bigEndian)
      inet_pton(AF_INET, host, &place.sin_addr)
      let bound = withUnsafePointer(to: &place) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0, listen(listener, 16) == 0 else {
        throw .usage("--listen: cannot listen on \(host):\(requested): \(errorText(errno))")
      }
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      _ = withUnsafeMutablePointer(to: &place) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
      }
      port = Int(UInt16(bigEndian: place.sin_port))
    }
    _ = fcntl(listener, F_SETFD, FD_CLOEXEC)
    try runDetached { [self] in serve() }
  }

  /// The requests waiting, oldest first; empties the queue.
  func take() -> [Request] {
    var byte: UInt8 = 0
    while read(wakeFD, &byte, 1) > 0 {}
    return queue.withLock { requests in
      defer { requests = [] }
      return requests
    }
  }

  /// Removes the socket file.
  package func close() {
    if let socketPath { unlink(socketPath) }
  }

  private func serve() {
    while true {
      let client = accept(listener, nil, nil)
      if client < 0 {
        if errno == EINTR || errno == ECONNABORTED { continue }
        return
      }
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      var timeout = timeval(tv_sec: Self.requestSeconds, tv_usec: 0)
      setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      let (status, body) = answer(client)
      respond(client, status, body)
      systemClose(client)
    }
  }

  /// Reads one request and does it; the status line and body to answer.
  private func answer(_ client: Int32) -> (String, String) {
    var request: [UInt8] = []
    var headerEnd: Int?
    var buffer = [UInt8](repeating: 0, count: 8192)
    var contentLength = 0
    while true {
      if let end = headerEnd, request.count >= end + contentLength { break }
      // A signal handled on this thread interrupts a read with a timeout
      // even under SA_RESTART (signal(7)): it is read again.
      let n = buffer.withUnsafeMutableBytes { systemRead(client, $0) }
      if n <= 0 {
        return n < 0 ? ("408 Request Timeout", "request too slow\n") : ("400 Bad Request", "incomplete request\n")
      }
      request += buffer[..<n]
      if request.count > Self.maximumRequest { return ("413 Payload Too Large", "request too large\n") }
      if headerEnd == nil, let end = Self.endOfHeaders(request) {
        headerEnd = end
        let head = String(decoding: request[..<end], as: UTF8.self)
        contentLength = Int(Self.header("content-length", in: head) ?? "0") ?? -1
        if contentLength < 0 || end + contentLength > Self.maximumRequest {
          return ("413 Payload Too Large", "request too large\n")
        }
      }
    }
    guard let end = headerEnd else { return ("400 Bad Request", "malformed request\n") }
    let head = String(decoding: request[..<end], as: UTF8.self)
    let words = head.prefix { $0 != "\r" && $0 != "\n" }.split(separator: " ")
    guard words.count >= 2 else { return ("400 Bad Request", "malformed request\n") }
    if let apiKey, Self.header("x-api-key", in: head) != apiKey {
      return ("401 Unauthorized", "invalid api key\n")
    }
    let body = String(decoding: request[end..<(end + contentLength)], as: UTF8.self)
    switch words[0] {
    case "GET":
      let (limit, offset) = Self.paging(String(words[1]))
      let reply = Locked<String?>(nil)
      enqueue(.state(limit: limit, offset: offset, reply: reply))
      return ("200 OK", reply.withLock(when: { $0 != nil }) { $0! } + "\n")
    case "POST":
      let actions: [PickerAction]
      do {
        actions = try Keymap.actions(parsing: body)
      } catch {
        return ("400 Bad Request", (error.message ?? "bad actions").replacing("--bind: ", with: "") + "\n")
      }
      if !allowsCommands, actions.contains(where: \.runsCommand) {
        return ("403 Forbidden", "remote commands need --listen-unsafe\n")
      }
      enqueue(.actions(actions))
      return ("200 OK", "")
    default:
      return ("400 Bad Request", "invalid request method\n")
    }
  }

  private func enqueue(_ request: Request) {
    queue.withLock { $0.append(request) }
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  private func respond(_ client: Int32, _ status: String, _ body: String) {
    let type = body.hasPrefix("{") ? "application/json" : "text/plain"
    let text = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let n = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return }
      bytes = bytes.dropFirst(n)
    }
  }

  private static func endOfHeaders(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for i in 0...(bytes.count - 4) where bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 {
      return i + 4
    }
    return nil
  }

  /// A header's value (names are not case-sensitive).
  private static func header(_ name: String, in head: String) -> String? {
    for line in head.split(separator: "\r\n").dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      if line[..<colon].lowercased() == name { return line[line.index(after: colon)...].trimmingBlanks }
    }
    return nil
  }

  /// `?limit=N&offset=M` of a GET's target (fzf's defaults: 100 and 0).
  private static func paging(_ target: String) -> (Int, Int) {
    var limit = 100
    var offset = 0
    guard let question = target.firstIndex(of: "?") else { return (limit, offset) }
    for pair in target[target.index(after: question)...].split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, let value = Int(parts[1]) else { continue }
      if parts[0] == "limit" { limit = value }
      if parts[0] == "offset" { offset = value }
    }
    return (limit, offset)
  }
}

extension PickerAction {
  /// Whether the action starts a process (`execute`, `become`, `reload`,
  /// `transform`, a preview command…).
  package var runsCommand: Bool {
    switch self {
    case .run, .transform, .preview, .change(.preview, _): true
    default: false
    }
  }
}

extension Substring {
  fileprivate var trimmingBlanks: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}

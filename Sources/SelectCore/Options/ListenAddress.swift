/// Where `--listen` serves: a TCP port on an address (127.0.0.1 unless
/// given), or a Unix socket path, as fzf 0.74 takes it: `6266`,
/// `localhost:6266`, `:6266`, `0.0.0.0:6266`, `/tmp/x.sock` (a path must end
/// in `.sock`); no port, or 0, lets the system choose one.
package enum ListenAddress: Equatable, Sendable {
  case tcp(host: String, port: Int)
  case unix(path: String)

  /// The address `text` names, or nil (nil text: a port of the system's
  /// choosing on 127.0.0.1).
  package init?(parsing text: String?) {
    guard let text, !text.isEmpty else {
      self = .tcp(host: "127.0.0.1", port: 0)
      return
    }
    if text.hasSuffix(".sock") {
      self = .unix(path: text)
      return
    }
    var host = "127.0.0.1"
    var port = Substring(text)
    if let colon = text.lastIndex(of: ":") {
      let named = text[..<colon]
      if !named.isEmpty { host = named == "localhost" ? "127.0.0.1" : String(named) }
      port = text[text.index(after: colon)...]
    }
    guard let number = Int(port), (0...65535).contains(number),
      host.split(separator: ".").count == 4,
      host.split(separator: ".").allSatisfy({ Int($0).map { (0...255).contains($0) } ?? false })
    else { return nil }
    self = .tcp(host: host, port: number)
  }

  /// Whether only this machine can reach it: a Unix socket or 127.x.x.x.
  package var isLoopback: Bool {
    switch self {
    case .unix: true
    case .tcp(let host, _): host.hasPrefix("127.")
    }
  }
}

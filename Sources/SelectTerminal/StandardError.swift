#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes one message line to stderr, unbuffered: `select: …`.
package func reportError(_ message: String) {
  systemWriteAll(2, Array("select: \(message)\n".utf8))
}

/// Makes a closed stdout an EPIPE error to handle instead of a fatal
/// SIGPIPE, so `select … | head -1` ends quietly.
package func ignoreBrokenPipe() {
  signal(SIGPIPE, SIG_IGN)
}

import SelectCore

/// `--info-command`: a shell command whose first line of output is drawn
/// where the count goes, run again whenever the count's text changes, with
/// that text in `FZF_INFO` (and `SELECT_INFO`). As in fzf it runs while
/// the picker waits; here for at most `timeout` seconds, then it is stopped
/// and the count is shown as it was.
final class InfoCommand {
  let command: String
  /// The count's text the last output was made for, and that output.
  private var lastInfo: String?
  private var lastOutput: String?

  static let timeout = 0.5

  init(_ command: String) {
    self.command = command
  }

  /// The text to draw for `info`: the command's first line, or nil when
  /// it failed to give one in time.
  func text(for info: String) -> String? {
    if info == lastInfo { return lastOutput }
    lastInfo = info
    lastOutput = run(info)
    return lastOutput
  }

  private func run(_ info: String) -> String? {
    let quoted = shellQuoted(info)
    let line = "FZF_INFO=\(quoted) SELECT_INFO=\(quoted); export FZF_INFO SELECT_INFO\n" + command
    guard let running = try? RunningCommand(line, CommandWiring(output: .pipe)) else { return nil }
    defer { running.finish() }
    running.readsWithoutBlocking()
    var output: [UInt8] = []
    let deadline = monotonicSeconds() + Self.timeout
    var buffer = [UInt8](repeating: 0, count: 4096)
    reading: while monotonicSeconds() < deadline && output.count < 65_536 {
      let n = buffer.withUnsafeMutableBytes { running.read($0) }
      switch n {
      case nil:
        guard running.output >= 0 else { break reading }
        _ = waitReadable(running.output, milliseconds: 20)
      case 0?: break reading
      case let count?:
        output += buffer.prefix(count)
        if output.contains(0x0A) { break reading }
      }
    }
    let first = output.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first ?? []
    return String(decoding: first, as: UTF8.self)
  }
}

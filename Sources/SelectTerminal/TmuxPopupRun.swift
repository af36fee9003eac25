#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// `--tmux`/`--popup`: runs `select` again inside `tmux display-popup`, as
/// fzf does, and passes everything through as if it had run in place.
///
/// The picker inside gets our stdin, stdout and stderr through three named
/// pipes in a private directory (mode 0700, removed after), our environment
/// and working directory through a small script there, and writes its exit
/// status to a file there, which becomes ours. A `become` in the popup
/// writes its command there instead, and we run it in our own place, on
/// the terminal and our stdout. SIGTERM and SIGHUP close the popup
/// (`display-popup -C`) and then end us as they would have.
package enum TmuxPopupRun {
  /// Set inside the popup, to the popup's private directory: a `--tmux`
  /// there (from `SELECT_DEFAULT_OPTS`) runs in place instead of opening a
  /// popup from the popup, and `become` hands its command out through it.
  static let insideMarker = "SELECT_IN_TMUX_POPUP"

  /// Inside a popup: writes `become`'s command for the select outside to
  /// run, and returns true; false outside a popup.
  static func handBecomeOut(_ line: String) -> Bool {
    guard let root = environment(insideMarker), root.hasPrefix("/") else { return false }
    let directory = PopupDirectory(existing: root)
    let fd = systemOpen(directory.path("become"), O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
    guard fd >= 0 else { return false }
    systemWriteAll(fd, Array(line.utf8))
    systemClose(fd)
    return true
  }

  /// The exit status of `select arguments` run in a popup, or nil when no
  /// popup can be had (not inside tmux, tmux older than 3.3, inside the
  /// popup already): the caller runs in place.
  package static func run(_ spec: TmuxPopupSpec, arguments: [String]) throws(SelectError) -> Int32? {
    guard let tmux = environment("TMUX"), !tmux.isEmpty, environment(insideMarker) == nil,
      TmuxPopupSpec.supports(tmuxVersion: tmuxVersion())
    else { return nil }
    let directory = try PopupDirectory()
    defer { directory.remove() }
    var inner = TmuxPopupSpec.arguments(withoutPopupOptions: arguments)
    // The picker fills the popup, as fzf's does, whatever height was
    // given before `--tmux`; without tmux's border the popup's edge is
    // the picker's own.
    inner.append("--full-screen")
    if !spec.nativeBorder { inner.append("--border") }
    let streamsInput = isatty(0) == 0
    try directory.writeScript(select: ownExecutable(), arguments: inner, streamsInput: streamsInput)
    let popup = ["tmux", "display-popup", "-E", "-d", currentDirectory()] + spec.displayPopupArguments
      + ["sh " + shellQuoted(directory.path("run.sh"))]
    let running: RunningCommand
    do {
      var wiring = CommandWiring()
      wiring.errors = .inherited
      running = try RunningCommand(popup.map(shellQuoted).joined(separator: " "), wiring)
    } catch {
      throw .unreadableInput("cannot run tmux display-popup: \(error.description)")
    }
    var relay = PopupRelay(directory: directory, streamsInput: streamsInput)
    let signal = relay.pass(until: running)
    running.finish()
    if let signal {
      // Dying skips the deferred removal.
      directory.remove()
      SignalWatch.die(of: signal)
    }
    guard let status = directory.exitStatus() else {
      throw .unreadableInput("the tmux popup closed before select in it ended")
    }
    if let line = directory.becomeCommand() {
      directory.remove()
      let terminal = systemOpen("/dev/tty", O_RDWR)
      // The command was expanded in the popup; it runs as select's own do.
      try replaceProcess(with: line, input: terminal >= 0 ? terminal : 0, shell: .standard, environment: [])
    }
    return status
  }

  /// What `tmux -V` prints, or "" when tmux cannot be run.
  private static func tmuxVersion() -> String {
    var wiring = CommandWiring()
    wiring.output = .pipe
    guard let running = try? RunningCommand("tmux -V", wiring) else { return "" }
    var text: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let n = buffer.withUnsafeMutableBytes { systemRead(running.output, $0) }
      if n <= 0 { break }
      text += buffer[..<n]
    }
    _ = running.waitUntilExit()
    return String(decoding: text, as: UTF8.self)
  }

  /// The path of the running `select`.
  private static func ownExecutable() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if n > 0 { return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    return CommandLine.arguments.first ?? "select"
  }

  private static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}


/// The private directory of one popup run: the script, the named pipes
/// and the status file.
struct PopupDirectory {
  let root: String

  /// The directory of the popup this process runs in.
  init(existing root: String) {
    self.root = root
  }

  init() throws(SelectError) {
    let base = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((base + "/select-popup.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw .unreadableInput("cannot make a directory for the tmux popup: \(errorText(errno))")
    }
    root = String(cString: made)
    for name in ["in", "out", "err"] where mkfifo(path(name), 0o600) != 0 {
      let reason = errorText(errno)
      remove()
      throw .unreadableInput("cannot make a named pipe for the tmux popup: \(reason)")
    }
  }

  func path(_ name: String) -> String { root + "/" + name }

  /// The script the popup runs: our environment, our working directory
  /// (tmux's `-d` sets it too), the picker wired to the pipes, its status.
  func writeScript(select: String, arguments: [String], streamsInput: Bool) throws(SelectError) {
    var lines = ["# written by select --tmux, removed when it ends"]
    var entry = environ
    while let pointer = entry.pointee {
      let pair = String(cString: pointer)
      if let equals = pair.firstIndex(of: "="), Self.isName(pair[..<equals]) {
        lines.append("export \(pair[..<equals])=\(shellQuoted(String(pair[pair.index(after: equals)...])))")
      }
      entry += 1
    }
    lines.append("export \(TmuxPopupRun.insideMarker)=\(shellQuoted(root))")
    let input = streamsInput ? shellQuoted(path("in")) : "/dev/null"
    lines.append(
      ([select] + arguments).map(shellQuoted).joined(separator: " ")
        + " <\(input) >\(shellQuoted(path("out"))) 2>\(shellQuoted(path("err")))")
    lines.append("echo $? >\(shellQuoted(path("status")))")
    let fd = systemOpen(path("run.sh"), O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
    guard fd >= 0 else { throw .unreadableInput("cannot write the tmux popup's script: \(errorText(errno))") }
    defer { systemClose(fd) }
    systemWriteAll(fd, Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  private static func isName(_ text: Substring) -> Bool {
    guard let first = text.first, first == "_" || first.isLetter && first.isASCII else { return false }
    return text.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
  }

  /// The status the picker in the popup ended with, once it wrote it.
  func exitStatus() -> Int32? {
    let fd = systemOpen(path("status"), O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { systemClose(fd) }
    var buffer = [UInt8](repeating: 0, count: 16)
    let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0) }
    guard n > 0 else { return nil }
    return Int32(String(decoding: buffer[..<n], as: UTF8.self).filter(\.isNumber))
  }

  /// The command `become` handed out, if it did.
  func becomeCommand() -> String? {
    let fd = systemOpen(path("become"), O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { systemClose(fd) }
    var text: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0) }
      if n <= 0 { break }
      text += buffer[..<n]
    }
    return String(decoding: text, as: UTF8.self)
  }

  func remove() {
    for name in ["in", "out", "err", "run.sh", "status", "become"] { unlink(path(name)) }
    rmdir(root)
  }
}

import SelectCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PickerSession {
  /// Runs a command a key asked for (`--bind`).
  func run(_ command: ShellCommand) throws {
    switch command.kind {
    case .execute: try execute(command.line)
    case .executeSilent: try wait(for: start(command.line, CommandWiring()), onTerminal: false)
    case .reload: try reload(command.line)
    case .become: try become(command.line)
    }
  }

  /// `execute`: the picker is put away and the terminal given back as it
  /// was; the command runs on it, in our process group so that the
  /// terminal's keys (Ctrl-C, Ctrl-Z) reach it; then the picker returns.
  private func execute(_ line: String) throws {
    tty.write(renderer.leave(after: last))
    last = nil
    tty.restoreMode()
    defer {
      tty.enterRawMode(flushing: false)
      enter()
      draw()
    }
    var wiring = CommandWiring()
    wiring.input = .descriptor(tty.fd)
    wiring.output = .descriptor(tty.fd)
    wiring.errors = .inherited
    wiring.ownsGroup = false
    try wait(for: start(line, wiring), onTerminal: true)
  }

  /// `reload`: the command's output becomes the items, read by the same
  /// reader as stdin; the old reading stops.
  private func reload(_ line: String) throws {
    guard let reader = display.reloadReader else { return }
    reloading?.finish()
    var wiring = CommandWiring()
    wiring.output = .pipe
    let running = try start(line, wiring)
    feed.stop()
    feed = try ItemFeed(reader(CommandOutput(fd: running.takeOutput())))
    reloading = running
    hasReloaded = true
    _ = state.apply(.reloadStarted)
  }

  /// Reaps a finished `reload` command (and anything it left running).
  func reapReload() {
    guard let running = reloading, running.advance() != nil else { return }
    running.finish()
    reloading = nil
  }

  /// `become`: every command of ours stopped, the terminal restored, and
  /// `select` replaced by the command, with the terminal as its stdin and
  /// our stdout as its own.
  private func become(_ line: String) throws -> Never {
    preview?.finishAll()
    reloading?.finish()
    tty.write(renderer.leave(after: last))
    last = nil
    tty.restoreMode()
    // In a tmux popup, the select that opened it runs the command, on the
    // terminal and with the stdout the user started select with.
    if TmuxPopupRun.handBecomeOut(line) { exit(0) }
    try replaceProcess(with: line, input: tty.fd)
  }

  private func start(_ line: String, _ wiring: CommandWiring) throws -> RunningCommand {
    do {
      return try RunningCommand(line, wiring)
    } catch {
      throw SelectError.unreadableInput("cannot run '\(line)': \(error.description)")
    }
  }

  /// Waits for a command the user waits for. Ctrl-C and Ctrl-Z on the
  /// terminal were meant for a command running on it; SIGTERM and SIGHUP
  /// stop the command and end `select` as usual.
  private func wait(for running: RunningCommand, onTerminal: Bool) throws {
    while running.advance() == nil {
      _ = waitReadable(SignalWatch.fd, milliseconds: 100)
      for signal in SignalWatch.takeAll() {
        switch signal {
        case SIGINT where onTerminal, SIGQUIT where onTerminal: continue
        case SIGTSTP where onTerminal: stopUntilContinued()
        case SIGINT:
          running.finish()
          throw SelectError.cancelled
        case SIGTERM, SIGHUP, SIGQUIT:
          running.finish()
          throw SelectError.killed(signal: signal)
        default: continue
        }
      }
    }
    running.finish()
  }
}

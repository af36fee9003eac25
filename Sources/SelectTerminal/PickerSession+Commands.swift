import SelectCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PickerSession {
  /// Runs a command an action asked for (`--bind`), then lets the state go
  /// on with the actions after it.
  func run(_ command: ShellCommand) throws -> [PickerChoice]? {
    let files = try TemporaryFiles(command.files)
    defer { if case .run(.become) = command.use {} else { files.remove() } }
    let line = command.line(withFiles: files.paths)
    var output: [UInt8] = []
    switch command.use {
    case .run(.execute): try execute(line)
    case .run(.executeSilent):
      // fzf's way to run something in the background is `execute-silent(cmd &)`:
      // what the shell left running is not stopped with it.
      var silent = wiring(CommandWiring())
      silent.ownsGroup = false
      try wait(for: start(line, silent), onTerminal: false)
    case .run(.reload): try reload(line)
    case .run(.reloadSync): try reloadWhenDone(line)
    case .run(.become): try become(line)
    case .transform(_, background: false):
      output = try capture(line)
    case .transform(let part, background: true):
      var wiring = wiring(CommandWiring())
      wiring.output = .pipe
      let running = try start(line, wiring)
      running.readsWithoutBlocking()
      background.append(
        BackgroundTransform(
          command: running, part: part, generation: state.queue.backgroundGeneration, files: files.keep()))
      return try handle(state.apply(.commandEnded(nil, output: [])))
    }
    return try handle(state.apply(.commandEnded(command.use, output: output)))
  }

  /// `wiring` with the shell and the environment children get.
  func wiring(_ wiring: CommandWiring) -> CommandWiring {
    var wiring = wiring
    wiring.shell = display.shell
    wiring.environment = childVariables()
    return wiring
  }

  /// `execute`: the picker is put away and the terminal given back as it
  /// was; the command runs on it, in our process group so that the
  /// terminal's keys (Ctrl-C, Ctrl-Z) reach it; then the picker returns.
  private func execute(_ line: String) throws {
    let environment = wiring(CommandWiring())
    tty.write(renderer.leave(after: last))
    last = nil
    tty.restoreMode()
    defer {
      tty.enterRawMode(flushing: false)
      enter()
      draw()
    }
    var wiring = environment
    wiring.input = .descriptor(tty.fd)
    wiring.output = .descriptor(tty.fd)
    wiring.errors = .inherited
    wiring.ownsGroup = false
    try wait(for: start(line, wiring), onTerminal: true)
  }

  /// A `transform` command's output: the picker waits for it, keys that
  /// come meanwhile waiting their turn.
  private func capture(_ line: String) throws -> [UInt8] {
    var wiring = wiring(CommandWiring())
    wiring.output = .pipe
    let running = try start(line, wiring)
    running.readsWithoutBlocking()
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    reading: while true {
      var entries = [
        pollfd(fd: running.output, events: Int16(POLLIN), revents: 0),
        pollfd(fd: display.listener?.wakeFD ?? -1, events: Int16(POLLIN), revents: 0),
      ]
      _ = poll(&entries, nfds_t(entries.count), 100)
      answerStateRequests()
      while let n = buffer.withUnsafeMutableBytes({ running.read($0) }) {
        if n <= 0 { break reading }
        // A transform's output is a line or a few actions; a runaway
        // command is not kept beyond a megabyte.
        if output.count < 1 << 20 { output += buffer[..<n] }
      }
    }
    running.closeOutput()
    try wait(for: running, onTerminal: false)
    return output
  }

  /// Answers `--listen`'s `GET /` while a command holds the picker up:
  /// fzf's recipes ask for the state from inside a `transform` (select(1),
  /// `--listen`). Actions that came wait their turn.
  private func answerStateRequests() {
    guard let listener = display.listener else { return }
    for request in listener.take() {
      switch request {
      case .state(let limit, let offset, let reply):
        let json = state.json(limit: limit, offset: offset)
        reply.withLockWakingWaiters { $0 = json }
      case .actions: heldRequests.append(request)
      }
    }
  }

  /// `reload`: the command's output becomes the items, read by the same
  /// reader as stdin; the old reading stops.
  private func reload(_ line: String) throws {
    guard let reader = display.reloadReader else { return }
    reloading?.finish()
    syncReload?.cancel()
    syncReload = nil
    var wiring = wiring(CommandWiring())
    wiring.output = .pipe
    let running = try start(line, wiring)
    feed.stop()
    feed = try ItemFeed(reader(CommandOutput(fd: running.takeOutput())))
    reloading = running
    hasReloaded = true
    // New items: the remembered ones are looked for again.
    remembered = state.settings.memory.map(RememberedPositions.init)
    _ = state.apply(.reloadStarted)
  }

  /// `reload-sync`: the command runs to its end into a temporary file
  /// while the picker goes on with the old items (keys, Esc included, as
  /// in fzf); then the file's lines become the items (`reapReload`).
  private func reloadWhenDone(_ line: String) throws {
    guard display.reloadReader != nil else { return }
    syncReload?.cancel()
    syncReload = nil
    let files = try TemporaryFiles([[]])
    guard let path = files.paths.first else { return }
    let fd = systemOpen(path, O_WRONLY | O_TRUNC)
    guard fd >= 0 else { return files.remove() }
    defer { systemClose(fd) }
    var wiring = wiring(CommandWiring())
    wiring.output = .descriptor(fd)
    do {
      syncReload = SyncReload(command: try start(line, wiring), files: files)
    } catch {
      files.remove()
      throw error
    }
  }

  /// Reaps a finished `reload` command (and anything it left running), and
  /// puts in the items of a `reload-sync` that ended.
  func reapReload() throws {
    if let running = reloading, running.advance() != nil {
      running.finish()
      reloading = nil
    }
    guard let done = syncReload, done.command.advance() != nil else { return }
    syncReload = nil
    done.command.finish()
    defer { done.files.remove() }
    guard let reader = display.reloadReader, let path = done.files.paths.first else { return }
    let input = systemOpen(path, O_RDONLY)
    guard input >= 0 else { return }
    reloading?.finish()
    reloading = nil
    feed.stop()
    // The file's name goes now; the open descriptor keeps its bytes.
    feed = try ItemFeed(reader(CommandOutput(fd: input)))
    hasReloaded = true
    remembered = state.settings.memory.map(RememberedPositions.init)
    _ = state.apply(.reloadStarted)
  }

  /// `become`: every command of ours stopped, the terminal restored, and
  /// `select` replaced by the command, with the terminal as its stdin and
  /// our stdout as its own.
  private func become(_ line: String) throws -> Never {
    let environment = childVariables()
    preview?.finishAll()
    reloading?.finish()
    syncReload?.cancel()
    tty.write(renderer.leave(after: last))
    last = nil
    tty.restoreMode()
    // In a tmux popup, the select that opened it runs the command, on the
    // terminal and with the stdout the user started select with.
    if TmuxPopupRun.handBecomeOut(line) { exit(0) }
    try replaceProcess(with: line, input: tty.fd, shell: display.shell, environment: environment)
  }

  func start(_ line: String, _ wiring: CommandWiring) throws -> RunningCommand {
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
      var entries = [
        pollfd(fd: SignalWatch.fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: display.listener?.wakeFD ?? -1, events: Int16(POLLIN), revents: 0),
      ]
      _ = poll(&entries, nfds_t(entries.count), 100)
      answerStateRequests()
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

  /// Reads what the background transforms wrote, and gives the output of
  /// each that ended to the state. Returns the choices when that accepted.
  func advanceBackground() throws -> [PickerChoice]? {
    var index = 0
    while index < background.count {
      let job = background[index]
      if job.generation != state.queue.backgroundGeneration {
        // `bg-cancel` came after it started.
        job.command.finish()
        job.files.remove()
        background.remove(at: index)
        continue
      }
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      var ended = false
      while let n = buffer.withUnsafeMutableBytes({ job.command.read($0) }) {
        if n == 0 {
          ended = true
          break
        }
        if job.output.count < 1 << 20 { job.output += buffer[..<n] }
      }
      guard ended || job.command.output < 0 else {
        index += 1
        continue
      }
      job.command.closeOutput()
      job.command.finish()
      job.files.remove()
      background.remove(at: index)
      let event = PickerEvent.backgroundTransformEnded(job.part, output: job.output, generation: job.generation)
      if let choices = try handle(state.apply(event)) { return choices }
    }
    return nil
  }
}

/// A `reload-sync` command still running, and the file it writes to.
struct SyncReload {
  let command: RunningCommand
  let files: TemporaryFiles

  /// Stops the command and removes its file: a later reload or the end of
  /// the picker came first.
  func cancel() {
    command.finish()
    files.remove()
  }
}

/// A `bg-transform*` command still running, and what it wrote so far.
final class BackgroundTransform {
  let command: RunningCommand
  let part: PickerAction.StatePart?
  let generation: Int
  let files: TemporaryFiles
  var output: [UInt8] = []

  init(command: RunningCommand, part: PickerAction.StatePart?, generation: Int, files: TemporaryFiles) {
    self.command = command
    self.part = part
    self.generation = generation
    self.files = files
  }
}

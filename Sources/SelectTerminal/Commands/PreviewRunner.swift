import SelectCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `--preview` for the item under the cursor and feeds its output to
/// the picker's state, never making the picker wait.
///
/// At most one preview runs: when the item changes, the running one is
/// stopped (its whole process group) and joins `stopping` until it is
/// reaped. A new one starts once the cursor has rested on an item for
/// `debounce`, so holding Down does not start a process per row.
final class PreviewRunner {
  /// The preview running now, the command line it was started with (and
  /// the `refresh-preview` count then), and its `{f}` files.
  private var current: RunningCommand?
  private var currentCommand: String?
  private var currentFiles: TemporaryFiles?
  /// The command line wanted now and since when; nil when it runs.
  private var wanted: (command: String?, position: Int?, since: Double)?
  /// Stopped previews not yet reaped.
  private var stopping: [RunningCommand] = []

  /// How long the cursor rests on an item before its preview starts.
  static let debounce = 0.02
  /// Output read at most per turn of the loop, so keys are not kept waiting.
  private static let chunk = 1 << 16

  init() {}

  /// The descriptor of the running preview's output, or -1.
  var outputFD: Int32 { current?.output ?? -1 }

  /// When the runner next needs a turn without any input: the end of the
  /// debounce, or a stopped preview's SIGKILL.
  var nextDeadline: Double? {
    let times = [wanted.map { $0.since + Self.debounce }] + stopping.map(\.killTime)
    return times.compactMap { $0 }.min()
  }

  /// One turn: follows the cursor, reads output, notices the end of the
  /// preview and moves stopped ones along. Returns whether `state` changed.
  /// `wiring` gives the shell and the children's variables.
  func advance(
    _ state: inout PickerState, wiring: CommandWiring = CommandWiring(), now: Double = monotonicSeconds()
  ) -> Bool {
    var changed = follow(&state, wiring: wiring, now: now)
    if let running = current {
      changed = read(running, into: &state) || changed
      if state.preview.isFull {
        // Nothing more can be shown: stop the command, keep what came.
        retire(running)
        _ = state.apply(.previewEnded(.succeeded))
        changed = true
      } else if let exit = running.advance() {
        while !state.preview.isFull && read(running, into: &state) {}
        _ = state.apply(.previewEnded(Self.status(exit)))
        retire(running)
        changed = true
      }
    }
    for command in stopping { command.advance(now: now) }
    stopping.removeAll { $0.isFinished }
    return changed
  }

  /// Stops every preview and waits until nothing of them is left.
  func finishAll() {
    if let current { retire(current) }
    for command in stopping { command.finish() }
    stopping = []
  }

  /// Starts, restarts or stops the preview as the item under the cursor
  /// (and whatever else the command line uses, `{q}`, `{+}`) changed.
  private func follow(_ state: inout PickerState, wiring base: CommandWiring, now: Double) -> Bool {
    let position = state.preview.isHidden ? nil : state.cursorPosition
    // No item under the cursor: the pane is cleared at once, unless the
    // template names only the query (`{q}`), which runs without one, as in
    // fzf (`commandLine` is nil for a template that needs an item).
    let expanded = state.preview.isHidden ? nil : state.preview.command.flatMap(state.commandLine)
    let command = expanded.map { "\(state.preview.refreshes)\u{0}" + $0.line }
    if command == currentCommand && (command == nil || state.preview.subject == position) {
      wanted = nil
      return false
    }
    // Not `wanted?.command != command`: with nothing wanted and no command
    // that compares nil with nil, and the pane would never be cleared.
    let stillWanted = wanted.map { $0.command == command && $0.position == position } ?? false
    if !stillWanted { wanted = (command, position, now) }
    guard let wanted, now >= wanted.since + Self.debounce || command == nil else { return false }
    self.wanted = nil
    if let current { retire(current) }
    currentCommand = command
    _ = state.apply(.previewStarted(position))
    guard let expanded else { return true }
    var wiring = base
    wiring.output = .pipe
    wiring.errors = .pipe
    let reason: String
    do {
      let files = try TemporaryFiles(expanded.files)
      currentFiles = files
      do {
        let started = try RunningCommand(
          ShellCommand(.run(.execute), expanded.line).line(withFiles: files.paths), wiring)
        started.readsWithoutBlocking()
        current = started
        return true
      } catch {
        reason = error.description
      }
    } catch {
      reason = error.message ?? "\(error)"
    }
    _ = state.apply(.previewOutput(Array("cannot run the preview: \(reason)\n".utf8)))
    _ = state.apply(.previewEnded(.failed(127)))
    return true
  }

  /// Reads one chunk of output into the state; false when nothing came.
  private func read(_ running: RunningCommand, into state: inout PickerState) -> Bool {
    guard running.output >= 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: Self.chunk)
    guard let n = buffer.withUnsafeMutableBytes({ running.read($0) }) else { return false }
    if n == 0 {
      running.closeOutput()
      return false
    }
    _ = state.apply(.previewOutput(Array(buffer[..<n])))
    return true
  }

  /// Stops `running` (if it still runs) and forgets it as the current one.
  private func retire(_ running: RunningCommand) {
    running.stop()
    if !running.isFinished { stopping.append(running) }
    if current === running {
      current = nil
      currentFiles?.remove()
      currentFiles = nil
    }
  }

  private static func status(_ exit: CommandExit) -> PreviewState.Status {
    switch exit {
    case .exited(0): .succeeded
    case .exited(let status): .failed(status)
    case .killed(let signal): .killed(signal)
    }
  }
}

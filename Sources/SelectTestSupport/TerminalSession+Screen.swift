import SelectCore

extension TerminalSession {
  /// The terminal's screen as a `rows`×`columns` terminal shows it after
  /// everything written so far.
  /// `from` skips what was written before a byte count (after a resize,
  /// what was drawn at the old size).
  public func screen(rows: Int = 24, columns: Int = 80, from start: Int = 0) -> VirtualScreen {
    var screen = VirtualScreen(width: columns, height: rows)
    screen.feed(transcript.dropFirst(start))
    return screen
  }

  /// Waits until the screen satisfies `condition`; false at the deadline.
  @discardableResult
  public func waitForScreen(
    rows: Int = 24, columns: Int = 80, from start: Int = 0, timeout: Double = 10,
    _ condition: (VirtualScreen) -> Bool
  ) -> Bool {
    var passed = false
    waitFor(timeout: timeout) { _ in
      passed = condition(screen(rows: rows, columns: columns, from: start))
      return passed
    }
    return passed
  }
}

import SelectCore

extension TerminalSession {
  /// The terminal's screen as a `rows`×`columns` terminal shows it after
  /// everything written so far.
  public func screen(rows: Int = 24, columns: Int = 80) -> VirtualScreen {
    var screen = VirtualScreen(width: columns, height: rows)
    screen.feed(transcript)
    return screen
  }

  /// Waits until the screen satisfies `condition`; false at the deadline.
  @discardableResult
  public func waitForScreen(
    rows: Int = 24, columns: Int = 80, timeout: Double = 10, _ condition: (VirtualScreen) -> Bool
  ) -> Bool {
    var passed = false
    waitFor(timeout: timeout) { _ in
      passed = condition(screen(rows: rows, columns: columns))
      return passed
    }
    return passed
  }
}

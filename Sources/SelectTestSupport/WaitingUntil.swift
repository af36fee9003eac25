import Foundation

/// Waits until `condition` holds, looking again every 10 ms; false at the
/// deadline. For what a program shows outside the terminal (a file it
/// writes, what tmux says of its pane), which gives no descriptor to wait
/// on; the terminal itself is waited on with `TerminalSession.waitFor`.
package func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while !condition() {
    if Date() > deadline { return false }
    usleep(10_000)
  }
  return true
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

extension PickerSession {
  /// Finds where the region goes before `enter` draws it, and whether the
  /// terminal draws grapheme clusters as one (`ClusterModeReport`). Full
  /// screen: the top of the alternate screen. Inline: asks the terminal
  /// where the cursor is; text on its row is kept (the region starts on
  /// the next row), and the region's top is where the mouse is measured
  /// from. The region scrolls up to fit above the screen's bottom.
  func locateRegion() {
    guard renderer.placement == .inline else {
      // The position is not needed; its answer says the other has come.
      if answersCursorQuery { answersCursorQuery = readCursorPosition(askedAt: askCursorPosition()) != nil }
      regionTop = 0
      return
    }
    guard answersCursorQuery, let report = readCursorPosition(askedAt: askCursorPosition()) else {
      answersCursorQuery = false
      renderer.columnAfterText = nil
      regionTop = nil
      return
    }
    let afterText = report.column > 1
    renderer.columnAfterText = afterText ? report.column : nil
    let row = report.row - 1 + (afterText ? 1 : 0)
    regionTop = max(min(row, tty.size.rows - regionHeight), 0)
  }

  /// Asks the terminal where the cursor is (DSR 6) and reads the answer
  /// for at most `PickerTiming.cursorAnswer` after `asked`: the 1-based
  /// row and column, or nil when no answer came. Keys read on the way (typed
  /// before the answer, or meant for a terminal that never answers) are
  /// decoded into `earlyKeys`, to be handled once the picker is drawn.
  ///
  /// The query goes out in raw mode, so that the answer is neither echoed
  /// nor held for a line; `askCursorPosition` writes it, this waits.
  func readCursorPosition(askedAt asked: Double) -> CursorReport? {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    var report: CursorReport?
    while true {
      report = CursorReport.take(from: &received)
      if report != nil { break }
      let left = asked + PickerTiming.cursorAnswer - monotonicSeconds()
      guard left > 0, waitReadable(tty.fd, milliseconds: Int32(left * 1000) + 1) else { break }
      let n = buffer.withUnsafeMutableBytes { readInterruptible(tty.fd, $0) }
      if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      if n <= 0 { break }
      received += buffer[..<n]
    }
    if ClusterModeReport.take(from: &received) == true { measureClustersAsTheTerminalDraws() }
    earlyKeys += decoder.feed(received)
    pendingKeySince = decoder.hasPendingInput ? monotonicSeconds() : nil
    return report
  }

  /// Sends the cursor-position query, after asking whether the terminal
  /// draws grapheme clusters as one (`ClusterModeReport`); returns when
  /// they were sent.
  func askCursorPosition() -> Double {
    tty.write(ClusterModeReport.query + CursorReport.query)
    return monotonicSeconds()
  }
}

extension FrameRenderer {
  /// The bytes that prepare the terminal for frames of `height` rows.
  ///
  /// Full screen: switch to the alternate screen and clear it. Inline: make
  /// room for `height` rows from the cursor's line (or the next, after text:
  /// `columnAfterText`), scrolling if it is near the bottom, and go back to
  /// the first of them. Either way the cursor is hidden, bracketed paste
  /// turned on, so a paste arrives as one key, and autowrap turned off, so
  /// a row the terminal draws wider than counted never pushes the next.
  /// Like a frame, this is one synchronized update.
  package func enter(height: Int) -> [UInt8] {
    var output = TerminalOutput()
    output.bytes += Self.synchronizedUpdateStart
    switch placement {
    case .fullScreen:
      output.append("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[H\u{1B}[2J")
    case .inline:
      output.append("\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\r")
      // Below the text on the cursor's row, if any.
      let newlines = height - 1 + (columnAfterText == nil ? 0 : 1)
      if newlines > 0 { output.append(String(repeating: "\n", count: newlines)) }
      output.moveDown(1 - height)
    }
    if reportsMouse { output.append("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h") }
    output.bytes += Self.synchronizedUpdateEnd
    return output.bytes
  }

  /// The bytes that give the terminal back as it was before `enter`, given
  /// the frame drawn last (nil if none was).
  ///
  /// Full screen: leave the alternate screen, which restores the shell's.
  /// Inline: erase the region and leave the cursor at its top left, where
  /// the shell's next output belongs, or after the text that was on the row
  /// above it. `keepingFrame` (`--no-clear`, as fzf's) leaves the last
  /// frame where it is: the alternate screen stays, the region is not
  /// erased; the modes are turned off all the same.
  package func leave(after last: Screen?, keepingFrame: Bool = false) -> [UInt8] {
    var output = TerminalOutput()
    output.bytes += Self.synchronizedUpdateStart
    output.append("\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h")
    if reportsMouse { output.append("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l") }
    switch placement {
    case .fullScreen:
      output.append(keepingFrame ? "\u{1B}[?25h" : "\u{1B}[?25h\u{1B}[?1049l")
    case .inline:
      output.moveDown(-(last?.cursor.row ?? 0))
      output.append(keepingFrame ? "\r\u{1B}[?25h" : "\r\u{1B}[J\u{1B}[?25h")
      if let columnAfterText { output.append("\u{1B}[A\u{1B}[\(columnAfterText)G") }
    }
    output.bytes += Self.synchronizedUpdateEnd
    return output.bytes
  }
}

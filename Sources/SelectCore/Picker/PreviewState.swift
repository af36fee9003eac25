/// What the preview pane shows: the output of the command run for the item
/// under the cursor, as far as the pane can use it, and how it went.
///
/// Output is kept as raw lines (colour sequences and all) and made safe
/// when drawn; past `keptLines` lines or `keptBytes` bytes nothing more is
/// kept and `isFull` tells the terminal layer to stop the command, so a
/// preview of `yes` or `cat /dev/zero` costs no more than one of `head`.
package struct PreviewState: Equatable, Sendable {
  /// How the command is doing.
  package enum Status: Equatable, Sendable {
    /// No preview: none asked for, or no item under the cursor.
    case none
    case running
    case succeeded
    /// It exited with this status (not 0).
    case failed(Int32)
    /// A signal ended it (not one we sent).
    case killed(Int32)
  }

  /// Lines of output at most kept (for scrolling).
  package static let keptLines = 1_000
  /// Bytes of output at most read.
  package static let keptBytes = 1 << 20
  /// Bytes of one line at most kept.
  package static let keptLineBytes = 4_096

  /// The lines received, without their newlines.
  package internal(set) var lines: [[UInt8]] = []
  /// The start of a line whose newline has not come yet.
  var partial: [UInt8] = []
  /// Bytes received so far.
  var receivedCount = 0
  /// Whether output was dropped because the limits were reached.
  package internal(set) var isFull = false
  package internal(set) var status = Status.none
  /// The position of the item previewed.
  package internal(set) var subject: Int?
  /// The first line shown.
  package internal(set) var scroll = 0
  /// Whether the pane is hidden (Ctrl-/).
  package internal(set) var isHidden = false
  /// Lines a page of scrolling moves: the pane's height.
  package internal(set) var pageRows = 10
  /// How this output scrolls (`--preview-window`'s `follow`, `cycle`,
  /// `~N`), taken when it starts.
  var follows = false
  var cycles = false
  var fixedLines = 0
  /// Whether the pane keeps to the end of the output (`follow`, until
  /// scrolled up; back at the end, it follows again).
  package internal(set) var isFollowing = false
  /// The first line wanted for this output (`+SCROLL`), kept until it has
  /// arrived or the pane is scrolled by hand.
  var wantedScroll: Int?

  /// The preview command now: the setting, `change-preview`'s, or
  /// `preview(...)`'s until the cursor moves to another item.
  package private(set) var command: PrintTemplate?
  /// Whether `command` is `preview(...)`'s, for the item under the cursor.
  private(set) var commandIsOneOff = false
  /// Counts the times the preview must run again though the item is the
  /// same (`refresh-preview`, a new command).
  package private(set) var refreshes = 0

  package init(isHidden: Bool = false, command: PrintTemplate? = nil) {
    self.isHidden = isHidden
    self.command = command
  }

  /// `refresh-preview`: the command runs again.
  mutating func refresh() { refreshes &+= 1 }

  /// `change-preview`: `command` from now on.
  mutating func change(to command: PrintTemplate?) {
    self.command = command
    commandIsOneOff = false
    refresh()
  }

  /// `preview(...)`: `command`, shown now, until the cursor moves to
  /// another item.
  mutating func showOnce(_ command: PrintTemplate) {
    if isHidden { toggle() }
    self.command = command
    commandIsOneOff = true
    refresh()
  }

  /// The cursor moved to another item: a one-off command gives way to
  /// `setting`.
  mutating func focusMoved(setting: PrintTemplate?) {
    guard commandIsOneOff else { return }
    command = setting
    commandIsOneOff = false
  }

  /// How many lines there are to draw, the partial one included.
  package var lineCount: Int { lines.count + (partial.isEmpty ? 0 : 1) }

  /// Line `index`, the partial one last.
  package func line(_ index: Int) -> [UInt8] {
    index < lines.count ? lines[index] : partial
  }

  /// Starts over for the item at `position`, in `window`'s way of
  /// scrolling, from `firstLine`.
  package mutating func start(for position: Int?, window: PreviewWindow? = nil, firstLine: Int? = nil) {
    follows = window?.follows ?? false
    cycles = window?.cycles ?? false
    fixedLines = window?.headerLines ?? 0
    isFollowing = follows
    wantedScroll = firstLine
    lines = []
    partial = []
    receivedCount = 0
    isFull = false
    scroll = 0
    subject = position
    status = position == nil ? .none : .running
  }

  /// Appends output, line by line, until the limits: `keptLines` lines or
  /// `keptBytes` bytes received (a line longer than `keptLineBytes` is
  /// cut, but every byte counts, so an endless line fills it too).
  package mutating func receive(_ bytes: [UInt8]) {
    guard !isFull else { return }
    let accepted = bytes.prefix(Self.keptBytes - receivedCount)
    receivedCount += accepted.count
    var start = accepted.startIndex
    while start < accepted.endIndex {
      let newline = accepted[start...].firstIndex(of: 10)
      let end = newline ?? accepted.endIndex
      let room = max(Self.keptLineBytes - partial.count, 0)
      partial += accepted[start..<min(end, start + room)]
      guard let newline else { break }
      if partial.last == 13 { partial.removeLast() }
      lines.append(partial)
      partial = []
      start = newline + 1
      if lines.count >= Self.keptLines { break }
    }
    isFull = lines.count >= Self.keptLines || receivedCount >= Self.keptBytes
    if isFollowing {
      scroll = max(lineCount - max(pageRows - fixedLines, 1), 0)
    } else if let wantedScroll {
      scroll = min(wantedScroll, max(lineCount - 1, 0))
    }
  }

  /// Records how the command ended.
  package mutating func end(_ outcome: Status) {
    status = outcome
  }

  /// Scrolls by `lines` (up when negative), keeping one line in view;
  /// with `cycle`, past either end onto the other, the `~N` fixed lines
  /// aside. Following stops above the end and starts again at it.
  package mutating func scrollDown(by lines: Int) {
    wantedScroll = nil
    let first = min(fixedLines, max(lineCount - 1, 0))
    let range = lineCount - first
    if cycles && range > 0 {
      let moved = (max(scroll, first) - first + lines) % range
      scroll = first + (moved < 0 ? moved + range : moved)
    } else {
      scroll = max(min(scroll + lines, lineCount - 1), 0)
    }
    if follows { isFollowing = scroll >= lineCount - max(pageRows - fixedLines, 1) }
  }

  /// Scrolls to the first line (`preview-top`) or so that the last line is
  /// at the bottom (`preview-bottom`), never round.
  package mutating func scroll(toEnd: Bool) {
    wantedScroll = nil
    scroll = toEnd ? max(lineCount - max(pageRows - fixedLines, 1), 0) : 0
    if follows { isFollowing = toEnd }
  }

  /// Shows or hides the pane.
  package mutating func toggle() {
    isHidden.toggle()
  }
}

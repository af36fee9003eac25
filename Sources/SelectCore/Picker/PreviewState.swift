/// What the preview pane shows: the output of the command run for the item
/// under the cursor, as far as the pane can use it, and how it went.
///
/// Output is kept as raw lines (colour sequences and all) and made safe
/// when drawn; past `keptLines` lines or `keptBytes` bytes nothing more is
/// kept and `isFull` tells the terminal layer to stop the command, so a
/// preview of `yes` costs no more than one of `head`.
public struct PreviewState: Equatable, Sendable {
  /// How the command is doing.
  public enum Status: Equatable, Sendable {
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
  public static let keptLines = 1_000
  /// Bytes of output at most kept; a longer line is cut.
  public static let keptBytes = 1 << 20
  /// Bytes of one line at most kept.
  public static let keptLineBytes = 4_096

  /// The lines received, without their newlines.
  public internal(set) var lines: [[UInt8]] = []
  /// The start of a line whose newline has not come yet.
  var partial: [UInt8] = []
  /// Bytes kept so far.
  var keptCount = 0
  /// Whether output was dropped because the limits were reached.
  public internal(set) var isFull = false
  public internal(set) var status = Status.none
  /// The position of the item previewed.
  public internal(set) var subject: Int?
  /// The first line shown.
  public internal(set) var scroll = 0
  /// Whether the pane is hidden (Ctrl-/).
  public internal(set) var isHidden = false
  /// Lines a page of scrolling moves: the pane's height.
  public internal(set) var pageRows = 10

  public init(isHidden: Bool = false) {
    self.isHidden = isHidden
  }

  /// How many lines there are to draw, the partial one included.
  public var lineCount: Int { lines.count + (partial.isEmpty ? 0 : 1) }

  /// Line `index`, the partial one last.
  public func line(_ index: Int) -> [UInt8] {
    index < lines.count ? lines[index] : partial
  }

  /// Starts over for the item at `position`.
  public mutating func start(for position: Int?) {
    lines = []
    partial = []
    keptCount = 0
    isFull = false
    scroll = 0
    subject = position
    status = position == nil ? .none : .running
  }

  /// Appends output, line by line, until the limits.
  public mutating func receive(_ bytes: [UInt8]) {
    var start = 0
    while start < bytes.count && !isFull {
      let newline = bytes[start...].firstIndex(of: 10)
      let end = newline ?? bytes.count
      let room = min(Self.keptLineBytes - partial.count, Self.keptBytes - keptCount)
      let piece = bytes[start..<min(end, start + max(room, 0))]
      partial += piece
      keptCount += piece.count
      guard let newline else { break }
      if partial.last == 13 { partial.removeLast() }
      lines.append(partial)
      partial = []
      start = newline + 1
      if lines.count >= Self.keptLines || keptCount >= Self.keptBytes { isFull = true }
    }
  }

  /// Records how the command ended.
  public mutating func end(_ outcome: Status) {
    status = outcome
  }

  /// Scrolls by `lines` (up when negative), keeping one line in view.
  public mutating func scrollDown(by lines: Int) {
    scroll = max(min(scroll + lines, lineCount - 1), 0)
  }

  /// Shows or hides the pane.
  public mutating func toggle() {
    isHidden.toggle()
  }
}

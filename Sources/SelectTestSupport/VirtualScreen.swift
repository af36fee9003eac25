import SelectCore

/// A small terminal emulator for tests: feed it what a program writes to the
/// terminal and read back the grid of characters and the cursor.
///
/// It understands what `select` draws with: printable UTF-8 (wide characters
/// take two cells, zero-width ones join the cell before), CR, LF (scrolling
/// at the bottom), BS, autowrap with xterm's pending wrap at the last column
/// (?7; off, a character at the last column overwrites it),
/// CSI A B C D E F G H f d J K m s u, ESC 7 and 8, DEC modes ?25 (cursor),
/// ?1049 (alternate screen), ?2004 (bracketed paste), the mouse modes
/// ?1000, ?1002, ?1003 and ?1006, and ?2026 (synchronized
/// update, counted so that tests can tell whether every change came inside
/// one). Other sequences are parsed and ignored.
package struct VirtualScreen {
  /// How the terminal draws a grapheme cluster of several emoji (👍🏽, a
  /// ZWJ family).
  package enum ClusterDrawing: Sendable {
    /// As one, 2 columns (terminals in grapheme-cluster mode, DECRQM 2027).
    case asOne
    /// Each emoji in columns of its own, as tmux 3.3 does: 👍🏽 takes 4.
    case apart
  }

  /// One cell of the grid.
  package struct Cell: Equatable {
    /// The scalars drawn here; "" for the right half of a wide character.
    package var text = " "
    package var isBold = false
    package var isReversed = false
    /// The palette colour of the text (`38;5;N`, `3N`, `9N`), nil for the
    /// default or a 24-bit colour.
    package var foreground: Int?
  }

  /// Columns.
  package let width: Int
  /// Rows.
  package let height: Int
  /// Where the next character goes, 0-based.
  package internal(set) var cursor = Screen.Position(row: 0, column: 0)
  /// Whether the program has the cursor shown (?25h / ?25l).
  package internal(set) var cursorVisible = true
  /// Whether the alternate screen (?1049h) is in use.
  package internal(set) var isAlternateScreen = false
  /// Whether autowrap (?7) is on: text past the last column goes on the
  /// next row.
  package internal(set) var autowrap = true
  /// Whether bracketed paste (?2004h) is on.
  package internal(set) var isBracketedPasteOn = false
  /// The mouse-reporting modes on: 1000 (buttons), 1002 (drags), 1003
  /// (all motion), 1006 (SGR form).
  package internal(set) var mouseModes: Set<Int> = []
  /// Whether a synchronized update (?2026h) is open.
  package internal(set) var isSynchronizedUpdateOn = false
  /// How many synchronized updates were closed (?2026l after ?2026h).
  package internal(set) var synchronizedUpdates = 0
  /// Characters drawn and erases done outside any synchronized update.
  package internal(set) var unsynchronizedChanges = 0
  /// Where the cursor was at each cursor-position query (`ESC[6n`), for a
  /// test terminal to answer as a real one would.
  package internal(set) var cursorQueries: [Screen.Position] = []
  /// The DEC private modes asked about (DECRQM, `ESC[?N$p`), in order.
  package internal(set) var modeQueries: [Int] = []

  var grid: [[Cell]]
  var savedGrid: [[Cell]] = []
  var savedCursor = Screen.Position(row: 0, column: 0)
  var pendingWrap = false
  var bold = false
  var reversed = false
  var foreground: Int?
  var pending: [UInt8] = []
  /// Grapheme clusters, measured as this terminal draws them.
  var measure: ClusterMeasure

  /// A blank screen of `width` × `height` cells, cursor at the top left,
  /// drawing clusters as `clusters` says.
  package init(width: Int, height: Int, clusters: ClusterDrawing = .asOne) {
    self.width = width
    self.height = height
    measure = ClusterMeasure(readsClustersApart: clusters == .apart)
    grid = Self.blankGrid(width: width, height: height)
  }

  /// The rows as text, trailing spaces trimmed.
  package var lines: [String] {
    grid.map { row in
      var line = row.map(\.text).joined()
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  /// The lines joined with newlines, trailing blank lines dropped.
  package var text: String {
    var lines = self.lines
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The cell at a row and column.
  package func cell(row: Int, column: Int) -> Cell {
    grid[row][column]
  }

  /// Interprets bytes written to the terminal.
  package mutating func feed<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
    pending += bytes
    var index = 0
    while index < pending.count {
      guard let consumed = step(at: index) else { break }
      index += consumed
    }
    pending.removeFirst(index)
  }

  /// Interprets text written to the terminal.
  package mutating func feed(_ text: String) {
    feed(Array(text.utf8))
  }

  static func blankGrid(width: Int, height: Int) -> [[Cell]] {
    Array(repeating: Array(repeating: Cell(), count: width), count: height)
  }

  /// Interprets what starts at `index` of `pending`; returns how many bytes
  /// that took, or nil if they have not all arrived.
  mutating func step(at index: Int) -> Int? {
    let byte = pending[index]
    // Clusters go on across colour changes, as in a terminal.
    if (byte < 0x20 && byte != 0x1B) || byte == 0x7F { measure.reset() }
    switch byte {
    case 0x1B: return escape(at: index)
    case 0x0D:
      pendingWrap = false
      cursor.column = 0
    case 0x0A, 0x0B, 0x0C:
      pendingWrap = false
      lineFeed()
    case 0x08:
      pendingWrap = false
      cursor.column = max(cursor.column - 1, 0)
    case 0x09: cursor.column = min((cursor.column / 8 + 1) * 8, width - 1)
    case 0x00..<0x20, 0x7F: break
    case 0x20..<0x80: put(Unicode.Scalar(byte))
    default: return utf8(at: index)
    }
    return 1
  }

  mutating func utf8(at index: Int) -> Int? {
    var lead = pending[index]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1 else {
      put("\u{FFFD}")
      return 1
    }
    guard index + length <= pending.count else { return nil }
    lead &= length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07
    var value = UInt32(lead)
    for offset in 1..<length {
      let byte = pending[index + offset]
      guard byte & 0xC0 == 0x80 else {
        put("\u{FFFD}")
        return offset
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    put(Unicode.Scalar(value) ?? "\u{FFFD}")
    return length
  }

  /// Draws one scalar at the cursor, wrapping first if a wrap is pending.
  mutating func put(_ scalar: Unicode.Scalar) {
    if !isSynchronizedUpdateOn { unsynchronizedChanges += 1 }
    let scalarWidth: Int
    let step = measure.step(scalar)
    switch step {
    case .starts(let width) where width > 0: scalarWidth = width
    // An emoji drawn apart from its cluster: cells of its own.
    case .joins(let extra) where extra > 1: scalarWidth = extra
    case .starts, .joins:
      let extra = if case .joins(let extra) = step { extra } else { 0 }
      // Part of the cluster in the cell before (a mark, a skin tone, the
      // rest of a flag or of a ZWJ sequence).
      let column = pendingWrap ? cursor.column : cursor.column - 1
      if column >= 0 {
        var target = column
        if grid[cursor.row][target].text.isEmpty && target > 0 { target -= 1 }
        grid[cursor.row][target].text.unicodeScalars.append(scalar)
      }
      if extra > 0 && !pendingWrap {
        grid[cursor.row][cursor.column] = Cell(
          text: "", isBold: bold, isReversed: reversed, foreground: foreground)
        if cursor.column + 1 >= width {
          pendingWrap = true
        } else {
          cursor.column += 1
        }
      }
      return
    }
    if autowrap && (pendingWrap || cursor.column + scalarWidth > width) {
      cursor.column = 0
      lineFeed()
    } else if !autowrap && cursor.column + scalarWidth > width {
      // No room: the character replaces what is at the last column.
      cursor.column = Swift.max(width - scalarWidth, 0)
    }
    pendingWrap = false
    grid[cursor.row][cursor.column] = Cell(
      text: String(scalar), isBold: bold, isReversed: reversed, foreground: foreground)
    // A wide character in the last column of a one-column screen is cut.
    if scalarWidth == 2 && cursor.column + 1 < width {
      grid[cursor.row][cursor.column + 1] = Cell(
        text: "", isBold: bold, isReversed: reversed, foreground: foreground)
    }
    if cursor.column + scalarWidth >= width {
      cursor.column = width - 1
      pendingWrap = true
    } else {
      cursor.column += scalarWidth
    }
  }

  mutating func lineFeed() {
    if cursor.row == height - 1 {
      grid.removeFirst()
      grid.append(Array(repeating: Cell(), count: width))
    } else {
      cursor.row += 1
    }
  }
}

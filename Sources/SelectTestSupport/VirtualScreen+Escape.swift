import SelectCore

extension VirtualScreen {
  /// Interprets an escape sequence at `index`; returns its length, or nil if
  /// it has not all arrived.
  mutating func escape(at index: Int) -> Int? {
    guard index + 1 < pending.count else { return nil }
    switch pending[index + 1] {
    case UInt8(ascii: "["):
      return controlSequence(at: index)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"):
      return string(at: index)
    case UInt8(ascii: "7"):
      saveCursor()
    case UInt8(ascii: "8"):
      restoreCursor()
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "#"):
      return index + 2 < pending.count ? 3 : nil
    default:
      break
    }
    return 2
  }

  /// Skips an OSC, DCS, APC or PM string, ended by BEL or ST (ESC \).
  mutating func string(at index: Int) -> Int? {
    var end = index + 2
    while end < pending.count {
      if pending[end] == 0x07 { return end - index + 1 }
      if pending[end] == 0x1B {
        guard end + 1 < pending.count else { return nil }
        return end - index + 2
      }
      end += 1
    }
    return nil
  }

  /// Interprets `ESC [ parameters final`.
  mutating func controlSequence(at index: Int) -> Int? {
    var end = index + 2
    while end < pending.count && !(0x40...0x7E).contains(pending[end]) { end += 1 }
    guard end < pending.count else { return nil }
    let parameterBytes = pending[(index + 2)..<end]
    let isPrivate = parameterBytes.first == UInt8(ascii: "?")
    // Intermediate bytes (`$` in DECRQM) are not numbers.
    let numbers = String(
      decoding: parameterBytes.drop { $0 == UInt8(ascii: "?") }.filter { !(0x20...0x2F).contains($0) }, as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    let first = numbers.first ?? 0
    let count = max(first, 1)
    let final = Unicode.Scalar(pending[end])
    if isPrivate && final == "p" {
      modeQueries.append(first)
      return end - index + 1
    }
    if isPrivate {
      setMode(first, on: final == "h")
      return end - index + 1
    }
    pendingWrap = false
    switch final {
    case "A": cursor.row = max(cursor.row - count, 0)
    case "B": cursor.row = min(cursor.row + count, height - 1)
    case "C": cursor.column = min(cursor.column + count, width - 1)
    case "D": cursor.column = max(cursor.column - count, 0)
    case "E": cursor = Screen.Position(row: min(cursor.row + count, height - 1), column: 0)
    case "F": cursor = Screen.Position(row: max(cursor.row - count, 0), column: 0)
    case "G": cursor.column = min(count, width) - 1
    case "d": cursor.row = min(count, height) - 1
    case "H", "f":
      let column = numbers.count > 1 ? max(numbers[1], 1) : 1
      cursor = Screen.Position(row: min(count, height) - 1, column: min(column, width) - 1)
    case "J": eraseInDisplay(first)
    case "K": eraseInLine(first)
    case "m": selectGraphicRendition(numbers)
    case "n" where first == 6: cursorQueries.append(cursor)
    case "s": saveCursor()
    case "u": restoreCursor()
    default: break
    }
    return end - index + 1
  }

  mutating func setMode(_ mode: Int, on: Bool) {
    switch mode {
    case 25: cursorVisible = on
    case 7:
      autowrap = on
      if !on { pendingWrap = false }
    case 2004: isBracketedPasteOn = on
    case 1000, 1002, 1003, 1006:
      if on { mouseModes.insert(mode) } else { mouseModes.remove(mode) }
    case 2026:
      if isSynchronizedUpdateOn && !on { synchronizedUpdates += 1 }
      isSynchronizedUpdateOn = on
    case 1049 where on != isAlternateScreen:
      if on {
        saveCursor()
        savedGrid = grid
        grid = Self.blankGrid(width: width, height: height)
      } else {
        grid = savedGrid
        restoreCursor()
      }
      isAlternateScreen = on
    default: break
    }
  }

  mutating func eraseInDisplay(_ mode: Int) {
    if !isSynchronizedUpdateOn { unsynchronizedChanges += 1 }
    switch mode {
    case 0:
      eraseInLine(0)
      for row in (cursor.row + 1)..<height { grid[row] = Array(repeating: Cell(), count: width) }
    case 1:
      eraseInLine(1)
      for row in 0..<cursor.row { grid[row] = Array(repeating: Cell(), count: width) }
    default:
      grid = Self.blankGrid(width: width, height: height)
    }
  }

  mutating func eraseInLine(_ mode: Int) {
    if !isSynchronizedUpdateOn { unsynchronizedChanges += 1 }
    let columns: Range<Int> =
      switch mode {
      case 0: cursor.column..<width
      case 1: 0..<(cursor.column + 1)
      default: 0..<width
      }
    for column in columns { grid[cursor.row][column] = Cell() }
  }

  mutating func selectGraphicRendition(_ numbers: [Int]) {
    var index = 0
    while index < numbers.count {
      switch numbers[index] {
      case 0:
        bold = false
        reversed = false
        foreground = nil
      case 30...37: foreground = numbers[index] - 30
      case 90...97: foreground = numbers[index] - 90 + 8
      case 39: foreground = nil
      case 38 where numbers.count > index + 2 && numbers[index + 1] == 5:
        foreground = numbers[index + 2]
        index += 2
      case 1: bold = true
      case 22: bold = false
      case 7: reversed = true
      case 27: reversed = false
      // Extended colours carry their own parameters; skip them.
      case 38, 48: index += numbers.count > index + 1 && numbers[index + 1] == 2 ? 4 : 2
      default: break
      }
      index += 1
    }
  }

  mutating func saveCursor() {
    savedCursor = cursor
  }

  mutating func restoreCursor() {
    cursor = savedCursor
    pendingWrap = false
  }
}

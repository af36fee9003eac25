/// One line of a Markdown document, seen as the block parser needs it: its
/// bytes without the line ending, indexed by their offsets in the document.
struct MarkdownLine {
  /// The line without `\n` or `\r\n`.
  let text: ArraySlice<UInt8>

  init(_ text: ArraySlice<UInt8>) {
    self.text = text
  }

  /// Whether the line is empty or only spaces and tabs.
  var hasOnlyBlanks: Bool { text.allSatisfy(isBlank) }

  /// The offset of the first byte that is not a space or tab.
  var contentStart: Int { text.firstIndex { !isBlank($0) } ?? text.endIndex }

  /// The width of the leading spaces and tabs, a tab reaching the next
  /// multiple of 4 columns as in CommonMark.
  var indent: Int {
    var columns = 0
    for byte in text[..<contentStart] {
      columns = byte == UInt8(ascii: "\t") ? columns + 4 - columns % 4 : columns + 1
    }
    return columns
  }

  /// Whether the line is an ATX heading: `#` to `######`, then a space or
  /// the end of the line.
  var isHeading: Bool {
    let start = contentStart
    let hashes = text[start...].prefix { $0 == UInt8(ascii: "#") }.count
    guard (1...6).contains(hashes) else { return false }
    let after = start + hashes
    return after == text.endIndex || isBlank(text[after])
  }

  /// An ATX heading's text, without the `#`s that open and may close it
  /// and the blanks around it; nil when the line is no heading.
  var headingText: ArraySlice<UInt8>? {
    guard isHeading else { return nil }
    var text = self.text[contentStart...].drop { $0 == UInt8(ascii: "#") }
    text = text.drop(while: isBlank)
    while let last = text.last, isBlank(last) { text = text.dropLast() }
    // A closing run of `#`s counts only after a blank (or as the whole text).
    let closing = text.reversed().prefix { $0 == UInt8(ascii: "#") }.count
    if closing == text.count || isBlank(text[text.endIndex - closing - 1]) {
      text = text.dropLast(closing)
      while let last = text.last, isBlank(last) { text = text.dropLast() }
    }
    return text
  }

  /// The offset just past a list item's marker (`-`, `*`, `+`, `1.` or
  /// `1)`) and the blanks after it, or nil when the line is no list item.
  var listItemContent: Int? {
    var i = contentStart
    guard i < text.endIndex else { return nil }
    if text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "*") || text[i] == UInt8(ascii: "+")
    {
      i += 1
    } else {
      let digits = text[i...].prefix(while: isDigit).count
      guard (1...9).contains(digits) else { return nil }
      i += digits
      guard i < text.endIndex, text[i] == UInt8(ascii: ".") || text[i] == UInt8(ascii: ")") else {
        return nil
      }
      i += 1
    }
    if i == text.endIndex { return i }
    guard isBlank(text[i]) else { return nil }
    return text[i...].firstIndex { !isBlank($0) } ?? text.endIndex
  }

  /// The task list marker of a list item, `[ ]`, `[x]` or `[X]` followed by
  /// a space or tab, as GitHub requires: the mark's offset and the task text.
  var task: (mark: Int, text: Range<Int>)? {
    guard let open = listItemContent, text.endIndex - open >= 4 else { return nil }
    let mark = text[open + 1]
    guard text[open] == UInt8(ascii: "["), text[open + 2] == UInt8(ascii: "]"),
      mark == UInt8(ascii: " ") || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X"),
      isBlank(text[open + 3])
    else { return nil }
    let rest = text[(open + 3)...]
    let start = rest.firstIndex { !isBlank($0) } ?? text.endIndex
    let end = (rest.lastIndex { !isBlank($0) } ?? open + 3) + 1
    return (open + 1, start..<max(start, end))
  }

  /// The fence this line opens: three or more backticks or tildes; a
  /// backtick fence's info string may not contain a backtick.
  var openingFence: (byte: UInt8, length: Int)? {
    let start = contentStart
    guard start < text.endIndex else { return nil }
    let byte = text[start]
    guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { return nil }
    let length = text[start...].prefix { $0 == byte }.count
    guard length >= 3 else { return nil }
    if byte == UInt8(ascii: "`") && text[(start + length)...].contains(byte) { return nil }
    return (byte, length)
  }

  /// Whether the line closes a fence opened with `length` of `byte`: at
  /// least as many of the same byte and nothing after them but blanks.
  func closesFence(_ byte: UInt8, length: Int) -> Bool {
    let start = contentStart
    let run = text[start...].prefix { $0 == byte }.count
    return run >= length && text[(start + run)...].allSatisfy(isBlank)
  }
}

private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

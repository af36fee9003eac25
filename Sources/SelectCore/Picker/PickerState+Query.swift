/// Editing the query as readline and fzf edit a line: a cursor that moves by
/// character and by word, deletions on both sides, and `yank` to put back
/// what a word or line deletion took.
///
/// A word is a run of letters and digits (fzf's `backward-word`,
/// `kill-word`); `unix-word-rubout` (Ctrl-W) deletes back to whitespace, as
/// a shell does.
extension PickerState {
  /// The cursor as an index into `query`.
  private var cursorIndex: String.Index {
    query.unicodeScalars.index(query.startIndex, offsetBy: queryCursor)
  }

  private func offset(of index: String.Index) -> Int {
    query.unicodeScalars.distance(from: query.startIndex, to: index)
  }

  /// Types `text` at the cursor.
  mutating func insert(_ text: String) {
    guard !text.isEmpty else { return }
    let index = cursorIndex
    query.insert(contentsOf: text, at: index)
    queryCursor += text.unicodeScalars.count
    // A combining mark typed after a letter joins it into one character.
    queryCursor = offset(of: query.index(after: query.index(before: cursorIndex)))
  }

  /// The start of the character before the cursor (the cursor at the start).
  var characterBefore: Int {
    queryCursor == 0 ? 0 : offset(of: query.index(before: cursorIndex))
  }

  /// The end of the character after the cursor (the cursor at the end).
  var characterAfter: Int {
    cursorIndex == query.endIndex ? queryCursor : offset(of: query.index(after: cursorIndex))
  }

  /// The start of the word before the cursor.
  var wordBefore: Int {
    let scalars = Array(query.unicodeScalars)
    var offset = queryCursor
    while offset > 0 && !isWordScalar(scalars[offset - 1]) { offset -= 1 }
    while offset > 0 && isWordScalar(scalars[offset - 1]) { offset -= 1 }
    return offset
  }

  /// The end of the word after the cursor.
  var wordAfter: Int {
    let scalars = Array(query.unicodeScalars)
    var offset = queryCursor
    while offset < scalars.count && !isWordScalar(scalars[offset]) { offset += 1 }
    while offset < scalars.count && isWordScalar(scalars[offset]) { offset += 1 }
    return offset
  }

  /// The start of the whitespace-separated word before the cursor.
  var blankSeparatedWordBefore: Int {
    let scalars = Array(query.unicodeScalars)
    var offset = queryCursor
    while offset > 0 && scalars[offset - 1].properties.isWhitespace { offset -= 1 }
    while offset > 0 && !scalars[offset - 1].properties.isWhitespace { offset -= 1 }
    return offset
  }

  /// Deletes the query's scalars between `bound` and the cursor, on either
  /// side of it; with `kills`, keeps them for `yank`.
  mutating func delete(toOffset bound: Int, kills: Bool = false) {
    let range = min(bound, queryCursor)..<max(bound, queryCursor)
    guard !range.isEmpty else { return }
    let scalars = query.unicodeScalars
    let start = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
    let end = scalars.index(start, offsetBy: range.count)
    if kills { killed = String(scalars[start..<end]) }
    query.unicodeScalars.removeSubrange(start..<end)
    queryCursor = range.lowerBound
  }

  /// Replaces the whole query, the cursor at its end.
  mutating func setQuery(_ text: String) {
    query = text
    queryCursor = text.unicodeScalars.count
  }

  /// Letters, digits and marks; with fzf's `--filepath-word`, everything
  /// but `/`, so words are a path's parts.
  private func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if settings.filepathWords { return scalar != "/" }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
      || scalar.properties.generalCategory == .nonspacingMark
  }
}

/// The query line: what the user typed to narrow the list, the cursor in
/// it, the text the last word or line deletion took (for `yank`), and the
/// past queries of `--history`. Edited as readline and fzf edit a line: a
/// cursor that moves by character, word and subword, and deletions on
/// both sides.
///
/// A word is a run of letters and digits (fzf's `backward-word`,
/// `kill-word`), or with `--filepath-word` a path's part between `/`s;
/// `unix-word-rubout` (Ctrl-W) deletes back to whitespace, as a shell does.
package struct QueryLine: Equatable, Sendable {
  /// The text typed.
  package private(set) var text: String
  /// Where the user types: an offset in the text's Unicode scalars, always
  /// at the start of a character.
  package private(set) var cursor: Int
  /// The text last deleted by a word or line deletion, for `yank`.
  private(set) var killed = ""
  /// `--history`: past queries that Ctrl-P and Ctrl-N bring back.
  package private(set) var history: QueryHistory?
  /// What `search(...)` ranks by instead of the text, until the text
  /// changes.
  package private(set) var searchText: String?
  /// `--filepath-word`: words stop only at `/`.
  let filepathWords: Bool

  /// `text` typed, the cursor at its end.
  package init(_ text: String, history: QueryHistory? = nil, filepathWords: Bool = false) {
    self.text = text
    cursor = text.unicodeScalars.count
    self.history = history
    self.filepathWords = filepathWords
  }

  /// Does an editing action; false when `action` is not one.
  mutating func edit(_ action: PickerAction) -> Bool {
    switch action {
    case .backwardChar: cursor = characterBefore
    case .forwardChar: cursor = characterAfter
    case .backwardWord: cursor = wordBefore
    case .forwardWord: cursor = wordAfter
    case .backwardSubword: cursor = subwordBefore
    case .forwardSubword: cursor = subwordAfter
    case .beginningOfLine: cursor = 0
    case .endOfLine: cursor = text.unicodeScalars.count
    case .backwardDeleteChar, .backwardDeleteCharOrAbort: delete(toOffset: characterBefore)
    case .deleteChar, .deleteCharOrAbort: delete(toOffset: characterAfter)
    case .backwardKillWord: delete(toOffset: wordBefore, kills: true)
    case .killWord: delete(toOffset: wordAfter, kills: true)
    case .backwardKillSubword: delete(toOffset: subwordBefore, kills: true)
    case .killSubword: delete(toOffset: subwordAfter, kills: true)
    case .unixWordRubout: delete(toOffset: blankSeparatedWordBefore, kills: true)
    case .unixLineDiscard: delete(toOffset: 0, kills: true)
    case .killLine: delete(toOffset: text.unicodeScalars.count, kills: true)
    case .yank: insert(killed)
    case .clearQuery: set("")
    // Without --history these do nothing, as in fzf.
    case .previousHistory:
      if let past = history?.previous(from: text) { set(past) }
    case .nextHistory:
      if let past = history?.next(from: text) { set(past) }
    case .put(let typed): insert(typed)
    default: return false
    }
    return true
  }

  /// `search(...)`: ranks by `text` instead, until the query changes.
  mutating func search(_ text: String) { searchText = text }

  /// The query changed: it ranks again.
  mutating func endSearch() { searchText = nil }

  /// Types `typed` at the cursor.
  package mutating func insert(_ typed: String) {
    guard !typed.isEmpty else { return }
    let index = cursorIndex
    text.insert(contentsOf: typed, at: index)
    cursor += typed.unicodeScalars.count
    // A combining mark typed after a letter joins it into one character.
    cursor = offset(of: text.index(after: text.index(before: cursorIndex)))
  }

  /// Replaces the whole text, the cursor at its end.
  package mutating func set(_ newText: String) {
    text = newText
    cursor = newText.unicodeScalars.count
  }

  /// Deletes the scalars between `bound` and the cursor, on either side of
  /// it; with `kills`, keeps them for `yank`.
  mutating func delete(toOffset bound: Int, kills: Bool = false) {
    let range = min(bound, cursor)..<max(bound, cursor)
    guard !range.isEmpty else { return }
    let scalars = text.unicodeScalars
    let start = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
    let end = scalars.index(start, offsetBy: range.count)
    if kills { killed = String(scalars[start..<end]) }
    text.unicodeScalars.removeSubrange(start..<end)
    cursor = range.lowerBound
  }

  /// The cursor as an index into `text`.
  private var cursorIndex: String.Index {
    text.unicodeScalars.index(text.startIndex, offsetBy: cursor)
  }

  private func offset(of index: String.Index) -> Int {
    text.unicodeScalars.distance(from: text.startIndex, to: index)
  }

  /// The start of the character before the cursor (the cursor at the start).
  var characterBefore: Int {
    cursor == 0 ? 0 : offset(of: text.index(before: cursorIndex))
  }

  /// The end of the character after the cursor (the cursor at the end).
  var characterAfter: Int {
    cursorIndex == text.endIndex ? cursor : offset(of: text.index(after: cursorIndex))
  }

  /// The start of the word before the cursor.
  var wordBefore: Int {
    let scalars = Array(text.unicodeScalars)
    var offset = cursor
    while offset > 0 && !isWordScalar(scalars[offset - 1]) { offset -= 1 }
    while offset > 0 && isWordScalar(scalars[offset - 1]) { offset -= 1 }
    return offset
  }

  /// The end of the word after the cursor.
  var wordAfter: Int {
    let scalars = Array(text.unicodeScalars)
    var offset = cursor
    while offset < scalars.count && !isWordScalar(scalars[offset]) { offset += 1 }
    while offset < scalars.count && isWordScalar(scalars[offset]) { offset += 1 }
    return offset
  }

  /// The start of the whitespace-separated word before the cursor.
  var blankSeparatedWordBefore: Int {
    let scalars = Array(text.unicodeScalars)
    var offset = cursor
    while offset > 0 && scalars[offset - 1].properties.isWhitespace { offset -= 1 }
    while offset > 0 && !scalars[offset - 1].properties.isWhitespace { offset -= 1 }
    return offset
  }

  /// The start of the part of a word before the cursor: words split at
  /// a lower-case letter followed by an upper-case one, and at `_` or `-`.
  var subwordBefore: Int {
    let scalars = Array(text.unicodeScalars)
    var offset = cursor
    while offset > 0 && !Self.isSubwordScalar(scalars[offset - 1]) { offset -= 1 }
    while offset > 0 && Self.isSubwordScalar(scalars[offset - 1]) {
      offset -= 1
      if offset > 0, scalars[offset].properties.isUppercase,
        scalars[offset - 1].properties.isLowercase
      {
        break
      }
    }
    return offset
  }

  /// The end of the part of a word after the cursor.
  var subwordAfter: Int {
    let scalars = Array(text.unicodeScalars)
    var offset = cursor
    while offset < scalars.count && !Self.isSubwordScalar(scalars[offset]) { offset += 1 }
    while offset < scalars.count && Self.isSubwordScalar(scalars[offset]) {
      offset += 1
      if offset < scalars.count, scalars[offset].properties.isUppercase,
        scalars[offset - 1].properties.isLowercase
      {
        break
      }
    }
    return offset
  }

  /// Letters, digits and marks; with `--filepath-word`, everything but
  /// `/`, so words are a path's parts.
  private func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if filepathWords { return scalar != "/" }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
      || scalar.properties.generalCategory == .nonspacingMark
  }

  private static func isSubwordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}

/// Splits `text` into words as a POSIX shell would, without expanding
/// anything: blanks (space, tab, newline) separate words; `'…'` keeps
/// everything literally; `"…"` keeps everything but `\` before `"`, `\`,
/// `$`, `` ` `` and a newline; outside quotes `\` keeps the next character
/// (and a backslash-newline vanishes). `source` names where the text came
/// from (`SELECT_DEFAULT_OPTS`), for the message of an unclosed quote or a
/// trailing backslash.
package func splitShellWords(_ text: String, source: String) throws(SelectError) -> [String] {
  var words: [String] = []
  var word: [Unicode.Scalar] = []
  var inWord = false
  var scalars = text.unicodeScalars[...]
  func finish() {
    if inWord { words.append(String(String.UnicodeScalarView(word))) }
    word = []
    inWord = false
  }
  while let scalar = scalars.popFirst() {
    switch scalar {
    case " ", "\t", "\n":
      finish()
    case "'":
      inWord = true
      guard let close = scalars.firstIndex(of: "'") else {
        throw .usage("\(source) has an unclosed ' quote")
      }
      word += scalars[..<close]
      scalars = scalars[scalars.index(after: close)...]
    case "\"":
      inWord = true
      var closed = false
      while let next = scalars.popFirst() {
        if next == "\"" {
          closed = true
          break
        }
        if next == "\\", let escaped = scalars.first, "\"\\$`\n".unicodeScalars.contains(escaped) {
          scalars.removeFirst()
          if escaped != "\n" { word.append(escaped) }
        } else {
          word.append(next)
        }
      }
      guard closed else { throw .usage("\(source) has an unclosed \" quote") }
    case "\\":
      guard let escaped = scalars.popFirst() else {
        throw .usage("\(source) ends with a lone backslash")
      }
      if escaped != "\n" {
        inWord = true
        word.append(escaped)
      }
    default:
      inWord = true
      word.append(scalar)
    }
  }
  finish()
  return words
}

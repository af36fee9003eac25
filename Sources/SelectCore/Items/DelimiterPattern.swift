/// `--delimiter` as a regular expression, as fzf 0.74 takes it: a string
/// of one character, one without any of Go's metacharacters
/// (`\.+*?()|[]{}^$`), or one that is not a valid expression is plain text
/// (split on the fast byte path, `FieldSplitter`); anything else is a
/// pattern (`[:/]`, `\s+`).
///
/// The standard library's `Regex` works on `String`, which would repair
/// invalid UTF-8 and shift every offset after it, so a line that is not
/// valid UTF-8 is matched as scalars (each bad byte as U+FFFD, which no
/// delimiter of text matches by accident) with a map from the matched
/// text's offsets back to the line's bytes: values stay bytes.
final class DelimiterPattern: @unchecked Sendable {
  // A `Regex` is not `Sendable`; each `FieldSplitter` (one per matcher, so
  // per thread) compiles its own and never shares it while matching.
  private let regex: Regex<AnyRegexOutput>

  /// The pattern `text` is, or nil when fzf takes it as plain text.
  init?(_ text: [UInt8]) {
    let string = String(decoding: text, as: UTF8.self)
    let metacharacters = Set(#"\.+*?()|[]{}^$"#.unicodeScalars)
    guard string.unicodeScalars.count > 1, string.unicodeScalars.contains(where: metacharacters.contains),
      let regex = try? Regex(string)
    else { return nil }
    self.regex = regex
  }

  /// The byte ranges of each field of `line`: the text between matches
  /// (an empty match splits nothing).
  func fields<Line: RandomAccessCollection<UInt8>>(of line: Line) -> [Range<Int>]
  where Line.Index == Int {
    let (text, byteOffset) = Self.text(of: line)
    var result: [Range<Int>] = []
    var start = 0
    for match in text.matches(of: regex) {
      let low = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
      let high = text.utf8.distance(from: text.startIndex, to: match.range.upperBound)
      guard low < high else { continue }
      result.append(start..<byteOffset(low))
      start = byteOffset(high)
    }
    result.append(start..<line.count)
    return result
  }

  /// The line as a `String`, and the map from its UTF-8 offsets to the
  /// line's: the same offsets when the line is valid UTF-8.
  private static func text<Line: RandomAccessCollection<UInt8>>(of line: Line) -> (String, (Int) -> Int)
  where Line.Index == Int {
    if let valid = String(validating: line, as: UTF8.self) { return (valid, { $0 }) }
    var text = ""
    var offsets: [Int] = []
    let (scalars, starts) = Array(line).withBytes { decodeScalars($0) }
    for (scalar, start) in zip(scalars, starts) {
      let shown = scalar & 0xFF00 == 0xDC00 ? Unicode.Scalar(0xFFFD)! : Unicode.Scalar(scalar)!
      text.unicodeScalars.append(shown)
      offsets += repeatElement(start, count: UTF8.width(shown))
    }
    offsets.append(line.count)
    return (text, { offsets[$0] })
  }
}

/// Which fields of a line to show or print: `--with-nth` / `--accept-nth`
/// as fzf spells them. `1,3`, `-1` (the last), `2..` and `..3`, `2..4`.
package struct FieldList: Equatable, Sendable {
  /// One entry: a range of 1-based field numbers, negative from the end.
  package struct Span: Equatable, Sendable {
    package let first: Int?
    package let last: Int?
  }

  package let spans: [Span]

  /// Parses a list; throws a usage error naming the option.
  package init(parsing text: String, option: String) throws(SelectError) {
    func number(_ part: Substring) throws(SelectError) -> Int? {
      if part.isEmpty { return nil }
      guard let n = Int(part), n != 0 else {
        throw .usage("bad field '\(part)' in --\(option) '\(text)': fields count from 1, or from -1 at the end")
      }
      return n
    }
    var spans: [Span] = []
    for token in text.split(separator: ",", omittingEmptySubsequences: false) {
      if let dots = token.firstRange(of: "..") {
        spans.append(Span(first: try number(token[..<dots.lowerBound]), last: try number(token[dots.upperBound...])))
      } else {
        guard let n = try number(token) else { throw .usage("empty field in --\(option) '\(text)'") }
        spans.append(Span(first: n, last: n))
      }
    }
    self.spans = spans
  }
}

/// Splits lines into fields and joins chosen fields back together.
package struct FieldSplitter: Sendable {
  /// The separator, or nil for runs of blanks (spaces and tabs); the
  /// pattern's text when `pattern` is set.
  package let delimiter: [UInt8]?
  /// `--delimiter` as a regular expression, as fzf takes it
  /// (`DelimiterPattern.init?(_:)` says when); nil for a plain one.
  let pattern: DelimiterPattern?

  package init(delimiter: [UInt8]?) {
    self.delimiter = delimiter
    pattern = delimiter.flatMap(DelimiterPattern.init)
  }

  /// The byte ranges of each field of `line`. Read through a buffer, as
  /// the item storage keeps lines: checked reads cost 3.7% of `--nth 3
  /// --filter` (instructions, 100,000 lines).
  package func fields(of line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    if let pattern { return pattern.fields(of: line) }
    var result: [Range<Int>] = []
    if let delimiter, !delimiter.isEmpty {
      var start = 0
      var i = 0
      while i + delimiter.count <= line.count {
        if line[i] == delimiter[0] && line[i..<(i + delimiter.count)].elementsEqual(delimiter) {
          result.append(start..<i)
          i += delimiter.count
          start = i
        } else {
          i += 1
        }
      }
      result.append(start..<line.count)
    } else {
      var i = 0
      while i < line.count {
        while i < line.count && isBlank(line[i]) { i += 1 }
        guard i < line.count else { break }
        let start = i
        while i < line.count && !isBlank(line[i]) { i += 1 }
        result.append(start..<i)
      }
    }
    return result
  }

  /// What goes between joined fields: the delimiter, or a space when
  /// splitting on blanks.
  ///
  /// Fields split by a pattern are joined by a space too: the text
  /// between them differs from line to line.
  package var separator: [UInt8] { pattern == nil ? delimiter ?? [UInt8(ascii: " ")] : [UInt8(ascii: " ")] }

  /// The chosen fields of `line`, joined by `separator`, appended to
  /// `output`.
  package func join(_ list: FieldList, of line: Bytes, into output: ScratchBytes) {
    let separator = self.separator
    for (n, range) in chosen(list, of: line.buffer).enumerated() {
      if n > 0 { separator.withBytes { output.append($0) } }
      output.append(line.part(range))
    }
  }

  /// The byte ranges of the chosen fields of `line`, in the list's order;
  /// fields a line does not have are left out.
  package func chosen(_ list: FieldList, of line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    let ranges = fields(of: line)
    var result: [Range<Int>] = []
    for span in list.spans {
      let low = resolve(span.first ?? 1, count: ranges.count)
      let high = resolve(span.last ?? -1, count: ranges.count)
      guard low <= high, low < ranges.count, high >= 0 else { continue }
      result += ranges[max(low, 0)...min(high, ranges.count - 1)]
    }
    return result
  }

  private func resolve(_ n: Int, count: Int) -> Int {
    n > 0 ? n - 1 : count + n
  }
}

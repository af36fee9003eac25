extension DisplayText {
  /// A stretch of pieces drawn in one style: matched or not, escape or not.
  package struct Run: Equatable, Sendable {
    /// The scalars to draw.
    package var text: String
    /// Columns `text` takes.
    package var width: Int
    /// Whether the run draws label bytes the matcher matched.
    package var isMatched: Bool
    /// Whether the run stands for something not drawable as it is: a
    /// control or format character, or invalid UTF-8.
    package var isEscape: Bool
    /// The label's own style there (its SGR colours, with `--ansi`).
    package var style = Style.plain
  }

  /// The pieces grouped into runs, a piece matched when it draws any of the
  /// label byte offsets in `matchedBytes` (the matcher's positions), and
  /// styled as `styles` says for its first byte.
  package func runs(
    matching matchedBytes: some Sequence<Int>, styles: [StyledText.Run] = []
  ) -> [Run] {
    let matched = Set(matchedBytes)
    var runs: [Run] = []
    var nextStyle = 0
    for piece in pieces {
      let isMatched = piece.bytes.contains { matched.contains($0) }
      let isEscape = piece.kind == .escape || piece.kind == .invalid
      while nextStyle < styles.count && styles[nextStyle].range.upperBound <= piece.bytes.lowerBound {
        nextStyle += 1
      }
      let style =
        nextStyle < styles.count && styles[nextStyle].range.contains(piece.bytes.lowerBound)
        ? styles[nextStyle].style : .plain
      if let last = runs.indices.last, runs[last].isMatched == isMatched,
        runs[last].isEscape == isEscape, runs[last].style == style
      {
        runs[last].text += piece.text
        runs[last].width += piece.width
      } else {
        runs.append(
          Run(
            text: piece.text, width: piece.width, isMatched: isMatched, isEscape: isEscape,
            style: style))
      }
    }
    return runs
  }

  /// The columns that draw the label byte at `offset`, or nil when that byte
  /// was cut off.
  package func columns(ofByte offset: Int) -> Range<Int>? {
    var column = 0
    for piece in pieces {
      if piece.bytes.contains(offset) { return column..<(column + piece.width) }
      column += piece.width
    }
    return nil
  }
}

/// How queries are matched and ranked beyond their text: `--exact`,
/// `--nth`, `--no-sort` and `--tiebreak`.
package struct MatchOptions: Equatable, Sendable {
  /// Plain terms match as contiguous substrings.
  package var exact = false
  /// Only these fields of a label are matched (`--nth`); a label without
  /// them matches no query but the empty one.
  package var fields: FieldList?
  /// How `fields` are split, as `--delimiter` says.
  package var delimiter: [UInt8]?
  /// How matches are ordered.
  package var order = RankOrder.score
  /// fzf's extended syntax (`'exact`, `^`, `$`, `!`, `|`); off (`+x`), the
  /// whole query is one term.
  package var extended = true
  /// Whether case matters (`-i`, `+i`, smart by default).
  package var caseMode = CaseMode.smart
  /// Whether letters with diacritics match their base letter (off with
  /// `--literal`).
  package var foldsDiacritics = true
  /// `--disabled`: the query matches every item, as the empty one does.
  package var disabled = false
  /// fzf's `--algo`: `v2` finds each fuzzy term's best alignment, `v1`
  /// takes its first shortest occurrence (faster, `GreedyScorer.swift`).
  package var algorithm = FuzzyAlgorithm.v2

  package init() {}
}

/// How the matches of a query are ordered.
package enum RankOrder: Equatable, Sendable {
  /// Best score first (fzy's, which prefers shorter labels), then source
  /// order.
  case score
  /// Source order (`--no-sort`).
  case source
  /// Match quality alone (no leading and trailing gaps, as fzf scores),
  /// ties broken by the criteria in turn, then source order.
  case tiebreak([Tiebreak])
}

/// A `--tiebreak` criterion, as fzf names them.
package enum Tiebreak: String, CaseIterable, Sendable {
  /// The shorter label first.
  case length
  /// The shorter whitespace-separated chunk holding the match first.
  case chunk
  /// The match nearer the last `/` (in the file name) first.
  case pathname
  /// The earlier first matched character first.
  case begin
  /// The match ending nearer the label's end first.
  case end
  /// Source order.
  case index

  /// Parses a comma list (`length,begin`); throws a usage error naming an
  /// unknown criterion.
  /// fzf's rules hold: each criterion once, `index` only last.
  package static func list(parsing text: String) throws(SelectError) -> [Tiebreak] {
    var list: [Tiebreak] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let criterion = Tiebreak(rawValue: String(name)) else {
        throw .usage(
          "--tiebreak takes length, chunk, pathname, begin, end or index (comma-separated), not '\(name)'")
      }
      if list.contains(criterion) { throw .usage("--tiebreak names '\(name)' twice") }
      if list.last == .index { throw .usage("--tiebreak takes index only at the end of the list") }
      list.append(criterion)
    }
    return list
  }
}

/// fzf's `--algo` names.
package enum FuzzyAlgorithm: String, Sendable {
  case v1, v2
}

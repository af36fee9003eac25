extension Query {
  /// Whether every label this query matches is also matched by `previous`,
  /// so ranking can start from `previous`'s matches instead of every item.
  ///
  /// True when the user kept typing: each earlier term is still there, only
  /// grown at its end, and new terms were added after it. The test is
  /// conservative: `false` only costs a ranking from scratch. An OR
  /// (`a | b`) or a change in diacritic folding is never taken to narrow.
  package func narrows(_ previous: Query) -> Bool {
    guard terms.count >= previous.terms.count, !hasAlternatives, !previous.hasAlternatives,
      foldsDiacritics == previous.foldsDiacritics, options == previous.options
    else { return false }
    for (new, old) in zip(terms, previous.terms) where !new.narrows(old) {
      return false
    }
    return true
  }
}

extension QueryTerm {
  /// Whether a label matching this term always matches `old`.
  func narrows(_ old: QueryTerm) -> Bool {
    if isNegated || old.isNegated { return self == old }
    // A case-sensitive match implies the case-insensitive one, not back.
    if old.isCaseSensitive && !isCaseSensitive { return false }
    switch old.kind {
    case .fuzzy:
      return scalars.starts(with: old.scalars)
    case .substring:
      return kind != .fuzzy && scalars.starts(with: old.scalars)
    case .prefix:
      return (kind == .prefix || kind == .whole) && scalars.starts(with: old.scalars)
    case .suffix:
      return (kind == .suffix || kind == .whole)
        && scalars.reversed().starts(with: old.scalars.reversed())
    case .whole:
      return kind == .whole && scalars == old.scalars
    }
  }
}

/// What the user typed to narrow the list, parsed into terms that must all
/// match an item's label.
///
/// The syntax is fzf's extended search, kept small:
///
/// | term     | matches labels that                                  |
/// | -------- | ---------------------------------------------------- |
/// | `abc`    | contain a, b, c in order (fuzzy)                     |
/// | `'abc`   | contain `abc` (exact; fuzzy again in exact mode)     |
/// | `^abc`   | start with `abc`                                     |
/// | `abc$`   | end with `abc`                                       |
/// | `^abc$`  | are `abc`                                            |
/// | `!abc`   | do not contain `abc` (also `!^abc`, `!abc$`)         |
///
/// Terms are separated by spaces; `\ ` is a literal space. A lone `|`
/// between terms is fzf's OR: `a | b` is one term that either `a` or `b`
/// satisfies (a `|` with no term before it is taken literally, one with
/// none after it is ignored while the user types on). An operator with no
/// text after it (a lone `'`, `^`, `!`, `$`) is taken literally. Case is
/// smart per term, as in fzf: a term without upper-case letters ignores
/// case, a term with one respects it. Latin letters with diacritics match
/// their base letter (`danco` finds `Danço`) unless the query itself has
/// a diacritic.
package struct Query: Sendable, Equatable {
  /// The terms, in the order typed; a term with `isAlternative` set is
  /// OR-ed with the one before it.
  package let terms: [QueryTerm]
  /// Whether labels are matched with their diacritics folded away.
  package let foldsDiacritics: Bool
  /// Fields, exact mode and order, as the command line sets them.
  package let options: MatchOptions

  /// Parses `text`; with `exact`, plain terms match as contiguous substrings.
  package init(_ text: some StringProtocol, exact: Bool = false) {
    var options = MatchOptions()
    options.exact = exact
    self.init(utf8: Array(text.utf8), options: options)
  }

  /// Parses `text`, to be matched and ranked as `options` say.
  package init(_ text: some StringProtocol, options: MatchOptions) {
    self.init(utf8: Array(text.utf8), options: options)
  }

  /// Parses UTF-8 bytes; invalid bytes match only the same invalid bytes.
  package init(utf8 text: [UInt8], exact: Bool = false) {
    var options = MatchOptions()
    options.exact = exact
    self.init(utf8: text, options: options)
  }

  /// Parses UTF-8 bytes, to be matched and ranked as `options` say.
  package init(utf8 text: [UInt8], options: MatchOptions) {
    self.options = options
    let exact = options.exact
    var terms: [QueryTerm] = []
    var joinsPrevious = false
    let tokens = options.disabled ? [] : options.extended ? Query.split(text) : text.isEmpty ? [] : [text]
    for token in tokens {
      if options.extended && token == [UInt8(ascii: "|")] && !terms.isEmpty {
        joinsPrevious = true
        continue
      }
      terms.append(
        QueryTerm(
          token: token, exact: exact, isAlternative: joinsPrevious, caseMode: options.caseMode,
          extended: options.extended))
      joinsPrevious = false
    }
    self.terms = terms
    foldsDiacritics =
      options.foldsDiacritics && !terms.contains { $0.scalars.contains(where: DiacriticFolding.hasDiacritic) }
  }

  /// Whether some term has alternatives (`a | b`).
  package var hasAlternatives: Bool { terms.contains(where: \.isAlternative) }

  /// The terms grouped: every label must satisfy one term of each group.
  package var groups: [ArraySlice<QueryTerm>] {
    var groups: [ArraySlice<QueryTerm>] = []
    var start = 0
    for i in terms.indices.dropFirst() where !terms[i].isAlternative {
      groups.append(terms[start..<i])
      start = i
    }
    if !terms.isEmpty { groups.append(terms[start...]) }
    return groups
  }

  /// Whether the query has no terms and so matches every item equally.
  package var isEmpty: Bool { terms.isEmpty }

  /// Splits on unescaped spaces; `\ ` becomes a space inside a term.
  static func split(_ text: [UInt8]) -> [[UInt8]] {
    let space = UInt8(ascii: " ")
    let backslash = UInt8(ascii: "\\")
    var tokens: [[UInt8]] = []
    var token: [UInt8] = []
    var i = 0
    while i < text.count {
      let byte = text[i]
      if byte == backslash, i + 1 < text.count, text[i + 1] == space {
        token.append(space)
        i += 2
        continue
      }
      if byte == space {
        if !token.isEmpty { tokens.append(token) }
        token = []
      } else {
        token.append(byte)
      }
      i += 1
    }
    if !token.isEmpty { tokens.append(token) }
    return tokens
  }
}

/// One space-separated part of a query.
package struct QueryTerm: Sendable, Equatable {
  /// How the term's text must occur in a label.
  package enum Kind: Sendable, Equatable {
    /// The scalars in order, anything between them.
    case fuzzy
    /// A contiguous run anywhere.
    case substring
    /// At the start.
    case prefix
    /// At the end.
    case suffix
    /// The whole label.
    case whole
  }

  /// How the text must occur.
  package let kind: Kind
  /// Whether labels must *not* contain the text (negated terms are never fuzzy).
  package let isNegated: Bool
  /// Whether the term is OR-ed with the one before it (`a | b`: `b`).
  package let isAlternative: Bool
  /// Whether case must match (the term has an upper-case letter).
  package let isCaseSensitive: Bool
  /// The term's text as scalar values (invalid bytes as `0xDC00 | byte`).
  package let scalars: [UInt32]
  /// The text's UTF-8 bytes, operators removed.
  package let utf8: [UInt8]
  /// Per scalar, the other case that also matches (the scalar itself when
  /// the term is case-sensitive or the scalar has no single-scalar upper case).
  package let alternates: [UInt32]
  /// Whether every scalar and alternate is ASCII, so bytes can be compared.
  let isASCII: Bool

  /// `caseMode` as `-i`/`+i` say; without `extended` (`+x`) the token
  /// has no operators.
  init(
    token: [UInt8], exact: Bool, isAlternative: Bool = false, caseMode: CaseMode = .smart,
    extended: Bool = true
  ) {
    var text = token[...]
    guard extended else {
      self.init(
        text: text, kind: exact ? .substring : .fuzzy, negated: false, caseMode: caseMode,
        isAlternative: isAlternative)
      return
    }
    var negated = false
    var quoted = false
    var anchoredStart = false
    var anchoredEnd = false
    if text.count > 1, text.first == UInt8(ascii: "!") {
      negated = true
      text = text.dropFirst()
    }
    if text.count > 1, text.first == UInt8(ascii: "'") {
      quoted = true
      text = text.dropFirst()
    } else if text.count > 1, text.first == UInt8(ascii: "^") {
      anchoredStart = true
      text = text.dropFirst()
    }
    if text.count > 1, text.last == UInt8(ascii: "$") {
      anchoredEnd = true
      text = text.dropLast()
    }
    let kind: Kind
    switch (anchoredStart, anchoredEnd) {
    case (true, true): kind = .whole
    case (true, false): kind = .prefix
    case (false, true): kind = .suffix
    case (false, false):
      kind = negated || exact != quoted ? .substring : .fuzzy
    }
    self.init(text: text, kind: kind, negated: negated, caseMode: caseMode, isAlternative: isAlternative)
  }

  private init(
    text: ArraySlice<UInt8>, kind: Kind, negated: Bool, caseMode: CaseMode, isAlternative: Bool = false
  ) {
    self.isAlternative = isAlternative
    self.kind = kind
    isNegated = negated
    var scalars = Array(text).withBytes { decodeScalars($0).scalars }
    let caseSensitive: Bool
    switch caseMode {
    case .smart: caseSensitive = scalars.contains(where: isUpperCase)
    case .respect: caseSensitive = true
    case .ignore:
      caseSensitive = false
      scalars = scalars.map(lowerCase)
    }
    // Lower-cased, the text is written again from its scalars (invalid
    // bytes stand for themselves, `0xDC00 | byte`).
    utf8 = caseMode == .ignore ? encodeScalars(scalars) : Array(text)
    self.scalars = scalars
    isCaseSensitive = caseSensitive
    alternates = caseSensitive ? scalars : scalars.map(upperCase)
    isASCII = scalars.allSatisfy { $0 < 0x80 } && alternates.allSatisfy { $0 < 0x80 }
  }
}

/// Whether lower-casing changes the scalar (an upper- or title-case letter).
private func isUpperCase(_ value: UInt32) -> Bool {
  if value < 0x80 { return value &- 65 < 26 }
  guard let scalar = Unicode.Scalar(value) else { return false }
  return scalar.properties.changesWhenLowercased
}

/// The scalar's lower case when that is a single scalar, else the scalar.
private func lowerCase(_ value: UInt32) -> UInt32 {
  if value < 0x80 { return value &- 65 < 26 ? value + 32 : value }
  guard let scalar = Unicode.Scalar(value) else { return value }
  let mapped = scalar.properties.lowercaseMapping.unicodeScalars
  return mapped.count == 1 ? mapped.first!.value : value
}

/// UTF-8 for decoded scalars; `0xDC00 | byte` is that invalid byte again.
private func encodeScalars(_ scalars: [UInt32]) -> [UInt8] {
  var bytes: [UInt8] = []
  for value in scalars {
    if value & 0xFF00 == 0xDC00 {
      bytes.append(UInt8(value & 0xFF))
    } else if let scalar = Unicode.Scalar(value) {
      bytes += Array(String(Character(scalar)).utf8)
    }
  }
  return bytes
}

/// The scalar's upper case when that is a single scalar, else the scalar.
private func upperCase(_ value: UInt32) -> UInt32 {
  if value < 0x80 { return value &- 97 < 26 ? value - 32 : value }
  guard let scalar = Unicode.Scalar(value) else { return value }
  let mapped = scalar.properties.uppercaseMapping.unicodeScalars
  return mapped.count == 1 ? mapped.first!.value : value
}

/// The `--range` slice of the source: 0-based line indices in Swift's range
/// syntax, `A...B`, `A..<B`, `A...` or `...B` / `..<B`.
package struct SourceRange: Equatable, Sendable, CustomStringConvertible {
  /// The first index offered.
  package let lower: Int
  /// The last index offered, or nil for "to the end".
  package let upper: Int?

  package init(lower: Int, upper: Int?) {
    self.lower = lower
    self.upper = upper
  }

  /// Parses the Swift range syntax; throws a usage error otherwise.
  package init(parsing text: String) throws(SelectError) {
    let bad = SelectError.usage(
      "bad --range '\(text)': expected A...B or A..<B (0-based line indices)")
    func bound(_ part: Substring) throws(SelectError) -> Int? {
      if part.isEmpty { return nil }
      guard let n = Int(part), n >= 0 else { throw bad }
      return n
    }
    if let dots = text.firstRange(of: "..<") {
      let low = try bound(text[..<dots.lowerBound]) ?? 0
      guard let high = try bound(text[dots.upperBound...]), high >= low else { throw bad }
      if high == low { throw SelectError.usage("--range '\(text)' is empty") }
      self.init(lower: low, upper: high - 1)
    } else if let dots = text.firstRange(of: "...") {
      let low = try bound(text[..<dots.lowerBound]) ?? 0
      let high = try bound(text[dots.upperBound...])
      if let high, high < low { throw bad }
      if high == nil && text.hasPrefix("...") { throw bad }
      self.init(lower: low, upper: high)
    } else {
      throw bad
    }
  }

  /// The range as `A...B` or `A...`.
  package var description: String {
    "\(lower)..." + (upper.map(String.init) ?? "")
  }

  /// Whether the source index is offered.
  @inlinable
  package func contains(_ index: Int) -> Bool {
    index >= lower && (upper.map { index <= $0 } ?? true)
  }

  /// Whether every index from here on lies past the range.
  @inlinable
  package func isPast(_ index: Int) -> Bool {
    upper.map { index > $0 } ?? false
  }
}

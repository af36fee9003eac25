/// What `--pick` (and `--toggle`, and a line-mode answer) names: positions
/// as shown, or a value or label.
///
/// A spec made only of digits, `-`, `,` and spaces is positions: `3`,
/// `2-4`, `1,5`, `1 5`, `-1` (the last), `-2` (the one before). Anything else
/// is a whole value or label, matched ignoring case; `=TEXT` forces that
/// reading for items that are themselves numbers.
package enum PickSpec: Equatable, Sendable {
  /// One or more positions, in the order written.
  case positions([PickPosition])
  /// A value or label, compared ignoring case.
  case name(String)

  /// Parses a spec; throws a usage error naming the bad part, and calling
  /// the spec by `noun` (`pick`, or `toggle` for `--toggle`).
  package init(parsing text: String, noun: String = "pick") throws(SelectError) {
    if text.hasPrefix("=") {
      self = .name(String(text.dropFirst()))
      return
    }
    let isPositions = !text.isEmpty && text.allSatisfy { "0123456789-, ".contains($0) }
    guard isPositions else {
      self = .name(text)
      return
    }
    var positions: [PickPosition] = []
    for token in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
      positions.append(try PickPosition(parsing: token, noun: noun))
    }
    guard !positions.isEmpty else { throw .usage("empty \(noun) spec '\(text)'") }
    self = .positions(positions)
  }

  /// The fewest different items the spec names in a list long enough for
  /// all of it: positions counted from the start and from the end may meet,
  /// so it is the larger of the two counts.
  package var fewestNamed: Int {
    guard case .positions(let list) = self else { return 1 }
    var spans: [ClosedRange<Int>] = []
    var fromEnd = Set<Int>()
    for position in list {
      switch position {
      case .number(let n): spans.append(n...n)
      case .range(let low, let high): spans.append(low...high)
      case .fromEnd(let n): fromEnd.insert(n)
      }
    }
    var fromStart = 0
    var covered = 0
    for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) where span.upperBound > covered {
      // Saturating: `1-9223372036854775807` names that many at least.
      let (sum, overflow) = fromStart.addingReportingOverflow(span.upperBound - max(span.lowerBound, covered + 1))
      fromStart = overflow || sum == .max ? .max : sum + 1
      covered = span.upperBound
    }
    return max(fromStart, fromEnd.count)
  }

  /// The largest number counted from the start that must be read before the
  /// answer is known, or nil when the end of the input is needed.
  package var lastNumberNeeded: Int? {
    guard case .positions(let list) = self else { return nil }
    var highest = 0
    for position in list {
      switch position {
      case .number(let n): highest = max(highest, n)
      case .range(_, let high): highest = max(highest, high)
      case .fromEnd: return nil
      }
    }
    return highest
  }
}

/// One position in a pick spec.
package enum PickPosition: Equatable, Sendable {
  /// The item numbered N (1-based).
  case number(Int)
  /// The Nth item from the end: 1 is the last.
  case fromEnd(Int)
  /// Items numbered low through high.
  case range(Int, Int)

  init(parsing token: Substring, noun: String) throws(SelectError) {
    func number(_ text: Substring) throws(SelectError) -> Int {
      guard let n = Int(text), n >= 0 else { throw .usage("bad \(noun) '\(token)': expected a number") }
      return n
    }
    if token.hasPrefix("-") {
      self = .fromEnd(try number(token.dropFirst()))
    } else if let dash = token.firstIndex(of: "-") {
      let low = try number(token[..<dash])
      let high = try number(token[token.index(after: dash)...])
      guard low <= high else { throw .usage("bad \(noun) '\(token)': range runs backwards") }
      self = .range(low, high)
    } else {
      self = .number(try number(token))
    }
  }

  /// The 1-based numbers this position names in a list of `count` items,
  /// or the first number that does not exist.
  package func numbers(count: Int) -> Result<[Int], SelectError> {
    switch self {
    case .number(let n):
      return n >= 1 && n <= count
        ? .success([n]) : .failure(.noSuchItem(number: n, count: count))
    case .fromEnd(let n):
      return n >= 1 && n <= count
        ? .success([count + 1 - n]) : .failure(.noSuchItem(number: -n, count: count))
    case .range(let low, let high):
      if low < 1 { return .failure(.noSuchItem(number: low, count: count)) }
      if high > count { return .failure(.noSuchItem(number: high, count: count)) }
      return .success(Array(low...high))
    }
  }
}

extension Array where Element == PickPosition {
  /// The 1-based numbers these positions name in a list of `count` items,
  /// each once, in the order written; or the first that does not exist.
  package func numbers(count: Int) -> Result<[Int], SelectError> {
    var numbers: [Int] = []
    var named = Set<Int>()
    for position in self {
      switch position.numbers(count: count) {
      case .success(let found): numbers += found.filter { named.insert($0).inserted }
      case .failure(let error): return .failure(error)
      }
    }
    return .success(numbers)
  }
}

/// The line-mode menu (`--plain`, `TERM=dumb`): like bash's `select`, a
/// numbered list, a prompt and one answer per line.
///
/// An answer of numbers (`3`, `1 3 5-7`, `-1`) chooses; other text narrows
/// the list to the items matching it and the menu is printed again,
/// renumbered; an empty answer brings the whole list back.
public struct LineMenu {
  /// What an answer did.
  public enum Outcome: Equatable {
    /// These items, as positions in the shown list, were chosen.
    case chosen([Int])
    /// The shown list changed; print it again.
    case changed
    /// The answer was refused, for this reason; ask again.
    case refused(String)
  }

  /// Every item on offer.
  public let items: [Item]
  /// Positions into `items` of those shown now, in order.
  public private(set) var shown: [Int]
  private let multi: Bool
  private let limit: Int?
  private let matches: (String, [Item], [Int]) -> [Int]

  /// `matches(query, items, candidates)` returns the candidates matching
  /// the query, best first.
  public init(
    items: [Item], multi: Bool, limit: Int?,
    matches: @escaping (String, [Item], [Int]) -> [Int]
  ) {
    self.items = items
    self.shown = Array(items.indices)
    self.multi = multi
    self.limit = limit
    self.matches = matches
  }

  /// The menu as lines, numbers right-aligned: ` 1) Red`.
  public func menuLines(label: (Item) -> String) -> [String] {
    let width = String(shown.count).count
    return shown.indexed().map { entry in
      let number = String(entry.number)
      return String(repeating: " ", count: width - number.count) + number + ") " + label(items[entry.element])
    }
  }

  /// Takes one answer line.
  public mutating func answer(_ line: String) -> Outcome {
    let text = line.trimmingSpaces
    if text.isEmpty {
      shown = Array(items.indices)
      return .changed
    }
    if let spec = try? PickSpec(parsing: text), case .positions(let positions) = spec {
      return choose(positions)
    }
    let query = text.hasPrefix("=") ? String(text.dropFirst()) : text
    let found = matches(query, items, shown)
    if found.isEmpty { return .refused("no match for '\(query)'") }
    shown = found
    return .changed
  }

  private func choose(_ positions: [PickPosition]) -> Outcome {
    var numbers: [Int] = []
    for position in positions {
      switch position.numbers(count: shown.count) {
      case .success(let found): numbers += found
      case .failure(let error): return .refused(error.message ?? "no such item")
      }
    }
    var seen = Set<Int>()
    numbers = numbers.filter { seen.insert($0).inserted }
    if numbers.count > 1 && !multi {
      return .refused("choose one number (several need --multi)")
    }
    if let limit, numbers.count > limit {
      return .refused("choose at most \(limit)")
    }
    return .chosen(numbers.map { $0 - 1 })
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

/// The line-mode menu (`--plain`, `TERM=dumb`): like bash's `select`, a
/// numbered list, a prompt and one answer per line.
///
/// An answer of numbers (`3`, `1 3 5-7`, `-1`) chooses; other text narrows
/// the list to the items matching it and the menu is printed again,
/// renumbered; an empty answer brings the whole list back.
///
/// With check marks (a checklist, or `--multi` with `--selected`) numbers
/// check and uncheck instead, and an empty answer accepts the checked items
/// (see `LineMenu+Checks.swift`).
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
  public internal(set) var shown: [Int]
  /// Positions into `items` of the checked items in the order they were
  /// checked, or nil when the menu has no check marks.
  public internal(set) var checked: [Int]?
  /// Whether accepting with nothing checked is an answer (a checklist
  /// with every task unchecked), rather than refused.
  public var acceptsNothing = false
  let multi: Bool
  let limit: Int?
  let order: Options.Order
  private let matches: (String, [Item], [Int]) -> [Int]

  /// `matches(query, items, candidates)` returns the candidates matching
  /// the query, best first. `checked` (positions into `items`) gives the
  /// menu check marks; `order` is the order chosen items are answered in.
  public init(
    items: [Item], multi: Bool, limit: Int?, order: Options.Order = .source, checked: [Int]? = nil,
    matches: @escaping (String, [Item], [Int]) -> [Int]
  ) {
    self.items = items
    self.shown = Array(items.indices)
    self.multi = multi
    self.limit = limit
    self.order = order
    self.checked = checked
    self.matches = matches
  }

  /// Whether a query hides some of the items.
  public var isNarrowed: Bool { shown.count != items.count }

  /// The menu as lines, numbers right-aligned: ` 1) Red`, or ` 1) [x] Red`
  /// with check marks.
  public func menuLines(label: (Item) -> String) -> [String] {
    let width = String(shown.count).count
    let marked = checked.map(Set.init)
    return shown.indexed().map { entry in
      let number = String(entry.number)
      let mark = marked.map { $0.contains(entry.element) ? "[x] " : "[ ] " } ?? ""
      return String(repeating: " ", count: width - number.count) + number + ") " + mark
        + label(items[entry.element])
    }
  }

  /// Takes one answer line.
  public mutating func answer(_ line: String) -> Outcome {
    let text = line.trimmingSpaces
    if text.isEmpty {
      if checked != nil && !isNarrowed { return accept() }
      shown = Array(items.indices)
      return .changed
    }
    if text.allSatisfy({ "0123456789-, ".contains($0) }) {
      // Only positions are made of these characters: a bad one is refused, not searched for.
      do {
        if case .positions(let positions) = try PickSpec(parsing: text) {
          return checked == nil ? choose(positions) : toggle(positions)
        }
      } catch {
        return .refused(error.message ?? "bad answer")
      }
    }
    let query = text.hasPrefix("=") ? String(text.dropFirst()) : text
    let found = matches(query, items, shown)
    if found.isEmpty { return .refused("no match for '\(query)'") }
    shown = found
    return .changed
  }

  private func choose(_ positions: [PickPosition]) -> Outcome {
    let numbers: [Int]
    switch positions.numbers(count: shown.count) {
    case .success(let found): numbers = found
    case .failure(let error): return .refused(error.message ?? "no such item")
    }
    if numbers.count > 1 && !multi {
      return .refused("choose one number (several need --multi)")
    }
    if let limit, numbers.count > limit {
      return .refused("choose at most \(limit) (--limit \(limit))")
    }
    let chosen = numbers.map { $0 - 1 }
    return .chosen(order == .source ? chosen.sorted { shown[$0] < shown[$1] } : chosen)
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

/// Choosing by number, as in bash's `select` (select(1), "Choosing by
/// number"): a query made only of numbers (`3`, `1 3`, `2-4`, `-1`) that
/// no label matches as text names items by their numbers in the list
/// before any query, and the status line says what Enter will do.
extension PickerState {
  /// What Enter does with a query of numbers.
  package struct NumberAnswer: Equatable, Sendable {
    package enum Action: Equatable, Sendable {
      /// Enter chooses these positions.
      case choose([Int])
      /// Enter toggles these positions (a checklist's tasks).
      case toggle([Int])
    }

    package let action: Action
    /// The numbers the query named, as shown beside the items.
    package let numbers: [Int]
  }

  /// The answer a query of numbers gives, or nil when the query is text:
  /// when something matches it, while the list still shows an older query,
  /// without numbers (`--no-numbers`), or when the numbers name no items
  /// (past the end, or several outside multi mode or past the limit).
  package var numberAnswer: NumberAnswer? {
    guard settings.showsNumbers, jump.digits == nil, list.shown.isEmpty, !queryChanged,
      query.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      case .positions(let spec)? = try? PickSpec(parsing: query),
      case .success(var numbers) = spec.numbers(count: items.count)
    else { return nil }
    if !settings.ordersBySelection || settings.acceptsNoChecks { numbers.sort() }
    let positions: [Int]
    if settings.numbersItemsByIndex {
      var byNumber: [Int: Int] = [:]
      for (position, item) in items.enumerated() { byNumber[item.index + 1] = position }
      let found = numbers.compactMap { byNumber[$0] }
      guard found.count == numbers.count else { return nil }
      positions = found
    } else {
      positions = numbers.map { $0 - 1 }
    }
    if settings.acceptsNoChecks {
      return NumberAnswer(action: .toggle(positions), numbers: numbers)
    }
    guard numbers.count == 1 || settings.multi, numbers.count <= settings.limit ?? .max else {
      return nil
    }
    return NumberAnswer(action: .choose(positions), numbers: numbers)
  }
}

extension PickerState.NumberAnswer {
  /// The numbers as the status line writes them: `1, 3`, runs of three
  /// or more as `2-4`.
  package var numbersText: String {
    var parts: [String] = []
    var index = 0
    while index < numbers.count {
      var end = index
      while end + 1 < numbers.count && numbers[end + 1] == numbers[end] + 1 { end += 1 }
      if end - index >= 2 {
        parts.append("\(numbers[index])-\(numbers[end])")
      } else {
        parts += numbers[index...end].map(String.init)
      }
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }
}

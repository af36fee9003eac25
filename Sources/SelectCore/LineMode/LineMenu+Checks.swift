/// The line-mode menu with check marks, for checklists and for `--multi`
/// with `--selected`: numbers check and uncheck items, then the whole list
/// is shown again with its marks; an empty answer accepts (or, when a query
/// narrowed the list, brings the whole list back first).
extension LineMenu {
  /// The line printed under the menu saying how to answer, or nil for a
  /// menu without check marks.
  package var hint: String? {
    guard checked != nil else { return nil }
    return "Numbers check or uncheck; Enter alone "
      + (isNarrowed ? "shows every item." : "accepts.")
  }

  mutating func toggle(_ positions: [PickPosition]) -> Outcome {
    guard var checked else { return .changed }
    switch positions.numbers(count: shown.count) {
    case .failure(let error): return .refused(error.message ?? "no such item")
    case .success(let numbers):
      for number in numbers {
        let position = shown[number - 1]
        if let found = checked.firstIndex(of: position) {
          checked.remove(at: found)
        } else {
          checked.append(position)
        }
      }
    }
    if let limit = settings.limit, checked.count > limit {
      return .refused("check at most \(limit) (--limit \(limit))")
    }
    self.checked = checked
    shown = Array(0..<items.count)
    return .changed
  }

  /// The checked items, as positions in the whole list.
  func accept() -> Outcome {
    guard let checked else { return .changed }
    if checked.isEmpty && !settings.acceptsNoChecks {
      return .refused("nothing is checked: answer with the numbers to check")
    }
    return .chosen(settings.ordersBySelection ? checked : checked.sorted())
  }
}

extension PickerState {
  /// Checks or unchecks the item under the cursor, moving it to the other
  /// section. The cursor keeps its offset, so the item that slides into the
  /// toggled one's place is under it: the user's eye stays put.
  mutating func toggleCursor() {
    guard settings.multi, let position = cursorPosition else { return }
    if checked.contains(position) {
      checked.remove(position)
      checkOrder.removeAll { $0 == position }
    } else {
      if let limit = settings.limit, checked.count >= limit {
        message = limit == 1
          ? "only 1 item can be checked: uncheck it first"
          : "at most \(limit) items can be checked: uncheck one first"
        return
      }
      check(position)
    }
    rebuildShown()
    hasMoved = true
  }

  mutating func check(_ position: Int) {
    if checked.insert(position).inserted { checkOrder.append(position) }
  }

  /// The items Enter chooses: the checked ones (in source order, or in the
  /// order checked), else the one under the cursor (or none at all, when
  /// that is an answer).
  func accept() -> PickerEffect {
    if settings.multi && !checkOrder.isEmpty {
      var offsets: [Int: Int] = [:]
      for (offset, position) in shown.enumerated() where checked.contains(position) {
        offsets[position] = offset
      }
      let order = settings.ordersBySelection ? checkOrder : checkOrder.sorted()
      // A checked item hidden by the query has no offset now; its offset
      // in the unfiltered list stands in.
      return .accept(order.map { PickerChoice(position: $0, offset: offsets[$0] ?? $0) })
    }
    if settings.acceptsNoChecks { return .accept([]) }
    guard let position = cursorPosition else { return .acceptNothing }
    return .accept([PickerChoice(position: position, offset: cursor)])
  }
}

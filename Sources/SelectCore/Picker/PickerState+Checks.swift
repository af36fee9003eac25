extension PickerState {
  /// Checks or unchecks the item under the cursor, moving it to the other
  /// section. The cursor keeps its offset, so the item that slides into the
  /// toggled one's place is under it: the user's eye stays put. Returns
  /// whether it toggled (not past the limit, nor outside multi mode).
  @discardableResult
  mutating func toggleCursor() -> Bool {
    guard settings.multi, let position = cursorPosition else { return false }
    if checked.contains(position) {
      checked.remove(position)
      checkOrder.removeAll { $0 == position }
    } else {
      guard checkWithinLimit(position) else { return false }
    }
    rebuildShown()
    hasMoved = true
    return true
  }

  /// Tab and Shift-Tab: toggles the item under the cursor, then puts the
  /// cursor on the item that was below it (above it, for a negative
  /// `delta`), wherever the toggle moved the items.
  mutating func toggleCursor(thenMoveBy delta: Int) {
    let next = shown.indices.contains(cursor + delta) ? shown[cursor + delta] : nil
    guard toggleCursor() else { return }
    if let next, let offset = shown.firstIndex(of: next) { cursor = offset }
  }

  /// Flips every item shown, as far as the limit allows.
  mutating func toggleAll() {
    guard settings.multi else { return }
    let flipped = shown.filter { !checked.contains($0) }
    checkAll(false)
    for position in flipped.sorted() { checkWithinLimit(position) }
    rebuildShown()
  }

  /// Checks (or unchecks) every item shown, as far as the limit allows.
  mutating func checkAll(_ isChecked: Bool) {
    guard settings.multi else { return }
    for position in shown.sorted() {
      if isChecked {
        checkWithinLimit(position)
      } else if checked.remove(position) != nil {
        checkOrder.removeAll { $0 == position }
      }
    }
    rebuildShown()
    hasMoved = true
  }

  /// Checks `position` unless the limit is reached, and then says so.
  @discardableResult
  mutating func checkWithinLimit(_ position: Int) -> Bool {
    if let limit = settings.limit, checked.count >= limit, !checked.contains(position) {
      message =
        limit == 1
        ? "only 1 item can be checked: uncheck it first"
        : "at most \(limit) items can be checked: uncheck one first"
      return false
    }
    check(position)
    return true
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
    if let position = numberChoice { return .accept([PickerChoice(position: position, offset: position)]) }
    guard let position = cursorPosition else { return .acceptNothing }
    return .accept([PickerChoice(position: position, offset: cursor)])
  }

  /// The item a query of digits chooses by its number, as in bash's
  /// `select`: only when no item matches the digits as text and Enter
  /// would otherwise choose the cursor's item. Numbers are those of the
  /// list before any query, source order, so item N is at position N - 1.
  package var numberChoice: Int? {
    guard jumpDigits == nil, shown.isEmpty, !queryChanged, !settings.acceptsNoChecks,
      checked.isEmpty || !settings.multi,
      !query.isEmpty, query.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let number = Int(query), number >= 1, number <= items.count
    else { return nil }
    return number - 1
  }
}

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

  /// The items Enter chooses: those a query of numbers names, else the
  /// checked ones (in source order, or in the order checked), else the one
  /// under the cursor (or none at all, when that is an answer).
  func accept() -> PickerEffect {
    if case .choose(let positions)? = numberAnswer?.action {
      return .accept(positions.map { PickerChoice(position: $0, offset: $0) })
    }
    if settings.multi && !checkOrder.isEmpty {
      var offsets: [Int: Int] = [:]
      for (offset, position) in shown.enumerated() where checked.contains(position) {
        offsets[position] = rank(ofOffset: offset)
      }
      let order = settings.ordersBySelection ? checkOrder : checkOrder.sorted()
      // A checked item hidden by the query has no offset now; its offset
      // in the unfiltered list stands in.
      return .accept(order.map { PickerChoice(position: $0, offset: offsets[$0] ?? $0) })
    }
    if settings.acceptsNoChecks { return .accept([]) }
    guard let position = cursorPosition else { return .acceptNothing }
    return .accept([PickerChoice(position: position, offset: rank(ofOffset: cursor))])
  }

  /// Enter: toggles the tasks a query of numbers names in a checklist (and
  /// clears the query), else accepts.
  mutating func acceptOrToggle() -> PickerEffect {
    guard case .toggle(let positions)? = numberAnswer?.action else { return accept() }
    for position in positions {
      if checked.remove(position) != nil {
        checkOrder.removeAll { $0 == position }
      } else {
        check(position)
      }
    }
    setQuery("")
    rebuildShown()
    hasMoved = true
    return .none
  }
}

extension PickerState {
  /// Checks or unchecks the item under the cursor, moving it to the other
  /// section. The cursor keeps its offset, so the item that slides into the
  /// toggled one's place is under it: the user's eye stays put. Returns
  /// whether it toggled (not past the limit, nor outside multi mode).
  @discardableResult
  mutating func toggleCursor() -> Bool {
    guard settings.multi, let position = cursorPosition else { return false }
    if !checks.uncheck(position) {
      guard checkWithinLimit(position) else { return false }
    }
    rebuildShown()
    list.hasMoved = true
    return true
  }

  /// Tab and Shift-Tab: toggles the item under the cursor, then puts the
  /// cursor on the item that was below it (above it, for a negative
  /// `delta`), wherever the toggle moved the items.
  mutating func toggleCursor(thenMoveBy delta: Int) {
    let next = list.shown.indices.contains(list.cursor + delta) ? list.shown[list.cursor + delta] : nil
    guard toggleCursor() else { return }
    if let next, let offset = list.shown.firstIndex(of: next) { list.cursor = offset }
  }

  /// Flips every item shown, as far as the limit allows.
  mutating func toggleAll() {
    guard settings.multi else { return }
    let flipped = list.shown.filter { !checks.checked.contains($0) }
    checkAll(false)
    for position in flipped.sorted() { checkWithinLimit(position) }
    rebuildShown()
  }

  /// Checks (or unchecks) every item shown, as far as the limit allows.
  mutating func checkAll(_ isChecked: Bool) {
    guard settings.multi else { return }
    for position in list.shown.sorted() {
      if isChecked {
        checkWithinLimit(position)
      } else {
        checks.uncheck(position)
      }
    }
    rebuildShown()
    list.hasMoved = true
  }

  /// Checks `position` unless the limit is reached, and then says so.
  @discardableResult
  mutating func checkWithinLimit(_ position: Int) -> Bool {
    if checks.check(position, limit: settings.limit) { return true }
    let limit = settings.limit ?? 0
    queue.message =
      limit == 1
      ? "only 1 item can be checked: uncheck it first"
      : "at most \(limit) items can be checked: uncheck one first"
    return false
  }

  /// The items Enter chooses: those a query of numbers names, else the
  /// checked ones (in source order, or in the order checked), else the one
  /// under the cursor (or none at all, when that is an answer).
  func accept() -> PickerEffect {
    if case .choose(let positions)? = numberAnswer?.action {
      return .accept(positions.map { PickerChoice(position: $0, offset: $0) })
    }
    if settings.multi && !checks.order.isEmpty {
      var offsets: [Int: Int] = [:]
      for (offset, position) in list.shown.enumerated() where checks.checked.contains(position) {
        offsets[position] = list.rank(ofOffset: offset)
      }
      let order = settings.ordersBySelection ? checks.order : checks.order.sorted()
      // A checked item hidden by the query has no offset now; its offset
      // in the unfiltered list stands in.
      return .accept(order.map { PickerChoice(position: $0, offset: offsets[$0] ?? $0) })
    }
    if settings.acceptsNoChecks { return .accept([]) }
    guard let position = cursorPosition else { return .acceptNothing }
    return .accept([PickerChoice(position: position, offset: list.rank(ofOffset: list.cursor))])
  }

  /// Enter: toggles the tasks a query of numbers names in a checklist (and
  /// clears the query), else accepts.
  mutating func acceptOrToggle() -> PickerEffect {
    guard case .toggle(let positions)? = numberAnswer?.action else { return accept() }
    for position in positions {
      if !checks.uncheck(position) { checks.check(position) }
    }
    queryLine.set("")
    rebuildShown()
    list.hasMoved = true
    return .none
  }
}

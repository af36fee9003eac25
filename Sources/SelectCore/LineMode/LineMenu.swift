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
package struct LineMenu {
  /// What an answer did.
  package enum Outcome: Equatable {
    /// These items, as positions in the shown list, were chosen.
    case chosen([Int])
    /// The shown list changed; print it again.
    case changed
    /// The answer was refused, for this reason; ask again.
    case refused(String)
  }

  /// Every item on offer.
  package let items: ItemList
  /// Positions into `items` of those shown now, in order.
  package internal(set) var shown: [Int]
  /// Positions into `items` of the checked items in the order they were
  /// checked, or nil when the menu has no check marks.
  package internal(set) var checked: [Int]?
  /// How the menu behaves: the picker's settings, which the line mode
  /// shares (`multi`, `limit`, `exact`, `ordersBySelection`, and the check
  /// marks of `preChecked`, `selected` and `acceptsNoChecks`).
  package let settings: PickerState.Settings
  /// The text of the answer that narrowed the list last: what a choice
  /// is remembered under (`--remember`); empty for the whole list.
  package internal(set) var query = ""

  /// A menu of `items`. It has check marks for a checklist (`preChecked`
  /// marks, even none, with `acceptsNoChecks`) and in `multi` for the
  /// items `selected` names.
  package init(items: ItemList, settings: PickerState.Settings) {
    self.items = items
    self.settings = settings
    // Every item, in source order: memory lifts for a typed query only.
    self.shown = Array(0..<items.count)
    if settings.acceptsNoChecks || !settings.preChecked.isEmpty {
      checked = settings.preChecked.sorted()
    } else if settings.multi && !settings.selected.isEmpty {
      checked = items.withItems {
        SelectedNames(settings.selected).positions(in: $0, limit: settings.limit)
      }
    }
  }

  /// Whether a query hides some of the items.
  package var isNarrowed: Bool { shown.count != items.count }

  /// The menu as lines, numbers right-aligned: ` 1) Red`, or ` 1) [x] Red`
  /// with check marks; labels drawn as safely as in the picker. Without
  /// check marks, the current value (`selected`) says so in words, which a
  /// screen reader reads: ` 5) Blue (current)`.
  package func menuLines() -> [String] {
    let width = String(shown.count).count
    return entries().map { entry in
      let number = String(entry.number)
      return String(repeating: " ", count: width - number.count) + number + ") " + entry.text
    }
  }

  /// Each shown item's number and what follows `N) `: check mark, indent,
  /// label, `(current)`.
  func entries() -> [(number: Int, text: String)] {
    let marked = checked.map(Set.init)
    let current = SelectedNames(marked == nil ? settings.selected : [])
    return items.withItems { items in
      Array(shown.numbered()).map { entry in
        let item = items[entry.element]
        let mark = marked.map { $0.contains(entry.element) ? "[x] " : "[ ] " } ?? ""
        let depth = settings.depths.indices.contains(item.index) ? settings.depths[item.index] : 0
        return (
          entry.number,
          mark + String(repeating: " ", count: 2 * depth) + DisplayText(item.label).string
            + (current.contains(item) ? " (current)" : "")
        )
      }
    }
  }

  /// The items an answer chose (`Outcome.chosen`, positions in `shown`).
  package func choices(_ chosen: [Int]) -> Choices {
    Choices(chosen.map { PickerChoice(position: shown[$0], offset: $0) }, in: items)
  }

  /// Takes one answer line.
  package mutating func answer(_ line: String) -> Outcome {
    let text = line.trimmingSpaces
    if text.isEmpty {
      if checked != nil && !isNarrowed { return accept() }
      // Enter keeps the current value, as in the picker, whose cursor starts on it.
      if checked == nil && !isNarrowed, let current = currentOffset { return .chosen([current]) }
      shown = Array(0..<items.count)
      query = ""
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
    if settings.answersByName, checked == nil, let named = offsetNamed(text) { return .chosen([named]) }
    let query = text.hasPrefix("=") ? String(text.dropFirst()) : text
    let matcher = Matcher(query: Query(query, options: settings.match))
    let found = items.withItems { items in
      let matches = matcher.rank(items, among: shown)
      return (settings.memory?.lift(matches, of: items, query: query) ?? matches).map(\.position)
    }
    if found.isEmpty { return .refused("no match for '\(query)'") }
    shown = found
    self.query = query
    return .changed
  }

  /// What the prompt begins with while Enter alone keeps the current
  /// value (`--selected`, without check marks, the whole list shown):
  /// `(Enter keeps Blue) `.
  package var keptOnEnter: String? {
    guard checked == nil, !isNarrowed, let offset = currentOffset else { return nil }
    return items.withItems { "(Enter keeps \(DisplayText($0[shown[offset]].label).string)) " }
  }

  /// Where in `shown` the current value (`selected`) is, if shown.
  private var currentOffset: Int? {
    guard !settings.selected.isEmpty else { return nil }
    let positions = items.withItems { SelectedNames(settings.selected).positions(in: $0, limit: 1) }
    return positions.first.flatMap { shown.firstIndex(of: $0) }
  }

  /// Where in `shown` the item is that `text` names whole (value or label,
  /// ignoring case) or, one letter, by its label's first letter when no
  /// other shown label begins with it (`answersByName`).
  private func offsetNamed(_ text: String) -> Int? {
    let wanted = text.lowercased()
    let names = items.withItems { items in
      shown.map { position in
        (
          String(decoding: items[position].value.buffer, as: UTF8.self).lowercased(),
          String(decoding: items[position].label.buffer, as: UTF8.self).lowercased()
        )
      }
    }
    if let whole = names.firstIndex(where: { $0.0 == wanted || $0.1 == wanted }) { return whole }
    let initials = names.indices.filter { wanted.count == 1 && names[$0].1.hasPrefix(wanted) }
    return initials.count == 1 ? initials[0] : nil
  }

  private func choose(_ positions: [PickPosition]) -> Outcome {
    let numbers: [Int]
    switch positions.numbers(count: shown.count) {
    case .success(let found): numbers = found
    case .failure(let error): return .refused(error.message ?? "no such item")
    }
    if numbers.count > 1 && !settings.multi {
      return .refused("choose one number (several need --multi)")
    }
    if let limit = settings.limit, numbers.count > limit {
      return .refused("choose at most \(limit) (--limit \(limit))")
    }
    let chosen = numbers.map { $0 - 1 }
    return .chosen(settings.ordersBySelection ? chosen : chosen.sorted { shown[$0] < shown[$1] })
  }
}

extension String {
  /// The string without leading and trailing blanks and carriage returns
  /// (a terminal without ICRNL sends Enter as one).
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == "\r" || $0.asciiValue.map(isBlank) == true }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

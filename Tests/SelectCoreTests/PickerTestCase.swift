import SelectCore
import XCTest

/// Helpers for the picker's reducer and view tests: a state made from
/// labels, and keys pressed the way the terminal loop presses them.
class PickerTestCase: XCTestCase {
  /// The items of every state made, kept for as long as the test runs.
  private var lists: [ItemList] = []
  /// The records of their labelled items, as long.
  private let records = ByteArena(blockSize: 1 << 12)

  func makeState(
    _ labels: [String], multi: Bool = false, limit: Int? = nil, selected: [String] = [],
    bySelection: Bool = false, query: String = "", preChecked: Set<Int> = [], acceptsNoChecks: Bool = false,
    bindings: [Key: [PickerAction]] = [:], tracks: Bool = false
  ) -> PickerState {
    var settings = PickerState.Settings()
    settings.tracks = tracks
    for (key, actions) in bindings { settings.keymap.bind(key, to: actions) }
    settings.preChecked = preChecked
    settings.acceptsNoChecks = acceptsNoChecks
    settings.multi = multi
    settings.limit = limit
    settings.selected = selected
    settings.ordersBySelection = bySelection
    var state = PickerState(settings: settings, query: query)
    _ = state.apply(.itemsArrived(items(labels)))
    _ = state.apply(.inputEnded)
    _ = state.apply(.resized(listRows: 5))
    state.rankNow()
    return state
  }

  /// Items for `.itemsArrived`, their source indices counted from
  /// `first`; the test keeps their bytes.
  func items(_ values: [String], labels: [String]? = nil, first: Int = 0) -> [Item] {
    let list = ItemList(values: values, labels: labels)
    lists.append(list)
    return list.withItems { items in
      items.map { Item(value: $0.value, label: $0.label, index: first + $0.index, records: records) }
    }
  }

  /// Presses keys, ranking after each as the terminal loop does.
  @discardableResult
  func press(_ keys: [Key], on state: inout PickerState) -> PickerEffect {
    var effect = PickerEffect.none
    for key in keys {
      effect = state.apply(.key(key))
      if state.needsRanking {
        let ranked = state.rankNow()
        if ranked != .none { effect = ranked }
      }
    }
    return effect
  }

  func chosen(_ effect: PickerEffect, _ state: PickerState) -> [String] {
    guard case .accept(let choices) = effect else { return [] }
    return choices.map { state.items[$0.position].value.string }
  }

}

extension PickerState {
  /// Ranks on the caller's thread and applies the result, as the terminal
  /// loop does between keys.
  @discardableResult
  mutating func rankNow() -> PickerEffect {
    let update = items.withView { items in
      rankingUpdate { query, range, pieces in
        let matcher = Matcher(query: query)
        let matches = RankedMatch.merging(pieces.map { matcher.rank(items, $0)! })
        return Ranking(query: query, range: range, matches: matches)
      }
    }
    return update.map { apply(.ranked($0)) } ?? .none
  }
}

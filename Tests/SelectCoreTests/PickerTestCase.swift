import SelectCore
import XCTest

/// Helpers for the picker's reducer and view tests: a state made from
/// labels, and keys pressed the way the terminal loop presses them.
class PickerTestCase: XCTestCase {
  let arena = ByteArena()

  func makeState(
    _ labels: [String], multi: Bool = false, limit: Int? = nil, selected: [String] = [],
    bySelection: Bool = false, query: String = "", preChecked: Set<Int> = [], acceptsNoChecks: Bool = false
  ) -> PickerState {
    var settings = PickerState.Settings()
    settings.preChecked = preChecked
    settings.acceptsNoChecks = acceptsNoChecks
    settings.multi = multi
    settings.limit = limit
    settings.selected = selected
    settings.ordersBySelection = bySelection
    var state = PickerState(settings: settings, query: query)
    let items = labels.enumerated().map { Item(value: arena.append($0.element), index: $0.offset) }
    _ = state.apply(.itemsArrived(items))
    _ = state.apply(.inputEnded)
    _ = state.apply(.resized(listRows: 5))
    state.rankNow()
    return state
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

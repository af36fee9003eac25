/// While only the first rows of the query's order are known (final, the
/// rest still being ranked: `isSettling`), what acts on the whole list
/// waits for it: the actions below are queued until the whole ranking
/// arrives, as `accept` waits for the ranking of a query just typed.
extension PickerState {
  /// Whether `action` needs more of the list than its first rows: it acts
  /// on every match (`select-all`, `toggle-all`, `deselect-all`, a command
  /// with `{*}` or `{*f}`), moves the checked items into their section
  /// (a toggle in multi mode), or moves the cursor past the rows known.
  func needsWholeList(_ action: PickerAction) -> Bool {
    switch action {
    case .selectAll, .toggleAll, .deselectAll, .last, .upSelected, .downSelected, .offsetDown, .upMatch,
      .downMatch:
      return true
    case .toggle, .toggleDown, .toggleUp, .toggleIn, .toggleOut, .select, .deselect:
      return settings.multi
    case .run(_, let template), .transform(_, let template, _), .preview(let template):
      return template.usesMatches
    case .position(let n):
      return n <= 0 || n > list.shown.count
    default:
      guard let delta = cursorDelta(action) else { return false }
      let target = list.cursor + delta
      // Past the last row known, or round from the top to the end.
      return target >= list.shown.count || target < 0 && settings.cycles
    }
  }

  /// Whether the list is the whole order of the query typed: not an
  /// earlier query's list, nor only its first rows. The `--listen` state
  /// waits for it.
  package var showsWholeOrder: Bool { !isSettling && !queryChanged }

  /// Whether the preview command names every match (`{*}`), so that it
  /// waits for the whole order before it starts.
  package var previewWaitsForWholeList: Bool {
    isSettling && preview.command?.usesMatches == true
  }

  /// How far a plain move (`up`, `down`, pages, `first`) takes the
  /// cursor through the list: bottom-up, Down moves up the list.
  func cursorDelta(_ action: PickerAction) -> Int? {
    let screenDown = settings.layout == .bottomUp ? -1 : 1
    switch action {
    case .up: return -screenDown
    case .down: return screenDown
    case .pageUp: return -screenDown * list.listRows
    case .pageDown: return screenDown * list.listRows
    case .halfPageUp: return -screenDown * max(list.listRows / 2, 1)
    case .halfPageDown: return screenDown * max(list.listRows / 2, 1)
    case .first, .best: return -list.cursor
    default: return nil
    }
  }
}

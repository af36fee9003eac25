// Frecency as zoxide keeps it: each choice adds 1 to a rank; what a rank
// is worth falls with the time since the last choice (×4 within the hour,
// ×2 within the day, ×½ within the week, ×¼ after); and once a choice
// would take the ranks of a memory over its budget, every rank is first
// scaled down so that they add up to 90% of it, and those below 1 are
// forgotten (the choice then counts in full). Old
// choices fade that way, whatever the clock says, and a memory chosen from
// often forgets faster than one chosen from rarely.

/// How much a rank chosen last at `last` is worth at `now` (seconds).
package func frecency(rank: Float, last: UInt32, now: UInt32) -> Double {
  let age = now >= last ? now - last : 0
  let weight: Double =
    switch age {
    case ..<3_600: 4
    case ..<86_400: 2
    case ..<604_800: 0.5
    default: 0.25
    }
  return Double(rank) * weight
}

/// The sum of ranks beyond which a memory of `capacity` items ages: ten
/// choices an item, zoxide's 10,000 for the default 1,000 items.
package func agingBudget(capacity: Int) -> Double {
  Double(max(capacity, 1)) * 10
}

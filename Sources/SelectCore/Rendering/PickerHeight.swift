/// How many rows the picker takes: `--full-screen`, `--height N`,
/// `--height N%`, or inline at a height that fits.
package enum PickerHeight: Equatable, Sendable {
  /// Every row of the terminal, on the alternate screen.
  case fullScreen
  /// N rows (at most the terminal's).
  case lines(Int)
  /// That share of the terminal's rows.
  case percent(Int)
  /// Inline, like fzy and `fzf --height`: a list already read whole that
  /// fits on the terminal, leaving one row of the shell, is shown whole (a
  /// yes/no question takes four rows, the weekdays in their sections
  /// eleven); a longer one takes 40% of the terminal, at least 10 rows.
  case fitting
  /// fzf's `--height -N`: every row of the terminal but N.
  case allBut(Int)
  /// fzf's `--height ~H`: H, but no taller than a list already read whole
  /// needs.
  indirect case adaptive(PickerHeight)

  /// The fewest item rows `--height` leaves.
  package static let minimumListRows = 3

  /// The rows taken on a terminal of `rows` rows, for a list that takes
  /// `listRows` rows shown whole (nil while more items may arrive) and
  /// `chromeRows` rows of prompt, header and section headings. A height that would leave fewer than
  /// `minimumListRows` rows for items is raised, as far as the terminal
  /// allows.
  /// `minimum` is `--min-height`'s rows, for a height given in percent.
  package func rows(terminalRows rows: Int, listRows: Int?, chromeRows: Int, minimum: Int = 0) -> Int {
    let rows = max(rows, 1)
    let least = chromeRows + Self.minimumListRows
    switch self {
    case .fullScreen: return rows
    case .lines(let n): return max(min(max(n, least), rows), 1)
    case .percent(let p): return max(min(max(rows * p / 100, least, minimum), rows), 1)
    case .fitting:
      let preferred = min(max(rows * 2 / 5, 10), rows)
      guard let listRows else { return preferred }
      let whole = max(listRows + chromeRows, 1)
      return whole < rows ? whole : preferred
    case .allBut(let n): return max(min(max(rows - n, least), rows), 1)
    case .adaptive(let base):
      let most = base.rows(terminalRows: rows, listRows: listRows, chromeRows: chromeRows, minimum: minimum)
      guard let listRows else { return most }
      return max(min(most, listRows + chromeRows), 1)
    }
  }
}

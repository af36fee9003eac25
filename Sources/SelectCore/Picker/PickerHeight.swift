/// How many rows the picker takes on a terminal of `rows` rows.
///
/// Full screen: all of them. `--height N`: N (at most the terminal's);
/// `--height N%`: that share of it. Otherwise the picker is drawn inline,
/// like fzy and `fzf --height`: 40% of the terminal, at least 10 rows, and
/// no taller than a list already read whole needs (`itemCount` items plus
/// `chromeRows` of prompt, header and section headings), so a yes/no
/// question takes four rows, not half the screen.
public func pickerHeight(
  rows: Int, fullScreen: Bool, height: Options.Height?, itemCount: Int?, chromeRows: Int
) -> Int {
  let rows = max(rows, 1)
  if fullScreen { return rows }
  switch height {
  case .lines(let n): return max(min(n, rows), 1)
  case .percent(let p): return max(rows * p / 100, 1)
  case nil:
    let preferred = min(max(rows * 2 / 5, 10), rows)
    guard let itemCount else { return preferred }
    return max(min(preferred, itemCount + chromeRows), 1)
  }
}

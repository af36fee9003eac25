/// A line-mode menu too long for the terminal, laid out in columns the way
/// bash lays out its `select` menu (`print_select_list` in bash's
/// execute_cmd.c), so a long list reads as it does there.
///
/// Every column is as wide as the widest entry (`N) label`, numbered as
/// wide as the largest number) plus two; as many columns as fit in the
/// width, then as few rows as hold every item, then as few columns as
/// those rows need; items are numbered down each column. The first
/// column's numbers are only as wide as its own largest. Where bash pads
/// with tabs, these lines pad with spaces to the same columns.
extension LineMenu {
  /// The menu as lines for a terminal of `rows` rows whose menu has
  /// `width` columns (`COLUMNS`, or the terminal's width), `otherRows` of
  /// them taken by the header, hint and prompt: one item a line when they
  /// fit, else in columns.
  package func menuLines(width: Int, rows: Int, otherRows: Int) -> [String] {
    guard shown.count + otherRows > rows else { return menuLines() }
    return Self.columns(entries(), width: width)
  }

  /// bash's `select` layout of `entries` in `width` columns.
  static func columns(_ entries: [(number: Int, text: String)], width: Int) -> [String] {
    let count = entries.count
    guard count > 0 else { return [] }
    let textWidths = entries.map { DisplayText(Array($0.text.utf8)).width }
    let numberWidth = String(count).count
    let columnWidth = (textWidths.max() ?? 0) + numberWidth + 2 + 2
    var columns = max(width / columnWidth, 1)
    var rows = (count + columns - 1) / columns
    columns = (count + rows - 1) / rows
    if rows == 1 {
      rows = columns
      columns = 1
    }
    let firstNumberWidth = String(rows).count
    return (0..<rows).map { row in
      var line = ""
      var position = 0
      var index = row
      while true {
        let digits = position == 0 ? firstNumberWidth : numberWidth
        let number = String(entries[index].number)
        line +=
          String(repeating: " ", count: max(digits - number.count, 0)) + number + ") "
          + entries[index].text
        let used = max(digits, number.count) + 2 + textWidths[index]
        index += rows
        if index >= count { break }
        line += String(repeating: " ", count: max(columnWidth - used, 0))
        position += columnWidth
      }
      return line
    }
  }
}

/// Where `--wrap` (and the preview's `wrap`) cuts a line into rows: the
/// first row has `room` columns, each later one `room` less the wrap
/// sign. By characters, a row is filled to its last column; by words
/// (`--wrap=word`, `wrap-word`), it ends after its last space or tab
/// (blanks that do not fit start the next row), unless it has none or what
/// follows would not fit the next row either.
struct LineWrap: Equatable {
  var room: Int
  var signWidth: Int
  var atWords: Bool

  /// The index of each piece that starts a row after the first, at most
  /// `maxBreaks` of them.
  func breaks(_ pieces: [DisplayText.Piece], maxBreaks: Int) -> [Int] {
    var breaks: [Int] = []
    var rowStart = 0
    var used = 0
    // The piece after the row's last space or tab, with the columns before it.
    var afterBlank: (index: Int, used: Int)?
    var index = 0
    while index < pieces.count && breaks.count < maxBreaks {
      let piece = pieces[index]
      let rowRoom = breaks.isEmpty ? room : room - signWidth
      if used + piece.width > rowRoom && used > 0 {
        // A blank that does not fit is a word's end already.
        var cut = index
        if atWords, !Self.isBlank(piece), let blank = afterBlank, blank.index > rowStart,
          used - blank.used + piece.width <= room - signWidth
        {
          cut = blank.index
        }
        breaks.append(cut)
        used = pieces[cut..<index].reduce(0) { $0 + $1.width }
        rowStart = cut
        afterBlank = nil
        continue
      }
      used += piece.width
      if Self.isBlank(piece) { afterBlank = (index + 1, used) }
      index += 1
    }
    return breaks
  }

  private static func isBlank(_ piece: DisplayText.Piece) -> Bool {
    piece.kind == .tab || piece.kind == .text && piece.text == " "
  }
}

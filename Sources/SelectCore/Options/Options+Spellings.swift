extension Options {
  /// Records one of fzf's spellings (`optionSpellings`); `inline` is what
  /// followed `=` in the word.
  mutating func apply(
    _ spelling: OptionSpelling, inline: String?, rest: inout ArraySlice<String>
  ) throws(SelectError) {
    switch spelling.effect {
    case .apply(let id, let argument):
      if inline != nil { throw .usage("\(spelling.word) takes no argument") }
      try apply(id, argument)
    case .undo(let id):
      // fzf's `--sort` takes a number it no longer uses.
      if let inline, spelling.word != "--sort" || Int(inline) == nil {
        throw .usage("\(spelling.word) takes no argument")
      }
      undo(id)
    case .alias(let id):
      guard let argument = inline ?? rest.popFirst() else {
        throw .usage("\(spelling.word) needs an argument")
      }
      try apply(id, argument)
    }
  }

  /// Turns an option off: `--no-multi`, `+i`, `--sort`.
  mutating func undo(_ id: OptionID) {
    switch id {
    case .exact: exact = false
    case .noSort: noSort = false
    case .multi:
      multi = false
      limit = nil
      limitOption = ""
    case .selectOne: selectOne = false
    case .exitZero: exitZero = false
    case .tac: tac = false
    case .ansi: ansi = false
    case .cycle: cycle = false
    case .read0: read0 = false
    case .print0: print0 = false
    case .printQuery: printQuery = false
    case .expect: expect = []
    // No header at all, not even an enum's title.
    case .header: header = ""
    case .headerLines: headerLines = 0
    case .preview: preview = nil
    case .height:
      height = nil
      fullScreen = false
    case .idNth: idNth = nil
    case .listen:
      listen = nil
      listensUnsafely = false
    case .tmux: popup = nil
    default:
      fzf.undo(id)
      looks.undo(id)
    }
  }
}

/// Something that happened to the picker: the input to its reducer.
public enum PickerEvent {
  /// The user pressed a key.
  case key(Key)
  /// More items were read, in source order after those already received.
  case itemsArrived([Item])
  /// The input ended: no more items will arrive.
  case inputEnded
  /// A ranking of the items by the query finished.
  case ranked(Ranking)
  /// The screen now has room for this many list lines.
  case resized(listRows: Int)
  /// Time passed (about a tenth of a second), for the loading spinner.
  case tick
}

/// What the terminal layer should do after an event.
public enum PickerEffect: Equatable, Sendable {
  /// Nothing beyond drawing the new state.
  case none
  /// The user accepted these items, in output order.
  case accept([PickerChoice])
  /// Enter on an empty list: nothing to choose (exit 1).
  case acceptNothing
  /// The user cancelled (exit 130).
  case cancel
  /// Ctrl-Z: give the terminal back and stop until continued.
  case suspend
}

/// One accepted item: its position in `items`, and its offset in the list
/// as shown when it was accepted (for `{offset}` and `{number}`).
public struct PickerChoice: Equatable, Sendable {
  public var position: Int
  public var offset: Int

  public init(position: Int, offset: Int) {
    self.position = position
    self.offset = offset
  }
}

/// What a key does, apart from typing.
public enum PickerAction: Equatable, Sendable {
  case up, down, pageUp, pageDown, first, last
  case toggle
  case accept, cancel, suspend
  case deleteBackward, deleteWord, clearQuery
  /// Ctrl-D: cancels on an empty query, as in fzf; otherwise nothing.
  case cancelIfEmpty
}

/// Which key does what: the picker's keymap, as data.
public enum PickerKeymap {
  /// The keys of SPEC §3; Space toggles only in multi mode (it types a
  /// space otherwise), Tab and Shift-Tab toggle in multi mode.
  public static func standard(multi: Bool) -> [Key: PickerAction] {
    var keys: [Key: PickerAction] = [
      .up: .up, .control("p"): .up,
      .down: .down, .control("n"): .down,
      .pageUp: .pageUp, .pageDown: .pageDown,
      .home: .first, .end: .last,
      .enter: .accept,
      .escape: .cancel, .control("c"): .cancel, .control("g"): .cancel,
      .control("d"): .cancelIfEmpty,
      .control("z"): .suspend,
      .backspace: .deleteBackward, .control("w"): .deleteWord, .control("u"): .clearQuery,
    ]
    if multi {
      keys[.tab] = .toggle
      keys[.shiftTab] = .toggle
      keys[.character(" ")] = .toggle
    }
    return keys
  }
}

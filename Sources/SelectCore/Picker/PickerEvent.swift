/// Something that happened to the picker: the input to its reducer.
package enum PickerEvent {
  /// The picker is up and has shown what it read so far, before any key
  /// (fzf's `start`).
  case started
  /// The user pressed a key.
  case key(Key)
  /// More items were read, in source order after those already received.
  case itemsArrived([Item])
  /// The input ended: no more items will arrive.
  case inputEnded
  /// A ranking of the items by the query finished.
  case ranked(Ranking)
  /// The first rows of a ranking still running are final (a partial
  /// `Ranking`), and this many matches are known so far.
  case firstRowsFinal(Ranking, matchesSoFar: Int)
  /// A ranking still running has found this many matches so far.
  case matchesFound(Int)
  /// The screen now has room for this many list lines.
  case resized(listRows: Int)
  /// The terminal changed size (fzf's `resize`).
  case terminalResized
  /// Time passed (about a tenth of a second), for the loading spinner.
  case tick
  /// The `every(N)` timer of this many seconds came round.
  case timer(Double)
  /// No key came for a second: a number being built with Alt-digits is
  /// complete, and the next digit starts a new one.
  case keyPause
  /// A preview command started for the item at this position (nil: no
  /// item, no preview).
  case previewStarted(Int?)
  /// The preview command wrote this.
  case previewOutput([UInt8])
  /// The preview command ended.
  case previewEnded(PreviewState.Status)
  /// The pane has room for this many lines (for a page of scrolling).
  case previewResized(rows: Int)
  /// A left click on what is drawn there (`PickerView.target`); `double`
  /// when it is the second click in a row on the same row.
  case click(ScreenTarget, double: Bool)
  /// The mouse wheel turned one notch over `target`, up or down.
  case wheel(ScreenTarget, up: Bool)
  /// `reload` started: the items read so far are dropped (and their
  /// checks) and new ones will arrive; the query stays.
  case reloadStarted
  /// The command of `.run` ended (a transform's with its output), or
  /// the terminal layer is done with `.suspend` or `.redraw` (no use): the
  /// actions after it go on.
  case commandEnded(ShellCommand.Use?, output: [UInt8])
  /// A background transform started in generation `generation` ended
  /// with this output.
  case backgroundTransformEnded(PickerAction.StatePart?, output: [UInt8], generation: Int)
  /// Actions sent from outside (`--listen`), done as a key's are.
  case remote([PickerAction])
}

/// What the terminal layer should do after an event.
package enum PickerEffect: Equatable, Sendable {
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
  /// Ctrl-L: draw the whole picker again, over whatever wrote on it.
  case redraw
  /// Run this command, then tell the state with `.commandEnded` (except
  /// after `become`, which does not come back); a background transform is
  /// started and `.commandEnded` told at once.
  case run(ShellCommand)
}

/// One accepted item: its position in `items`, and its offset in the list
/// as shown when it was accepted (for `{offset}` and `{number}`).
package struct PickerChoice: Equatable, Sendable {
  package var position: Int
  package var offset: Int

  package init(position: Int, offset: Int) {
    self.position = position
    self.offset = offset
  }
}

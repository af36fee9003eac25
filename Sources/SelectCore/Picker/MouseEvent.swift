/// A mouse event as a terminal reports it in SGR mode (1006):
/// `ESC [ < button ; column ; row M` for a press or a drag, `m` for a
/// release, position 1-based, turned 0-based here.
package struct MouseEvent: Hashable, Sendable {
  package enum Button: Hashable, Sendable {
    case left, middle, right
    case wheelUp, wheelDown
    /// Motion with no button held (any-event tracking), or a wheel
    /// direction we do not act on (left, right).
    case none
  }

  package enum Kind: Hashable, Sendable {
    case press, release, drag
  }

  package var button: Button
  package var kind: Kind
  /// The screen cell, 0-based from the top left of the whole screen.
  package var row: Int
  package var column: Int
  package var modifiers: Key.Modifiers

  package init(
    button: Button, kind: Kind, row: Int, column: Int, modifiers: Key.Modifiers = []
  ) {
    self.button = button
    self.kind = kind
    self.row = row
    self.column = column
    self.modifiers = modifiers
  }

  /// The event a complete SGR report's three numbers and final byte (`M`
  /// or `m`) stand for; nil when they are not one.
  init?(sgrButton code: Int, column: Int, row: Int, final: UInt8) {
    guard column >= 1, row >= 1, final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    else { return nil }
    // Bits: 0-1 the button, 2 Shift, 3 Meta, 4 Ctrl, 5 motion, 6 wheel.
    var modifiers = Key.Modifiers()
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let number = code & 3
    if code & 64 != 0 {
      button = number == 0 ? .wheelUp : number == 1 ? .wheelDown : .none
    } else {
      button = [Button.left, .middle, .right, .none][number]
    }
    if final == UInt8(ascii: "m") {
      kind = .release
    } else {
      kind = code & 32 != 0 ? .drag : .press
    }
    self.row = row - 1
    self.column = column - 1
    self.modifiers = modifiers
  }
}

/// A key the user pressed, decoded from the bytes a terminal sends.
package enum Key: Hashable, Sendable {
  /// A printable character (one Unicode scalar; combining marks arrive as
  /// keys of their own).
  case character(Unicode.Scalar)
  /// Enter or Return (CR, or LF).
  case enter
  /// Tab (also Ctrl-I).
  case tab
  /// Shift-Tab.
  case shiftTab
  /// Backspace (DEL, or Ctrl-H).
  case backspace
  /// The Delete key, which deletes forward.
  case delete
  /// Esc on its own.
  case escape
  /// The Insert key.
  case insert
  case up, down, left, right
  case home, end, pageUp, pageDown
  /// F1 to F12.
  case function(Int)
  /// Ctrl and a letter, given in lower case: `.control("c")` is Ctrl-C.
  /// Ctrl-H, Ctrl-I and Ctrl-M arrive as backspace, tab and enter, which is
  /// what terminals send for them; Ctrl-J is a key of its own. Ctrl-Space
  /// is `.control(" ")` and Ctrl-/ is `.control("/")`; `\`, `]` and `^`
  /// are the other non-letters a terminal can send with Ctrl.
  case control(Character)
  /// Text pasted while bracketed paste was on, as one key, so that a pasted
  /// newline does not accept.
  case paste(String)
  /// A key pressed with modifiers: Alt+1 is `.modified(.character("1"),
  /// .alt)`, Ctrl-Up is `.modified(.up, .control)`.
  indirect case modified(Key, Modifiers)

  // Mouse: what the terminal reports, and the events a click makes that
  // `--bind` names (fzf's `click-header`, `click-footer`).
  /// A mouse report (SGR 1006); never bound itself.
  case mouse(MouseEvent)
  /// A click on the header (`--header`, `--header-lines`).
  case clickHeader
  /// A click on the footer.
  case clickFooter

  /// Shift, Alt and Ctrl, as xterm reports them.
  package struct Modifiers: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    package static let shift = Modifiers(rawValue: 1)
    package static let alt = Modifiers(rawValue: 2)
    package static let control = Modifiers(rawValue: 4)
  }
}

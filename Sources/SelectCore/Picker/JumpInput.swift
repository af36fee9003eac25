/// Typing that moves the cursor instead of narrowing the list: `:N` then
/// Enter (the digits shown in the query line), Alt and digits (each digit
/// makes the number longer until another key), and fzf's jump labels
/// (`jump`, `jump-accept`).
package struct JumpInput: Equatable, Sendable {
  /// What a label's key does.
  package enum LabelMode: Sendable {
    case move, accept
  }

  /// What a key typed after `:` does.
  enum Outcome: Equatable {
    /// The key was taken: a digit, or Backspace.
    case typing
    /// Enter: go to the item of this number.
    case jump(to: Int)
    /// Not a number after all: the query to type instead, with the colon.
    case query(String)
    /// Digits dropped (Esc, Ctrl-G, or Enter with none).
    case ended
    /// Digits dropped, and the key acts as usual.
    case passed
  }

  /// The digits typed after `:`, while jumping to a number.
  package private(set) var digits: String?
  /// In jump mode, what a label's key does.
  package internal(set) var labels: LabelMode?
  /// Digits typed with Alt so far; any other key starts a new number.
  private(set) var altDigits = ""
  /// A number typed beyond the rows known while only the first rows of
  /// the order are (`PickerState.isSettling`), and the query it was
  /// typed for: jumped to when that query's whole order arrives.
  private(set) var held: HeldNumber?

  struct HeldNumber: Equatable, Sendable {
    let number: Int
    let query: String
  }

  /// Keeps `number` until the whole order of `query` arrives.
  mutating func hold(_ number: Int, for query: String) { held = HeldNumber(number: number, query: query) }

  /// The number held for `query`, given once; a number held for another
  /// query is dropped.
  mutating func takeHeld(for query: String) -> Int? {
    defer { held = nil }
    return held?.query == query ? held?.number : nil
  }

  /// `:` typed on an empty query: digits follow.
  mutating func startDigits() { digits = "" }

  /// A key while `:N` is being typed.
  mutating func press(_ key: Key) -> Outcome {
    let typed = digits ?? ""
    switch key {
    case .character(let scalar) where Self.isDigit(scalar):
      digits = typed + String(scalar)
      return .typing
    case .backspace:
      digits = typed.isEmpty ? nil : String(typed.dropLast())
      return .typing
    case .enter:
      digits = nil
      return Int(typed).map { .jump(to: $0) } ?? .ended
    case .escape, .control("g"):
      digits = nil
      return .ended
    case .character(let scalar):
      digits = nil
      return .query(":" + typed + String(scalar))
    default:
      digits = nil
      return .passed
    }
  }

  /// Alt and `digit`: the number typed with Alt so far.
  mutating func typeAltDigit(_ digit: Character) -> Int {
    altDigits.append(digit)
    return Int(altDigits) ?? .max
  }

  /// Any other key, or a pause: the next Alt-digit starts a new number.
  mutating func endAltDigits() { altDigits = "" }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}

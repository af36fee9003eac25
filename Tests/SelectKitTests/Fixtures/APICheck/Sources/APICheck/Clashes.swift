import Algorithms
import SelectKit

/// The program's own types, named as SelectKit's built-in options are:
/// `import SelectKit` must leave these names to the program.
public enum Colour: String, CaseIterable, UserSelectable {
  case teal, plum
  public static let userSelectionTitle = "Colour"
}

/// The program's own signal, answer, month and weekday.
public struct Signal {
  public let number: Int32
  public init(number: Int32) { self.number = number }
}
public struct Answer {
  public let text: String
  public init(text: String) { self.text = text }
}
public enum Month { case first }
public enum Weekday { case first }

/// swift-algorithms' `indexed()` and SelectKit's `numbered()` on one list,
/// neither qualified: (index, element) pairs and `Indexed` values.
public func bothIndexings(_ names: ArraySlice<String>) -> (pairs: [String], numbered: [String]) {
  let pairs: IndexedCollection<ArraySlice<String>> = names.indexed()
  let numbered: NumberedCollection<ArraySlice<String>> = names.numbered()
  return (
    pairs.map { "\($0.index) \($0.element)" },
    numbered.map { "\($0.number) \($0.index) \($0.element)" }
  )
}

/// A type whose values a user picks from a short, fixed list: the model
/// behind a settings screen, and behind `select --enum`.
///
/// A `String` raw value gives each case its value (`dark`) and name
/// (`Dark`; `greenPepper` shows as `Green pepper`), `CaseIterable` its options; only the title is left to write.
///
///     enum Theme: String, CaseIterable, UserSelectable {
///       case light, dark, system
///       static let userSelectionTitle = "Theme"
///     }
///     let theme = try Theme.choose(current: .system)
public protocol UserSelectable: Equatable {
  /// The question or heading shown above the options ("Colour").
  static var userSelectionTitle: String { get }
  /// Every option, in the order shown.
  static var userSelectionOptions: [Self] { get }
  /// How one option is shown ("Blue").
  var userSelectionName: String { get }
  /// What is printed when the option is chosen ("blue").
  var userSelectionValue: String { get }
  /// An RGB colour to draw beside the option's name, if it has one.
  var userSelectionSwatch: Swatch? { get }
}

/// An RGB colour drawn beside an option's name.
///
///     var userSelectionSwatch: Swatch? { Swatch(40, 110, 220) }
public struct Swatch: Equatable, Sendable {
  /// The red component, 0 to 255.
  public let red: UInt8
  /// The green component, 0 to 255.
  public let green: UInt8
  /// The blue component, 0 to 255.
  public let blue: UInt8

  /// A colour of these components.
  ///
  ///     let teal = Swatch(0, 128, 128)
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }
}

extension UserSelectable {
  /// No swatch: the name is drawn alone.
  public var userSelectionSwatch: Swatch? { nil }
}

extension UserSelectable where Self: RawRepresentable, RawValue == String {
  /// The raw value: `dark`.
  public var userSelectionValue: String { rawValue }
  /// The raw value as words, the first capitalised: `dark` shows as
  /// `Dark`, and `greenPepper`, `green_pepper` and `green-pepper` as
  /// `Green pepper` (a word all in capitals, `HTTP`, stays as it is).
  public var userSelectionName: String { displayWords(rawValue) }
}

/// `text`, a case name, as words: split at `_`, `-`, spaces and where a
/// capital follows a small letter or digit; the first word capitalised,
/// the others lower-cased unless all in capitals.
func displayWords(_ text: String) -> String {
  var words: [String] = []
  var word = ""
  var previous: Character?
  for character in text {
    if character == "_" || character == "-" || character == " " {
      if !word.isEmpty { words.append(word) }
      word = ""
    } else {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !word.isEmpty {
        words.append(word)
        word = ""
      }
      word.append(character)
    }
    previous = character
  }
  if !word.isEmpty { words.append(word) }
  return words.enumerated().map { offset, word in
    if offset == 0 { return word.prefix(1).uppercased() + word.dropFirst() }
    return word.allSatisfy { $0.isUppercase || $0.isNumber } ? word : word.lowercased()
  }.joined(separator: " ")
}

extension UserSelectable where Self: CaseIterable {
  /// Every case, in declaration order.
  public static var userSelectionOptions: [Self] { Array(allCases) }
}

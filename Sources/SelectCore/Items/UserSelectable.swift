/// A type whose values a user picks from a short, fixed list: the model
/// behind a settings screen, and behind `select --enum`.
///
/// A `String` raw value gives each case its value (`dark`) and name
/// (`Dark`), `CaseIterable` its options; only the title is left to write.
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
  /// The raw value capitalised: `Dark`.
  public var userSelectionName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension UserSelectable where Self: CaseIterable {
  /// Every case, in declaration order.
  public static var userSelectionOptions: [Self] { Array(allCases) }
}

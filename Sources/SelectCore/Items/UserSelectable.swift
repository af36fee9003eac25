/// A type whose values a user picks from a short, fixed list: the model
/// behind a settings screen, and behind `select --enum`.
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
public struct Swatch: Equatable, Sendable {
  public let red: UInt8
  public let green: UInt8
  public let blue: UInt8

  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }
}

extension UserSelectable {
  public var userSelectionSwatch: Swatch? { nil }
}

extension UserSelectable where Self: RawRepresentable, RawValue == String {
  public var userSelectionValue: String { rawValue }
  public var userSelectionName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension UserSelectable where Self: CaseIterable {
  public static var userSelectionOptions: [Self] { Array(allCases) }
}

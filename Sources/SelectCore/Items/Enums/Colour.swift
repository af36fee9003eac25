extension BuiltIn {
  /// The colours of the rainbow, each drawn with a swatch of itself
  /// (`select --enum colour`).
  ///
  ///     let accent = try BuiltIn.Colour.choose(current: .blue)
  public enum Colour: String, CaseIterable, UserSelectable, Sendable {
    case red, orange, yellow, green, blue, indigo, violet

    /// "Colour": the header above the options.
    public static let userSelectionTitle = "Colour"

    /// The colour itself, drawn as a block beside its name.
    public var userSelectionSwatch: Swatch? {
      switch self {
      case .red: Swatch(220, 50, 47)
      case .orange: Swatch(245, 140, 30)
      case .yellow: Swatch(240, 210, 40)
      case .green: Swatch(60, 170, 70)
      case .blue: Swatch(40, 110, 220)
      case .indigo: Swatch(75, 0, 130)
      case .violet: Swatch(150, 80, 200)
      }
    }
  }
}

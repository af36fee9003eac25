extension BuiltIn {
  /// The months of the year (`select --enum month`).
  ///
  ///     let month = try BuiltIn.Month.choose()
  public enum Month: String, CaseIterable, UserSelectable, Sendable {
    case january, february, march, april, may, june
    case july, august, september, october, november, december

    /// "Month": the header above the options.
    public static let userSelectionTitle = "Month"
  }
}

extension BuiltIn {
  /// The days of the week in ISO order, Monday first (`select --enum weekday`).
  ///
  ///     let days = try BuiltIn.Weekday.chooseSeveral(checked: [.monday])
  public enum Weekday: String, CaseIterable, UserSelectable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// "Weekday": the header above the options.
    public static let userSelectionTitle = "Weekday"
  }
}

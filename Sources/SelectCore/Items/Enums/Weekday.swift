/// The days of the week in ISO order, Monday first.
public enum Weekday: String, CaseIterable, UserSelectable, Sendable {
  case monday, tuesday, wednesday, thursday, friday, saturday, sunday

  public static let userSelectionTitle = "Weekday"
}

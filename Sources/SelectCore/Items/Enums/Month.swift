/// The months of the year.
public enum Month: String, CaseIterable, UserSelectable, Sendable {
  case january, february, march, april, may, june
  case july, august, september, october, november, december

  public static let userSelectionTitle = "Month"
}

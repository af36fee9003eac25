/// Yes or no, for confirmations: `select --enum answer --header 'Delete?'`.
public enum Answer: String, CaseIterable, UserSelectable, Sendable {
  case yes, no

  public static let userSelectionTitle = "Answer"
}

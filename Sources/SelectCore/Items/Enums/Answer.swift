extension BuiltIn {
  /// Yes or no, for confirmations: `select --enum answer --header 'Delete?'`.
  ///
  ///     if try BuiltIn.Answer.choose(settings: .init(header: "Delete it?")) == .yes { delete() }
  public enum Answer: String, CaseIterable, UserSelectable, Sendable {
    case yes, no

    /// "Answer": the header above the options.
    public static let userSelectionTitle = "Answer"
  }
}

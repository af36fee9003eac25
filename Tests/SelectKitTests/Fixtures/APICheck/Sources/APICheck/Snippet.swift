import SelectKit

/// A setting of the program's own, as the README declares it.
public enum Theme: String, CaseIterable, UserSelectable {
  case light, dark, system
  public static let userSelectionTitle = "Theme"
}

/// The program's settings.
public struct AppSettings {
  public var theme = Theme.system
  public init() {}
}

/// What the snippet chose.
public struct Outcome {
  public var theme: Theme
  public var days: [BuiltIn.Weekday]
  public var file: String
  public var deleted: Bool
}

/// The README's snippet, word for word inside a function (`settings` is
/// what the program has; the README starts from its default).
public func snippet(settings: AppSettings, paths: [String]) throws -> Outcome {
  var deleted = false
  func remove(_ file: String) throws { deleted = true }
  let theme = try Theme.choose(current: .system)                     // ✓ on the current one
  let days  = try BuiltIn.Weekday.chooseSeveral(checked: [.monday])   // two sections
  let file  = try choose(from: paths, settings: .init(header: "Open which file?"))
  if try confirm("Delete \(file)?") { try remove(file) }              // No unless told
  return Outcome(theme: theme, days: days, file: file, deleted: deleted)
}

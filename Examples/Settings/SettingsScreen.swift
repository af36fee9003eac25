import Foundation
import SelectKit

/// The program's own setting: a String raw value and CaseIterable give the
/// values, names and options; the title is the one thing left to write.
enum Theme: String, CaseIterable, UserSelectable {
  case light, dark, system
  static let userSelectionTitle = "Theme"
}

/// Every setting, as saved in the file (`theme=dark`).
struct Settings: Equatable {
  var theme = Theme.system
  var workingDays: [BuiltIn.Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]
  var accent = BuiltIn.Colour.blue
  /// Projects opened, oldest first; the newest three are offered.
  var recentProjects: [String] = []

  init() {}

  init(file: String) {
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(
        String.init)
      guard parts.count == 2 else { continue }
      let list = parts[1].split(separator: ",").map(String.init)
      switch parts[0] {
      case "theme": theme = Theme(rawValue: parts[1]) ?? theme
      case "working-days": workingDays = list.compactMap(BuiltIn.Weekday.init(rawValue:))
      case "accent": accent = BuiltIn.Colour(rawValue: parts[1]) ?? accent
      case "recent-projects": recentProjects = list
      default: continue
      }
    }
  }

  func save(to file: String) throws {
    let days = workingDays.map(\.rawValue).joined(separator: ",")
    let text =
      "theme=\(theme.rawValue)\nworking-days=\(days)\naccent=\(accent.rawValue)\n"
      + "recent-projects=\(recentProjects.joined(separator: ","))\n"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
  }
}

/// The lines of the settings list.
enum Entry: CaseIterable {
  case theme, workingDays, accent, recentProject, reset, done

  func label(_ settings: Settings) -> String {
    switch self {
    case .theme: "Theme: \(settings.theme.userSelectionName)"
    case .workingDays:
      "Working days: "
        + settings.workingDays.map { String($0.userSelectionName.prefix(3)) }.joined(separator: " ")
    case .accent: "Accent colour: \(settings.accent.userSelectionName)"
    case .recentProject: "Recent project: \(settings.recentProjects.last ?? "none")"
    case .reset: "Reset to defaults"
    case .done: "Done"
    }
  }
}

/// Asks for the entry's new value; the settings unchanged when the user
/// went back with Esc.
func change(_ entry: Entry, of settings: Settings) throws -> Settings {
  var settings = settings
  do {
    switch entry {
    case .theme:
      settings.theme = try Theme.choose(
        current: settings.theme, settings: .init(description: "How windows and the picker look"))
    case .workingDays:
      settings.workingDays = try BuiltIn.Weekday.chooseSeveral(
        checked: settings.workingDays,
        settings: .init(header: "Working days", sections: (unchecked: "Off", checked: "Working")))
    case .accent:
      settings.accent = try BuiltIn.Colour.choose(
        current: settings.accent, settings: .init(header: "Accent colour"))
    case .recentProject:
      // The newest three: the picker numbers them 1 to 3 (each one's
      // `number`), and the index of the one chosen reaches back into the
      // whole list, where its offset would name the wrong project.
      let newest = settings.recentProjects.suffix(3).numbered()
      guard !newest.isEmpty else { return settings }
      let chosen = try choose(
        from: newest, label: \.element, settings: .init(header: "Open which project?"))
      settings.recentProjects.append(settings.recentProjects.remove(at: chosen.index))
    case .reset:
      if try confirm("Reset every setting?") { settings = Settings() }
    case .done: break
    }
  } catch ChoiceError.cancelled {
    return settings
  }
  return settings
}

/// The settings list, asked again after each change (`save` is called
/// with the new settings) until "Done", Esc or Ctrl-C.
func settingsScreen(_ settings: inout Settings, save: (Settings) throws -> Void) throws {
  while true {
    let entry: Entry
    do {
      entry = try choose(
        from: Entry.allCases, label: { $0.label(settings) },
        settings: .init(header: "Settings", showsSummary: false))
    } catch ChoiceError.cancelled {
      return
    }
    if entry == .done { return }
    settings = try change(entry, of: settings)
    try save(settings)
  }
}

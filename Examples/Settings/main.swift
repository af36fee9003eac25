// A settings screen for a command-line program, built on SelectKit.
//
//     swift run SettingsExample [FILE]
//
// Lists the settings with their values. Choosing one asks for its new
// value, the current one check-marked and under the cursor (the working
// days in a section of their own), and saves FILE (default: settings.conf)
// at once. Esc goes back; Esc on the list, or "Done", leaves.
import Foundation
import SelectKit

/// The program's own setting: a String raw value and CaseIterable give the
/// values, names and options; the title is the one thing left to write.
enum Theme: String, CaseIterable, UserSelectable {
  case light, dark, system
  static let userSelectionTitle = "Theme"
}

/// Every setting, as saved in the file (`theme=dark`).
struct Settings {
  var theme = Theme.system
  var workingDays: [BuiltIn.Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]
  var accent = BuiltIn.Colour.blue

  init() {}

  init(file: String) {
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(
        String.init)
      guard parts.count == 2 else { continue }
      switch parts[0] {
      case "theme": theme = Theme(rawValue: parts[1]) ?? theme
      case "working-days":
        workingDays = parts[1].split(separator: ",").compactMap { BuiltIn.Weekday(rawValue: String($0)) }
      case "accent": accent = BuiltIn.Colour(rawValue: parts[1]) ?? accent
      default: continue
      }
    }
  }

  func save(to file: String) throws {
    let days = workingDays.map(\.rawValue).joined(separator: ",")
    let text = "theme=\(theme.rawValue)\nworking-days=\(days)\naccent=\(accent.rawValue)\n"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
  }
}

/// The lines of the settings list.
enum Entry: CaseIterable {
  case theme, workingDays, accent, reset, done

  func label(_ settings: Settings) -> String {
    switch self {
    case .theme: "Theme: \(settings.theme.userSelectionName)"
    case .workingDays:
      "Working days: "
        + settings.workingDays.map { String($0.userSelectionName.prefix(3)) }.joined(separator: " ")
    case .accent: "Accent colour: \(settings.accent.userSelectionName)"
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
    case .theme: settings.theme = try Theme.choose(current: settings.theme)
    case .workingDays:
      settings.workingDays = try BuiltIn.Weekday.chooseSeveral(
        checked: settings.workingDays,
        settings: .init(header: "Working days", sections: (unchecked: "Off", checked: "Working")))
    case .accent:
      settings.accent = try BuiltIn.Colour.choose(
        current: settings.accent, settings: .init(header: "Accent colour"))
    case .reset:
      if try confirm("Reset every setting?") { settings = Settings() }
    case .done: break
    }
  } catch ChoiceError.cancelled {
    return settings
  }
  return settings
}

let file = CommandLine.arguments.dropFirst().first ?? "settings.conf"
var settings = Settings(file: file)
do {
  while true {
    let entry = try choose(
      from: Entry.allCases, label: { $0.label(settings) }, settings: .init(header: "Settings"))
    if entry == .done { break }
    settings = try change(entry, of: settings)
    try settings.save(to: file)
  }
} catch ChoiceError.cancelled {
  exit(0)
} catch {
  FileHandle.standardError.write(Data("settings: \(error)\n".utf8))
  exit((error as? ChoiceError)?.exitCode ?? 2)
}

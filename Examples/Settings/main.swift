// A settings screen for a command-line program, built on SelectKit.
//
//     swift run SettingsExample [FILE]
//
// Lists the settings with their values. Choosing one asks for its new
// value, the current one check-marked and under the cursor (the working
// days in a section of their own), and saves FILE (default: settings.conf)
// at once. Esc goes back; Esc on the list, or "Done", leaves.
// SettingsScreen.swift holds the screen; Examples/SettingsTests answers it
// with scripted answers.
import Foundation
import SelectKit

let file = CommandLine.arguments.dropFirst().first ?? "settings.conf"
var settings = Settings(file: file)
do {
  try settingsScreen(&settings) { try $0.save(to: file) }
} catch let error as ChoiceError {
  FileHandle.standardError.write(Data("settings: \(error)\n".utf8))
  exit(error.exitCode)
} catch {
  FileHandle.standardError.write(Data("settings: \(error)\n".utf8))
  exit(2)
}

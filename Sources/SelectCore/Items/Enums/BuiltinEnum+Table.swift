extension BuiltinEnum {
  /// `--enums`: the name, title and count of each built-in enum, in
  /// aligned columns, with its aliases.
  package static func writeTable(to output: some OutputSink) throws(SelectError) {
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: width - text.count)
    }
    let nameWidth = all.map(\.name.count).max() ?? 0
    let titleWidth = all.map(\.title.count).max() ?? 0
    let countWidth = all.map { String($0.options.count).count }.max() ?? 0
    for entry in all {
      let aliases = entry.aliases.isEmpty ? "" : "  (also \(entry.aliases.joined(separator: ", ")))"
      let count = String(entry.options.count)
      try output.write(
        pad(entry.name, nameWidth) + "  " + pad(entry.title, titleWidth) + "  "
          + String(repeating: " ", count: countWidth - count.count) + count + aliases + "\n")
    }
  }
}

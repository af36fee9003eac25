/// The `--help` text, made from `optionTable`.
package func usageText() -> String {
  var lines = [
    "Usage: select [OPTIONS] [WORD...]",
    "",
    "Choose from lines of stdin, from WORDs, or from a built-in enum; print the choice.",
    "",
  ]
  let width = optionTable.map { optionColumn($0).count }.max() ?? 0
  var section = ""
  for spec in optionTable {
    if spec.section != section {
      if !section.isEmpty { lines.append("") }
      section = spec.section
      lines.append("\(section):")
    }
    let column = optionColumn(spec)
    lines.append(column + String(repeating: " ", count: width - column.count) + "  " + spec.help)
  }
  lines += fzfSpellingsHelp
  lines += [
    "",
    "Options in SELECT_DEFAULT_OPTS (split like shell words) are read first;",
    "the command line wins.",
    "",
    "Exit status: 0 chosen, 1 nothing to choose, 2 usage or I/O error or no terminal,",
    "124 timed out, 130 cancelled. See select(1).",
  ]
  return lines.joined(separator: "\n") + "\n"
}

private func optionColumn(_ spec: OptionSpec) -> String {
  let short = spec.short.map { "-\($0), " } ?? "    "
  return "  " + short + spec.synopsis
}

/// The lines of `--help` that name fzf's other spellings (`optionSpellings`).
private let fzfSpellingsHelp = [
  "",
  "fzf's spellings work too: +i +s +m +x +e +1 +0 -s, --no-OPTION, --reverse,",
  "--bash --zsh --fish, --phony --enabled --async, --tty-default (see select(1)).",
]

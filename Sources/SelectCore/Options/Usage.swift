/// The `--help` text, made from `optionTable`, every line at most
/// `usageWidth` columns: a help text too long for its row goes on under
/// itself, and an option too long for the option column has its help on
/// the next line.
package func usageText() -> String {
  var lines = [
    "Usage: select [OPTIONS] [WORD...]",
    "",
    "Choose from lines of stdin, from WORDs, or from a built-in enum;",
    "print the choice.",
    "",
  ]
  let width = min(optionTable.map { optionColumn($0).count }.max() ?? 0, maximumOptionColumn)
  var section = ""
  for spec in optionTable {
    if spec.section != section {
      if !section.isEmpty { lines.append("") }
      section = spec.section
      lines.append("\(section):")
    }
    let column = optionColumn(spec)
    let indent = String(repeating: " ", count: width + 2)
    var help = wrapped(spec.help, width: usageWidth - indent.count)
    if column.count > width {
      lines.append(column)
    } else {
      lines.append(
        column + String(repeating: " ", count: width - column.count) + "  " + help.removeFirst())
    }
    lines += help.map { indent + $0 }
  }
  lines += fzfSpellingsHelp
  lines += [
    "",
    "Options in SELECT_DEFAULT_OPTS (split like shell words) are read first,",
    "or when it is unset, fzf's FZF_DEFAULT_OPTS_FILE and FZF_DEFAULT_OPTS;",
    "the command line wins.",
    "",
    "Exit status: 0 chosen, 1 nothing to choose, 2 usage or I/O error or no",
    "terminal, 124 timed out, 130 cancelled. See select(1).",
  ]
  return lines.joined(separator: "\n") + "\n"
}

/// The widest `--help` line: a classic terminal's.
package let usageWidth = 80

/// The widest the option column grows; longer options go on a row of
/// their own.
private let maximumOptionColumn = 28

private func optionColumn(_ spec: OptionSpec) -> String {
  let short = spec.short.map { "-\($0), " } ?? "    "
  return "  " + short + spec.synopsis
}

/// `text` in lines of at most `width` characters, broken at spaces (a word
/// longer than that has a line to itself).
private func wrapped(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty && line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  return lines + [line]
}
/// The lines of `--help` that name fzf's other spellings (`optionSpellings`).
private let fzfSpellingsHelp = [
  "",
  "fzf's spellings work too: +i +s +m +x +e +1 +0 -s, --no-OPTION, --reverse,",
  "--bash --zsh --fish, --phony --enabled --async, --tty-default (see select(1)).",
]

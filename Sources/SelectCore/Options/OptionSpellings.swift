/// fzf's other ways of writing options select has: the `+` forms (`+i`,
/// `+s`, `+m`), the `--no-X` forms that undo an option, and aliases
/// (`--reverse`, `--bash`, `--phony`). They are not rows of `--help`; the
/// man page lists them, and the completions offer the long ones.
package struct OptionSpelling: Sendable {
  /// What the spelling does.
  package enum Effect: Sendable, Equatable {
    /// The option with this argument (nil for a flag): `--reverse` is
    /// `--layout reverse`.
    case apply(OptionID, String?)
    /// Undoes the option: back to what it is when not given.
    case undo(OptionID)
    /// The option with the word's own argument: `--tty-default DEV`.
    case alias(OptionID)
  }

  /// The word as typed: `+i`, `--no-multi`.
  package let word: String
  package let effect: Effect
}

/// Every spelling, in the order the man page lists them.
package let optionSpellings: [OptionSpelling] = {
  var list: [OptionSpelling] = []
  func undo(_ id: OptionID, _ words: String...) {
    list += words.map { OptionSpelling(word: $0, effect: .undo(id)) }
  }
  func apply(_ word: String, _ id: OptionID, _ argument: String? = nil) {
    list.append(OptionSpelling(word: word, effect: .apply(id, argument)))
  }
  undo(.extended, "+x", "--no-extended")
  undo(.exact, "+e", "--no-exact")
  undo(.ignoreCase, "+i", "--no-ignore-case")
  apply("+s", .noSort)
  undo(.noSort, "-s", "--sort")
  undo(.multi, "+m", "--no-multi")
  undo(.selectOne, "+1", "--no-select-1")
  undo(.exitZero, "+0", "--no-exit-0")
  undo(.literal, "--no-literal")
  undo(.disabled, "--enabled", "--no-phony")
  apply("--phony", .disabled)
  undo(.tail, "--no-tail")
  undo(.sync, "--no-sync", "--async")
  undo(.track, "--no-track")
  undo(.tac, "--no-tac")
  undo(.ansi, "--no-ansi")
  undo(.cycle, "--no-cycle")
  undo(.read0, "--no-read0")
  undo(.print0, "--no-print0")
  undo(.printQuery, "--no-print-query")
  undo(.expect, "--no-expect")
  undo(.header, "--no-header")
  undo(.headerLines, "--no-header-lines")
  undo(.preview, "--no-preview")
  undo(.height, "--no-height")
  undo(.history, "--no-history")
  undo(.noUnicode, "--unicode")
  undo(.filepathWord, "--no-filepath-word")
  undo(.ambidouble, "--no-ambidouble")
  // The looks' --no-X forms: back to what they are when not given.
  undo(.border, "--no-border")
  undo(.borderLabel, "--no-border-label")
  undo(.margin, "--no-margin")
  undo(.padding, "--no-padding")
  undo(.infoCommand, "--no-info-command")
  undo(.gap, "--no-gap")
  undo(.footer, "--no-footer")
  undo(.headerFirst, "--no-header-first")
  undo(.highlightLine, "--no-highlight-line")
  undo(.keepRight, "--no-keep-right")
  undo(.raw, "--no-raw")
  undo(.wrap, "--no-wrap", "--no-wrap-word")
  undo(.inputBorder, "--no-input-border")
  undo(.listBorder, "--no-list-border")
  undo(.headerBorder, "--no-header-border")
  undo(.footerBorder, "--no-footer-border")
  undo(.headerLinesBorder, "--no-header-lines-border")
  undo(.previewBorder, "--no-preview-border")
  undo(.inputLabel, "--no-input-label")
  undo(.listLabel, "--no-list-label")
  undo(.headerLabel, "--no-header-label")
  undo(.footerLabel, "--no-footer-label")
  undo(.previewLabel, "--no-preview-label")
  undo(.idNth, "--no-id-nth")
  undo(.listen, "--no-listen")
  undo(.tmux, "--no-tmux", "--no-popup")
  apply("--no-info", .info, "hidden")
  apply("--wrap-word", .wrap, "word")
  // fzf's older colour switches, as the colour specs they stand for.
  apply("+c", .color, "bw")
  apply("--no-color", .color, "bw")
  apply("+2", .color, "16")
  apply("--no-256", .color, "16")
  apply("--black", .color, "bg:0")
  apply("--no-black", .color, "bg:-1")
  apply("--reverse", .layout, "reverse")
  apply("--no-reverse", .layout, "default")
  apply("--bash", .initShell, "bash")
  apply("--zsh", .initShell, "zsh")
  apply("--fish", .initShell, "fish")
  apply("--nushell", .initShell, "nushell")
  list.append(OptionSpelling(word: "--tty-default", effect: .alias(.tty)))
  return list
}()

/// The spelling `word` is (`--sort=2`: `--sort` and its inline `2`), if
/// it is one.
func spelled(_ word: String) -> (OptionSpelling, inline: String?)? {
  let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : word
  guard let found = optionSpellings.first(where: { $0.word == name }) else { return nil }
  return (found, name.count < word.count ? String(word.dropFirst(name.count + 1)) : nil)
}

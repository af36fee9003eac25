extension Options {
  /// Refuses a command line whose options would silently cancel each
  /// other or make no sense together: a usage error naming both.
  ///
  /// Every check between options lives here, and runs once, after the
  /// whole command line is parsed (the checks of one option's own argument
  /// are in `apply`).
  package func check() throws(SelectError) {
    // Asking for help or the version answers that and nothing else.
    if help || version { return }
    try checkNumbers()
    if forget {
      try checkForget()
      return
    }
    try fzf.check(filter: filter)
    if checklist {
      try checkChecklist()
      return
    }
    if toggle != nil {
      throw .usage(
        "--toggle flips tasks of a --checklist: select --checklist --toggle SPEC < TODO.md")
    }
    let answers = [(list, "--list"), (pick != nil, "--pick"), (filter != nil, "--filter")]
      .filter(\.0).map(\.1)
    if answers.count > 1 {
      throw .usage("\(answers[0]) and \(answers[1]) cannot be used together")
    }
    // fzf takes --query, --select-1, --exit-0 and --expect with --filter
    // (select(1), "fzf options"): the filter's query wins and nothing is asked.
    if let answer = answers.first, filter == nil {
      // `--query` with `--pick` picks among its matches, numbered as the
      // picker shows them; with a memory, it also says what `--list` ranks
      // by and what the choice is remembered under.
      if query != nil && pick == nil && remember == nil {
        throw .usage("--query and \(answer) cannot be used together: \(answer) does not ask")
      }
      if let early = selectOne ? "--select-1" : exitZero ? "--exit-0" : nil {
        throw .usage("\(early) and \(answer) cannot be used together: \(answer) does not ask")
      }
      if !expect.isEmpty {
        throw .usage("--expect and \(answer) cannot be used together: \(answer) does not ask")
      }
      if printQuery && (pick == nil || query == nil) {
        throw .usage(
          "--print-query and \(answer) cannot be used together: \(answer) takes no query"
            + (pick != nil ? " (but --query Q --pick SPEC does)" : ""))
      }
    }
    if let enumName {
      _ = try BuiltinEnum.named(enumName)
      if !arguments.isEmpty {
        throw .usage(
          "--enum and words (\(arguments.joined(separator: " "))) cannot be used together: "
            + "the items come from one or the other")
      }
    }
    if walk != nil {
      if !arguments.isEmpty {
        throw .usage(
          "--walk and words (\(arguments.joined(separator: " "))) cannot be used together: "
            + "the items come from one or the other")
      }
      if enumName != nil {
        throw .usage("--walk and --enum cannot be used together: the items come from one or the other")
      }
      if read0 {
        throw .usage("--walk and --read0 cannot be used together: --walk does not read stdin")
      }
    }
    if let pick, let limit, pick.fewestNamed > limit {
      throw .usage(
        "--pick names \(pick.fewestNamed) items, more than \(limitOption) allows")
    }
    try checkJSON()
  }

  /// `--json` is the whole shape of each line printed: what else would
  /// shape or add lines cannot go with it.
  private func checkJSON() throws(SelectError) {
    guard json else { return }
    let conflicts: [(given: Bool, name: String)] = [
      (template != .value, "--print"), (print0, "--print0"),
      (acceptNth != nil || acceptNthTemplate != nil, "--accept-nth"), (printQuery, "--print-query"),
      (!expect.isEmpty, "--expect"), (list, "--list"), (checklist, "--checklist"),
    ]
    if let conflict = conflicts.first(where: \.given) {
      throw .usage("--json and \(conflict.name) cannot be used together: --json is the whole line")
    }
  }

  /// `--forget` is a mode of its own: it clears `--remember NAME`'s
  /// memory, and anything else on its command line would be ignored.
  private func checkForget() throws(SelectError) {
    guard remember != nil else {
      throw .usage("--forget needs --remember NAME: the memory to forget")
    }
    let forgetsOnly = "--forget only clears the memory of --remember NAME"
    if let other = optionsGiven.first(where: { $0 != "--forget" && $0 != "--remember" }) {
      throw .usage("--forget and \(other) cannot be used together: \(forgetsOnly)")
    }
    if !arguments.isEmpty {
      throw .usage(
        "--forget and words (\(arguments.joined(separator: " "))) cannot be used together: \(forgetsOnly)")
    }
  }

  /// `--no-numbers` takes numbers out of the picker; the line mode and
  /// `--list` are numbered menus, so asking for one without numbers is a
  /// contradiction, not a preference.
  private func checkNumbers() throws(SelectError) {
    guard noNumbers else { return }
    if let other = plain ? "--plain" : list ? "--list" : nil {
      throw .usage(
        "--no-numbers and \(other) cannot be used together: \(other) prints a numbered menu")
    }
  }

  /// A checklist's output is always the document: options that shape or
  /// print items make no sense with it.
  private func checkChecklist() throws(SelectError) {
    if !arguments.isEmpty {
      throw .usage("--checklist reads a Markdown document from stdin, not words")
    }
    let conflicts: [(given: Bool, name: String)] = [
      (enumName != nil, "--enum"), (walk != nil, "--walk"), (read0, "--read0"),
      (delimiter != nil, "--delimiter"),
      (withNth != nil || withNthTemplate != nil, "--with-nth"),
      (acceptNth != nil || acceptNthTemplate != nil, "--accept-nth"),
      (range != nil, "--range"), (filter != nil, "--filter"), (selectOne, "--select-1"),
      (exitZero, "--exit-0"), (!selected.isEmpty, "--selected"), (limit != nil, "--limit"),
      (template != .value, "--print"), (print0, "--print0"), (nth != nil, "--nth"),
      (ansi, "--ansi"), (headerLines > 0, "--header-lines"), (tac, "--tac"),
      (printQuery, "--print-query"), (!expect.isEmpty, "--expect"),
    ]
    if let conflict = conflicts.first(where: \.given) {
      throw .usage("--checklist cannot be used with \(conflict.name): it prints the document")
    }
    if toggle != nil && pick != nil {
      throw .usage("--toggle and --pick cannot be used together")
    }
    if list && (toggle != nil || pick != nil) {
      throw .usage("--list cannot be used with --toggle or --pick")
    }
  }
}

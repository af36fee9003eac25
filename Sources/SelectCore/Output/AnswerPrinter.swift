/// How an answer goes to stdout, as the options ask (OUTPUT in the man
/// page): first the query with `--print-query`, then with `--expect` the
/// name of the key that accepted (an empty line for Enter), as fzf prints
/// them; then the chosen items in the `--print` format.
package struct AnswerPrinter<Sink: OutputSink> {
  /// What the command line asks.
  package let options: Options
  /// Where the answer goes.
  package let sink: Sink
  /// What was chosen before, for `--json`'s `lifted`.
  package var memory: MemoryRanking?

  package init(_ options: Options, to sink: Sink) {
    self.options = options
    self.sink = sink
  }

  /// With `--print-query`, the query as the first line of output.
  package func query(_ query: String) throws(SelectError) {
    guard options.printQuery else { return }
    try line(query)
  }

  /// The lines before the chosen items: the query, then the key that
  /// accepted (nil for Enter, or for an answer no key gave).
  package func answerLines(query: String, acceptedBy key: String?) throws(SelectError) {
    try self.query(query)
    if !options.expect.isEmpty { try line(key ?? "") }
  }

  /// One line of text, ended as the options end lines.
  package func line(_ text: String) throws(SelectError) {
    try sink.write(text)
    try sink.write(byte: options.lineEnd)
  }

  /// The `--print` format; `{q}` prints `query`, or else the query the
  /// command line gave.
  package func format(query: String? = nil) -> OutputFormat {
    let query = query ?? options.filter ?? options.query ?? ""
    var format = OutputFormat(
      template: options.template, acceptNth: options.acceptNth, delimiter: options.delimiter,
      print0: options.print0, query: query,
      acceptNthTemplate: options.acceptNthTemplate, indexBase: options.headerLines,
      matchOptions: options.matchOptions, json: options.json)
    if options.json, let memory, !query.isEmpty {
      let lift = memory.lift(for: query)
      let scratch = ScratchBytes()
      format.isLifted = { item in
        !lift.isEmpty
          && memory.identity.withIdentity(of: item.value, scratch: scratch) { lift.place(of: $0) } != nil
      }
    }
    return format
  }

  /// The chosen items, each in the `--print` format.
  package func choices(_ choices: Choices, query: String? = nil) throws(SelectError) {
    let format = format(query: query)
    do {
      try choices.forEach { item, offset in
        try format.write(item, offset: offset) { (bytes) throws(SelectError) in try sink.write(bytes.buffer) }
      }
    } catch {
      throw error as? SelectError ?? .unwritableOutput("\(error)")
    }
  }
}

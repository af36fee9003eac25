/// How each chosen item is written to stdout: the `--print` template (the
/// value by default), `--accept-nth` fields of the value, and the
/// terminator (`\n`, or NUL with `--print0`); or a line of JSON
/// (`--json`).
package struct OutputFormat {
  private let template: PrintTemplate
  private let acceptNth: FieldList?
  private let acceptNthTemplate: PrintTemplate?
  private let context: TemplateContext
  /// The byte written after each item.
  package let terminator: UInt8
  /// `terminator` as the bytes written.
  private let ending: [UInt8]
  private let scratch = ScratchBytes()
  /// The record of an item printed with another value (`--accept-nth`).
  private let printedRecord = LabelRecordSlot()
  /// `--json`: each item as a line of JSON (`JSONLine`).
  private let json: Bool
  /// With `--json`, whether memory lifted an item for the query.
  package var isLifted: (Item) -> Bool = { _ in false }

  /// `query` is what `{q}` prints, and what `{score}` and `{positions}`
  /// match, with `matchOptions`.
  /// `acceptNthTemplate` is `--accept-nth` as fzf's template, `{n}`
  /// counting from `indexBase`.
  package init(
    template: PrintTemplate, acceptNth: FieldList?, delimiter: [UInt8]?, print0: Bool, query: String = "",
    acceptNthTemplate: PrintTemplate? = nil, indexBase: Int = 0, matchOptions: MatchOptions = MatchOptions(),
    json: Bool = false
  ) {
    self.json = json
    self.template = template
    self.acceptNth = acceptNth
    self.acceptNthTemplate = acceptNthTemplate
    var context = TemplateContext(fields: FieldSplitter(delimiter: delimiter))
    context.indexBase = indexBase
    context.query = query
    if json || template.usesMatch || acceptNthTemplate?.usesMatch == true {
      context.matcher = Matcher(query: Query(query, options: matchOptions))
    }
    self.context = context
    self.terminator = print0 ? 0 : UInt8(ascii: "\n")
    ending = [terminator]
  }

  /// Whether an item is printed as its value alone, then the terminator:
  /// then the value can be written straight from the input.
  package var printsValueAlone: Bool {
    template == .value && acceptNth == nil && acceptNthTemplate == nil && !json
  }

  /// Writes one chosen item, shown at `offset`, through `output`.
  /// `rankedScore` is the score its ranking gave it, when that ranked by
  /// score: `--json` prints it rather than scoring the item again, unless
  /// memory lifted the item (a lifted item is ranked by its place).
  package func write(
    _ item: Item, offset: Int, rankedScore: Int? = nil, to output: (Bytes) throws -> Void
  ) rethrows {
    if json, let matcher = context.matcher {
      scratch.reset()
      let lifted = isLifted(item)
      let score = lifted ? nil : rankedScore
      JSONLine.append(
        index: item.index, score: score ?? matcher.score(item.label) ?? 0, lifted: lifted,
        positions: matcher.matchedScalars(item.label), value: item.value.buffer, to: scratch)
      return try output(scratch.bytes)
    }
    var printed = item
    if let acceptNth {
      scratch.reset()
      context.fields.join(acceptNth, of: item.value, into: scratch)
      printed = item.withValue(scratch.bytes, records: printedRecord)
    } else if let acceptNthTemplate {
      scratch.reset()
      acceptNthTemplate.expand(item, offset: offset, context: context) { scratch.append($0) }
      printed = item.withValue(scratch.bytes, records: printedRecord)
    }
    try template.expand(printed, offset: offset, context: context, into: output)
    try ending.withBytes(output)
  }
}

extension AnswerPrinter {
  /// `--filter`'s answer: the items of `matches`, best first, each in the
  /// `--print` format, written straight from the ranking (a million
  /// matches copied into choices first, through the generic `numbered()`,
  /// cost 10% of the run).
  package func matches(_ matches: [RankedMatch], of items: ItemColumn.View) throws {
    let format = format()
    // The items of a batch are looked up first, apart from the writes, so
    // that their scattered reads overlap (a labelled item's value is one
    // read further: its record).
    let batchSize = 256
    var batch: [Item] = []
    batch.reserveCapacity(batchSize)
    for start in stride(from: 0, to: matches.count, by: batchSize) {
      batch.removeAll(keepingCapacity: true)
      for match in matches[start..<min(start + batchSize, matches.count)] {
        let item = items[match.position]
        _ = item.value.start
        batch.append(item)
      }
      for (offset, item) in batch.enumerated() {
        try format.write(item, offset: start + offset) { try sink.write($0) }
      }
    }
  }
}

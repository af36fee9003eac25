#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SelectCore

/// `--filter`'s matches written in the `--print` format or as `--json`,
/// on two threads. Here the formatting (each item's matched positions
/// found again, its text escaped) costs more than the writing, so it is
/// the formatting that is shared: a window of matches at a time, this
/// thread formats and writes the window's first half while a helper
/// formats the second half into bytes of its own, which this thread
/// writes once it has joined the helper.
///
/// `format` makes each thread's format: a format holds scratch memory and
/// a matcher, which one thread at a time may use. `scoresRanked` says
/// that the matches' scores are the query's (ranked by score, not by
/// `--tiebreak` or in source order), so `--json` need not score again.
package func writeFormattedInParallel(
  _ ranked: some RankedItems, scoresRanked: Bool, format: () -> OutputFormat, to output: StandardOutput
) throws(SelectError) {
  let mine = format()
  let count = ranked.count
  // A value alone is written as it is: too little work to share.
  guard !mine.printsValueAlone, RankingThreads.count > 1, count >= formattedInParallel else {
    return try writeFormatted(ranked, 0..<count, scoresRanked, mine, to: output)
  }
  let helper = (format: format(), bytes: ScratchBytes(capacity: 1 << 20))
  var done = 0
  while done < count {
    let end = min(count, done + itemsPerWindow)
    let split = done + (end - done) / 2
    let shared = SharedUntilJoined((ranked, split..<end, scoresRanked, helper))
    let thread = startThread {
      let (ranked, range, scoresRanked, helper) = shared.value
      helper.bytes.reset()
      ranked.forEach(range) { item, offset, score in
        helper.format.write(item, offset: offset, rankedScore: scoresRanked ? score : nil) {
          helper.bytes.append($0)
        }
      }
    }
    let written = Result { () throws(SelectError) in
      try writeFormatted(ranked, done..<split, scoresRanked, mine, to: output)
    }
    // Joined before anything is thrown: the helper reads the items.
    if let thread { pthread_join(thread, nil) }
    try written.get()
    if thread != nil {
      try output.write(helper.bytes.bytes.buffer)
    } else {
      try writeFormatted(ranked, split..<end, scoresRanked, mine, to: output)
    }
    done = end
  }
}

/// The matches ranked `range`, each written in `format` on this thread.
private func writeFormatted(
  _ ranked: some RankedItems, _ range: Range<Int>, _ scoresRanked: Bool, _ format: OutputFormat,
  to output: StandardOutput
) throws(SelectError) {
  do {
    try ranked.forEach(range) { item, offset, score in
      try format.write(item, offset: offset, rankedScore: scoresRanked ? score : nil) {
        (bytes) throws(SelectError) in try output.write(bytes.buffer)
      }
    }
  } catch {
    throw error as? SelectError ?? .unwritableOutput("\(error)")
  }
}

/// Matches in rank order, as `writeFormattedInParallel` reads them: a
/// range of ranks at a time, on any thread, while the items live.
package protocol RankedItems: Sendable {
  /// How many matches there are.
  var count: Int { get }
  /// Calls `body` with each match ranked in `ranks`: its item, its rank,
  /// and its score as ranked.
  func forEach(_ ranks: Range<Int>, _ body: (Item, Int, Int) throws -> Void) rethrows
}

/// The ranking of an item column (`rankInParallel`).
package struct RankedColumn: RankedItems {
  private let items: ItemColumn.View
  private let matches: [RankedMatch]

  /// `matches` of `items`, which must outlive the use of this.
  package init(_ items: ItemColumn.View, _ matches: [RankedMatch]) {
    self.items = items
    self.matches = matches
  }

  package var count: Int { matches.count }

  /// The items are looked up a batch at a time before any is formatted:
  /// in rank order each lookup misses the cache, and a batch of them
  /// overlap, where one lookup between two formattings waits alone.
  package func forEach(_ ranks: Range<Int>, _ body: (Item, Int, Int) throws -> Void) rethrows {
    var batch: [Item] = []
    batch.reserveCapacity(lookupBatch)
    for start in stride(from: ranks.lowerBound, to: ranks.upperBound, by: lookupBatch) {
      let end = min(start + lookupBatch, ranks.upperBound)
      batch.removeAll(keepingCapacity: true)
      for rank in start..<end {
        let item = items[matches[rank].position]
        // Finds where the value is (for a label of its own, a read of the
        // item's record): the miss that the batch overlaps.
        _ = item.value.start
        batch.append(item)
      }
      for (rank, item) in zip(start..<end, batch) { try body(item, rank, matches[rank].score) }
    }
  }
}

/// The ranking of plain lines as they were read, chunk by chunk
/// (`rankLinesInParallel`): each line is an item of its own number.
/// Valid inside `LineBlocks.withChunks` only.
package struct RankedLineItems: RankedItems, @unchecked Sendable {
  private let chunks: [UnsafeBufferPointer<UInt8>]
  private let runs: [[RankedMatch]]
  private let numbers: LineNumbers
  private let terminator: UInt8
  package let count: Int

  package init(chunks: [UnsafeBufferPointer<UInt8>], runs: [RankedLines], numbers: LineNumbers, terminator: UInt8) {
    self.chunks = chunks
    self.runs = runs.map(\.matches)
    self.numbers = numbers
    self.terminator = terminator
    count = self.runs.reduce(0) { $0 + $1.count }
  }

  /// The lines are numbered a batch at a time before any is formatted,
  /// which reads the bytes before each: in rank order each line misses
  /// the cache, and a batch of misses overlap.
  package func forEach(_ ranks: Range<Int>, _ body: (Item, Int, Int) throws -> Void) rethrows {
    let merger = RunMerger(
      runs, from: ranks.lowerBound == 0 ? nil : RunMerger.split(runs, first: ranks.lowerBound),
      to: ranks.upperBound == count ? nil : RunMerger.split(runs, first: ranks.upperBound))
    var batch: [(item: Item, score: Int)] = []
    batch.reserveCapacity(lookupBatch)
    var rank = ranks.lowerBound
    while rank < ranks.upperBound {
      batch.removeAll(keepingCapacity: true)
      while batch.count < lookupBatch, let (run, match) = merger.popMatch() {
        let chunk = chunks[run]
        let line = RankedLines.line(match.position, in: chunk, terminator: terminator)
        let start = line.baseAddress!
        let number = numbers.number(ofLineAt: start - chunk.baseAddress!, inChunk: run, bytes: chunk.span)
        batch.append((Item(value: Bytes(start: start, count: line.count), index: number), match.score))
      }
      if batch.isEmpty { break }
      for (item, score) in batch {
        try body(item, rank, score)
        rank += 1
      }
    }
  }
}

/// How many matches a ranking must have before a helper formats part of
/// them: fewer take a few milliseconds or less.
private let formattedInParallel = 1 << 12

/// How many matches a window of `writeFormattedInParallel` holds: the
/// helper's bytes for half of them, a few MiB of JSON at most for paths.
private let itemsPerWindow = 1 << 16

/// How many items `RankedColumn` looks up, and `RankedLineItems` numbers,
/// at once.
private let lookupBatch = Ranked.lookupBatch

/// The items a picker holds, in position order, as small as they can be
/// held: ten million lines take 40 MB, where an array of `Item`s (16 bytes
/// each) took 160 MB.
///
/// Lines read from one block (a read block) lie end to
/// end: each value starts just after the previous one's terminator, and
/// their indexes count up by one. Such a stretch is a run: the column keeps
/// its first value's address and index, and each value's start as a 32-bit
/// offset from it; a value ends one byte before the next one starts, and
/// the run's last value where the run says. Items that are not plain lines
/// (a label of their own, colours) or that come out of order (`--tac`) are
/// held as they are, in an array of `Item`s, from then on.
package struct ItemColumn: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
  /// A stretch of plain items whose values lie end to end.
  fileprivate struct Run: @unchecked Sendable {
    /// The position of its first item.
    var first: Int
    /// Where its first value starts; offsets count from here.
    var base: UnsafePointer<UInt8>
    /// The index of its first item.
    var firstIndex: Int
    /// Just past its last value.
    var end: UnsafePointer<UInt8>
  }

  /// The items, once any was not held as an offset; empty until then.
  private var items: [Item] = []
  /// Each item's value start, as an offset from its run's base.
  private var starts: [UInt32] = []
  private var runs: [Run] = []
  /// The run of the first item of each block of 4,096 positions: a run is
  /// found from there in a step or two, however many runs there are.
  private var blockRuns: [UInt32] = []
  /// Whether the items are held as offsets (else in `items`).
  private var isCompact = true

  private static let blockShift = 12

  package init() {}

  package init(_ items: some Sequence<Item>) {
    append(contentsOf: items)
  }

  /// A column of `items` held as they are: for lists that are not a
  /// picker's lines, with nothing to gain from offsets.
  package init(holding items: [Item]) {
    self.items = items
    isCompact = false
  }

  package init(arrayLiteral items: Item...) {
    self.init(items)
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { isCompact ? starts.count : items.count }

  /// The item at `position`.
  package subscript(position: Int) -> Item {
    withView { $0[position] }
  }

  /// Adds `item` at the end.
  package mutating func append(_ item: Item) {
    guard isCompact else { return items.append(item) }
    let position = starts.count
    let value = item.value
    if let run = runs.last, item.isPlain, item.index == run.firstIndex + position - run.first,
      value.start == run.end + 1, value.start - run.base <= Int(UInt32.max)
    {
      starts.append(UInt32(value.start - run.base))
      runs[runs.count - 1].end = value.start + value.count
    } else if item.isPlain && runs.count <= Swift.max(position >> 6, 64) {
      // A new block, or the first item. The bound keeps runs at 64 items
      // each on average: runs of a line or two (items offered last first)
      // would take more room than the items themselves.
      runs.append(Run(first: position, base: value.start, firstIndex: item.index, end: value.start + value.count))
      starts.append(0)
    } else {
      holdItems()
      return items.append(item)
    }
    if position & (1 << Self.blockShift - 1) == 0 { blockRuns.append(UInt32(runs.count - 1)) }
  }

  package mutating func append(contentsOf items: some Sequence<Item>) {
    for item in items { append(item) }
  }

  /// Changes the item at `position` (a new label, say): the column holds
  /// every item as it is from then on.
  package mutating func modify(at position: Int, _ change: (inout Item) -> Void) {
    if isCompact { holdItems() }
    change(&items[position])
  }

  /// Runs `body` with a view of the items, valid until it returns: what
  /// ranking threads read.
  package func withView<Result>(_ body: (View) throws -> Result) rethrows -> Result {
    guard isCompact else { return try items.withUnsafeBufferPointer { try body(View($0)) } }
    return try starts.withUnsafeBufferPointer { starts in
      try runs.withUnsafeBufferPointer { runs in
        try blockRuns.withUnsafeBufferPointer { blockRuns in
          try body(View(starts: starts, runs: runs, blockRuns: blockRuns))
        }
      }
    }
  }

  /// Every item held as it is, from now on.
  private mutating func holdItems() {
    items = withView { Array($0) }
    starts = []
    runs = []
    blockRuns = []
    isCompact = false
  }
}

extension ItemColumn {
  /// The items of a column, read without copying; valid only inside
  /// `withView`.
  package struct View: RandomAccessCollection, @unchecked Sendable {
    /// The items, when held as they are.
    private let items: UnsafeBufferPointer<Item>
    private let starts: UnsafeBufferPointer<UInt32>
    private let runs: UnsafeBufferPointer<Run>
    private let blockRuns: UnsafeBufferPointer<UInt32>

    /// A view of items held as they are.
    fileprivate init(_ items: UnsafeBufferPointer<Item>) {
      self.items = items
      starts = UnsafeBufferPointer(start: nil, count: 0)
      runs = UnsafeBufferPointer(start: nil, count: 0)
      blockRuns = UnsafeBufferPointer(start: nil, count: 0)
    }

    fileprivate init(
      starts: UnsafeBufferPointer<UInt32>, runs: UnsafeBufferPointer<Run>, blockRuns: UnsafeBufferPointer<UInt32>
    ) {
      items = UnsafeBufferPointer(start: nil, count: 0)
      self.starts = starts
      self.runs = runs
      self.blockRuns = blockRuns
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { runs.isEmpty ? items.count : starts.count }

    package subscript(position: Int) -> Item {
      if runs.isEmpty { return items[position] }
      let run = run(of: position)
      return Item(value: value(at: position, in: run), index: runs[run].firstIndex + position - runs[run].first)
    }

    /// What queries match of the item at `position`: its label.
    @inline(__always)
    package func label(at position: Int) -> Bytes {
      runs.isEmpty ? items[position].label : value(at: position, in: run(of: position))
    }

    /// Calls `body` with the position and label of each item of `range`
    /// that `include` lets through, in order, until it returns false;
    /// whether it never did. Walks the runs, where `label(at:)` looks each
    /// item's run up.
    @inline(__always)
    package func forEachLabel(
      in range: Range<Int>, where include: (Int) -> Bool = { _ in true }, _ body: (Int, Bytes) -> Bool
    ) -> Bool {
      guard !runs.isEmpty else {
        for position in range where include(position) && !body(position, items[position].label) { return false }
        return true
      }
      guard !range.isEmpty else { return true }
      var run = run(of: range.lowerBound)
      var position = range.lowerBound
      while position < range.upperBound {
        let stop = Swift.min(run + 1 < runs.count ? runs[run + 1].first : starts.count, range.upperBound)
        while position < stop {
          if include(position) && !body(position, value(at: position, in: run)) { return false }
          position += 1
        }
        run += 1
      }
      return true
    }

    /// The value of the item at `position` of run `run`: up to the byte
    /// before the next value, or to the run's end.
    @inline(__always)
    private func value(at position: Int, in run: Int) -> Bytes {
      let base = runs[run].base
      let start = base + Int(starts[position])
      let runEnd = run + 1 < runs.count ? runs[run + 1].first : starts.count
      let end = position + 1 == runEnd ? runs[run].end : base + Int(starts[position + 1]) - 1
      return Bytes(start: start, count: end - start)
    }

    /// The run that holds `position`.
    @inline(__always)
    private func run(of position: Int) -> Int {
      var run = Int(blockRuns[position >> ItemColumn.blockShift])
      while run + 1 < runs.count && runs[run + 1].first <= position { run += 1 }
      return run
    }
  }
}

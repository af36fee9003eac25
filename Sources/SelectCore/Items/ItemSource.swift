/// Where the items come from: words on the command line, a built-in enum,
/// values read from a stream (stdin) or the paths of a walk (`--walk`);
/// shaped by `--header-lines`, `--range`, `--ansi` and `--with-nth` on the
/// way, and offered last first with `--tac`.
///
/// The source owns the bytes of the items it keeps: a kept item stays
/// valid as long as the source, and `load()` hands them out in a list that
/// holds the source.
package final class ItemSource: @unchecked Sendable {
  /// What the items are made from.
  package enum Origin {
    case words([String])
    case builtin(BuiltinEnum)
    /// Values ending in `terminator` (`\n`, or NUL for `--read0`).
    case stream(any ValueStream, terminator: UInt8)
    /// Paths found under the current directory (`--walk`).
    case walk(any PathWalk)
    /// Items and header lines already read and shaped (to decide
    /// `--select-1` first).
    case loaded(ItemList, header: ItemList)
  }

  /// How raw values become items: `--range`, `--with-nth`, `--delimiter`,
  /// `--ansi`, `--header-lines`, `--tac`.
  package struct Shape: Equatable, Sendable {
    package var range: SourceRange?
    package var withNth: FieldList?
    /// `--with-nth` as a template (`'{2} {1}'`), the label its expansion.
    package var withNthTemplate: PrintTemplate?
    package var delimiter: [UInt8]?
    /// Whether SGR colour sequences are taken out of values (`--ansi`).
    package var ansi = false
    /// How many of the first values are header lines.
    package var headerLines = 0
    /// Whether items are offered last first (`--tac`).
    package var reversed = false

    package init(range: SourceRange? = nil, withNth: FieldList? = nil, delimiter: [UInt8]? = nil) {
      self.range = range
      self.withNth = withNth
      self.delimiter = delimiter
    }
  }

  private let origin: Origin
  private let shape: Shape
  /// Kept items' bytes; appended to by one reading thread at a time.
  private let arena = ByteArena()
  /// The built-in enum, when items come from one.
  package let builtin: BuiltinEnum?
  /// Every offered item, as `load()`; none is an error (`emptyError`).
  package func loadSome() throws -> ItemList {
    let items = try load()
    if items.isEmpty { throw emptyError }
    return items
  }

  /// The loaded items in the order `order` gives their positions (only
  /// those), with the same header: a ranking made a source of its own.
  package func reordered(_ order: (ItemColumn.View) -> [Int]) throws -> ItemSource {
    let items = try loadSome()
    let chosen = items.withItems { all in order(all).map { all[$0] } }
    return ItemSource(.loaded(ItemList(chosen, keptAliveBy: ListOwner(items)), header: header), builtin: builtin)
  }

  /// The header lines `load()` read.
  private var headerItems: [Item] = []

  package init(_ origin: Origin, shape: Shape = Shape(), builtin: BuiltinEnum? = nil) {
    self.origin = origin
    self.shape = shape
    if case .builtin(let entry) = origin {
      self.builtin = entry
    } else {
      self.builtin = builtin
    }
  }

  /// Whether every item is there before reading starts (words, an enum,
  /// items already loaded), rather than read from a stream or a walk.
  package var isKnownBeforehand: Bool {
    switch origin {
    case .words, .builtin, .loaded: true
    case .stream, .walk: false
    }
  }

  /// Hands each offered item to `body` until it returns false: in source
  /// order, or last first with `--tac` (after reading everything). The
  /// `--header-lines` go to `header` as they are read. With `keep`, items
  /// stay valid as long as this source; without, each is valid only during
  /// its call (memory stays bounded on endless input). A `--range` that
  /// starts past the end of a non-empty source is an error, and so is a
  /// line longer than an item holds (`Item.longest`).
  package func forEach(
    keep: Bool, header: (Item) throws -> Void = { _ in }, _ body: (Item) throws -> Bool
  ) throws {
    if case .loaded(let list, let lines) = origin {
      try lines.withItems { lines in for line in lines { try header(line) } }
      try list.withItems { items in
        for item in items where try !body(item) { return }
      }
      return
    }
    guard shape.reversed else { return try forEachInOrder(keep: keep, header: header, body) }
    var items: [Item] = []
    try forEachInOrder(keep: true, header: header) { item in
      items.append(item)
      return true
    }
    for item in items.reversed() where try !body(item) { return }
  }

  /// `forEach` in source order.
  private func forEachInOrder(
    keep: Bool, header: (Item) throws -> Void, _ body: (Item) throws -> Bool
  ) throws {
    let arena = keep ? self.arena : ByteArena(blockSize: 1 << 12)
    var shaper = ItemShaper(shape, arena: keep ? arena : nil)
    // `shaper` is passed inout: captured by a local function instead, it
    // was checked for exclusive access at run time on every line.
    func offer(_ shaper: inout ItemShaper, _ value: Bytes, label: Bytes? = nil) throws -> Bool {
      guard value.count <= Item.longest else {
        throw SelectError.unreadableInput(
          "line \(shaper.valuesSeen + 1) is \(value.count) bytes long; an item holds at most \(Item.longest)")
      }
      guard shaper.valuesSeen < Item.mostItems else {
        throw SelectError.unreadableInput("more than \(Item.mostItems) lines; a list holds at most that many")
      }
      switch shaper.shape(value) {
      case .header(let line):
        try header(line)
        return true
      case .skipped: return true
      case .pastRange: return false
      case .item(var item):
        if let label { item.relabel(label, records: arena) }
        return try body(item)
      }
    }
    switch origin {
    case .loaded: return
    case .words(let words):
      for word in words where try !offer(&shaper, arena.append(word)) { return }
    case .builtin(let entry):
      for option in entry.options
      where try !offer(&shaper, arena.append(option.value), label: arena.append(option.label)) {
        return
      }
    case .stream(let stream, let terminator):
      let splitter = LineSplitter(terminator: terminator, keepsInput: keep, arena: arena)
      try stream.read(into: splitter) { try offer(&shaper, $0) }
    case .walk(let walk):
      try walk.run { try offer(&shaper, keep ? arena.append($0.buffer) : $0) }
    }
    // Every value came before the range: the range starts past the end.
    if let range = shape.range, shaper.valuesSeen > 0 && shaper.valuesSeen <= range.lower {
      throw SelectError.rangePastEnd(range, count: shaper.valuesSeen)
    }
  }

  /// The terminator of a stream whose values are all items, as they are
  /// (nothing shapes them): such a stream can be read and ranked as lines
  /// in blocks, without an item made for each.
  package var plainLineTerminator: UInt8? {
    guard case .stream(let stream, let terminator) = origin, stream.readsStandardInput, shape == Shape()
    else { return nil }
    return terminator
  }

  /// Every offered item, kept; the header lines read on the way are
  /// `header` afterwards.
  package func load() throws -> ItemList {
    var items: [Item] = []
    try forEach(keep: true, header: { headerItems.append($0) }) { item in
      items.append(item)
      return true
    }
    return ItemList(items, keptAliveBy: self)
  }

  /// The header lines `load()` read.
  package var header: ItemList { ItemList(headerItems, keptAliveBy: self) }

  /// Why a loaded list has no items: no input at all, or only its header
  /// lines.
  package var emptyError: SelectError {
    .noItems(afterHeaderLines: headerItems.count)
  }
}

/// Bytes read into a `LineSplitter` and split into values as they arrive:
/// stdin, in the terminal layer.
package protocol ValueStream {
  /// Reads to the end, or until `emit` returns false, handing each value
  /// to `emit`. Values stay valid as long as the splitter's arena when it
  /// keeps input, otherwise only until the next value.
  func read(into splitter: LineSplitter, emit: (Bytes) throws -> Bool) throws
  /// Whether the values are stdin's, which the block readers of `--list`
  /// and `--filter` read directly.
  var readsStandardInput: Bool { get }
}

extension ValueStream {
  package var readsStandardInput: Bool { false }
}

/// Paths handed over one at a time as a walk finds them: `--walk`, in the
/// terminal layer.
package protocol PathWalk {
  /// Hands each path to `emit` until the walk ends or `emit` returns
  /// false. A path is valid only during its call.
  func run(_ emit: (Bytes) throws -> Bool) throws
}

/// Keeps a list's bytes alive for a list made of its items.
private final class ListOwner {
  let list: ItemList
  init(_ list: ItemList) { self.list = list }
}
